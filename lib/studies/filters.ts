// The studies list's filter state (spec 3 §2 "Studies list", §3 "Filter", §5 number ranges): what the panel holds,
// how it becomes the GraphQL `SurveyListFilters`, and its copy in local storage under "filters v2".
import { FILTERS_STORAGE_KEY } from "./format";
import type { TSurveyFilter, TSurveyListFilters } from "./wire";

/** The multi-select filters, in the order the panel shows them. */
export const MULTI_FILTER_KEYS = ["assortment_ids", "brand_category", "season", "year", "decision_point", "gender", "status", "audiences"] as const;
export type TMultiFilterKey = (typeof MULTI_FILTER_KEYS)[number];
export const isMultiFilterKey = (k: string): k is TMultiFilterKey => (MULTI_FILTER_KEYS as readonly string[]).includes(k);

/** Option values are kept as the strings the filter definitions list (years included); price as [min, max]. */
export type TFilterState = Partial<Record<TMultiFilterKey, string[]>> & { price?: [number, number] };
export const EMPTY_FILTERS: TFilterState = {};

/** Spec 3 §9: a range without known bounds runs from 0 to 100. */
export const DEFAULT_RANGE: [number, number] = [0, 100];

// --- number ranges (spec 3 §5) -------------------------------------------------------------------------------

/** A range input's text as a number: anything non-numeric becomes 0. */
export function rangeNumber(text: string | number | null | undefined): number {
  if (typeof text === "number") return Number.isFinite(text) ? text : 0;
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return 0;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 0;
}

/** The lowest end of the price filter: a study's price estimate is never negative (ours, docs/decisions.md P10). */
export const PRICE_FLOOR = 0;

/**
 * Applies an edit of one end: the lower value cannot exceed the upper, and the upper cannot fall below the lower.
 * `floor` raises a value typed below it (the price filter passes PRICE_FLOOR).
 */
export function applyRangeEdit(current: [number, number], edge: "min" | "max", text: string | number, floor = -Infinity): [number, number] {
  const value = Math.max(rangeNumber(text), floor);
  const [low, high] = current;
  return edge === "min" ? [Math.min(value, high), high] : [low, Math.max(value, low)];
}

export type TRangeCorrection = "below_floor" | "above_max" | "below_min";

/**
 * Why an edit did not keep the number typed, so the panel can say so: below the floor, a lower end above the upper,
 * or an upper end below the lower. Null when the number was kept (and for text that is not a number: that becomes
 * 0 by the spec's rule, which an emptied box also means).
 */
export function rangeCorrection(current: [number, number], edge: "min" | "max", text: string | number, floor = -Infinity): TRangeCorrection | null {
  const typed = rangeNumber(text);
  if (typed < floor) return "below_floor";
  const value = Math.max(typed, floor);
  if (edge === "min" && value > current[1]) return "above_max";
  if (edge === "max" && value < current[0]) return "below_min";
  return null;
}

/** The bounds a range filter offers: its two options as numbers, else 0 to 100. */
export function rangeBounds(filter: Pick<TSurveyFilter, "options"> | undefined): [number, number] {
  const [a, b] = (filter?.options ?? []).map(Number);
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b)) return DEFAULT_RANGE;
  return a <= b ? [a, b] : [b, a];
}

// --- state changes ------------------------------------------------------------------------------------------

/** Adds or removes one option of a multi-select filter; an emptied filter disappears. */
export function toggleOption(state: TFilterState, key: TMultiFilterKey, value: string): TFilterState {
  const current = state[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out: TFilterState = { ...state };
  if (next.length) out[key] = next;
  else delete out[key];
  return out;
}

export function setPrice(state: TFilterState, price: [number, number] | null): TFilterState {
  const out: TFilterState = { ...state };
  if (price) out.price = price;
  else delete out.price;
  return out;
}

/** How many filters narrow the list (a filter with several options counts once). */
export function activeFilterCount(state: TFilterState, ignore: readonly string[] = []): number {
  const multi = MULTI_FILTER_KEYS.filter((k) => !ignore.includes(k) && (state[k]?.length ?? 0) > 0).length;
  return multi + (state.price && !ignore.includes("price") ? 1 : 0);
}

/**
 * The GraphQL filters for a state, or undefined when nothing narrows the list. `omit` drops filters the route
 * fixes itself (the assortment of an assortment tab). Years become integers; unparsable ones are dropped.
 */
export function toSurveyListFilters(state: TFilterState, omit: readonly string[] = []): TSurveyListFilters | undefined {
  const out: TSurveyListFilters = {};
  for (const key of MULTI_FILTER_KEYS) {
    const values = state[key];
    if (!values?.length || omit.includes(key)) continue;
    if (key === "year") {
      const years = values.map(Number).filter(Number.isInteger);
      if (years.length) out.year = years;
    } else {
      out[key] = [...values];
    }
  }
  if (state.price && !omit.includes("price")) out.price = [state.price[0], state.price[1]];
  return Object.keys(out).length ? out : undefined;
}

// --- persistence under "filters v2" -------------------------------------------------------------------------

/**
 * Filters are kept per list: the brand's list and each assortment tab have their own (an assortment id of one
 * brand means nothing in another), all inside the one "filters v2" entry.
 */
export const filterScope = (brandId: string, assortmentId?: string, type?: string): string =>
  [brandId, assortmentId, type].filter(Boolean).join("/");

/** Reads anything (parsed JSON) as a filter state, keeping only well-formed parts. */
export function sanitizeFilterState(raw: unknown): TFilterState {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const src = raw as Record<string, unknown>;
  const out: TFilterState = {};
  for (const key of MULTI_FILTER_KEYS) {
    const v = src[key];
    if (!Array.isArray(v)) continue;
    const values = [
      ...new Set(v.filter((x): x is string | number => typeof x === "string" || (typeof x === "number" && Number.isFinite(x))).map(String)),
    ];
    if (values.length) out[key] = values;
  }
  const p = src.price;
  if (Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === "number" && Number.isFinite(x))) {
    // A range kept before the floor existed is raised to it.
    const [a, b] = (p as [number, number]).map((x) => Math.max(x, PRICE_FLOOR)) as [number, number];
    out.price = a <= b ? [a, b] : [b, a];
  }
  return out;
}

type TReadable = Pick<Storage, "getItem">;
type TWritable = Pick<Storage, "getItem" | "setItem">;

function readAll(storage: TReadable | null | undefined): Record<string, unknown> {
  try {
    const text = storage?.getItem(FILTERS_STORAGE_KEY);
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // Garbage, or storage that refuses access (private mode): start without filters.
    return {};
  }
}

export function readStoredFilters(storage: TReadable | null | undefined, scope: string): TFilterState {
  return sanitizeFilterState(readAll(storage)[scope]);
}

/** Saves one list's filters, keeping the other lists' entries; an empty state removes the list's entry. */
export function writeStoredFilters(storage: TWritable | null | undefined, scope: string, state: TFilterState): void {
  if (!storage) return;
  const all = readAll(storage);
  const clean = sanitizeFilterState(state);
  if (Object.keys(clean).length) all[scope] = clean;
  else delete all[scope];
  try {
    storage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Full or disabled storage: the filters still apply for this visit.
  }
}
