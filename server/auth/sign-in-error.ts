import "server-only";
// The refusals of sign-in, shared by next-auth's credentials provider, POST /api/v1/auth and the enrolment endpoints.
// Two-step refusals (P8 item 11) carry a machine code: the bearer API sends it as the problem body's `code`, and
// next-auth hands it to the sign-in form (server/auth/options.ts), which shows its text from lib/auth/messages.ts.
import { isMfaErrorCode, MFA_ERROR_TEXT, MFA_MSG, type TMfaErrorCode } from "@/lib/auth/messages";
import { MSG } from "@/lib/messages";
import { AppError, type TErrorCode } from "../errors";

export type TSignInCode = "invalid" | "rate_limited" | "1007" | TMfaErrorCode;

function kindOf(code: TSignInCode): TErrorCode {
  if (code === "rate_limited") return "rate_limited";
  // The password was right, but the account cannot sign in here until it has set up the second step.
  if (code === "mfa_enrol_required") return "forbidden";
  return "unauthenticated";
}

function textOf(code: TSignInCode): string {
  if (code === "rate_limited") return MSG.tooManyAttempts;
  if (code === "1007") return "1007";
  if (code === "invalid") return MSG.invalidCredentials;
  // The bearer API's caller cannot scan a QR code: tell them where enrolment happens.
  if (code === "mfa_enrol_required") return MFA_MSG.enrolInBrowser;
  return MFA_ERROR_TEXT[code];
}

export class SignInError extends AppError {
  constructor(
    readonly authCode: TSignInCode,
    retryAfterSeconds?: number,
  ) {
    super(kindOf(authCode), textOf(authCode), [], { retryAfterSeconds, problemCode: isMfaErrorCode(authCode) ? authCode : undefined });
  }

  /** The two-step code of this refusal, if it is one. */
  get mfaCode(): TMfaErrorCode | null {
    return isMfaErrorCode(this.authCode) ? this.authCode : null;
  }
}
