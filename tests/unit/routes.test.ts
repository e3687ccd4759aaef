import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { homeRoute, indexRoute, isValidBrandId, loginUrl, routes, safeCallbackUrl } from "@/lib/routes";

const A = "a".repeat(24);
const C = "c".repeat(24);
const roles = (r: Partial<{ full: boolean; restricted: boolean; kb_user: boolean }>) => ({ full: false, restricted: false, kb_user: false, ...r });

describe("homeRoute (spec 1 §2 index routing)", () => {
  it("sends admins to /brands/1", () => {
    expect(homeRoute({ is_admin: true, roles: roles({}), brands: [] })).toEqual({ to: "/brands/1" });
  });
  it("sends users to their first active brand's home", () => {
    expect(homeRoute({ is_admin: false, roles: roles({ full: true }), brands: [{ id: A, is_active: false }, { id: C, is_active: true }] })).toEqual({ to: `/brand/${C}/home` });
  });
  it("sends knowledge-base-only users to the knowledge base", () => {
    expect(homeRoute({ is_admin: false, roles: roles({ kb_user: true }), brands: [{ id: A, is_active: true }] })).toEqual({ to: `/brand/${A}/knowledge-base` });
  });
  it("sends users whose brands are all inactive to /inactive-brand", () => {
    expect(homeRoute({ is_admin: false, roles: roles({ full: true }), brands: [{ id: A, is_active: false }] })).toEqual({ to: "/inactive-brand" });
  });
  it("answers 1011 for a user with no brand", () => {
    expect(homeRoute({ is_admin: false, roles: roles({ full: true }), brands: [] })).toEqual({ errorCode: 1011 });
  });
});

describe("brand ids", () => {
  it("accept exactly 24 lowercase hex characters", () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9a-f]{24}$/), (id) => isValidBrandId(id)));
    fc.assert(fc.property(fc.string(), (s) => isValidBrandId(s) === /^[0-9a-f]{24}$/.test(s)));
    expect(isValidBrandId("A".repeat(24))).toBe(false);
  });
});

describe("callback URLs", () => {
  it("keep same-site paths and refuse everything else", () => {
    expect(safeCallbackUrl("/brand/x/tests?view=user")).toBe("/brand/x/tests?view=user");
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil", "javascript:alert(1)", "", null, undefined, "/login?x=1"]) {
      expect(safeCallbackUrl(bad)).toBe("/");
    }
  });
  it("never produce an off-site redirect", () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const out = safeCallbackUrl(s);
      return out.startsWith("/") && !out.startsWith("//");
    }));
  });
  it("loginUrl saves the location", () => {
    expect(loginUrl("/brand/a/timeline?x=1")).toBe("/login?callbackUrl=%2Fbrand%2Fa%2Ftimeline%3Fx%3D1");
    expect(loginUrl("/")).toBe("/login");
  });
});

describe("indexRoute (spec 1 §8 codes)", () => {
  const user = (over: Partial<Parameters<typeof indexRoute>[1] & object> = {}) => ({
    is_admin: false,
    is_active: true,
    all_memberships_inactive: false,
    roles: roles({ full: true }),
    brands: [{ id: A, is_active: true }],
    ...over,
  });
  it("sends visitors without a session to sign in", () => {
    expect(indexRoute(false, null)).toBe("/login");
  });
  it("shows 1010 when the session's user no longer exists", () => {
    expect(indexRoute(true, null)).toMatch(/^\/error\?errorCode=1010&errorMessage=/);
  });
  it("shows 1007 for an inactive user", () => {
    expect(indexRoute(true, user({ is_active: false }))).toMatch(/errorCode=1007/);
  });
  it("shows 1011 for a user with no brand and 1012 when every membership was deactivated", () => {
    expect(indexRoute(true, user({ brands: [] }))).toMatch(/errorCode=1011/);
    expect(indexRoute(true, user({ brands: [], all_memberships_inactive: true }))).toMatch(/errorCode=1012/);
  });
  it("otherwise goes home", () => {
    expect(indexRoute(true, user())).toBe(`/brand/${A}/home`);
  });
});

describe("brand routes (spec 2 §2)", () => {
  it("home is /brand/{b}/home and the consumer-profiles tab is the settings path with ?tab=consumer-profiles", () => {
    const b = "a".repeat(24);
    expect(routes.brandHome(b)).toBe(`/brand/${b}/home`);
    expect(routes.settingsConsumerProfiles(b)).toBe(`/edit/brand/${b}?tab=consumer-profiles`);
  });
});
