import "server-only";
// GET /api/v1/live/{short_id}/session – resume: the respondent's survey (same products and option order) with its saved answers, or its outcome.
// Re-exported by app/api/v1/live/[shortId]/session/route.ts; the custom server's fast path (server/http/live-fast-path.ts) calls it directly.
import { z } from "zod";
import { LIVE_TOKEN_HEADER } from "@/lib/survey/wire";
import { withApi } from "@/server/http/with-api";
import { resumeSession } from "@/server/survey/session";

export const GET = withApi({
  permission: "none",
  params: z.object({ shortId: z.string().min(1).max(64) }),
  handler: ({ params, req }) => resumeSession(params.shortId, req.headers.get(LIVE_TOKEN_HEADER)),
});
