import "server-only";
// The second step of a sign-in (P8 item 11), after the password: nothing for users who have not set up two-step
// sign-in and need not; "enrol first" for those who must; otherwise one of a TOTP code of the current step, a recovery
// code or the ticket of a just-confirmed enrolment. Every refusal writes nothing.
import { mfaRequired } from "@/lib/auth/mfa";
import type { Tx } from "../../db";
import { lastStepOf, mfaEnrolled, type TPasswordUser } from "../check-password";
import { SignInError } from "../sign-in-error";
import { spendRecoveryCode } from "./recovery-codes";
import { openSecret } from "./secret-box";
import { redeemMfaTicket } from "./ticket";
import { acceptedStep } from "./totp";

export interface TSecondFactor {
  code?: string;
  recovery_code?: string;
  ticket?: string;
}

/** Passes the second step within `tx` (the accepted step or spent recovery code commits with the sign-in), or throws. */
export async function passSecondFactor(tx: Tx, user: TPasswordUser, input: TSecondFactor, nowMs = Date.now()): Promise<void> {
  if (!mfaEnrolled(user)) {
    if (mfaRequired(user)) throw new SignInError("mfa_enrol_required");
    return;
  }
  const lastStep = lastStepOf(user);
  if (input.ticket) {
    if (!(await redeemMfaTicket(input.ticket, user, lastStep))) throw new SignInError("mfa_ticket_invalid");
    return;
  }
  if (input.code) {
    const secret = openSecret(user.mfa_secret!, user.id);
    if (secret === null) {
      // Only a changed NEXTAUTH_SECRET (or an edited row) does this; an admin's reset lets the user enrol again.
      console.error(`[mfa] the TOTP secret of user ${user.id} cannot be opened (was NEXTAUTH_SECRET changed?); an admin can reset it`);
      throw new SignInError("mfa_invalid");
    }
    const step = await acceptedStep(secret, input.code, { nowMs, lastStep });
    if (step === null) throw new SignInError("mfa_invalid");
    // Conditional: of two sign-ins racing with one code, only the first moves the step on.
    const { count } = await tx.user.updateMany({
      where: { id: user.id, mfa_secret: user.mfa_secret, OR: [{ mfa_last_step: null }, { mfa_last_step: { lt: BigInt(step) } }] },
      data: { mfa_last_step: BigInt(step) },
    });
    if (count !== 1) throw new SignInError("mfa_invalid");
    return;
  }
  if (input.recovery_code) {
    if (!(await spendRecoveryCode(tx, user.id, input.recovery_code))) throw new SignInError("mfa_recovery_invalid");
    return;
  }
  throw new SignInError("mfa_required");
}
