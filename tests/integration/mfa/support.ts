// Two-step sign-in tests (P8 item 11): a brand that requires it, its members, enrolment through the real endpoints,
// and TOTP codes computed here from the secret the enrol endpoint answers (otplib, explicit epochs — no fake timers).
import { generate } from "otplib";
import { expect } from "vitest";
import { TOTP_PERIOD_S, totpStep } from "@/lib/auth/mfa";
import type { TMfaConfirmed, TMfaEnrolment } from "@/lib/schemas/user";
import * as authRoute from "@/app/api/v1/auth/route";
import * as confirmRoute from "@/app/api/v1/auth/mfa/confirm/route";
import * as enrolRoute from "@/app/api/v1/auth/mfa/enrol/route";
import { prisma } from "@/server/db";
import { call, createBrand, createUser, PASSWORD, type TUserOptions } from "../support/factories";

export { PASSWORD };

export async function mfaBrand() {
  const brand = await createBrand();
  return prisma.brand.update({ where: { id: brand.id }, data: { multifactor_authentication: true } });
}

/** A full user of a new brand that requires two-step sign-in (not enrolled). */
export async function mfaMember(opts: TUserOptions = {}) {
  const brand = await mfaBrand();
  const user = await createUser({ ...opts, brands: { [brand.id]: [["survey", "read"]], ...opts.brands } });
  return { brand, user };
}

/** The code of `step` for `secret`. */
export const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * TOTP_PERIOD_S });

/**
 * The current step and its code, for a request made right away: when the step ends within 2.5 s, waits for the next
 * one first, so the server (which reads the clock itself) sees the same step.
 */
export async function currentCode(secret: string): Promise<{ step: number; code: string }> {
  const into = Date.now() % (TOTP_PERIOD_S * 1000);
  if (into > TOTP_PERIOD_S * 1000 - 2500) await new Promise((r) => setTimeout(r, TOTP_PERIOD_S * 1000 - into + 100));
  const step = totpStep(Date.now());
  return { step, code: await codeAt(secret, step) };
}

/** Waits until the current step is later than `step` (a step is accepted once). */
export async function stepAfter(step: number): Promise<void> {
  while (totpStep(Date.now()) <= step) await new Promise((r) => setTimeout(r, 250));
}

export const post = (handler: typeof authRoute.POST, json: unknown) => call(handler, { method: "POST", json });
export const bearerSignIn = (json: Record<string, unknown>) => post(authRoute.POST, json);

/** Enrols `user` through the endpoints (enrol, then confirm with the current code). */
export async function enrol(user: { email: string }): Promise<TMfaEnrolment & TMfaConfirmed & { step: number }> {
  const started = await post(enrolRoute.POST, { email: user.email, password: PASSWORD });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const enrolment = started.json.results as TMfaEnrolment;
  const { step, code } = await currentCode(enrolment.secret);
  const confirmed = await post(confirmRoute.POST, { email: user.email, password: PASSWORD, code });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return { ...enrolment, ...(confirmed.json.results as TMfaConfirmed), step };
}

/**
 * Moves the user's last accepted step well into the past, so the current step is free again without waiting up to
 * 30 s (used where the test is about something else than the step just taken; the replay rule is tested as is).
 */
export async function rewindLastStep(userId: string, to: number | null = totpStep(Date.now()) - 10) {
  await prisma.user.update({ where: { id: userId }, data: { mfa_last_step: to === null ? null : BigInt(to) } });
}

export async function mfaRow(userId: string) {
  return prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { mfa_secret: true, mfa_pending_secret: true, mfa_enabled_at: true, mfa_last_step: true, session_version: true, last_login: true },
  });
}
