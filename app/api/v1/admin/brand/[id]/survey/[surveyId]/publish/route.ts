// PUT /api/v1/admin/brand/{id}/survey/{surveyId}/publish {delete_answers?} – publishes a Draft study (→ Active,
// stamps date_published); delete_answers: true clears the collected answers in the same transaction (spec 3 §4, §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { transitionStudy } from "@/server/studies/transition-study";

export const PUT = withApi({
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: z.object({ delete_answers: z.boolean().optional() }),
  handler: ({ actor, params, body }) =>
    transitionStudy(actor, { brandId: params.id, surveyId: params.surveyId, action: "publish", deleteAnswers: body.delete_answers ?? false }),
});
