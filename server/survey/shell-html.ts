// The server-rendered markup of the live page (pure string building, used by server/survey/live-page.ts): the
// document, the frame, the welcome and message pages — the same markup as frame.tsx, welcome-page.tsx and
// end-page.tsx, so the app replaces it without a visible change; keep them in step. Unit-tested in
// tests/unit/survey/app-shell-html.test.ts.
import { LIVE_LABELS } from "@/lib/survey/messages";
import { BOOT_ELEMENT_ID, fit, ROOT_ELEMENT_ID, type TLiveBoot, type TLiveWelcome } from "@/lib/survey/boot";

// ---- escaping ---------------------------------------------------------------------------------------------------

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);
/** JSON inside <script type="application/json">: "<" escaped so no "</script>" or "<!--" can end the element. */
export const jsonForScript = (v: unknown): string => JSON.stringify(v).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
/** CSS inside <style>: nothing may close the element (the payload already escapes "<"; this is the last guard). */
export const cssForStyle = (css: string): string => css.replace(/<\/style/gi, "<\\/style");

// ---- brand colours ------------------------------------------------------------------------------------------------

/** [r, g, b] 0–255 of a #rgb / #rrggbb(aa) / rgb(a)() colour; null for anything else (named colours included). */
export function parseColor(c: string | null): [number, number, number] | null {
  if (!c) return null;
  const v = c.trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(v);
  if (m) return [...m[1]!].map((h) => parseInt(h + h, 16)) as [number, number, number];
  m = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(v);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)) as [number, number, number];
  m = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:[\s,/]+[\d.]+%?)?\s*\)$/.exec(v);
  if (m) {
    const rgb = [m[1], m[2], m[3]].map(Number);
    return rgb.every((n) => n <= 255) ? (rgb as [number, number, number]) : null;
  }
  return null;
}

const luminance = ([r, g, b]: [number, number, number]): number => {
  const ch = (x: number) => {
    const s = x / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
};
export const contrast = (a: [number, number, number], b: [number, number, number]): number => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
};
const WHITE: [number, number, number] = [255, 255, 255];
const BLACK: [number, number, number] = [17, 24, 39];

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

// ---- markup (the same as components/survey: frame.tsx, welcome-page.tsx, end-page.tsx) -----------------------------

export function frameHtml(survey: TLiveWelcome | null, preview: boolean, inner: string): string {
  const banner = preview ? `<p class="sv-preview" role="status">${esc(LIVE_LABELS.previewBanner)}</p>` : "";
  const logo = !survey
    ? ""
    : survey.style.logo
      ? `<img class="sv-logo" src="${esc(survey.style.logo)}" alt="${esc(survey.brand_name)}" height="40">`
      : `<span class="sv-muted">${esc(survey.brand_name)}</span>`;
  return `<div class="sv">${banner}<header class="sv-top">${logo}</header><main class="sv-main">${inner}</main></div>`;
}

export function welcomeHtml(w: TLiveWelcome["welcome"]): string {
  const img = w.image;
  const small = img?.mobile ?? img?.desktop ?? null;
  let hero = "";
  if (small) {
    const source = img?.desktop && img.mobile ? `<source media="(min-width: 768px)" srcset="${esc(img.desktop)}">` : "";
    const style = `object-fit:${fit(w.css_size)}${w.css_position ? `;object-position:${esc(w.css_position)}` : ""}`;
    hero = `<div class="sv-hero"><picture>${source}<img src="${esc(small)}" alt="" fetchpriority="high" style="${style}"></picture></div>`;
  }
  return (
    `<section class="sv-page sv-welcome">${hero}` +
    `<h1 class="sv-h1" id="sv-heading" tabindex="-1">${esc(w.header)}</h1><p class="sv-msg">${esc(w.message)}</p>` +
    `<div aria-live="polite"></div><div class="sv-actions"><button type="button" class="sv-btn" id="sv-start">${esc(w.button_text)}</button></div></section>`
  );
}

export const messageHtml = (title: string, message: string): string =>
  `<section class="sv-page sv-center"><h1 class="sv-h1" id="sv-heading" tabindex="-1">${esc(title)}</h1><p class="sv-msg">${esc(message)}</p></section>`;

export interface TDocument {
  lang: string;
  title: string;
  css: string;
  survey: TLiveWelcome | null;
  body: string;
  boot?: TLiveBoot;
  script?: string;
}

export function documentHtml(d: TDocument): string {
  const brand = d.survey ? brandVariables(d.survey.style) : "";
  const override = d.survey?.style.css_override ? `<style>${cssForStyle(d.survey.style.css_override)}</style>` : "";
  return (
    `<!doctype html><html lang="${esc(d.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${esc(d.title)}</title><link rel="icon" href="data:,">` +
    `<style>${cssForStyle(d.css)}</style>${brand ? `<style>${brand}</style>` : ""}${override}` +
    (d.script ? `<script src="${esc(d.script)}" defer></script>` : "") +
    `</head><body><div id="${ROOT_ELEMENT_ID}">${d.body}</div>` +
    (d.boot ? `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(d.boot)}</script>` : "") +
    `</body></html>`
  );
}
