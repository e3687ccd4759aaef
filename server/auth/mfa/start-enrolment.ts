import "server-only";
// POST /api/v1/auth/mfa/enrol (P8 item 11): the sign-in form's first enrolment step, for a user whose brand requires
// two-step sign-in and who has not set it up. Nobody is signed in yet, so the password is checked again (one attempt
// of the sign-in limit). Stores a fresh pending secret (replacing any earlier one) and answers it for the
// authenticator app: otpauth URI, QR code and the base32 key for typing in.
import { mfaRequired } from "@/lib/auth/mfa";
import { MFA_MSG } from "@/lib/auth/messages";
import type { TMfaEnrolment } from "@/lib/schemas/user";
import { prisma } from "../../db";
import { conflict, forbidden } from "../../errors";
import { checkPassword, mfaEnrolled } from "../check-password";
import { sealSecret } from "./secret-box";
import { newTotpSecret, otpauthUri, qrDataUrl } from "./totp";

export async function startMfaEnrolment(input: { email: string; password: string }, clientKey: string): Promise<TMfaEnrolment> {
  const { user } = await checkPassword(input, clientKey);
  if (mfaEnrolled(user)) throw conflict(MFA_MSG.alreadyEnrolled);
  if (!mfaRequired(user)) throw forbidden(MFA_MSG.notRequired);
  const secret = newTotpSecret();
  const { count } = await prisma.user.updateMany({
    where: { id: user.id, mfa_secret: null },
    data: { mfa_pending_secret: sealSecret(secret, user.id) },
  });
  if (count !== 1) throw conflict(MFA_MSG.alreadyEnrolled);
  const uri = otpauthUri(user.email, secret);
  return { otpauth_uri: uri, qr: await qrDataUrl(uri), secret };
}
