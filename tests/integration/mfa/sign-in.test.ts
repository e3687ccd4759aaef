// Two-step sign-in, signing in (P8 item 11): the bearer API and the browser's next-auth sign-in ask an enrolled user
// for the current step's code or a recovery code. Replayed, neighbouring-step, malformed and reused codes get a clear
// 401 and change nothing; wrong codes count against the sign-in limit.
import { describe, expect, it } from "vitest";
import { MFA_ERROR_TEXT } from "@/lib/auth/messages";
import * as meRoute from "@/app/api/v1/me/route";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import * as authRoute from "@/app/api/v1/auth/route";
import { prisma } from "@/server/db";
import { call } from "../support/factories";
import { bearerSignIn, codeAt, currentCode, enrol, mfaMember, mfaRow, PASSWORD, rewindLastStep } from "./support";

async function enrolled() {
  const { user, brand } = await mfaMember();
  const done = await enrol(user);
  await rewindLastStep(user.id);
  return { user, brand, ...done };
}

describe("bearer sign-in (POST /api/v1/auth) of an enrolled user", () => {
  it("without a code: 401 mfa_required; with a wrong one: 401 mfa_invalid; with the current one: 200 and tokens", async () => {
    const { user, secret } = await enrolled();
    const missing = await bearerSignIn({ email: user.email, password: PASSWORD });
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ code: "mfa_required", detail: MFA_ERROR_TEXT.mfa_required });
    const blank = await bearerSignIn({ email: user.email, password: PASSWORD, code: "  " });
    expect(blank.json.code).toBe("mfa_required");

    const { step, code } = await currentCode(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const bad = await bearerSignIn({ email: user.email, password: PASSWORD, code: wrong });
    expect(bad.status).toBe(401);
    expect(bad.json).toMatchObject({ code: "mfa_invalid", detail: MFA_ERROR_TEXT.mfa_invalid });

    const ok = await bearerSignIn({ email: user.email, password: PASSWORD, code });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect((await call(meRoute.GET, { token: ok.json.token as string })).status).toBe(200);
    expect((await mfaRow(user.id)).mfa_last_step).toBe(BigInt(step));
  });

  it("the same code again (replay): 401 mfa_invalid, and nothing changes", async () => {
    const { user, secret } = await enrolled();
    const { code } = await currentCode(secret);
    expect((await bearerSignIn({ email: user.email, password: PASSWORD, code })).status).toBe(200);
    const after = await mfaRow(user.id);
    const replay = await bearerSignIn({ email: user.email, password: PASSWORD, code });
    expect(replay.status).toBe(401);
    expect(replay.json).toMatchObject({ code: "mfa_invalid", detail: MFA_ERROR_TEXT.mfa_invalid });
    expect(await mfaRow(user.id)).toEqual(after);
  });

  it("the previous and the next step's code: 401, nothing changes", async () => {
    const { user, secret } = await enrolled();
    const before = await mfaRow(user.id);
    const { step } = await currentCode(secret);
    for (const s of [step - 1, step + 1]) {
      const res = await bearerSignIn({ email: user.email, password: PASSWORD, code: await codeAt(secret, s) });
      expect(res.status, `step ${s - step}`).toBe(401);
      expect(res.json.code).toBe("mfa_invalid");
    }
    for (const junk of ["12345", "abcdef", "1234567"]) expect((await bearerSignIn({ email: user.email, password: PASSWORD, code: junk })).json.code).toBe("mfa_invalid");
    expect(await mfaRow(user.id)).toEqual(before);
  });

  it("two sign-ins racing with one code: exactly one gets in", async () => {
    const { user, secret } = await enrolled();
    const { code } = await currentCode(secret);
    const results = await Promise.all([1, 2, 3].map(() => bearerSignIn({ email: user.email, password: PASSWORD, code })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("a recovery code signs in once (typed in capitals or without the dash too); used twice: 401, nothing changes", async () => {
    const { user, recovery_codes } = await enrolled();
    const [first, second] = recovery_codes as [string, string];
    const ok = await bearerSignIn({ email: user.email, password: PASSWORD, recovery_code: first });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(typeof ok.json.token).toBe("string");
    const usedAt = await prisma.mfaRecoveryCode.findMany({ where: { user_id: user.id, used_at: { not: null } }, select: { id: true, used_at: true } });
    expect(usedAt).toHaveLength(1);

    const again = await bearerSignIn({ email: user.email, password: PASSWORD, recovery_code: first });
    expect(again.status).toBe(401);
    expect(again.json).toMatchObject({ code: "mfa_recovery_invalid", detail: MFA_ERROR_TEXT.mfa_recovery_invalid });
    expect(await prisma.mfaRecoveryCode.findMany({ where: { user_id: user.id, used_at: { not: null } }, select: { id: true, used_at: true } })).toEqual(usedAt);
    expect((await bearerSignIn({ email: user.email, password: PASSWORD, recovery_code: "zzzz-zzzz" })).json.code).toBe("mfa_recovery_invalid");

    expect((await bearerSignIn({ email: user.email, password: PASSWORD, recovery_code: second.toUpperCase().replace("-", "") })).status).toBe(200);
    expect(await prisma.mfaRecoveryCode.count({ where: { user_id: user.id, used_at: null } })).toBe(8);
  });

  it("another user's recovery code does not work", async () => {
    const a = await enrolled();
    const b = await enrolled();
    expect((await bearerSignIn({ email: a.user.email, password: PASSWORD, recovery_code: b.recovery_codes[0] })).json.code).toBe("mfa_recovery_invalid");
  });

  it("wrong codes count against the sign-in limit: after 10 attempts even the right code gets 429", async () => {
    const { user, secret } = await enrolled();
    const client = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const hit = (json: Record<string, unknown>) => call(authRoute.POST, { method: "POST", json, headers: { [CLIENT_ADDRESS_HEADER]: client } });
    for (let i = 0; i < 10; i++) expect((await hit({ email: user.email, password: PASSWORD, code: "000000" })).status).toBe(401);
    const before = await mfaRow(user.id);
    const { code } = await currentCode(secret);
    const limited = await hit({ email: user.email, password: PASSWORD, code });
    expect(limited.status).toBe(429);
    expect(await mfaRow(user.id)).toEqual(before); // the code was not taken
  });
});
