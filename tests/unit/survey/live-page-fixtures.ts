// A sample study for the live page's document and hydration tests (tests/unit/survey/live-*.test.ts), and the
// reading of a rendered page the way the browser bundle reads it (components/survey/main.tsx).
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, type TLiveBoot, type TLiveWelcome } from "@/lib/survey/boot";
import type { TLiveAppPage } from "@/lib/survey/page";

export const sampleSurvey: TLiveWelcome = {
  short_id: "abc",
  brand_name: "Acme & Co",
  language: "fr",
  style: { accent: "#ffd700", primary: "#1f2937", secondary: "blue", logo: null, css_override: null },
  welcome: { header: "Bonjour <b>", message: "Line 1\nLine 2", button_text: "Go", image: { desktop: "https://x.example/d.jpg", mobile: "https://x.example/m.jpg" }, css_position: "center top", css_size: "contain" },
};

export const appPage = (over: Partial<TLiveAppPage> = {}): TLiveAppPage => ({ kind: "app", lang: "fr", title: "T", css: ".a{}", survey: sampleSurvey, preview: false, script: "/survey/app-X.js", ...over });

/** The parts of a rendered document the browser bundle reads: the root's markup and the boot data. */
export function pageParts(html: string): { root: string; boot: TLiveBoot } {
  const m = new RegExp(`<div id="${ROOT_ELEMENT_ID}">(.*)</div><script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script></body></html>$`, "s").exec(html);
  if (!m) throw new Error("no app root and boot data in the page");
  return { root: m[1]!, boot: JSON.parse(m[2]!) as TLiveBoot };
}
