// GET /api/v1/brand/{id}/survey/{s}/get_share – the study's share links with their views (spec 3 §7; P13 item 2).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listShares } from "@/server/shares/list-shares";

export const GET = withApi({
  permission: "share_token.read",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  handler: ({ access, params }) => listShares(access, params.surveyId),
});
