// POST /api/v1/auth – email + password → { token, realtime_token } for API clients (bearer).
import { ZSignIn } from "@/lib/schemas/user";
import { withApi } from "@/server/http/with-api";
import { clientKeyFrom, signIn } from "@/server/auth/sign-in";
import { issueTokens } from "@/server/auth/tokens";

export const POST = withApi({
  auth: "public",
  body: ZSignIn,
  envelope: "raw",
  handler: async ({ body, req }) => {
    const user = await signIn(body, clientKeyFrom(req.headers));
    return issueTokens(user.id, user.email);
  },
});
