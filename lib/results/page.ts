// The results page's address (spec 3 §2: `?tab=` of eight tabs, `show=sales-plan`; ours: `view=user`, the filters
// and each tab's own choices), read and written in one place so a filtered view can be bookmarked, reloaded and
// shared. Pure. docs/decisions.md P11 #1.
//
// Filters travel one parameter per filter type, repeated per option: `country=<id>&country=<id>`,
// `demographics.<question id>=<answer>`, `summed_values=<start>..<end>` (inclusive). Anything the page does not know
// is dropped with a notice the page shows; the server still checks every id and answer against the study.
import { applyRangeEdit, rangeNumber } from "../studies/filters";
import { MAX_FILTER_OPTIONS, RESULTS_FILTER_TYPES, ZResultsFilters, type TResultsFilters } from "./filters";

export const RESULTS_TABS = [
  "stack-rank", "insight-cards", "buckets", "head-to-head", "deep-dive", "customers", "learnings-impact", "line-efficiency-graph",
] as const;
export type TResultsTab = (typeof RESULTS_TABS)[number];
export const DEFAULT_RESULTS_TAB: TResultsTab = "stack-rank";

export const RESULTS_TAB_LABELS: Record<TResultsTab, string> = {
  "stack-rank": "Stack rank",
  "insight-cards": "Insight cards",
  buckets: "Buckets",
  "head-to-head": "Head-to-head",
  "deep-dive": "Deep dive",
  customers: "Customers",
  "learnings-impact": "Learnings & impact",
  "line-efficiency-graph": "Line efficiency",
};

/** Each tab's own choices in the address (a product, a pair, a bucket group, a text search, a set size). */
export const RESULTS_TAB_PARAMS = ["product", "a", "b", "group", "q", "k"] as const;
export type TResultsTabParam = (typeof RESULTS_TAB_PARAMS)[number];

/** Multi-option filters (every filter type but demographics and the point range). */
const LIST_FILTERS = ["country", "consumer_profiles", "audience_types", "languages", "regions", "segmentation_profile"] as const;
type TListFilter = (typeof LIST_FILTERS)[number];
export const DEMOGRAPHIC_PARAM_PREFIX = "demographics.";
export const RANGE_SEPARATOR = "..";

export const RESULTS_URL_MSG = {
  unknownTab: (tab: string) => `There is no "${tab}" tab; showing ${RESULTS_TAB_LABELS[DEFAULT_RESULTS_TAB]} instead.`,
  unknownShow: (show: string) => `"show=${show}" is not an option of the results page; it was ignored.`,
  unknownView: (view: string) => `"view=${view}" is not an option of the results page; it was ignored.`,
  unknownParam: (name: string) => `"${name}" is not a filter or option of the results page; it was ignored.`,
  badRange: (value: string) => `The point range "${value}" is not two numbers like 10..80; it was ignored.`,
  reversedRange: (value: string, start: number, end: number) =>
    `The point range "${value}" starts above its end; the lower value cannot exceed the upper, so it was read as ${start}..${end}.`,
  badValue: (name: string, value: string) => `"${name}=${value}" is not a valid choice of that filter; it was ignored.`,
  tooManyValues: (name: string) => `"${name}" holds more than ${MAX_FILTER_OPTIONS} choices; only the first ${MAX_FILTER_OPTIONS} were used.`,
  badFilters: (detail: string) => `These filters could not be applied, so the results show every respondent: ${detail}`,
  /** A well-formed choice the study does not offer (the server's check, P9 #6): that filter is left out, the rest kept. */
  refusedFilter: (detail: string) => `A filter was left out because this study does not offer it: ${detail}`,
} as const;

export interface TResultsQuery {
  tab: TResultsTab;
  /** show=sales-plan: the line-efficiency graph with the sales plan beside the best set. */
  salesPlan: boolean;
  /** view=user: an admin sees what a user of the brand sees. */
  viewAsUser: boolean;
  filters: TResultsFilters;
  /** The tab's own choices, as given. */
  params: Partial<Record<TResultsTabParam, string>>;
  /** What was dropped from a hand-edited address, in words for the page. */
  notices: string[];
  /** share=: the results link a viewer without an account opened (P13); every address of the page keeps it. */
  share: string | null;
}

