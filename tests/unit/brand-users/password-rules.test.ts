// The set-password forms' rules (lib/brands/password-rules.ts): the server's ZPassword, the confirmation, and the
// name an invitee without one must give.
import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_MSG } from "@/lib/brands/messages";
import { invitationProblem, passwordProblem } from "@/lib/brands/password-rules";

const pw = (n: number) => "x".repeat(n);

describe("passwordProblem", () => {
  it("asks for the length rule below the minimum and above the maximum", () => {
    expect(passwordProblem({ password: pw(PASSWORD_MIN_LENGTH - 1), confirm: pw(PASSWORD_MIN_LENGTH - 1) })).toBe(USER_MSG.passwordRule);
    expect(passwordProblem({ password: pw(PASSWORD_MAX_LENGTH + 1), confirm: pw(PASSWORD_MAX_LENGTH + 1) })).toBe(USER_MSG.passwordRule);
  });
  it("then asks for matching passwords, else accepts", () => {
    expect(passwordProblem({ password: pw(PASSWORD_MIN_LENGTH), confirm: pw(PASSWORD_MIN_LENGTH + 1) })).toBe(USER_MSG.passwordsDiffer);
    expect(passwordProblem({ password: pw(PASSWORD_MIN_LENGTH), confirm: pw(PASSWORD_MIN_LENGTH) })).toBeNull();
    expect(passwordProblem({ password: pw(PASSWORD_MAX_LENGTH), confirm: pw(PASSWORD_MAX_LENGTH) })).toBeNull();
  });
});

describe("invitationProblem", () => {
  const ok = { password: pw(PASSWORD_MIN_LENGTH), confirm: pw(PASSWORD_MIN_LENGTH) };
  it("needs a first and last name only when the invitee has none", () => {
    expect(invitationProblem(ok, { first_name: " ", last_name: "Doe" }, true)).toBe(USER_MSG.nameRequired);
    expect(invitationProblem(ok, { first_name: "Jo", last_name: "" }, true)).toBe(USER_MSG.nameRequired);
    expect(invitationProblem(ok, { first_name: "Jo", last_name: "Doe" }, true)).toBeNull();
    expect(invitationProblem(ok, { first_name: "", last_name: "" }, false)).toBeNull();
  });
  it("tells the password problem first", () => {
    expect(invitationProblem({ password: "short", confirm: "short" }, { first_name: "", last_name: "" }, true)).toBe(USER_MSG.passwordRule);
  });
});
