// POST /api/v1/admin/brand/{id}/group {name, logic, surveys} – creates a grouped study (spec 3 §5, §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { saveSurveyGroup } from "@/server/study-groups/save-survey-group";
import { ZSurveyGroupBody } from "@/server/study-groups/validate-group";

export const POST = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string() }),
  // The service checks the rules again with the spec texts, so GraphQL gets the same answers.
  body: ZSurveyGroupBody,
  status: 201,
  handler: ({ access, body }) => saveSurveyGroup(access, body),
});
