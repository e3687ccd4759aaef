import "server-only";
// The results summary (P9; docs/decisions.md P9 #37): what the results page reads first, in one call — the respondent
// count, the ratings report, the sentiment report and the head-to-head matrix, for one study and filter. Each of the
// four is also its own call (spec 3 §7); asked separately they load the study four times. Here the study is loaded
// and the filter checked once, one SQL statement groups the respondents by their rating vectors (rating-vectors.ts),
// and the four reports are folds of those groups. Needs survey.read (share viewers: their own study).
import type { TViewAccess } from "../access/authorize";
import { filteredStudy } from "./filtered-study";
import { headToHeadRows, type THeadToHeadRow } from "./head-to-head";
import { ratingGroups } from "./rating-vectors";
import { ratingsRows, type TRatingsReportRow } from "./ratings-report";
import { scoreContext } from "./score-context";
import { sentimentReportOf, type TSentimentReport } from "./sentiment-report";
import { starCountsOf } from "./star-counts";

export interface TResultsSummary {
  survey_id: string;
  /** Counted respondents the filter selects (reportRespondentsCount). */
  respondents: number;
  ratings: TRatingsReportRow[];
  sentiment: TSentimentReport;
  head_to_head: THeadToHeadRow[];
}

export async function resultsSummary(access: TViewAccess, surveyId: string, rawFilter: unknown): Promise<TResultsSummary> {
  const scope = await filteredStudy(access, surveyId, rawFilter);
  const [ctx, groups] = await Promise.all([scoreContext(scope.study), ratingGroups(scope)]);
  const counts = starCountsOf(scope.products, groups);
  return {
    survey_id: scope.study.id,
    respondents: groups.respondents,
    ratings: ratingsRows(scope.products, counts),
    sentiment: sentimentReportOf(scope, ctx, groups, counts),
    head_to_head: headToHeadRows(scope.products, groups),
  };
}
