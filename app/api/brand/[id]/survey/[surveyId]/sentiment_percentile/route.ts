// /api/brand/{b}/survey/{s}/sentiment_percentile (spec 3 §7 "Sentiment", a path without /v1 as the spec gives it): per
// product, the percentile and position against the brand's benchmark norm, tier, recommendation and MakerScore,
// with the norm used and the formula version. GET for every respondent, POST {filter} for the ones a filter selects.
// Survey read; share viewers of the study may read it.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { sentimentScoreReport, sentimentPercentiles } from "@/server/results/sentiment-report";

const params = z.object({ id: z.string(), surveyId: z.string() });

export const GET = withApi({
  permission: "results.read",
  share: true,
  params,
  handler: async ({ access, params }) => sentimentPercentiles(await sentimentScoreReport(access, params.surveyId, undefined)),
});

export const POST = withApi({
  permission: "results.read",
  share: true,
  params,
  // The filter's own schema (lib/results/filters.ts) runs in the service, after the study is found.
  body: z.object({ filter: z.unknown().optional() }).strict(),
  handler: async ({ access, params, body }) => sentimentPercentiles(await sentimentScoreReport(access, params.surveyId, body.filter)),
});
