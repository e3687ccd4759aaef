// GET /api/v1/brand/{id}/survey/{s} – one study of the brand (survey read); another brand's study is a 404.
// ?view=wizard answers the study as the wizard reads it (TWizardStudy, spec 2 §3, §7 "get study").
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { getBrandSurvey } from "@/server/studies/get-survey";
import { getWizardStudy } from "@/server/wizard/load-wizard-study";

export const GET = withApi({
  params: z.object({ id: z.string(), surveyId: z.string() }),
  query: z.object({ view: z.enum(["wizard"]).optional() }),
  handler: ({ actor, params, query }) =>
    query.view === "wizard" ? getWizardStudy(actor, params.id, params.surveyId) : getBrandSurvey(actor, params.id, params.surveyId),
});
