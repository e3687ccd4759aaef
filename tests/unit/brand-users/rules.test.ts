// Pure rules of the users area: the invite box (split, normalise, malformed, duplicates), the default permissions
// of a new member, role toggles, permission changes a manager may make, link tokens and the e-mails' escaping.
import { describe, expect, it } from "vitest";
import { DEFAULT_MEMBER_PERMISSIONS, defaultPermissionsFrom } from "@/lib/brands/default-permissions";
import { checkInviteEmails, splitEmailList } from "@/lib/brands/invite-emails";
import { TOKEN_LIFETIME_MS, USER_MSG } from "@/lib/brands/messages";
import { mayChangePermissions, permissionChanges, toggleRole, uniquePermissions } from "@/lib/brands/roles";
import { can, type TAccessSubject, type TRoles } from "@/lib/permissions";
import { routes } from "@/lib/routes";
import { expiresAt, hashToken, isExpired, LINK_TOKEN_PATTERN, newLinkToken } from "@/server/auth/passwords";
import { invitationMail } from "@/server/mail/invitation-mail";
import { resetMail } from "@/server/mail/reset-mail";

describe("the invite box", () => {
  it("splits on commas, semicolons, spaces and new lines, dropping empty pieces", () => {
    expect(splitEmailList(" a@x.co, b@x.co;c@x.co\n\n d@x.co\t e@x.co ,, ")).toEqual(["a@x.co", "b@x.co", "c@x.co", "d@x.co", "e@x.co"]);
    expect(splitEmailList("  \n ,")).toEqual([]);
  });

  it("trims and lowercases, marks malformed ones and the later copies of a repeated address", () => {
    expect(checkInviteEmails([" Ann@X.co ", "nope", "ann@x.co", "b@x", "ANN@x.CO", "bob@x.co"])).toEqual([
      { email: "ann@x.co", problem: null },
      { email: "nope", problem: USER_MSG.invalidEmail },
      { email: "ann@x.co", problem: USER_MSG.duplicateEmail },
      { email: "b@x", problem: USER_MSG.invalidEmail },
      { email: "ann@x.co", problem: USER_MSG.duplicateEmail },
      { email: "bob@x.co", problem: null },
    ]);
  });

  it("a malformed address repeated is malformed each time, not a duplicate", () => {
    expect(checkInviteEmails(["x", "x"]).map((c) => c.problem)).toEqual([USER_MSG.invalidEmail, USER_MSG.invalidEmail]);
  });
});

const subject = (brands: TAccessSubject["brands"], is_admin = false): TAccessSubject => ({ is_admin, roles: { full: true, restricted: false, kb_user: false }, brands });

describe("default permissions of a new member", () => {
  const has = (entity: string, action: string) => DEFAULT_MEMBER_PERMISSIONS.some((p) => p.entity === entity && p.action === action);
  it("include knowledge_base read and settings_page read, never user, brand or settings_page write", () => {
    expect(has("knowledge_base", "read")).toBe(true);
    expect(has("settings_page", "read")).toBe(true);
    expect(has("user", "write")).toBe(false);
    expect(has("brand", "write")).toBe(false);
    expect(has("settings_page", "write")).toBe(false);
  });
  it("every write comes with its read, and there are no repeats", () => {
    for (const p of DEFAULT_MEMBER_PERMISSIONS) if (p.action === "write") expect(has(p.entity, "read")).toBe(true);
    expect(uniquePermissions(DEFAULT_MEMBER_PERMISSIONS)).toHaveLength(DEFAULT_MEMBER_PERMISSIONS.length);
  });
  it("an admin hands out all of them; a manager only those they hold (write implies read)", () => {
    expect(defaultPermissionsFrom(subject({}, true), "b")).toEqual(DEFAULT_MEMBER_PERMISSIONS);
    expect(defaultPermissionsFrom(subject({ b: { survey: ["write"], user: ["write"] } }), "b")).toEqual([
      { entity: "survey", action: "read" },
      { entity: "survey", action: "write" },
      { entity: "user", action: "read" },
    ]);
    expect(defaultPermissionsFrom(subject({ other: { survey: ["write"] } }), "b")).toEqual([]);
  });
});

