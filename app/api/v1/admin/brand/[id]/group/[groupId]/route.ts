// PUT /api/v1/admin/brand/{id}/group/{groupId} {name, logic, surveys} – replaces a grouped study (spec 3 §5, §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { saveSurveyGroup } from "@/server/study-groups/save-survey-group";
import { ZSurveyGroupBody } from "@/server/study-groups/validate-group";

export const PUT = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string(), groupId: z.string() }),
  // The service checks the rules again with the spec texts, so GraphQL gets the same answers.
  body: ZSurveyGroupBody,
  handler: ({ access, params, body }) => saveSurveyGroup(access, body, params.groupId),
});
