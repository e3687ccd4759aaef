// The gates-and-dates rule of the access model (P15 item 2, spec 3 §6) and the "not available to your role" page's
// texts (P15 item 10), as pure rules: lib/permissions.ts and lib/access/role-page.ts.
import { describe, expect, it } from "vitest";
import { ACCESS_MSG } from "@/lib/messages";
import { FEATURE_FLAG_INFO } from "@/lib/brands/feature-flags";
import { notAvailablePath, ROLE_PAGE, rolePageText } from "@/lib/access/role-page";
import {
  deniedTextFor, GATED_PERMISSIONS, gatedOn, isGatedPermission, permissionDeniedText, permits, SHARE_SCOPE_PERMISSIONS, type TAccessSubject, type TPermission,
} from "@/lib/permissions";

const B = "b".repeat(24);
const member = (grants: TAccessSubject["brands"][string], roles: Partial<TAccessSubject["roles"]> = {}): TAccessSubject => ({
  is_admin: false,
  roles: { full: true, restricted: false, kb_user: false, ...roles },
  brands: { [B]: grants },
});
const writer = member({ survey: ["write"] });
const reader = member({ survey: ["read"] });
const admin: TAccessSubject = { is_admin: true, roles: { full: true, restricted: false, kb_user: false }, brands: {} };
const GATED = { gatesAndDates: true };
const OPEN = { gatesAndDates: false };

describe("the gated permissions", () => {
  it("are results.read, study.status and study.manage, each standing for a rule of its own elsewhere", () => {
    expect(Object.keys(GATED_PERMISSIONS).sort()).toEqual(["results.read", "study.manage", "study.status"]);
    expect(GATED_PERMISSIONS).toEqual({ "results.read": "survey.read", "study.status": "brand.member", "study.manage": "survey.write" });
    expect(isGatedPermission("survey.read")).toBe(false);
    expect(gatedOn(GATED, "survey.read")).toBe(false);
    expect(gatedOn(OPEN, "results.read")).toBe(false);
    expect(gatedOn(undefined, "results.read")).toBe(false);
    expect(gatedOn(GATED, "results.read")).toBe(true);
  });

  it("without gates and dates, each is its underlying rule", () => {
    for (const [gated, base] of Object.entries(GATED_PERMISSIONS) as [TPermission, TPermission][]) {
      for (const s of [writer, reader, member({}), member({ survey: ["write"] }, { kb_user: true, full: false })]) {
        expect(permits(s, B, gated, OPEN), `${gated}`).toBe(permits(s, B, base));
        expect(permits(s, B, gated), `${gated} without a brand`).toBe(permits(s, B, base));
      }
    }
  });

  it("with gates and dates, only admins hold them; the other permissions are untouched", () => {
    for (const p of Object.keys(GATED_PERMISSIONS) as TPermission[]) {
      expect(permits(writer, B, p, GATED), p).toBe(false);
      expect(permits(admin, B, p, GATED), p).toBe(true);
    }
    expect(permits(writer, B, "survey.write", GATED)).toBe(true);
    expect(permits(reader, B, "survey.read", GATED)).toBe(true);
  });

  it("a refusal by the gate says so; a refusal by the role names the missing permission", () => {
    expect(deniedTextFor(writer, B, "results.read", GATED)).toBe(ACCESS_MSG.gatedResults);
    expect(deniedTextFor(writer, B, "study.status", GATED)).toBe(ACCESS_MSG.gatedStudyActions);
    expect(deniedTextFor(writer, B, "study.manage", GATED)).toBe(ACCESS_MSG.gatedStudyActions);
    const nobody = member({});
    expect(deniedTextFor(nobody, B, "results.read", GATED)).toBe(permissionDeniedText("survey.read"));
    expect(deniedTextFor(nobody, B, "study.manage", OPEN)).toBe(permissionDeniedText("survey.write"));
  });

  it("a results link may read the study and its results; a learnings link neither", () => {
    expect(SHARE_SCOPE_PERMISSIONS.results).toEqual(["survey.read", "results.read"]);
    expect(SHARE_SCOPE_PERMISSIONS.learnings).not.toContain("results.read");
  });

  it("the brand-settings text of the flag says it hides results from brand users", () => {
    expect(FEATURE_FLAG_INFO.gatesAndDates.description).toMatch(/^Hides results from brand users/);
  });
});

describe("the role page", () => {
  it("names the screen and the brand, for a role or a feature that does not open it", () => {
    expect(rolePageText("labs", "role", "Demo Outfitters")).toBe(ROLE_PAGE.role("MakerLabs", "Demo Outfitters"));
    expect(rolePageText("knowledge_base", "feature", "Northwind")).toBe("The knowledge base is not switched on for Northwind.");
    expect(rolePageText("<script>", "role", "X")).toBe(ROLE_PAGE.role(ROLE_PAGE.generic, "X"));
    expect(rolePageText(["labs"], "nonsense", "X")).toBe(ROLE_PAGE.role(ROLE_PAGE.generic, "X"));
  });

  it("has an address per screen and reason", () => {
    expect(notAvailablePath(B, "labs", "role")).toBe(`/brand/${B}/not-available?screen=labs&reason=role`);
  });
});
