// POST /api/v1/auth/reset_password – set a new password with a single-use, expiring reset token.
import { ZResetPassword } from "@/lib/brands/wire";
import { resetPassword } from "@/server/auth/password-reset";
import { consumeLinkAttempt } from "@/server/auth/link-limiter";
import { clientAddress } from "@/server/http/client-address";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({
  permission: "none",
  body: ZResetPassword,
  handler: async ({ body, req }) => {
    await consumeLinkAttempt(clientAddress(req.headers));
    return resetPassword(body);
  },
});
