// POST /api/v1/auth/mfa/enrol – {email, password} → { results: { otpauth_uri, qr, secret } }: starts two-step sign-in
// enrolment for a user whose brand requires it (P8 item 11); counts against the sign-in limit.
import { ZMfaEnrol } from "@/lib/schemas/user";
import { startMfaEnrolment } from "@/server/auth/mfa/start-enrolment";
import { clientAddress } from "@/server/http/client-address";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({
  permission: "none",
  body: ZMfaEnrol,
  handler: ({ body, req }) => startMfaEnrolment(body, clientAddress(req.headers)),
});
