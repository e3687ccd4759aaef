// What the server-rendered page hands the app (the JSON in <script id="live-data">) and the ids both sides use.
import type { TLiveSurvey } from "@/lib/survey/wire";

export const BOOT_ELEMENT_ID = "live-data";
export const ROOT_ELEMENT_ID = "app";

export type TLiveWelcome = Pick<TLiveSurvey, "short_id" | "brand_name" | "language" | "style" | "welcome">;

export interface TLiveBoot {
  survey: TLiveWelcome;
  /** `?preview=1` on the link: the app starts a preview (signed-in brand users only; records nothing). */
  preview: boolean;
}

/** The welcome image's css_size as object-fit: "contain" as given, anything else covers the box. */
export function fit(size: string | null): "cover" | "contain" {
  return size?.trim().toLowerCase() === "contain" ? "contain" : "cover";
}

/** The link's query string as start parameters (country, audience, lang, group, panel ids); preview travels apart. */
export function startParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  new URLSearchParams(search).forEach((v, k) => {
    if (k !== "preview") params[k] = v;
  });
  return params;
}
