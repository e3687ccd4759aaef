// POST /api/v1/auth/mfa/confirm – {email, password, code} → { results: { recovery_codes, ticket } }: turns two-step
// sign-in on with the first code of the pending secret (P8 item 11); counts against the sign-in limit.
import { ZMfaConfirm } from "@/lib/schemas/user";
import { confirmMfaEnrolment } from "@/server/auth/mfa/confirm-enrolment";
import { clientAddress } from "@/server/http/client-address";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({
  permission: "none",
  body: ZMfaConfirm,
  handler: ({ body, req }) => confirmMfaEnrolment(body, clientAddress(req.headers)),
});
