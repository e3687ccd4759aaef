// GET /api/v1/brand/{id}/survey/{s} – one study of the brand (survey read); another brand's study is a 404.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { getBrandSurvey } from "@/server/studies/get-survey";

export const GET = withApi({
  params: z.object({ id: z.string(), surveyId: z.string() }),
  handler: ({ actor, params }) => getBrandSurvey(actor, params.id, params.surveyId),
});
