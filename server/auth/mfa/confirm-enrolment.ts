import "server-only";
// POST /api/v1/auth/mfa/confirm (P8 item 11): the code the authenticator shows for the pending secret turns two-step
// sign-in on — the pending secret becomes the secret, the code's step is the last one accepted, and 10 fresh recovery
// codes replace any old ones, in one transaction. Answers the recovery codes (shown once) and a ticket that finishes
// this sign-in once (server/auth/mfa/ticket.ts), as the step just accepted cannot be accepted again. Nothing else
// changes: sessions stay as they are.
import { MFA_MSG } from "@/lib/auth/messages";
import type { TMfaConfirmed } from "@/lib/schemas/user";
import { prisma } from "../../db";
import { conflict } from "../../errors";
import { checkPassword, lastStepOf, mfaEnrolled } from "../check-password";
import { SignInError } from "../sign-in-error";
import { replaceRecoveryCodes } from "./recovery-codes";
import { openSecret } from "./secret-box";
import { issueMfaTicket } from "./ticket";
import { acceptedStep } from "./totp";

export async function confirmMfaEnrolment(input: { email: string; password: string; code: string }, clientKey: string): Promise<TMfaConfirmed> {
  const { user } = await checkPassword(input, clientKey);
  if (mfaEnrolled(user)) throw conflict(MFA_MSG.alreadyEnrolled);
  const pending = user.mfa_pending_secret;
  const secret = pending === null ? null : openSecret(pending, user.id);
  if (pending === null || secret === null) throw conflict(MFA_MSG.noEnrolment);
  const step = await acceptedStep(secret, input.code, { lastStep: lastStepOf(user) });
  if (step === null) throw new SignInError("mfa_invalid");
  const recovery_codes = await prisma.$transaction(async (tx) => {
    // Conditional on the secret that was checked: a concurrent enrol (new pending secret) or confirm wins or loses whole.
    const { count } = await tx.user.updateMany({
      where: { id: user.id, mfa_secret: null, mfa_pending_secret: pending },
      data: { mfa_secret: pending, mfa_pending_secret: null, mfa_enabled_at: new Date(), mfa_last_step: BigInt(step) },
    });
    if (count !== 1) throw conflict(MFA_MSG.noEnrolment);
    return replaceRecoveryCodes(tx, user.id);
  });
  return { recovery_codes, ticket: await issueMfaTicket(user, step) };
}
