// Two-step sign-in, enrolment (P8 item 11): who must set it up, the enrol and confirm endpoints (wrong password, wrong
// or neighbouring codes: a clear 4xx and nothing stored), the recovery codes and the single-use ticket that finishes
// the browser's sign-in through next-auth.
import { describe, expect, it } from "vitest";
import { MFA_ERROR_TEXT, MFA_MSG } from "@/lib/auth/messages";
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from "@/lib/auth/mfa";
import { MSG } from "@/lib/messages";
import type { TMfaEnrolment } from "@/lib/schemas/user";
import * as confirmRoute from "@/app/api/v1/auth/mfa/confirm/route";
import * as enrolRoute from "@/app/api/v1/auth/mfa/enrol/route";
import * as meRoute from "@/app/api/v1/me/route";
import { authOptions } from "@/server/auth/options";
import { hashRecoveryCode } from "@/server/auth/mfa/recovery-codes";
import { openSecret } from "@/server/auth/mfa/secret-box";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "../support/factories";
import { bearerSignIn, codeAt, currentCode, enrol, mfaBrand, mfaMember, mfaRow, PASSWORD, post } from "./support";

/** next-auth's credentials `authorize`, as the sign-in form reaches it: a user, or the thrown error's message. */
async function browserSignIn(credentials: Record<string, string>): Promise<{ id: string } | string> {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: (c: unknown, req: unknown) => Promise<{ id: string }> } };
  try {
    return await provider.options.authorize(credentials, { headers: {} });
  } catch (e) {
    return (e as Error).message;
  }
}

