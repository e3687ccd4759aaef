// PUT /api/v1/admin/brand/{id}/survey/{surveyId}/reopen – re-opens a Closed study (→ Active, stamps date_reopened) (spec 3 §4, §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { transitionStudy } from "@/server/studies/transition-study";

export const PUT = withApi({
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: z.object({}),
  handler: ({ actor, params }) => transitionStudy(actor, { brandId: params.id, surveyId: params.surveyId, action: "reopen" }),
});
