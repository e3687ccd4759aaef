import "server-only";
// PUT /api/v1/live/{short_id}/answers – a respondent saves a batch of answers (validated whole, then upserted in one transaction).
// Re-exported by app/api/v1/live/[shortId]/answers/route.ts; the custom server's fast path (server/http/live-fast-path.ts) calls it directly.
import { z } from "zod";
import { LIVE_BODY_MAX_BYTES, LIVE_TOKEN_HEADER, ZLiveAnswers } from "@/lib/survey/wire";
import { withApi } from "@/server/http/with-api";
import { saveAnswers } from "@/server/survey/save-answers";

export const PUT = withApi({
  permission: "none",
  maxBodyBytes: LIVE_BODY_MAX_BYTES,
  params: z.object({ shortId: z.string().min(1).max(64) }),
  body: ZLiveAnswers,
  handler: ({ params, body, req }) => saveAnswers({ shortId: params.shortId, token: req.headers.get(LIVE_TOKEN_HEADER), answers: body }),
});
