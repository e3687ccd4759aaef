// POST /api/v1/brand/{id}/survey/{s}/report/respondents {filter, page?, page_size?} – the respondents report (spec 3
// §7): one page of the respondents the filter selects with their answers, and the total. Survey read; share viewers
// holding a results link may read their own study's, without e-mail addresses.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { respondentsReport } from "@/server/results/respondents-report";

export const POST = withApi({
  permission: "results.read",
  share: true,
  params: z.object({ id: z.string(), surveyId: z.string() }),
  // Checked by the service (lib/results/respondent-reports.ts ZRespondentsReportBody, then the filter's own schema).
  body: z.unknown(),
  handler: ({ access, params, body }) => respondentsReport(access, params.surveyId, body),
});
