import "server-only";
// POST /api/v1/live/{short_id}/start – a visit of a live link becomes a respondent session (or the outcome that ends it); preview for signed-in readers.
// Re-exported by app/api/v1/live/[shortId]/start/route.ts; the custom server's fast path (server/http/live-fast-path.ts) calls it directly.
import { z } from "zod";
import { LIVE_BODY_MAX_BYTES, ZLiveStart } from "@/lib/survey/wire";
import { withApi } from "@/server/http/with-api";
import { startRespondent } from "@/server/survey/start-respondent";
import { clientKey } from "@/server/survey/start-rate-limit";

export const POST = withApi({
  // "public": anyone may start; the session is read only so a preview can check the user's access (the service
  // authorizes survey.read on the study's brand, known from the short id).
  permission: "public",
  maxBodyBytes: LIVE_BODY_MAX_BYTES,
  params: z.object({ shortId: z.string().min(1).max(64) }),
  body: ZLiveStart,
  handler: ({ principal, params, body, req }) =>
    startRespondent(principal, params.shortId, body, { key: clientKey(req.headers), userAgent: req.headers.get("user-agent") }),
});
