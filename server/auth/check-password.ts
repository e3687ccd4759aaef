import "server-only";
// The first step of every sign-in (next-auth, POST /api/v1/auth) and of two-step enrolment: one attempt of the shared
// sign-in limit, then the e-mail and password, then an active account. Answers the user with what the second step
// needs. Every attempt counts, right or wrong; only a finished sign-in forgets them (server/auth/sign-in.ts), so a
// right password never buys unlimited tries at the second step.
import bcrypt from "bcryptjs";
import type { Prisma } from "../generated/prisma/client";
import { prisma } from "../db";
import { consume, type TLimit } from "../rate-limit/limiter";
import { SignInError } from "./sign-in-error";

// 10 attempts per e-mail and client address every 15 minutes, shared by every app process (server/rate-limit).
export const SIGN_IN_LIMIT: TLimit = { keyPrefix: "sign-in", points: 10, duration: 15 * 60 };

/** A fixed hash so unknown e-mails cost as much time as wrong passwords. */
const DUMMY_HASH = "$2b$10$CwTycUXWue0Thq9StjUM0uJ8.hXD5o8i0C5HqX3v5u1Wm4p4vQ1l2";

const userSelect = {
  id: true,
  email: true,
  first_name: true,
  last_name: true,
  password_hash: true,
  is_active: true,
  is_admin: true,
  session_version: true,
  mfa_secret: true,
  mfa_enabled_at: true,
  mfa_pending_secret: true,
  mfa_last_step: true,
  memberships: { select: { is_active: true, brand: { select: { is_active: true, multifactor_authentication: true } } } },
} satisfies Prisma.UserSelect;

export type TPasswordUser = Prisma.UserGetPayload<{ select: typeof userSelect }>;

/** The user whose password this is, with the key their attempts count under. */
export interface TPasswordChecked {
  user: TPasswordUser;
  limitKey: string;
}

export async function checkPassword(input: { email: string; password: string }, clientKey: string): Promise<TPasswordChecked> {
  const limitKey = `${clientKey}|${input.email}`;
  await consume(SIGN_IN_LIMIT, limitKey, (wait) => new SignInError("rate_limited", wait));
  const user = await prisma.user.findUnique({ where: { email: input.email }, select: userSelect });
  const ok = await bcrypt.compare(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !user.password_hash || !ok) throw new SignInError("invalid");
  if (!user.is_active) throw new SignInError("1007");
  return { user, limitKey };
}

/** Has the user set up two-step sign-in (confirmed a secret)? Then every sign-in asks for the second step. */
export const mfaEnrolled = (user: Pick<TPasswordUser, "mfa_secret" | "mfa_enabled_at">): boolean =>
  user.mfa_secret !== null && user.mfa_enabled_at !== null;

/** mfa_last_step as a number (time steps fit in a double for the next few million years). */
export const lastStepOf = (user: Pick<TPasswordUser, "mfa_last_step">): number | null =>
  user.mfa_last_step === null ? null : Number(user.mfa_last_step);
