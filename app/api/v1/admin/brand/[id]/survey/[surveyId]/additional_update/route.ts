// PUT /api/v1/admin/brand/{id}/survey/{s}/additional_update – the same update as PUT …/survey/{s}, used by the
// survey purpose form and the decision-point change (spec 3 §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { updateSurvey, ZSurveyUpdateBody } from "@/server/studies/update-survey";

export const PUT = withApi({
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: ZSurveyUpdateBody,
  handler: ({ actor, params, body }) => updateSurvey(actor, params.id, params.surveyId, body),
});
