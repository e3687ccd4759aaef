// Layout rules of the results charts (P15 item 5 "Charts that fit"): the charts are server-rendered SVG that cannot
// measure the card they sit in, so they are drawn in percentages of the card's width (the plot takes the whole card
// at any width, the text keeps its size) and these rules decide, from the narrowest card a phone gives (NARROW_PLOT_PX),
// where each label goes so none overlaps another or leaves the card. Pure.

/** The narrowest plot the charts are laid out for: a 390 px phone less the page's and the card's padding. */
export const NARROW_PLOT_PX = 300;

/** Average advance of a character of the app's sans-serif at `fontSize` px (digits and lower case; generous). */
const CHAR_EM = 0.6;

/** The width a text of `chars` characters takes at `fontSize` px, in px (an estimate that errs wide). */
export function textWidthPx(text: string, fontSize: number): number {
  return Array.from(text).length * fontSize * CHAR_EM;
}

/** The same width as a percentage of a plot `plotPx` wide. */
export function textWidthPct(text: string, fontSize: number, plotPx = NARROW_PLOT_PX): number {
  return (textWidthPx(text, fontSize) / plotPx) * 100;
}

export type TAnchor = "start" | "middle" | "end";

/** A label at `at` (0–100 % of the plot) that is `width` % wide. */
export interface TPlacedLabel<K extends string = string> {
  key: K;
  at: number;
  anchor: TAnchor;
  /** The label's row, 0 nearest the plot. */
  row: number;
  /** Where it starts and ends, in % of the plot. */
  from: number;
  to: number;
}

/** The anchor that keeps a label `width` % wide at `at` % inside the plot: centred when it fits, else flush to the edge it would cross. */
export function anchorInside(at: number, width: number): TAnchor {
  if (at - width / 2 < 0) return "start";
  if (at + width / 2 > 100) return "end";
  return "middle";
}

function span(at: number, width: number, anchor: TAnchor): [number, number] {
  if (anchor === "start") return [at, at + width];
  if (anchor === "end") return [at - width, at];
  return [at - width / 2, at + width / 2];
}

/**
 * Reference-line labels (a benchmark's quartiles) above the plot, each at the top of its own line: kept inside the
 * plot, and put on the lowest row where it comes within `gap` % of no other label on that row, does not sit across
 * the line of a label on a higher row, and does not have a label of a lower row across its own line (each line runs
 * from its label down to the plot). When no row avoids every line (labels wider than the lines are apart), the lowest
 * row without an overlap: the line then runs behind a label, which its halo keeps readable. Labels are placed in the
 * order given.
 */
export function stackLabels<K extends string>(items: readonly { key: K; at: number; width: number }[], gap = 2): TPlacedLabel<K>[] {
  const placed: TPlacedLabel<K>[] = [];
  const covers = (l: { from: number; to: number }, x: number) => x > l.from - gap && x < l.to + gap;
  for (const { key, at, width } of items) {
    const x = Math.min(100, Math.max(0, at));
    const anchor = anchorInside(x, width);
    const [from, to] = span(x, width, anchor);
    const apart = (row: number) => placed.every((p) => p.row !== row || !(from < p.to + gap && to > p.from - gap));
    const uncrossed = (row: number) => placed.every((p) => p.row === row || (p.row < row ? !covers(p, x) : !covers({ from, to }, p.at)));
    const rows = Array.from({ length: placed.length + 1 }, (_, r) => r);
    // A row above every placed label is always apart, so one is found.
    const row = rows.find((r) => apart(r) && uncrossed(r)) ?? rows.find(apart)!;
    placed.push({ key, at: x, anchor, row, from, to });
  }
  return placed;
}

/** How many rows `stackLabels` used. */
export function labelRows(placed: readonly { row: number }[]): number {
  return placed.length ? Math.max(...placed.map((p) => p.row)) + 1 : 0;
}

/**
 * Where a bar's value label goes: inside the bar's end (light text on the bar) when the bar is long enough to hold it
 * with room to spare, else just after the bar's end — and flush against the end of the plot when even that would
 * leave it. `barPct` is the bar's length in % of the plot, `widthPct` the label's width in %.
 */
export function valueLabel(barPct: number, widthPct: number, pad = 2): { inside: boolean; anchor: TAnchor; at: number } {
  const bar = Math.min(100, Math.max(0, barPct));
  if (bar >= widthPct + 2 * pad) return { inside: true, anchor: "end", at: bar };
  if (bar + pad + widthPct <= 100) return { inside: false, anchor: "start", at: bar };
  return { inside: false, anchor: "end", at: 100 };
}

/**
 * A text cut so it fits `widthPx` at `fontSize` px (with an ellipsis when cut); the full text goes in the chart's
 * hover title and its table.
 */
export function fitText(text: string, widthPx: number, fontSize: number): string {
  const max = Math.max(1, Math.floor(widthPx / (fontSize * CHAR_EM)));
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(1, max - 1)).join("").trimEnd()}…`;
}

/** A point's label beside it (a scatter): right of the point, or left of it near the right edge; rows nudged apart. */
export interface TPointLabel<K extends string = string> {
  key: K;
  /** The label's anchor point, in the chart's units. */
  x: number;
  y: number;
  anchor: "start" | "end";
}

/**
 * Labels for a scatter's points in a `width` × `height` chart: each beside its point (right, or left when it would
 * leave the plot's right edge `right`), moved down or up in steps of `lineHeight` until it overlaps no label already
 * placed and no other point; a label that finds no free place within `tries` steps is left out (the number in the
 * table and the point's hover title still name it). Labels are placed in the order given.
 */
export function placePointLabels<K extends string>(
  points: readonly { key: K; x: number; y: number; width: number }[],
  opts: { right: number; top: number; bottom: number; lineHeight: number; radius: number; tries?: number },
): TPointLabel<K>[] {
  const { right, top, bottom, lineHeight, radius, tries = 6 } = opts;
  const boxes: { x0: number; x1: number; y0: number; y1: number }[] = points.map((p) => ({ x0: p.x - radius, x1: p.x + radius, y0: p.y - radius, y1: p.y + radius }));
  const overlaps = (b: { x0: number; x1: number; y0: number; y1: number }) => boxes.some((o) => b.x0 < o.x1 && b.x1 > o.x0 && b.y0 < o.y1 && b.y1 > o.y0);
  const out: TPointLabel<K>[] = [];
  for (const p of points) {
    const anchor: "start" | "end" = p.x + radius + 3 + p.width <= right ? "start" : "end";
    const x = anchor === "start" ? p.x + radius + 3 : p.x - radius - 3;
    const x0 = anchor === "start" ? x : x - p.width;
    const offsets = [0, ...Array.from({ length: tries }, (_, i) => (i % 2 === 0 ? 1 : -1) * Math.ceil((i + 1) / 2) * lineHeight)];
    for (const dy of offsets) {
      const y = p.y + dy;
      const box = { x0, x1: x0 + p.width, y0: y - lineHeight / 2, y1: y + lineHeight / 2 };
      if (box.y0 < top || box.y1 > bottom) continue;
      if (overlaps(box)) continue;
      boxes.push(box);
      out.push({ key: p.key, x, y, anchor });
      break;
    }
  }
  return out;
}
