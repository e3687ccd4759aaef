// POST /api/v1/brand/{id}/survey/{s}/report/question/{q}/leadlist {filter} – the lead list (spec 3 §7): respondents who
// rated the question's product 4–5 stars and left an e-mail address. Survey read, signed-in users only: e-mail
// addresses are never shown to a share-link viewer.
import { z } from "zod";
import { ZQuestionReportBody } from "@/lib/results/respondent-reports";
import { withApi } from "@/server/http/with-api";
import { leadList } from "@/server/results/leadlist";

export const POST = withApi({
  permission: "results.read",
  params: z.object({ id: z.string(), surveyId: z.string(), questionId: z.string() }),
  body: ZQuestionReportBody,
  handler: ({ access, params, body }) => leadList(access, params.surveyId, params.questionId, body.filter),
});