describe("toggleRole", () => {
  const r = (full: boolean, restricted: boolean, kb_user: boolean): TRoles => ({ full, restricted, kb_user });
  it.each([
    [r(true, false, false), "restricted", r(false, true, false)],
    [r(false, true, false), "full", r(true, false, false)],
    [r(true, false, false), "full", r(false, false, false)],
    [r(false, true, true), "kb_user", r(false, true, false)],
    [r(false, false, false), "kb_user", r(false, false, true)],
    [r(true, false, true), "restricted", r(false, true, true)],
  ] as const)("%o toggling %s gives %o", (from, role, to) => {
    expect(toggleRole(from, role)).toEqual(to);
  });
  it("never leaves full and restricted both on, from any start", () => {
    for (const full of [true, false]) for (const restricted of [true, false]) for (const kb of [true, false])
      for (const role of ["full", "restricted", "kb_user"] as const) {
        const next = toggleRole(r(full, restricted, kb), role);
        if (!(full && restricted)) expect(next.full && next.restricted).toBe(false);
      }
  });
});

describe("permission changes", () => {
  const p = (entity: "survey" | "brand" | "product", action: "read" | "write") => ({ entity, action });
  it("lists what was added and removed", () => {
    expect(permissionChanges([p("survey", "read"), p("brand", "read")], [p("survey", "read"), p("product", "write")])).toEqual([p("product", "write"), p("brand", "read")]);
    expect(permissionChanges([p("survey", "read")], [p("survey", "read")])).toEqual([]);
  });
  it("a manager may change only pairs they hold; an admin anything", () => {
    const manager = subject({ b: { survey: ["write"] } });
    expect(mayChangePermissions(manager, "b", [p("survey", "read"), p("survey", "write")])).toBe(true);
    expect(mayChangePermissions(manager, "b", [p("brand", "read")])).toBe(false);
    expect(mayChangePermissions(subject({}, true), "b", [p("brand", "write")])).toBe(true);
    expect(can(manager, "b", "survey", "read")).toBe(true);
  });
  it("uniquePermissions folds repeats into entity × action order", () => {
    expect(uniquePermissions([p("product", "write"), p("survey", "write"), p("survey", "read"), p("product", "write")])).toEqual([
      p("survey", "read"), p("survey", "write"), p("product", "write"),
    ]);
  });
});

describe("link tokens", () => {
  it("are 32 random bytes in base64url; only the sha256 is stored", () => {
    const a = newLinkToken();
    const b = newLinkToken();
    expect(a.token).toMatch(LINK_TOKEN_PATTERN);
    expect(Buffer.from(a.token, "base64url")).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });
  it("expire after their lifetime", () => {
    const now = Date.UTC(2030, 0, 1);
    const at = expiresAt(TOKEN_LIFETIME_MS.passwordReset, now);
    expect(isExpired(at, now + TOKEN_LIFETIME_MS.passwordReset - 1)).toBe(false);
    expect(isExpired(at, now + TOKEN_LIFETIME_MS.passwordReset)).toBe(true);
  });
});

describe("the e-mails", () => {
  it("escape the brand and inviter names and link to the invitation route", () => {
    const m = invitationMail({ to: "a@x.co", brandName: `<script>"x"</script>`, inviterName: "Ann & <b>", origin: "https://app.test", token: "tok_en-1" });
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("&lt;script&gt;&quot;x&quot;");
    expect(m.html).toContain("Ann &amp; &lt;b&gt;");
    expect(m.html).toContain(`href="https://app.test${routes.invitation("tok_en-1")}"`);
    expect(m.text).toContain(`https://app.test/invitation/tok_en-1`);
  });
  it("the reset mail links to the reset route", () => {
    const m = resetMail({ to: "a@x.co", origin: "https://app.test", token: "abc" });
    expect(m.text).toContain("https://app.test/reset-password/abc");
  });
});
