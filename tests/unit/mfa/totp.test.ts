// Two-step sign-in (P8 item 11): the TOTP rule — only the current 30-second step's code, never a step at or before the
// last one accepted, nothing malformed — and the pure rules of lib/auth/mfa.ts.
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { mfaRequired, normalizeTotpCode, TOTP_PERIOD_S, totpStep } from "@/lib/auth/mfa";
import { acceptedStep, newTotpSecret, otpauthUri, qrDataUrl } from "@/server/auth/mfa/totp";

const secret = newTotpSecret();
// A fixed moment 10 s into its step, so neighbouring steps are whole periods away.
const STEP = 60_000_000;
const NOW_MS = (STEP * TOTP_PERIOD_S + 10) * 1000;
const codeAt = (step: number) => generate({ secret, epoch: step * TOTP_PERIOD_S + 5 });

describe("acceptedStep (server/auth/mfa/totp.ts)", () => {
  it("accepts the current step's code and answers its step", async () => {
    expect(totpStep(NOW_MS)).toBe(STEP);
    expect(await acceptedStep(secret, await codeAt(STEP), { nowMs: NOW_MS })).toBe(STEP);
    expect(await acceptedStep(secret, await codeAt(STEP), { nowMs: NOW_MS, lastStep: STEP - 1 })).toBe(STEP);
  });

  it("refuses the previous and the next step's code (no window on either side)", async () => {
    expect(await acceptedStep(secret, await codeAt(STEP - 1), { nowMs: NOW_MS })).toBeNull();
    expect(await acceptedStep(secret, await codeAt(STEP + 1), { nowMs: NOW_MS })).toBeNull();
    // At the first second of a step the previous code is still refused.
    expect(await acceptedStep(secret, await codeAt(STEP - 1), { nowMs: STEP * TOTP_PERIOD_S * 1000 })).toBeNull();
  });

  it("refuses a replay: the step was accepted already (or a later one was)", async () => {
    const code = await codeAt(STEP);
    expect(await acceptedStep(secret, code, { nowMs: NOW_MS, lastStep: STEP })).toBeNull();
    expect(await acceptedStep(secret, code, { nowMs: NOW_MS, lastStep: STEP + 3 })).toBeNull();
  });

  it("refuses malformed codes and another secret's code; accepts the code typed with a space", async () => {
    const code = await codeAt(STEP);
    for (const bad of ["", "12345", "1234567", "abcdef", "12 34 5"]) expect(await acceptedStep(secret, bad, { nowMs: NOW_MS })).toBeNull();
    expect(await acceptedStep(newTotpSecret(), code, { nowMs: NOW_MS })).toBeNull();
    expect(await acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { nowMs: NOW_MS })).toBe(STEP);
    expect(normalizeTotpCode(" 123 456 ")).toBe("123456");
    expect(normalizeTotpCode("12345a")).toBeNull();
  });

  it("makes an otpauth URI (SHA-1, 6 digits, 30 s) and an SVG QR code of it", async () => {
    const uri = otpauthUri("mfa@demo.test", secret);
    const url = new URL(uri);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(uri)).toContain("mfa@demo.test");
    for (const [k, v] of [["digits", "6"], ["period", "30"]]) if (url.searchParams.has(k)) expect(url.searchParams.get(k)).toBe(v);
    if (url.searchParams.has("algorithm")) expect(url.searchParams.get("algorithm")).toBe("SHA1");
    const qr = await qrDataUrl(uri);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe("mfaRequired (lib/auth/mfa.ts)", () => {
  const m = (is_active: boolean, brandActive: boolean, flag: boolean) => ({ is_active, brand: { is_active: brandActive, multifactor_authentication: flag } });
  it("a non-admin with an active membership in an active brand that has the flag on", () => {
    expect(mfaRequired({ is_admin: false, memberships: [m(true, true, false), m(true, true, true)] })).toBe(true);
  });
  it("not admins, not deactivated memberships, not inactive brands, not brands without the flag", () => {
    expect(mfaRequired({ is_admin: true, memberships: [m(true, true, true)] })).toBe(false);
    expect(mfaRequired({ is_admin: false, memberships: [m(false, true, true)] })).toBe(false);
    expect(mfaRequired({ is_admin: false, memberships: [m(true, false, true)] })).toBe(false);
    expect(mfaRequired({ is_admin: false, memberships: [m(true, true, false)] })).toBe(false);
    expect(mfaRequired({ is_admin: false, memberships: [] })).toBe(false);
  });
});
