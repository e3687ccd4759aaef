import "server-only";
// What a relational export covers (P13 item 5): the study and its filter exactly as the P9 reports take them
// (filtered-study.ts: the caller's brand, templates only for admins, the filter parsed, checked and compiled), and how
// many rows each large sheet will hold. The respondents are the reports' counted ones (COUNTED) that the filter selects,
// and the ratings, follow-up answers and segmentation answers are theirs, of the reports' products — so the ratings
// sheet folds to the same star counts as the ratings and sentiment reports. A study without counted respondents, or a
// filter that selects none of them, is a 409 that says so (docs/decisions.md P13 "Relational export").
import { EXPORT_MSG } from "@/lib/export/relational";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError } from "../errors";
import { filteredStudy, type TFilteredStudy } from "../results/filtered-study";
import { COUNTED } from "../results/respondent-filter";

export interface TExportCounts {
  /** Counted respondents of the study, unfiltered. */
  studyRespondents: number;
  respondents: number;
  ratings: number;
  followUpAnswers: number;
  segmentationAnswers: number;
}

export interface TExportScope extends TFilteredStudy {
  counts: TExportCounts;
  /** The rows the large sheets will hold (the progress total; the small sheets are not counted). */
  totalRows: number;
}

export async function exportCounts(scope: TFilteredStudy): Promise<TExportCounts> {
  const { study, filter, products } = scope;
  const [row] = await prisma.$queryRaw<{ study: number; respondents: number; ratings: number; follow_ups: number; segments: number }[]>`
    SELECT
      (SELECT count(*)::int FROM "Respondent" r WHERE r.survey_id = ${study.id} AND ${COUNTED}) AS study,
      (SELECT count(*)::int FROM "Respondent" r WHERE ${COUNTED} AND (${filter.where})) AS respondents,
      (SELECT count(*)::int FROM "Respondent" r JOIN "RatingAnswer" a ON a.respondent_id = r.id
        WHERE ${COUNTED} AND (${filter.where}) AND a.product_id = ANY(${products}::text[])) AS ratings,
      (SELECT count(*)::int FROM "Respondent" r JOIN "FollowUpAnswer" a ON a.respondent_id = r.id
        WHERE ${COUNTED} AND (${filter.where}) AND a.product_id = ANY(${products}::text[])) AS follow_ups,
      (SELECT count(*)::int FROM "Respondent" r JOIN "SegmentAnswer" a ON a.respondent_id = r.id
        WHERE ${COUNTED} AND (${filter.where})) AS segments`;
  return {
    studyRespondents: row?.study ?? 0,
    respondents: row?.respondents ?? 0,
    ratings: row?.ratings ?? 0,
    followUpAnswers: row?.follow_ups ?? 0,
    segmentationAnswers: row?.segments ?? 0,
  };
}

/** The export's scope, checked: 404 for a study the caller cannot read, 400 for a bad filter, 409 when nothing to export. */
export async function exportScope(access: TViewAccess, surveyId: string, rawFilter: unknown): Promise<TExportScope> {
  const scope = await filteredStudy(access, surveyId, rawFilter);
  const counts = await exportCounts(scope);
  if (counts.studyRespondents === 0) throw new AppError("conflict", EXPORT_MSG.noAnswers, [], { problemCode: "no_answers" });
  if (counts.respondents === 0) throw new AppError("conflict", EXPORT_MSG.noneSelected, [], { problemCode: "none_selected" });
  const totalRows = counts.respondents + counts.ratings + counts.followUpAnswers + counts.segmentationAnswers;
  return { ...scope, counts, totalRows };
}
