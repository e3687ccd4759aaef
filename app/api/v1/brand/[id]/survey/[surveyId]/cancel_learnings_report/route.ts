// POST /api/v1/brand/{id}/survey/{s}/cancel_learnings_report {restore?} – withdraws the learnings and impact report, or
// brings it back (P13 item 1).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { cancelLearningsReport } from "@/server/learnings/cancel-report";

export const POST = withApi({
  permission: "key_learning.write",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: z.unknown(),
  handler: ({ access, params, body }) => cancelLearningsReport(access, params.surveyId, body),
});
