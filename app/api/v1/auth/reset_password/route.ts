// POST /api/v1/auth/reset_password – set a new password with a single-use, expiring reset token.
import { ZResetPassword } from "@/lib/brands/wire";
import { resetPassword } from "@/server/auth/password-reset";
import { consumeLinkAttempt } from "@/server/auth/link-limiter";
import { clientKeyFrom } from "@/server/auth/sign-in";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({
  auth: "none",
  body: ZResetPassword,
  handler: async ({ body, req }) => {
    await consumeLinkAttempt(clientKeyFrom(req.headers));
    return resetPassword(body);
  },
});
