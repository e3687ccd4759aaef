// The Products step's pure rules (spec 2 §2 "Products step", §4 product ordering and removed questions, §5 product
// limit warning, §9 truncation): creation-date filter, search, selection toggle, order after a drag, the shuffle
// flag, the save list, deleted products and the randomisation-off product-limit warning.
import { truncate } from "../products/format";
import { PRODUCT_LIMITS } from "../products/messages";
import { BUILDER_MSG } from "./messages";
import type { TStudySave, TBuilderQuestion, TBuilderStudy } from "./study";

export type TSaveProduct = NonNullable<TStudySave["products"]>[number];

// ---------------------------------------------------------------------------------------------------------------
// Creation-date filter (spec 2 §2: last 7 days, last 30 days, this month, this year, all time)

export const CREATION_DATE_FILTERS = [
  { key: "all", label: "All time" },
  { key: "last7", label: "Last 7 days" },
  { key: "last30", label: "Last 30 days" },
  { key: "month", label: "This month" },
  { key: "year", label: "This year" },
] as const;
export type TCreationDateFilter = (typeof CREATION_DATE_FILTERS)[number]["key"];

const DAY_MS = 86_400_000;

/**
 * The earliest creation date a product may have to pass the filter, or null for "all time". "Last 7 days" is the
 * rolling 7 × 24 h before `now`; "this month" / "this year" start at local midnight on the 1st (of January).
 */
export function creationDateFrom(filter: TCreationDateFilter, now: Date = new Date()): Date | null {
  switch (filter) {
    case "last7":
      return new Date(now.getTime() - 7 * DAY_MS);
    case "last30":
      return new Date(now.getTime() - 30 * DAY_MS);
    case "month":
      return new Date(now.getFullYear(), now.getMonth(), 1);
    case "year":
      return new Date(now.getFullYear(), 0, 1);
    default:
      return null;
  }
}

/** Whether a product created at `dateCreated` (ISO text) passes the filter. Unknown dates pass only "all time". */
export function matchesCreationDate(dateCreated: string | null | undefined, filter: TCreationDateFilter, now: Date = new Date()): boolean {
  const from = creationDateFrom(filter, now);
  if (!from) return true;
  const t = dateCreated ? Date.parse(dateCreated) : NaN;
  if (Number.isNaN(t)) return false;
  return t >= from.getTime() && t <= now.getTime() + DAY_MS; // a clock a little ahead still counts as "now"
}

// ---------------------------------------------------------------------------------------------------------------
// Search with autocomplete

const norm = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-US").trim();

/** Case- and accent-insensitive "name contains the typed text"; blank text matches everything. */
export function matchesSearch(name: string, text: string): boolean {
  const q = norm(text);
  return q === "" || norm(name).includes(q);
}

/** Autocomplete: distinct names containing the text, those starting with it first, at most `max`. */
export function searchSuggestions(names: readonly string[], text: string, max = 8): string[] {
  const q = norm(text);
  if (q === "") return [];
  const seen = new Set<string>();
  const starts: string[] = [];
  const contains: string[] = [];
  for (const name of names) {
    const n = norm(name);
    if (seen.has(n) || !n.includes(q)) continue;
    seen.add(n);
    (n.startsWith(q) ? starts : contains).push(name);
  }
  return [...starts, ...contains].slice(0, max);
}

export interface TCatalogueFilterable {
  _id: string;
  name: string;
  date_created?: string | null;
}

/** The catalogue column's products: search then creation date, in catalogue order. */
export function filterCatalogue<T extends TCatalogueFilterable>(products: readonly T[], search: string, filter: TCreationDateFilter, now: Date = new Date()): T[] {
  return products.filter((p) => matchesSearch(p.name, search) && matchesCreationDate(p.date_created, filter, now));
}

// ---------------------------------------------------------------------------------------------------------------
// Selection and order

