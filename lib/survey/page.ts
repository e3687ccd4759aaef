// The live page's document (GET /s/{short_id}, GET /g/{group}): what the server decides (server/survey/live-page.ts)
// and the render bundle turns into HTML from the app's own components (components/survey/render-page.tsx, built by
// scripts/build-survey.ts), plus the pure helpers that document needs: brand colours with readable text, and text
// that may sit inside <style> / <script> without ending it. Unit-tested in tests/unit/survey/live-document.test.ts.
import type { TLiveWelcome } from "./boot";

/**
 * The respondent app's typeface (docs/decisions.md P10 #15): Inter, the dashboard's, from the registry package
 * @fontsource-variable/inter, copied next to the bundle by scripts/build-survey.ts (one variable file, latin).
 */
export const SURVEY_FONT = {
  family: "Inter Variable",
  /** Site path of the file the build copies into public/survey/. */
  path: "/survey/inter-latin-wght-normal.woff2",
  /** The same file in the package. */
  source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
} as const;

/** The @font-face the build puts before the app's stylesheet; swap: text shows at once in the fallback font. */
export const surveyFontFace = (): string =>
  `@font-face{font-family:"${SURVEY_FONT.family}";font-style:normal;font-display:swap;font-weight:100 900;src:url(${SURVEY_FONT.path}) format("woff2")}`;

interface TLivePageHead {
  /** <html lang>: the respondent's language, "en" when no study is known. */
  lang: string;
  title: string;
  /** The app's stylesheet (minified by the build), inlined. */
  css: string;
}

/**
 * A page the app takes over: the welcome page rendered from the app itself (hydrated in the browser), the boot data
 * and the bundle. The study's css override goes into the document only (the app does not need it twice).
 */
export interface TLiveAppPage extends TLivePageHead {
  kind: "app";
  survey: TLiveWelcome;
  preview: boolean;
  /** Site path of the app's bundle. */
  script: string;
}

/** A page with only a heading and a message (unknown link, closed study, a group that sends no one on): no script. */
export interface TLiveMessagePage extends TLivePageHead {
  kind: "message";
  /** The study whose branding frames the message; null for an unknown link. */
  survey: TLiveWelcome | null;
  preview: boolean;
  heading: string;
  message: string;
}

export type TLivePage = TLiveAppPage | TLiveMessagePage;

/** The render bundle's one export, `renderLivePage`: the complete HTML document of a page. */
export type TRenderLivePage = (page: TLivePage) => string;

// ---- text inside raw-text elements ------------------------------------------------------------------------------

/** JSON inside <script type="application/json">: "<" escaped so no "</script>" or "<!--" can end the element. */
export const jsonForScript = (v: unknown): string => JSON.stringify(v).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
/** CSS inside <style>: nothing may close the element (the payload already escapes "<"; this is the last guard). */
export const cssForStyle = (css: string): string => css.replace(/<\/style/gi, "<\\/style");

// ---- brand colours ------------------------------------------------------------------------------------------------

type TRgb = [number, number, number];

/** [r, g, b] 0–255 of a #rgb / #rrggbb(aa) / rgb(a)() colour; null for anything else (named colours included). */
export function parseColor(c: string | null): TRgb | null {
  if (!c) return null;
  const v = c.trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(v);
  if (m) return [...m[1]!].map((h) => parseInt(h + h, 16)) as TRgb;
  m = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(v);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)) as TRgb;
  m = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:[\s,/]+[\d.]+%?)?\s*\)$/.exec(v);
  if (m) {
    const rgb = [m[1], m[2], m[3]].map(Number);
    return rgb.every((n) => n <= 255) ? (rgb as TRgb) : null;
  }
  return null;
}

const luminance = ([r, g, b]: TRgb): number => {
  const ch = (x: number) => {
    const s = x / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
};
export const contrast = (a: TRgb, b: TRgb): number => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
};
const WHITE: TRgb = [255, 255, 255];
const BLACK: TRgb = [17, 24, 39];

/**
 * The brand's colours as CSS variables, each with the text colour that reads on it (white or near-black, whichever
 * contrasts more) and an "-line" variant for borders and stars on white (the colour itself when it reaches 3:1,
 * else near-black), so any brand palette keeps WCAG AA. Colours that cannot be parsed keep the defaults.
 */
export function brandVariables(style: TLiveWelcome["style"]): string {
  const out: string[] = [];
  for (const name of ["primary", "accent", "secondary"] as const) {
    const rgb = parseColor(style[name]);
    if (!rgb) continue;
    const hex = `#${rgb.map((n) => n.toString(16).padStart(2, "0")).join("")}`;
    out.push(`--${name}:${hex}`, `--on-${name}:${contrast(rgb, WHITE) >= contrast(rgb, BLACK) ? "#ffffff" : "#111827"}`);
    out.push(`--${name}-line:${contrast(rgb, WHITE) >= 3 ? hex : "#111827"}`);
  }
  return out.length ? `:root{${out.join(";")}}` : "";
}
