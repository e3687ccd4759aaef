// Pure view rules of the studies list (spec 3 §2 "Studies list"): server sort and paging, where a row links to,
// and how an assortment reads in a cell.
import type { TBrandFeatures } from "../schemas/brand";
import { STUDIES_PAGE_SIZE } from "./format";
import { STUDY_MSG } from "./messages";
import { SURVEY_SORT_IDS, type TSurveySort, type TSurveySortId, type TSurveySummary } from "./wire";

/** Newest first by default (spec 3 §2). */
export const DEFAULT_STUDY_SORT: TSurveySort = { id: "date_created", desc: true };

export const isSurveySortId = (id: string): id is TSurveySortId => (SURVEY_SORT_IDS as readonly string[]).includes(id);

/** The table's sorting state as the server's sort; anything unknown or empty falls back to the default. */
export function toSurveySort(sorting: readonly { id: string; desc: boolean }[]): TSurveySort {
  const first = sorting[0];
  return first && isSurveySortId(first.id) ? { id: first.id, desc: first.desc } : DEFAULT_STUDY_SORT;
}

/** aria-sort of a column header. */
export function ariaSort(sorted: false | "asc" | "desc"): "ascending" | "descending" | "none" {
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
}

/** Pages of 20 (at least one, so an empty list reads "Page 1 of 1"). */
export const studyPageCount = (total: number, pageSize: number = STUDIES_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** The search argument: trimmed, or none. The server reads "id:" and bare 24-hex strings as id searches. */
export const studySearchArgument = (text: string): string | undefined => text.trim() || undefined;

/** Results of a study: the second-generation area for v2 studies when the brand has the v2 creator. */
export function studyResultsHref(brandId: string, study: Pick<TSurveySummary, "_id" | "is_v2">, features: Pick<TBrandFeatures, "enableSurveyCreatorV2">): string {
  return study.is_v2 && features.enableSurveyCreatorV2
    ? `/brand/${brandId}/survey/${study._id}/results`
    : `/brand/${brandId}/campaign/${study._id}/results`;
}

export const studyEditHref = (brandId: string, studyId: string): string => `/brand/${brandId}/campaign/${studyId}/edit`;
export const studyV2EditHref = (brandId: string, studyId: string): string => `/brand/${brandId}/survey/${studyId}/edit`;

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** "Spring 2026", or "N/A" for a study without an assortment. */
export function studyAssortmentLabel(a: { season: string; year: number } | null | undefined): string {
  return a ? `${capitalise(a.season)} ${a.year}` : STUDY_MSG.missing;
}

/** What the list calls its rows in "No {type} found.": line reviews on that tab, studies elsewhere. */
export const studyListNoun = (type?: string): string => (type === "line_review" ? "line reviews" : "studies");