/** The study's products as the save list, from the last server answer (keeps sales plan, MSRP and disabled). */
export function saveListFromStudy(questions: readonly TBuilderQuestion[]): TSaveProduct[] {
  return [...questions]
    .sort((a, b) => a.order - b.order)
    .map((q) => ({ product: q.product, sales_plan: q.merchantAllocationValue, msrp_initial: q.msrp_initial, disabled: q.disabled }));
}

/** The list being edited: the draft's when it has one, else the study's. */
export function currentSaveList(study: Pick<TBuilderStudy, "questions">, draftProducts: TStudySave["products"] | undefined): TSaveProduct[] {
  return draftProducts ? draftProducts.map((p) => ({ ...p })) : saveListFromStudy(study.questions);
}

export const isSelected = (list: readonly TSaveProduct[], productId: string) => list.some((p) => p.product === productId);

/** Adds the product at the end (its kept question restores the rest on the server), or removes it. */
export function toggleProduct(list: readonly TSaveProduct[], productId: string): TSaveProduct[] {
  return isSelected(list, productId) ? removeProduct(list, productId) : [...list, { product: productId }];
}

export function removeProduct(list: readonly TSaveProduct[], productId: string): TSaveProduct[] {
  return list.filter((p) => p.product !== productId);
}

/** The order after dragging `activeId` onto `overId` (dnd-kit sortable semantics: the item takes over's place). */
export function moveProduct(list: readonly TSaveProduct[], activeId: string, overId: string): TSaveProduct[] {
  const from = list.findIndex((p) => p.product === activeId);
  const to = list.findIndex((p) => p.product === overId);
  if (from < 0 || to < 0 || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

// ---------------------------------------------------------------------------------------------------------------
// Shuffle (spec 2 §1: line_review requires randomised product order; §4 ordering toggles shuffled / manual)

/** Study types whose product order must be randomised. */
export const RANDOM_REQUIRED_TYPES: readonly string[] = ["line_review"];

export function shuffleState(type: string | null | undefined, random: boolean, switchable = true): { on: boolean; locked: boolean } {
  const required = type != null && RANDOM_REQUIRED_TYPES.includes(type);
  // A template whose config sets switch_product_ordering false fixes the ordering it has (spec 2 §6 template flags).
  return { on: required || random, locked: required || !switchable };
}

/** Manual drag-and-drop is allowed only when the order is manual, the wizard is writable and nothing is saving. */
export function canReorder(opts: { readOnly: boolean; saving: boolean; shuffled: boolean }): boolean {
  return !opts.readOnly && !opts.saving && !opts.shuffled;
}

// ---------------------------------------------------------------------------------------------------------------
// Product limit warning (spec 2 §5)

/**
 * With randomisation off and more products than `limit.number`, the spec's warning; otherwise null. The limit
 * counts whether or not it is active (spec 2 §5 names limit.number only; its default 15 is the respondent maximum).
 */
export function productLimitWarning(count: number, limit: { number: number } | null | undefined, random: boolean): string | null {
  if (random || !limit || !Number.isFinite(limit.number) || limit.number <= 0 || count <= limit.number) return null;
  return BUILDER_MSG.productLimitWarning(count, limit.number, count - limit.number);
}

// ---------------------------------------------------------------------------------------------------------------
// Deleted products and compact display (spec 2 §2 empty states, §9 truncation)

/** Product ids of the study whose product has been deleted from the catalogue. */
export function deletedProductIds(questions: readonly Pick<TBuilderQuestion, "product" | "full_product">[]): string[] {
  return questions.filter((q) => q.full_product.deleted).map((q) => q.product);
}

/** The selected list's name (20) and colours (15), truncated as spec 2 §9 says. */
export function compactProduct(name: string | null | undefined, colors: string | null | undefined): { name: string; colors: string } {
  return { name: truncate(name, PRODUCT_LIMITS.compactProductName), colors: truncate(colors, PRODUCT_LIMITS.compactColours) };
}
