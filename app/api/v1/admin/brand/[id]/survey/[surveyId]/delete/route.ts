// DELETE /api/v1/admin/brand/{id}/survey/{surveyId}/delete – deletes the study and its dependants (spec 3 §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { deleteStudy } from "@/server/studies/delete-study";

export const DELETE = withApi({
  // Any member: the transition table decides by role (survey write, admin for templates) with its own texts.
  permission: "brand.member",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  handler: ({ access, params }) => deleteStudy(access, { surveyId: params.surveyId }),
});
