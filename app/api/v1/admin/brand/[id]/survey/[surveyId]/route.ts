// PUT /api/v1/admin/brand/{id}/survey/{s} – update a study's title, decision point, decision, due date and
// purposes (survey write); date_modified must be the one read, else 409.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { updateSurvey, ZSurveyUpdateBody } from "@/server/studies/update-survey";

export const PUT = withApi({
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: ZSurveyUpdateBody,
  handler: ({ actor, params, body }) => updateSurvey(actor, params.id, params.surveyId, body),
});
