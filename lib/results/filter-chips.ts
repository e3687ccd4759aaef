// The filters panel's rules, pure (components/results/filters-panel.tsx): reading and changing one filter of a
// TResultsFilters by its definition's accessor (a key of TResultsFilters, or `demographics.<question id>`), the
// range control's bounds and steps (spec 3 §9: default 0 to 100, about 100 steps), and the applied filters as chips
// (one per chosen option, one for the point range "start - end"), 3 shown then "+ Expand N more filters" (spec 3 §2).
// docs/decisions.md P11 (filters panel).
import { RESULTS_FILTER_NAMES, RESULTS_FILTER_TYPES, type TResultsFilterDefinition, type TResultsFilters } from "./filters";
import { FILTER_TEXT } from "./filter-text";
import { rangeBounds as studyRangeBounds } from "../studies/filters";
import { DEMOGRAPHIC_PARAM_PREFIX, resultsSearch } from "./page";

/** Chips shown before "+ Expand N more filters" (spec 3 §2 "shows 3 filters"). */
export const CHIPS_SHOWN = 3;
/** The range slider's number of steps (spec 3 §9 "about 100 steps"); its default bounds are the studies list's. */
export const RANGE_STEPS = 100;
/** A multi filter with more options than this gets a search box. */
export const SEARCH_FROM_OPTIONS = 8;

type TListKey = "country" | "consumer_profiles" | "audience_types" | "languages" | "regions" | "segmentation_profile";
const LIST_KEYS: readonly string[] = ["country", "consumer_profiles", "audience_types", "languages", "regions", "segmentation_profile"] satisfies TListKey[];

export interface TRange {
  start_range: number;
  end_range: number;
}

/** What an accessor points at: a list filter, one demographic question, or the point range; null when unknown. */
export type TAccessor = { kind: "list"; key: TListKey } | { kind: "demographic"; id: string } | { kind: "range" };

export function parseAccessor(accessor: string): TAccessor | null {
  if (LIST_KEYS.includes(accessor)) return { kind: "list", key: accessor as TListKey };
  if (accessor === "summed_values") return { kind: "range" };
  if (accessor.startsWith(DEMOGRAPHIC_PARAM_PREFIX) && accessor.length > DEMOGRAPHIC_PARAM_PREFIX.length) {
    return { kind: "demographic", id: accessor.slice(DEMOGRAPHIC_PARAM_PREFIX.length) };
  }
  return null;
}

/** A filter's name as shown: demographic titles about gender or age read "Gender" and "Age" (spec 3 §2). */
export function filterTitle(definition: Pick<TResultsFilterDefinition, "accessor" | "name">): string {
  if (parseAccessor(definition.accessor)?.kind !== "demographic") return definition.name;
  if (/gender/i.test(definition.name)) return FILTER_TEXT.gender;
  if (/\bage\b|how old/i.test(definition.name)) return FILTER_TEXT.age;
  return definition.name;
}

/** An option's name as the definition gives it; the value itself when it gives none. */
export function optionLabel(definition: Pick<TResultsFilterDefinition, "options" | "optionNames"> | undefined, value: string): string {
  const i = definition?.options.indexOf(value) ?? -1;
  return (i >= 0 ? definition?.optionNames[i] : undefined) || value;
}

/** The options chosen in the filter an accessor names (none for the range or an unknown accessor). */
export function selectedValues(filters: TResultsFilters, accessor: string): string[] {
  const a = parseAccessor(accessor);
  if (!a || a.kind === "range") return [];
  if (a.kind === "list") return filters[a.key] ?? [];
  return filters.demographics?.find((d) => d.demographic_id === a.id)?.answers ?? [];
}

/** The filters with the options of one filter replaced (an emptied filter disappears). */
export function withValues(filters: TResultsFilters, accessor: string, values: readonly string[]): TResultsFilters {
  const a = parseAccessor(accessor);
  if (!a || a.kind === "range") return filters;
  const unique = [...new Set(values)];
  const out: TResultsFilters = { ...filters };
  if (a.kind === "list") {
    if (unique.length) (out as Record<TListKey, string[]>)[a.key] = unique;
    else delete out[a.key];
    return out;
  }
  const others = (filters.demographics ?? []).filter((d) => d.demographic_id !== a.id);
  const at = (filters.demographics ?? []).findIndex((d) => d.demographic_id === a.id);
  const next = unique.length ? [{ demographic_id: a.id, answers: unique }] : [];
  // A question keeps its place when its answers change.
  const demographics = at < 0 ? [...others, ...next] : [...others.slice(0, at), ...next, ...others.slice(at)];
  if (demographics.length) out.demographics = demographics;
  else delete out.demographics;
  return out;
}

/** Adds or removes one option. */
export function toggleValue(filters: TResultsFilters, accessor: string, value: string): TResultsFilters {
  const current = selectedValues(filters, accessor);
  return withValues(filters, accessor, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
}

/** A range definition's bounds: its two options as numbers (lowest first), else 0 to 100 (the studies list's rule). */
export const rangeBounds = (definition: Pick<TResultsFilterDefinition, "options"> | undefined): [number, number] =>
  studyRangeBounds({ options: (definition?.options ?? []).map((o) => (o.trim() === "" ? "x" : o)) });

const integral = ([lo, hi]: readonly [number, number]) => Number.isInteger(lo) && Number.isInteger(hi);

/**
 * The slider's step: a hundredth of the span (spec 3 §9 "about 100 steps"), but whole numbers between whole bounds
 * never step by less than 1 (a span of 8 points has 8 steps). Both ends are always reachable.
 */
export function rangeStep(bounds: readonly [number, number]): number {
  const span = bounds[1] - bounds[0];
  if (span <= 0) return 1;
  if (integral(bounds) && span <= RANGE_STEPS) return 1;
  return span / RANGE_STEPS;
}

/** A slider value snapped to what the bounds hold: whole numbers between whole bounds, else 2 decimals. */
export function snapToBounds(value: number, bounds: readonly [number, number]): number {
  const v = Math.min(Math.max(value, bounds[0]), bounds[1]);
  return integral(bounds) ? Math.round(v) : Math.round(v * 100) / 100;
}

/** The filters with the point range set; null, or the whole of the bounds, removes it (everyone is in range). */
export function withRange(filters: TResultsFilters, range: TRange | null, bounds: readonly [number, number]): TResultsFilters {
  const out: TResultsFilters = { ...filters };
  if (!range || (range.start_range <= bounds[0] && range.end_range >= bounds[1])) delete out.summed_values;
  else out.summed_values = { start_range: range.start_range, end_range: range.end_range };
  return out;
}

export const formatRangeNumber = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });
export const rangeText = (r: TRange) => FILTER_TEXT.range(formatRangeNumber(r.start_range), formatRangeNumber(r.end_range));

