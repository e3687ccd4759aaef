// GET /api/v1/brand/{id}/survey/{s}/get_share/{shareId}/views?page= – a share link's views, a page at a time (P15 item 6).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listShareViews } from "@/server/shares/list-share-views";

export const GET = withApi({
  permission: "share_token.read",
  params: z.object({ id: z.string(), surveyId: z.string(), shareId: z.string() }),
  // The page schema (lib/shares/wire.ts) runs in the service.
  query: z.record(z.string(), z.string()),
  handler: ({ access, params, query }) => listShareViews(access, params.surveyId, params.shareId, query),
});
