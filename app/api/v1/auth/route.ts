// POST /api/v1/auth – email + password (+ `code` or `recovery_code` when the user has two-step sign-in, P8 item 11)
// → { token, realtime_token } for API clients (bearer). A missing or wrong second step is a 401 whose problem `code`
// says which (mfa_required, mfa_invalid, mfa_recovery_invalid); an account that must enrol first gets 403
// mfa_enrol_required (enrolment needs the browser's sign-in).
import { ZSignIn } from "@/lib/schemas/user";
import { withApi } from "@/server/http/with-api";
import { signIn } from "@/server/auth/sign-in";
import { clientAddress } from "@/server/http/client-address";
import { issueTokens } from "@/server/auth/tokens";

export const POST = withApi({
  permission: "public",
  body: ZSignIn,
  envelope: "raw",
  handler: async ({ body, req }) => {
    const user = await signIn(body, clientAddress(req.headers));
    return issueTokens(user);
  },
});
