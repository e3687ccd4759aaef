// PUT /api/v1/admin/brand/{id}/survey/{s}/additional_update – the partial save (spec 2 §7): respondent_limits per
// country, settings, and the purpose form's fields; the same rules as the save (Draft, date_modified, admin-only).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { additionalUpdate, ZAdditionalUpdate } from "@/server/builder/save-study";

export const PUT = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: ZAdditionalUpdate,
  handler: ({ access, params, body }) => additionalUpdate(access, params.surveyId, body),
});
