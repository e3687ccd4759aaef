import "server-only";
// The sentiment report (spec 3 §3 "Sentiment report: scores and a benchmark", §7 getSentimentScoreReport,
// /sentimentscore and /sentiment_percentile; P9 item 1): per product of the study, among the respondents the filter
// selects, the star counts (folded from the rating groups: one SQL statement), and from them every definition of lib/results/definitions.ts —
// score, top-2-box, percentile and position against the brand's benchmark norm, tier, recommendation, MakerScore —
// with the norm used and the formula version. The norm is the brand's history, unfiltered. Needs survey.read (share
// viewers: their own study).
import { normQuartiles, productDefinitions, type TStarCounts } from "@/lib/results/definitions";
import type { TSentimentBenchmark, TSentimentProduct, TSentimentReport } from "@/lib/results/reports";
import type { TViewAccess } from "../access/authorize";
import { filteredStudy, type TFilteredStudy } from "./filtered-study";
import { ratingGroups, type TRatingGroups } from "./rating-vectors";
import { scoreContext, type TScoreContext } from "./score-context";
import { starCountsOf } from "./star-counts";

export type { TSentimentBenchmark, TSentimentProduct, TSentimentReport };

export async function sentimentScoreReport(access: TViewAccess, surveyId: string, rawFilter: unknown): Promise<TSentimentReport> {
  const scope = await filteredStudy(access, surveyId, rawFilter);
  const [ctx, groups] = await Promise.all([scoreContext(scope.study), ratingGroups(scope)]);
  return sentimentReportOf(scope, ctx, groups, starCountsOf(scope.products, groups));
}

/** The report from what it is computed with: the study's score context and its rating groups (and their fold). */
export function sentimentReportOf(scope: TFilteredStudy, ctx: TScoreContext, groups: TRatingGroups, counts: Map<string, TStarCounts>): TSentimentReport {
  const quartiles = normQuartiles(ctx.norm);
  return {
    survey_id: scope.study.id,
    version: ctx.version,
    version_source: ctx.version_source,
    benchmark: { scope: ctx.norm.scope, category_id: ctx.norm.category_id, type: ctx.norm.type, size: ctx.norm.size, p25: quartiles?.p25 ?? null, p50: quartiles?.p50 ?? null, p75: quartiles?.p75 ?? null },
    respondents: groups.respondents,
    products: scope.products.map((product_id, i) => {
      const stars = counts.get(product_id)!;
      return { product_id, question_id: scope.questions[i] ?? null, stars, ...productDefinitions(stars, ctx.version, ctx.norm, ctx.settings) };
    }),
  };
}

/** /sentimentscore: the scores part of the report. */
export function sentimentScores(report: TSentimentReport) {
  const { survey_id, version, version_source, respondents } = report;
  return {
    survey_id, version, version_source, respondents,
    products: report.products.map(({ product_id, question_id, stars, count, mean, score, top_two_box }) => ({ product_id, question_id, stars, count, mean, score, top_two_box })),
  };
}

/** /sentiment_percentile: the benchmark part of the report. */
export function sentimentPercentiles(report: TSentimentReport) {
  const { survey_id, version, version_source, benchmark } = report;
  return {
    survey_id, version, version_source, benchmark,
    products: report.products.map(({ product_id, question_id, score, percentile, position, tier, recommendation, makerscore }) => ({ product_id, question_id, score, percentile, position, tier, recommendation, makerscore })),
  };
}