/** One applied choice, removable on its own. */
export interface TFilterChip {
  /** Unique among the chips. */
  id: string;
  accessor: string;
  /** The option it stands for; null for the range. */
  value: string | null;
  /** "Country: France", "Point-based range: 3 - 9". */
  label: string;
}

function fallbackName(accessor: string): string {
  const a = parseAccessor(accessor);
  if (!a) return accessor;
  if (a.kind === "demographic") return FILTER_TEXT.demographic;
  return a.kind === "range" ? RESULTS_FILTER_NAMES.summed_values : RESULTS_FILTER_NAMES[a.key];
}

/** Accessors of the filters applied, in the definitions' order, then any the definitions do not list. */
function appliedAccessors(filters: TResultsFilters, definitions: readonly TResultsFilterDefinition[]): string[] {
  const applied: string[] = [];
  for (const type of RESULTS_FILTER_TYPES) {
    if (type === "demographics") for (const d of filters.demographics ?? []) applied.push(`${DEMOGRAPHIC_PARAM_PREFIX}${d.demographic_id}`);
    else if (type === "summed_values") {
      if (filters.summed_values) applied.push(type);
    } else if (filters[type]?.length) applied.push(type);
  }
  const order = definitions.map((d) => d.accessor);
  const rank = (a: string) => (order.includes(a) ? order.indexOf(a) : order.length);
  return applied.map((a, i) => ({ a, i })).sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i).map(({ a }) => a);
}

/** The applied filters as chips: one per chosen option (in the definition's option order), one for the range. */
export function filterChips(filters: TResultsFilters, definitions: readonly TResultsFilterDefinition[]): TFilterChip[] {
  const chips: TFilterChip[] = [];
  for (const accessor of appliedAccessors(filters, definitions)) {
    const definition = definitions.find((d) => d.accessor === accessor);
    const name = definition ? filterTitle(definition) : fallbackName(accessor);
    if (accessor === "summed_values" && filters.summed_values) {
      chips.push({ id: accessor, accessor, value: null, label: FILTER_TEXT.chip(name, rangeText(filters.summed_values)) });
      continue;
    }
    const values = selectedValues(filters, accessor);
    const order = definition?.options ?? [];
    const sorted = [...values].sort((x, y) => (order.includes(x) ? order.indexOf(x) : order.length) - (order.includes(y) ? order.indexOf(y) : order.length));
    for (const value of sorted) chips.push({ id: `${accessor}=${value}`, accessor, value, label: FILTER_TEXT.chip(name, optionLabel(definition, value)) });
  }
  return chips;
}

/** The filters without one chip's choice. */
export function removeChip(filters: TResultsFilters, chip: Pick<TFilterChip, "accessor" | "value">): TResultsFilters {
  if (chip.value === null) {
    const out = { ...filters };
    delete out.summed_values;
    return out;
  }
  return withValues(filters, chip.accessor, selectedValues(filters, chip.accessor).filter((v) => v !== chip.value));
}

/** Which chips show: the first 3 while condensed, with how many more the expand button offers. */
export function shownChips<T>(chips: readonly T[], expanded: boolean): { shown: T[]; more: number; toggle: "expand" | "condense" | null } {
  if (chips.length <= CHIPS_SHOWN) return { shown: [...chips], more: 0, toggle: null };
  if (expanded) return { shown: [...chips], more: 0, toggle: "condense" };
  return { shown: chips.slice(0, CHIPS_SHOWN), more: chips.length - CHIPS_SHOWN, toggle: "expand" };
}

/** True when both select the same respondents as written in the address (order of options aside). */
export function sameFilters(a: TResultsFilters, b: TResultsFilters): boolean {
  const canonical = (f: TResultsFilters): string => {
    const sorted: TResultsFilters = {};
    for (const type of RESULTS_FILTER_TYPES) {
      if (type === "demographics") {
        const d = (f.demographics ?? []).filter((q) => q.answers.length).map((q) => ({ demographic_id: q.demographic_id, answers: [...q.answers].sort() }));
        if (d.length) sorted.demographics = d.sort((x, y) => x.demographic_id.localeCompare(y.demographic_id));
      } else if (type === "summed_values") {
        if (f.summed_values) sorted.summed_values = f.summed_values;
      } else if (f[type]?.length) (sorted as Record<TListKey, string[]>)[type] = [...(f[type] ?? [])].sort();
    }
    return resultsSearch({ filters: sorted });
  };
  return canonical(a) === canonical(b);
}

/** How many options (or a range) a definition has chosen in `filters`. */
export function chosenCount(filters: TResultsFilters, accessor: string): number {
  return accessor === "summed_values" ? (filters.summed_values ? 1 : 0) : selectedValues(filters, accessor).length;
}
