// PUT /api/v1/admin/brand/{id}/survey/{surveyId}/publish {delete_answers?} – publishes a Draft study (→ Active,
// stamps date_published) after the server-side publish checks (spec 2 §4, §5; 409 with invalid_params when one
// blocks); delete_answers: true clears the collected answers in the same transaction (spec 3 §4, §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { publishStudy } from "@/server/builder/publish-study";

export const PUT = withApi({
  // Any member (admins only on a gates-and-dates brand, spec 3 §6): the transition table decides by role (survey
  // write, admin) with its own texts.
  permission: "study.status",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: z.object({ delete_answers: z.boolean().optional() }).strict(),
  handler: ({ access, params, body }) => publishStudy(access, params.surveyId, body.delete_answers ?? false),
});
