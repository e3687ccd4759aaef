// Two-step sign-in (P8 item 11): the security tab no longer says the flag does nothing, refusals carry their machine
// code in the problem body, and every code the form can receive has a text.
import { describe, expect, it } from "vitest";
import { MFA_BRAND_SETTING, MFA_ERROR_CODES, MFA_ERROR_TEXT, MFA_MSG } from "@/lib/auth/messages";
import { MSG } from "@/lib/messages";
import { SETTINGS_LABELS } from "@/components/brands/settings/labels";
import { SignInError } from "@/server/auth/sign-in-error";
import { problemResponse } from "@/server/http/problem";

describe("the brand setting's hint", () => {
  it("says that members sign in with a code, not that password sign-in does not ask for one", () => {
    expect(SETTINGS_LABELS.mfaHint).toBe(MFA_BRAND_SETTING.hint);
    expect(SETTINGS_LABELS.mfaHint).not.toMatch(/does not ask|not enforced|identity provider|single sign-on/i);
    expect(SETTINGS_LABELS.mfaHint).toMatch(/authenticator app/);
  });
});

describe("sign-in refusals", () => {
  it("every two-step code has a text", () => {
    for (const c of MFA_ERROR_CODES) expect(MFA_ERROR_TEXT[c]).toMatch(/\.$/);
  });

  it("go out as problem+json with the machine code: 401 for a missing or wrong second step, 403 to enrol first", async () => {
    for (const [code, status, detail] of [
      ["mfa_required", 401, MFA_ERROR_TEXT.mfa_required],
      ["mfa_invalid", 401, MFA_ERROR_TEXT.mfa_invalid],
      ["mfa_recovery_invalid", 401, MFA_ERROR_TEXT.mfa_recovery_invalid],
      ["mfa_ticket_invalid", 401, MFA_ERROR_TEXT.mfa_ticket_invalid],
      ["mfa_enrol_required", 403, MFA_MSG.enrolInBrowser],
    ] as const) {
      const err = new SignInError(code);
      expect(err.mfaCode).toBe(code);
      const res = problemResponse(err);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ status, code, detail });
    }
  });

  it("the password refusals keep their kind's code", async () => {
    const res = problemResponse(new SignInError("invalid"));
    expect(await res.json()).toMatchObject({ status: 401, code: "unauthenticated", detail: MSG.invalidCredentials });
    expect(new SignInError("invalid").mfaCode).toBeNull();
  });
});