export type TSearchParams = Record<string, string | string[] | undefined>;

const all = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const isTab = (v: string): v is TResultsTab => (RESULTS_TABS as readonly string[]).includes(v);
const isTabParam = (v: string): v is TResultsTabParam => (RESULTS_TAB_PARAMS as readonly string[]).includes(v);
const isListFilter = (v: string): v is TListFilter => (LIST_FILTERS as readonly string[]).includes(v);
/** Parameters read elsewhere: the share page's pdfutility (P13), and the print view (server/pages/results-page.ts). */
const PASSED_THROUGH = new Set(["pdfutility", "print"]);

/**
 * A number-range input's value (spec 3 §5: non-numeric becomes 0) and the rule between the two ends (the lower value
 * cannot exceed the upper, the upper cannot fall below the lower: the end being edited gives way) — the studies list's
 * rules (lib/studies/filters.ts), on a results range.
 */
export const numberRangeInput = (raw: string): number => rangeNumber(raw);
export function clampRange(range: { start_range: number; end_range: number }, edited: "start" | "end"): { start_range: number; end_range: number } {
  const [start_range, end_range] = applyRangeEdit([range.start_range, range.end_range], edited === "start" ? "min" : "max", edited === "start" ? range.start_range : range.end_range);
  return { start_range, end_range };
}

function parseRange(raw: string, notices: string[]): { start_range: number; end_range: number } | null {
  const parts = raw.split(RANGE_SEPARATOR);
  if (parts.length !== 2 || parts.some((p) => p.trim() === "" || !Number.isFinite(Number(p)))) {
    notices.push(RESULTS_URL_MSG.badRange(raw));
    return null;
  }
  const range = clampRange({ start_range: Number(parts[0]), end_range: Number(parts[1]) }, "start");
  if (range.start_range !== Number(parts[0])) notices.push(RESULTS_URL_MSG.reversedRange(raw, range.start_range, range.end_range));
  return range;
}

/**
 * The values of one filter parameter the schema accepts, each checked on its own so one mangled value is dropped
 * (and named) without losing the rest; at most MAX_FILTER_OPTIONS are kept.
 */
function validValues(name: string, values: string[], accepts: (value: string) => boolean, notices: string[]): string[] {
  const out: string[] = [];
  for (const v of new Set(values)) {
    if (!accepts(v)) notices.push(RESULTS_URL_MSG.badValue(name, v));
    else out.push(v);
  }
  if (out.length > MAX_FILTER_OPTIONS) notices.push(RESULTS_URL_MSG.tooManyValues(name));
  return out.slice(0, MAX_FILTER_OPTIONS);
}

const VALID_ID = "0".repeat(24);
const acceptsList = (name: TListFilter) => (value: string) => ZResultsFilters.safeParse({ [name]: [value] }).success;
const acceptsDemographicId = (id: string) => ZResultsFilters.safeParse({ demographics: [{ demographic_id: id, answers: ["x"] }] }).success;
const acceptsAnswer = (value: string) => ZResultsFilters.safeParse({ demographics: [{ demographic_id: VALID_ID, answers: [value] }] }).success;

