// POST /api/v1/auth/change_password – send password-reset instructions ({email, client_id?, connection?}, spec 1
// §7). The same answer whether or not the address exists; the mail goes out from a background job.
import { ZChangePasswordRequest } from "@/lib/brands/wire";
import { requestPasswordReset } from "@/server/auth/password-reset";
import { clientAddress } from "@/server/http/client-address";
import { withApi } from "@/server/http/with-api";
import { appOrigin } from "@/server/mail/links";

export const POST = withApi({
  permission: "none",
  body: ZChangePasswordRequest,
  envelope: "raw",
  handler: ({ body, req }) => requestPasswordReset(body, clientAddress(req.headers), appOrigin(req)),
});