describe("who must set up two-step sign-in", () => {
  it("a member of a brand that requires it: the form is told to enrol, the bearer API says 403 (enrol in the browser)", async () => {
    const { user } = await mfaMember();
    expect(await browserSignIn({ email: user.email, password: PASSWORD })).toBe("mfa_enrol_required");
    const res = await bearerSignIn({ email: user.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "mfa_enrol_required", detail: MFA_MSG.enrolInBrowser });
    expect(res.json.token).toBeUndefined();
    // The password comes first: a wrong one never reveals that the account uses two-step sign-in.
    expect((await bearerSignIn({ email: user.email, password: "wrong" })).json).toMatchObject({ code: "unauthenticated", detail: MSG.invalidCredentials });
  });

  it("not others: no such brand, an admin, a deactivated membership, an inactive brand", async () => {
    const plain = await createUser({ brands: { [(await createBrand()).id]: [] } });
    const brand = await mfaBrand();
    const admin = await createUser({ is_admin: true, brands: { [brand.id]: [] } });
    const deactivated = await createUser({ brands: { [brand.id]: [] } });
    await prisma.brandMembership.updateMany({ where: { user_id: deactivated.id }, data: { is_active: false } });
    const inactiveBrand = await mfaBrand();
    await prisma.brand.update({ where: { id: inactiveBrand.id }, data: { is_active: false } });
    const ofInactive = await createUser({ brands: { [inactiveBrand.id]: [] } });
    for (const u of [plain, admin, deactivated, ofInactive]) {
      const res = await bearerSignIn({ email: u.email, password: PASSWORD });
      expect(res.status, u.email).toBe(200);
      expect(typeof res.json.token).toBe("string");
      expect(await browserSignIn({ email: u.email, password: PASSWORD })).toMatchObject({ id: u.id });
    }
  });

  it("the enrol endpoint refuses a wrong password (401) and a user who need not enrol (403), storing nothing", async () => {
    const { user } = await mfaMember();
    const wrong = await post(enrolRoute.POST, { email: user.email, password: "wrong" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.detail).toBe(MSG.invalidCredentials);
    expect((await mfaRow(user.id)).mfa_pending_secret).toBeNull();

    const plain = await createUser({ brands: { [(await createBrand()).id]: [] } });
    const refused = await post(enrolRoute.POST, { email: plain.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe(MFA_MSG.notRequired);
    expect((await mfaRow(plain.id)).mfa_pending_secret).toBeNull();
  });
});

describe("enrol → confirm → recovery codes", () => {
  it("stores an encrypted pending secret and answers its otpauth URI, QR code and key; a second enrol replaces it", async () => {
    const { user } = await mfaMember();
    const res = await post(enrolRoute.POST, { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    const e = res.json.results as TMfaEnrolment;
    expect(e.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(e.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(e.otpauth_uri).searchParams.get("secret")).toBe(e.secret);
    expect(e.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await mfaRow(user.id);
    expect(row.mfa_pending_secret).not.toContain(e.secret);
    expect(openSecret(row.mfa_pending_secret!, user.id)).toBe(e.secret);
    expect(row.mfa_secret).toBeNull();

    const again = (await post(enrolRoute.POST, { email: user.email, password: PASSWORD })).json.results as TMfaEnrolment;
    expect(again.secret).not.toBe(e.secret);
    expect(openSecret((await mfaRow(user.id)).mfa_pending_secret!, user.id)).toBe(again.secret);
  });

  it("confirm refuses a wrong code, a previous-step and a next-step code with 401 and changes nothing", async () => {
    const { user } = await mfaMember();
    const e = (await post(enrolRoute.POST, { email: user.email, password: PASSWORD })).json.results as TMfaEnrolment;
    const before = await mfaRow(user.id);
    const { step, code } = await currentCode(e.secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (const bad of [wrong, await codeAt(e.secret, step - 1), await codeAt(e.secret, step + 1), "abc"]) {
      const res = await post(confirmRoute.POST, { email: user.email, password: PASSWORD, code: bad });
      expect(res.status, bad).toBe(401);
      expect(res.json).toMatchObject({ code: "mfa_invalid", detail: MFA_ERROR_TEXT.mfa_invalid });
    }
    expect((await post(confirmRoute.POST, { email: user.email, password: "wrong", code })).status).toBe(401);
    expect(await mfaRow(user.id)).toEqual(before);
    expect(await prisma.mfaRecoveryCode.count({ where: { user_id: user.id } })).toBe(0);
  });

  it("confirm with the current code turns it on: the secret, its step, 10 hashed recovery codes; then 409s", async () => {
    const { user } = await mfaMember();
    const before = await mfaRow(user.id);
    const done = await enrol(user);
    expect(done.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const c of done.recovery_codes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    expect(typeof done.ticket).toBe("string");

    const row = await mfaRow(user.id);
    expect(openSecret(row.mfa_secret!, user.id)).toBe(done.secret);
    expect(row.mfa_pending_secret).toBeNull();
    expect(row.mfa_enabled_at).toBeInstanceOf(Date);
    expect(row.mfa_last_step).toBe(BigInt(done.step));
    expect(row.session_version).toBe(before.session_version); // nothing else changes
    const stored = await prisma.mfaRecoveryCode.findMany({ where: { user_id: user.id }, select: { code_hash: true, used_at: true } });
    expect(stored.map((r) => r.code_hash).sort()).toEqual(done.recovery_codes.map((c) => hashRecoveryCode(user.id, c)).sort());
    expect(stored.every((r) => r.used_at === null)).toBe(true);

    const enrolAgain = await post(enrolRoute.POST, { email: user.email, password: PASSWORD });
    expect(enrolAgain.status).toBe(409);
    expect(enrolAgain.json.detail).toBe(MFA_MSG.alreadyEnrolled);
    const confirmAgain = await post(confirmRoute.POST, { email: user.email, password: PASSWORD, code: "123456" });
    expect(confirmAgain.status).toBe(409);
    expect(await mfaRow(user.id)).toEqual(row);
  });

  it("confirm without a started enrolment: 409 with what to do", async () => {
    const { user } = await mfaMember();
    const res = await post(confirmRoute.POST, { email: user.email, password: PASSWORD, code: "123456" });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(MFA_MSG.noEnrolment);
  });
});

describe("the enrolment's ticket finishes the browser's sign-in once", () => {
  it("signs in once through next-auth; a second use, another user's ticket or the ticket as a bearer token are refused", async () => {
    const { user } = await mfaMember();
    const { ticket } = await enrol(user);
    // Without a second step the enrolled user is asked for a code now.
    expect(await browserSignIn({ email: user.email, password: PASSWORD })).toBe("mfa_required");
    // The ticket is not a bearer token or a session.
    expect((await call(meRoute.GET, { token: ticket })).status).toBe(401);
    // Someone else's password with this ticket.
    const { user: other } = await mfaMember();
    const otherDone = await enrol(other);
    expect(await browserSignIn({ email: other.email, password: PASSWORD, ticket })).toBe("mfa_ticket_invalid");
    expect(await browserSignIn({ email: user.email, password: PASSWORD, ticket: otherDone.ticket })).toBe("mfa_ticket_invalid");

    expect(await browserSignIn({ email: user.email, password: PASSWORD, ticket })).toMatchObject({ id: user.id });
    expect(await browserSignIn({ email: user.email, password: PASSWORD, ticket })).toBe("mfa_ticket_invalid");
    const bearer = await bearerSignIn({ email: user.email, password: PASSWORD, ticket });
    expect(bearer.status).toBe(401);
    expect(bearer.json.code).toBe("mfa_ticket_invalid");
    // The other user's own ticket still works once.
    expect(await browserSignIn({ email: other.email, password: PASSWORD, ticket: otherDone.ticket })).toMatchObject({ id: other.id });
  });

  it("a ticket is retired once a later code has signed in", async () => {
    const { user } = await mfaMember();
    const done = await enrol(user);
    // Another sign-in moved the last step on (as a code of a later step would).
    await prisma.user.update({ where: { id: user.id }, data: { mfa_last_step: BigInt(done.step + 1) } });
    expect(await browserSignIn({ email: user.email, password: PASSWORD, ticket: done.ticket })).toBe("mfa_ticket_invalid");
  });
});
