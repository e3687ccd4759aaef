// POST /api/v1/fbauth – a fresh realtime token for the signed-in user (spec 1 §7), for the websocket.
import { withApi } from "@/server/http/with-api";
import { issueTokens } from "@/server/auth/tokens";

export const POST = withApi({
  permission: "signed-in",
  envelope: "raw",
  handler: async ({ actor }) => ({ token: (await issueTokens(actor)).realtime_token }),
});