/** The page's state from its address; never throws. */
export function parseResultsQuery(search: TSearchParams): TResultsQuery {
  const notices: string[] = [];
  const first = (name: string) => all(search[name])[0];
  const tabRaw = first("tab");
  let tab = DEFAULT_RESULTS_TAB;
  if (tabRaw !== undefined) {
    if (isTab(tabRaw)) tab = tabRaw;
    else notices.push(RESULTS_URL_MSG.unknownTab(tabRaw));
  }
  const showRaw = first("show");
  if (showRaw !== undefined && showRaw !== "sales-plan") notices.push(RESULTS_URL_MSG.unknownShow(showRaw));
  const viewRaw = first("view");
  if (viewRaw !== undefined && viewRaw !== "user") notices.push(RESULTS_URL_MSG.unknownView(viewRaw));
  const share = first("share") ?? null;

  const filters: TResultsFilters = {};
  const params: TResultsQuery["params"] = {};
  const demographics = new Map<string, string[]>();
  for (const [name, value] of Object.entries(search)) {
    const values = all(value).filter((v) => v !== "");
    if (name === "tab" || name === "show" || name === "view" || name === "share" || PASSED_THROUGH.has(name)) continue;
    if (isTabParam(name)) {
      if (values[0] !== undefined) params[name] = values[0];
    } else if (isListFilter(name)) {
      const kept = validValues(name, values, acceptsList(name), notices);
      if (kept.length) (filters as Record<TListFilter, string[]>)[name] = kept;
    } else if (name.startsWith(DEMOGRAPHIC_PARAM_PREFIX) && name.length > DEMOGRAPHIC_PARAM_PREFIX.length) {
      const id = name.slice(DEMOGRAPHIC_PARAM_PREFIX.length);
      if (!acceptsDemographicId(id)) {
        notices.push(RESULTS_URL_MSG.unknownParam(name));
        continue;
      }
      const kept = validValues(name, values, acceptsAnswer, notices);
      if (kept.length) demographics.set(id, kept);
    } else if (name === "summed_values") {
      const range = values[0] === undefined ? null : parseRange(values[0], notices);
      if (range) filters.summed_values = range;
    } else {
      notices.push(RESULTS_URL_MSG.unknownParam(name));
    }
  }
  if (demographics.size > MAX_FILTER_OPTIONS) notices.push(RESULTS_URL_MSG.tooManyValues(DEMOGRAPHIC_PARAM_PREFIX.slice(0, -1)));
  if (demographics.size) filters.demographics = [...demographics].slice(0, MAX_FILTER_OPTIONS).map(([demographic_id, answers]) => ({ demographic_id, answers }));

  // Each value was checked above (a mangled one is named and dropped); the whole is checked again as a last guard.
  const checked = ZResultsFilters.safeParse(filters);
  if (!checked.success) {
    notices.push(RESULTS_URL_MSG.badFilters(checked.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")));
    return { tab, salesPlan: showRaw === "sales-plan", viewAsUser: viewRaw === "user", filters: {}, params, notices, share };
  }
  return { tab, salesPlan: showRaw === "sales-plan", viewAsUser: viewRaw === "user", filters: checked.data, params, notices, share };
}

/** True when the filters select a subset (something is chosen). */
export function hasFilters(f: TResultsFilters): boolean {
  return RESULTS_FILTER_TYPES.some((t) => {
    const v = f[t];
    return Array.isArray(v) ? v.length > 0 : v !== undefined;
  });
}

/**
 * The address's query for a state of the page: the share token of a shared view first (spec 3 §2 "?share="), then the
 * tab, the filters in the spec's order, and the tab's choices.
 */
export function resultsSearch(q: {
  tab?: TResultsTab;
  salesPlan?: boolean;
  viewAsUser?: boolean;
  filters?: TResultsFilters;
  params?: TResultsQuery["params"];
  share?: string | null;
}): string {
  const s = new URLSearchParams();
  if (q.share) s.set("share", q.share);
  if (q.tab && q.tab !== DEFAULT_RESULTS_TAB) s.set("tab", q.tab);
  if (q.salesPlan) s.set("show", "sales-plan");
  if (q.viewAsUser) s.set("view", "user");
  const f = q.filters ?? {};
  for (const type of RESULTS_FILTER_TYPES) {
    if (type === "demographics") for (const d of f.demographics ?? []) for (const a of d.answers) s.append(`${DEMOGRAPHIC_PARAM_PREFIX}${d.demographic_id}`, a);
    else if (type === "summed_values") {
      if (f.summed_values) s.set("summed_values", `${f.summed_values.start_range}${RANGE_SEPARATOR}${f.summed_values.end_range}`);
    } else for (const v of f[type] ?? []) s.append(type, v);
  }
  for (const name of RESULTS_TAB_PARAMS) {
    const v = q.params?.[name];
    if (v !== undefined && v !== "") s.set(name, v);
  }
  const out = s.toString();
  return out ? `?${out}` : "";
}
