// POST /api/v1/brand/{id}/survey/{s}/report/ratings {filter} – the ratings report (spec 3 §3, §7): per product, stars
// [{star, count, percentage}] among the respondents the filter selects. Survey read; share viewers holding a results
// link may read their own study's.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { ratingsReport } from "@/server/results/ratings-report";

export const POST = withApi({
  permission: "results.read",
  share: true,
  params: z.object({ id: z.string(), surveyId: z.string() }),
  // The filter's own schema (lib/results/filters.ts) runs in the service, after the study is found.
  body: z.object({ filter: z.unknown().optional() }).strict(),
  handler: ({ access, params, body }) => ratingsReport(access, params.surveyId, body.filter),
});
