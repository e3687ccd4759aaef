// Display rules of the studies list (spec 3 §2): "(untitled)", "N/A", M/D/YYYY with Today/Tomorrow/Yesterday,
// relative ages, and the "Add Products" rule.
import { DEFAULT_PRODUCTS_PER_RESPONDENT } from "../survey/rules";
import { BUILDER_MSG } from "../builder/messages";
import { STUDY_MSG } from "./messages";

export const STUDIES_PAGE_SIZE = 20;
export const ADD_PRODUCTS_WINDOW_DAYS = 21;
export const FILTERS_STORAGE_KEY = "filters v2";

export const studyTitle = (t: string | null | undefined): string => (t && t.trim() ? t : STUDY_MSG.untitled);
export const orMissing = (v: string | number | null | undefined): string =>
  v === null || v === undefined || v === "" ? STUDY_MSG.missing : String(v);

/**
 * A decision point as the dashboard names it (the Change DP picker, the studies list): its title, such as "Line
 * Adoption". The type's key ("line_adoption") is an identifier and never shown; a point without a title falls back
 * to its type's name from the wizard's chooser, else "N/A".
 */
export function decisionPointName(p: { title: string | null | undefined; type?: { title: string } | null }): string {
  const title = p.title?.trim();
  if (title) return title;
  const key = p.type?.title as keyof typeof BUILDER_MSG.decisionTypes | undefined;
  return (key && BUILDER_MSG.decisionTypes[key]?.title) || STUDY_MSG.missing;
}

const DAY = 86_400_000;
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** M/D/YYYY, or Today / Tomorrow / Yesterday relative to `now` (local calendar days). */
export function formatStudyDate(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return STUDY_MSG.missing;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return STUDY_MSG.missing;
  const diff = Math.round((startOfDay(d) - startOfDay(now)) / DAY);
  if (diff === 0) return "Today";
  if (diff === 1) return "Tomorrow";
  if (diff === -1) return "Yesterday";
  return `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
}

/** Relative age: y, m, w, d, h, min, or "< 1min". */
export function relativeAge(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return STUDY_MSG.missing;
  const ms = now.getTime() - new Date(value).getTime();
  if (Number.isNaN(ms)) return STUDY_MSG.missing;
  const min = Math.floor(Math.abs(ms) / 60_000);
  if (min < 1) return "< 1min";
  const units: [number, string][] = [[525_600, "y"], [43_200, "m"], [10_080, "w"], [1_440, "d"], [60, "h"]];
  for (const [size, unit] of units) if (min >= size) return `${Math.floor(min / size)}${unit}`;
  return `${min}min`;
}

/**
 * "Add Products" replaces the status when the study has no products, is due within 21 days or at most 21 days
 * past due, and the user may write studies. The spec's hidden further check is taken as: the study is a Draft.
 */
export function showAddProducts(
  s: { productCount: number; dueDate: string | Date | null; status: string },
  canWriteSurvey: boolean,
  now: Date = new Date(),
): boolean {
  if (!canWriteSurvey || s.productCount > 0 || !s.dueDate || s.status !== "Draft") return false;
  const days = Math.abs(new Date(s.dueDate).getTime() - now.getTime()) / DAY;
  return days <= ADD_PRODUCTS_WINDOW_DAYS;
}

/** Study price estimate: 250 per country × max(questions / limit, 1); limit = product limit if active, else 15. */
export const PRICE_PER_COUNTRY = 250;
/** The 15 products a respondent sees by default, defined once in the live-survey rules. */
export const DEFAULT_PRODUCT_LIMIT = DEFAULT_PRODUCTS_PER_RESPONDENT;
export function studyPriceEstimate(s: { countries: number; questions: number; limitActive: boolean; limitNumber: number; international: boolean }): number {
  const limit = s.limitActive && s.limitNumber > 0 ? s.limitNumber : DEFAULT_PRODUCT_LIMIT;
  const countries = s.international ? Math.max(s.countries, 1) : 1;
  return PRICE_PER_COUNTRY * countries * Math.max(s.questions / limit, 1);
}

/** Seasons in their display order; year options for the assortment form and the other area. */
export const SEASON_ORDER = ["resort", "spring", "summer", "fall", "holiday"] as const;
export type TSeason = (typeof SEASON_ORDER)[number];
export const seasonRank = (s: string): number => SEASON_ORDER.indexOf(s as TSeason);
export const assortmentFormYears = (now: Date = new Date()): number[] =>
  Array.from({ length: 5 }, (_, i) => now.getFullYear() + i);
export const wideYears = (now: Date = new Date()): number[] =>
  Array.from({ length: 8 }, (_, i) => now.getFullYear() - 2 + i);
