// POST /api/v1/brand/{id}/survey/{s}/update_share/{shareId} {expires_at?, revoked?} – a link's expiry, or its revocation
// (spec 3 §7; P13 item 2).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { updateShare } from "@/server/shares/update-share";

export const POST = withApi({
  permission: "share_token.write",
  params: z.object({ id: z.string(), surveyId: z.string(), shareId: z.string() }),
  body: z.unknown(),
  handler: ({ access, params, body }) => updateShare(access, params.surveyId, params.shareId, body),
});
