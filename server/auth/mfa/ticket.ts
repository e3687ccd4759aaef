import "server-only";
// The "mfa ticket" (P8 item 11): confirming an enrolment accepts a code, and that step cannot be accepted twice; the
// ticket carries the accepted step to the next-auth sign-in that follows, so the user is not asked for a second code.
// An encrypted next-auth JWT under its own salt (so it is never a bearer token or a session cookie), valid 5 minutes,
// for one user, session version and step. Single use, by two rules: the user's mfa_last_step must still equal the
// ticket's step (any later code sign-in retires it), and its id is spent in the shared rate-limit table (one point,
// for the ticket's lifetime), which every app process sees.
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { consume, type TLimit } from "../../rate-limit/limiter";

export const MFA_TICKET_MAX_AGE_S = 5 * 60;
const SALT = "mfa-ticket";
const SPENT: TLimit = { keyPrefix: "mfa-ticket", points: 1, duration: MFA_TICKET_MAX_AGE_S };

export interface TTicketSubject {
  id: string;
  session_version: number;
}

export async function issueMfaTicket(user: TTicketSubject, step: number): Promise<string> {
  // encode() gives every token a random `jti` (uuid v4): the id that is spent.
  return encode({ token: { sub: user.id, sv: user.session_version, step, purpose: "mfa" }, secret: env().NEXTAUTH_SECRET, salt: SALT, maxAge: MFA_TICKET_MAX_AGE_S });
}

/**
 * Spends a ticket for `user`, whose last accepted step is `lastStep`: true once for a genuine, unexpired ticket of
 * this user, session version and step; false otherwise (forged, expired, someone else's, retired or spent).
 */
export async function redeemMfaTicket(ticket: string, user: TTicketSubject, lastStep: number | null): Promise<boolean> {
  let claims: Record<string, unknown> | null;
  try {
    claims = await decode({ token: ticket, secret: env().NEXTAUTH_SECRET, salt: SALT });
  } catch {
    return false;
  }
  if (!claims || claims.purpose !== "mfa" || typeof claims.jti !== "string") return false;
  if (claims.sub !== user.id || claims.sv !== user.session_version || lastStep === null || claims.step !== lastStep) return false;
  try {
    await consume(SPENT, claims.jti, () => new Error("spent"));
    return true;
  } catch (e) {
    if (e instanceof Error && e.message === "spent") return false;
    throw e;
  }
}
