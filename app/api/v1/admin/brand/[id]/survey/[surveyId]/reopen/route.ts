// PUT /api/v1/admin/brand/{id}/survey/{surveyId}/reopen – re-opens a Closed study (→ Active, stamps date_reopened) (spec 3 §4, §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { transitionStudy } from "@/server/studies/transition-study";

export const PUT = withApi({
  // Any member (admins only on a gates-and-dates brand, spec 3 §6): the transition table decides by role (survey
  // write, admin) with its own texts.
  permission: "study.status",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: z.object({}),
  handler: ({ access, params }) => transitionStudy(access, { surveyId: params.surveyId, action: "reopen" }),
});
