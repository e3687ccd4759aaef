// Two-step sign-in (P8 item 11): recovery codes (shape, normalizing what people type, the salted hash) and the secret
// box (AES-256-GCM round trip; altered, misplaced or wrongly keyed boxes do not open).
import { describe, expect, it } from "vitest";
import { normalizeRecoveryCode, RECOVERY_ALPHABET, RECOVERY_CODE_PATTERN } from "@/lib/auth/mfa";
import { hashRecoveryCode, newRecoveryCode } from "@/server/auth/mfa/recovery-codes";
import { openSecret, sealSecret } from "@/server/auth/mfa/secret-box";

const KEY = "unit-test-nextauth-secret-0123456789";
const USER = "0123456789abcdef01234567";

describe("recovery codes", () => {
  it("are xxxx-xxxx of lower-case letters and digits without look-alikes, and differ", () => {
    expect(RECOVERY_ALPHABET).not.toMatch(/[01ilo]/);
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const c of codes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("normalize what people type: case, spaces, a missing dash; refuse anything else", () => {
    expect(normalizeRecoveryCode("ABCD-2345")).toBe("abcd-2345");
    expect(normalizeRecoveryCode(" abcd2345 ")).toBe("abcd-2345");
    expect(normalizeRecoveryCode("abcd 2345")).toBe("abcd-2345");
    for (const bad of ["", "abcd-234", "abcd-23456", "abcd-0123", "abci-2345", "abcd_2345", "123456"]) expect(normalizeRecoveryCode(bad)).toBeNull();
  });

  it("are stored as a sha256 salted with the user id", () => {
    const h = hashRecoveryCode(USER, "abcd-2345");
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(USER, "abcd-2345")).toBe(h);
    expect(hashRecoveryCode("fedcba9876543210fedcba98", "abcd-2345")).not.toBe(h);
    expect(h).not.toContain("abcd");
  });
});

describe("the secret box (server/auth/mfa/secret-box.ts)", () => {
  it("round-trips, with a fresh IV each time", () => {
    const a = sealSecret("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", USER, KEY);
    const b = sealSecret("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", USER, KEY);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toContain("JBSWY3DP");
    expect(openSecret(a, USER, KEY)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(openSecret(b, USER, KEY)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("refuses an altered box (any byte), another user's box, another key, and junk", () => {
    const box = sealSecret("SECRETSECRETSECRET", USER, KEY);
    const raw = Buffer.from(box, "base64url");
    for (const i of [0, 12, 20, raw.length - 1]) {
      const t = Buffer.from(raw);
      t[i] = t[i]! ^ 1;
      expect(openSecret(t.toString("base64url"), USER, KEY)).toBeNull();
    }
    expect(openSecret(box, "fedcba9876543210fedcba98", KEY)).toBeNull();
    expect(openSecret(box, USER, `${KEY}-rotated`)).toBeNull();
    expect(openSecret("", USER, KEY)).toBeNull();
    expect(openSecret("not a box", USER, KEY)).toBeNull();
    expect(openSecret(raw.subarray(0, 28).toString("base64url"), USER, KEY)).toBeNull();
  });
});
