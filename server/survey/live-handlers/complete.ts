import "server-only";
// POST /api/v1/live/{short_id}/complete – a respondent submits: required answers checked, counted against the quotas once.
// Re-exported by app/api/v1/live/[shortId]/complete/route.ts; the custom server's fast path (server/http/live-fast-path.ts) calls it directly.
import { z } from "zod";
import { LIVE_BODY_MAX_BYTES, LIVE_TOKEN_HEADER, ZLiveComplete } from "@/lib/survey/wire";
import { withApi } from "@/server/http/with-api";
import { completeRespondent } from "@/server/survey/complete-respondent";

export const POST = withApi({
  permission: "none",
  maxBodyBytes: LIVE_BODY_MAX_BYTES,
  params: z.object({ shortId: z.string().min(1).max(64) }),
  body: ZLiveComplete,
  handler: ({ params, req }) => completeRespondent({ shortId: params.shortId, token: req.headers.get(LIVE_TOKEN_HEADER) }),
});
