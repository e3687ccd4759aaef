// Advanced Settings rules (spec 2 §5 text limits, thank-you URL, product limit, welcome image and header logo;
// §6 admin-only settings; §4 template study ⇒ demo). Pure, shared by the modal and its unit tests.
import { DEFAULT_PRODUCTS_PER_RESPONDENT } from "@/lib/survey/rules";
import { BUILDER_MSG } from "./messages";
import { TEXT_LIMITS, type TStudySave } from "./study";

/** The Advanced Settings text fields and their §5 limits. */
export const SETTINGS_TEXT_LIMITS = {
  welcome_header: TEXT_LIMITS.welcomeHeader,
  welcome_message: TEXT_LIMITS.welcomeMessage,
  welcome_button_text: TEXT_LIMITS.welcomeButton,
  exit_header: TEXT_LIMITS.exitHeader,
  exit_message: TEXT_LIMITS.exitMessage,
  exit_button_text: TEXT_LIMITS.exitButton,
  intro_title: TEXT_LIMITS.introTitle,
  intro_text: TEXT_LIMITS.introMessage,
  intro_button_text: TEXT_LIMITS.introButton,
  video_id: TEXT_LIMITS.videoId,
} as const;
export type TSettingsTextField = keyof typeof SETTINGS_TEXT_LIMITS;

/** The counter under a limited field: "12/30"; over is true past the limit (the input also caps at the limit). */
export function textCounter(value: string | null | undefined, limit: number): { label: string; remaining: number; over: boolean } {
  const length = (value ?? "").length;
  return { label: `${length}/${limit}`, remaining: limit - length, over: length > limit };
}

/** Cuts a typed or pasted text to its limit. */
export const clampText = (value: string, limit: number): string => (value.length > limit ? value.slice(0, limit) : value);

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The thank-you button URL as it will be stored (spec 2 §5): http:// prepended when it has no scheme; blank → null.
 * "//host" (scheme-relative) also gets "http:".
 */
export function thankYouUrl(raw: string | null | undefined): string | null {
  const url = (raw ?? "").trim();
  if (!url) return null;
  if (SCHEME.test(url)) return url;
  return url.startsWith("//") ? `http:${url}` : `http://${url}`;
}

/** Product limit per respondent (spec 2 §5): a positive integer, required, at most 15 (P10 #5). The message or null. */
export function productLimitProblem(raw: string): string | null {
  const v = raw.trim();
  if (v === "") return BUILDER_MSG.productLimitRequired;
  if (!/^\d+$/.test(v) || Number(v) <= 0 || !Number.isSafeInteger(Number(v))) return BUILDER_MSG.productLimitInvalid;
  if (Number(v) > DEFAULT_PRODUCTS_PER_RESPONDENT) return BUILDER_MSG.productLimitTooHigh;
  return null;
}

/** Panel cost (spec 2 §5): parsed as an integer, default 0; negative numbers count as 0. */
export function parsePanelCost(raw: string): number {
  const n = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Template study on ⇒ demo on; off ⇒ demo off (spec 2 §4). */
export const templateStudyPatch = (on: boolean): Pick<TStudySave, "internal_template" | "demo"> => ({ internal_template: on, demo: on });

/** The admin-only settings of spec 2 §6 show for admins acting as themselves only. */
export const showAdminSettings = (a: { isAdmin: boolean; viewAsUser: boolean }): boolean => a.isAdmin && !a.viewAsUser;

// ---------------------------------------------------------------------------------------------------------------
// Images (spec 2 §5: "Welcome image 1, at least 800x800; logo 1 png at least 100 wide and 50 high")

export const IMAGE_RULES = {
  welcome: { maxFiles: 1, minWidth: 800, minHeight: 800, mime: ["image/jpeg", "image/png"], typesLabel: "jpg, jpeg or png" },
  logo: { maxFiles: 1, minWidth: 100, minHeight: 50, mime: ["image/png"], typesLabel: "png" },
} as const;
export type TImageKind = keyof typeof IMAGE_RULES;

/** The files chosen for an image field: count and type. Returns the message or null. */
export function imageFilesProblem(kind: TImageKind, files: readonly { name: string; type: string }[]): string | null {
  const rule = IMAGE_RULES[kind];
  if (files.length === 0) return null;
  if (files.length > rule.maxFiles) return BUILDER_MSG.imageOneFile;
  const mimes: readonly string[] = rule.mime;
  if (files.some((f) => !mimes.includes(f.type.toLowerCase()))) return BUILDER_MSG.imageWrongType(rule.typesLabel);
  return null;
}

/** The image's size as the browser measured it. Returns the message or null. */
export function imageSizeProblem(kind: TImageKind, size: { width: number; height: number }): string | null {
  const rule = IMAGE_RULES[kind];
  return size.width >= rule.minWidth && size.height >= rule.minHeight ? null : BUILDER_MSG.imageTooSmall(rule.minWidth, rule.minHeight);
}
