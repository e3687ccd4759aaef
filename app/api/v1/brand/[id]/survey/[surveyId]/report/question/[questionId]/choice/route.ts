// POST /api/v1/brand/{id}/survey/{s}/report/question/{q}/choice {filter} – the follow-up choice report (spec 3 §7): per
// follow-up of the question and per side, the base and each option's count and share. Survey read; share viewers
// holding a results link may read their own study's (counts only).
import { z } from "zod";
import { ZQuestionReportBody } from "@/lib/results/respondent-reports";
import { withApi } from "@/server/http/with-api";
import { choiceReport } from "@/server/results/choice-report";

export const POST = withApi({
  permission: "results.read",
  share: true,
  params: z.object({ id: z.string(), surveyId: z.string(), questionId: z.string() }),
  // The filter's own schema (lib/results/filters.ts) runs in the service, after the study is found.
  body: ZQuestionReportBody,
  handler: ({ access, params, body }) => choiceReport(access, params.surveyId, params.questionId, body.filter),
});
