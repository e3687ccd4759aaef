// POST /api/v1/brand/{id}/survey/{s}/create_share {scope, label?, expires_at?, reuse?} – a share link with its token: the
// brand's active one again with reuse, else a new one (spec 3 §7; P13 item 2, P15 item 6).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { createShare } from "@/server/shares/create-share";

export const POST = withApi({
  permission: "share_token.write",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  // The share schema (lib/shares/wire.ts) runs in the service.
  body: z.unknown(),
  status: 201,
  handler: ({ access, params, body }) => createShare(access, params.surveyId, body),
});
