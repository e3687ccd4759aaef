// The results charts' colours (P11 item 4; docs/decisions.md P11 #4): one categorical palette (Okabe–Ito hues,
// darkened so each mark has at least 3:1 contrast on white, WCAG 1.4.11), a star scale that runs from red to blue
// (distinguishable with the common colour-vision deficiencies: no red/green pair), and a sequential blue scale for
// heat maps and maps, with the ink that stays readable on each fill. Pure.

/** Categorical series colours, in order of use. */
export const SERIES = ["#0072B2", "#C2410C", "#007A5E", "#A3487F", "#8A6100", "#4B4B8F", "#1F2937"] as const;

/** 1 to 5 stars: red (1) to blue (5), grey for the neutral 3. */
export const STAR_COLOURS = ["#B2182B", "#D6604D", "#7A7A7A", "#4393C3", "#2166AC"] as const;

/** The overlay of a comparison (the sales plan beside the best set, a benchmark line). */
export const OVERLAY = "#C2410C";
export const BENCHMARK = "#1F2937";

/** A sequential blue scale from light to dark, in 7 steps; `t` in [0, 1]. */
const SEQUENTIAL = ["#EFF6FF", "#C6DBEF", "#9ECAE1", "#6BAED6", "#4292C6", "#2171B5", "#08306B"] as const;

export function sequential(t: number): string {
  const x = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  return SEQUENTIAL[Math.min(SEQUENTIAL.length - 1, Math.floor(x * SEQUENTIAL.length))]!;
}

/** The fill of an area with no data (a country nobody answered from). */
export const NO_DATA = "#E5E7EB";

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}

/** Contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The text colour (near-black or white) with the higher contrast on `fill`. */
export function inkOn(fill: string): "#111827" | "#FFFFFF" {
  return contrast(fill, "#111827") >= contrast(fill, "#FFFFFF") ? "#111827" : "#FFFFFF";
}
