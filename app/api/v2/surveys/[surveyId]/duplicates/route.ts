// POST /api/v2/surveys/{surveyId}/duplicates {should_include_products} → {survey_id} – duplicates a study (spec 3 §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { duplicateStudyV2 } from "@/server/studies/duplicate-study";

export const POST = withApi({
  permission: "survey.write",
  brand: ({ params }) => ({ survey: params.surveyId }),
  params: z.object({ surveyId: z.string() }),
  body: z.object({ should_include_products: z.boolean() }).strict(),
  envelope: "raw",
  status: 201,
  handler: ({ access, params, body }) => duplicateStudyV2(access, { surveyId: params.surveyId, withProducts: body.should_include_products }),
});
