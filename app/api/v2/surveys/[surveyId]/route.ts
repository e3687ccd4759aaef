// PATCH /api/v2/surveys/{surveyId} {archived} → {id, archived} – archives a v2 study; v1 studies → 409 (spec 3 §4).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { archiveStudy } from "@/server/studies/archive-study";

export const PATCH = withApi({
  permission: "survey.write",
  brand: ({ params }) => ({ survey: params.surveyId }),
  params: z.object({ surveyId: z.string() }),
  body: z.object({ archived: z.boolean() }).strict(),
  envelope: "raw",
  handler: ({ access, params, body }) => archiveStudy(access, { surveyId: params.surveyId, archived: body.archived }),
});
