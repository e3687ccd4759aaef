import { describe, expect, it } from "vitest";
import { can, canOpenSettings, ENTITIES, isKbOnly, isRestricted, type TAccessSubject } from "@/lib/permissions";

const B = "a".repeat(24);
const subject = (over: Partial<TAccessSubject> = {}): TAccessSubject => ({
  is_admin: false,
  roles: { full: true, restricted: false, kb_user: false },
  brands: { [B]: { survey: ["read"], assortment: ["write"], settings_page: ["read"] } },
  ...over,
});

describe("can", () => {
  it("has the 18 entities of spec 1 §6", () => {
    expect(ENTITIES).toHaveLength(18);
  });
  it("grants exactly what the brand's permissions list; write implies read", () => {
    const s = subject();
    expect(can(s, B, "survey", "read")).toBe(true);
    expect(can(s, B, "survey", "write")).toBe(false);
    expect(can(s, B, "assortment", "read")).toBe(true);
    expect(can(s, B, "product", "read")).toBe(false);
  });
  it("denies everything in a brand the user is not in", () => {
    expect(can(subject(), "b".repeat(24), "survey", "read")).toBe(false);
  });
  it("lets admins pass every check, even when viewing as a user", () => {
    for (const e of ENTITIES) expect(can(subject({ is_admin: true, brands: {}, view_as_user: true }), B, e, "write")).toBe(true);
  });
});

describe("roles", () => {
  it("a knowledge-base-only user is kb_user without full or restricted, and not admin", () => {
    expect(isKbOnly({ is_admin: false, roles: { full: false, restricted: false, kb_user: true } })).toBe(true);
    expect(isKbOnly({ is_admin: false, roles: { full: true, restricted: false, kb_user: true } })).toBe(false);
    expect(isKbOnly({ is_admin: true, roles: { full: false, restricted: false, kb_user: true } })).toBe(false);
  });
  it("restricted means restricted without full; restricted users never open settings", () => {
    const r = subject({ roles: { full: false, restricted: true, kb_user: false } });
    expect(isRestricted(r)).toBe(true);
    expect(canOpenSettings(r, B)).toBe(false);
    expect(isRestricted(subject({ roles: { full: true, restricted: true, kb_user: false } }))).toBe(false);
  });
  it("settings need settings_page read, or admin", () => {
    expect(canOpenSettings(subject(), B)).toBe(true);
    expect(canOpenSettings(subject({ brands: { [B]: {} } }), B)).toBe(false);
    expect(canOpenSettings(subject({ is_admin: true, brands: {} }), B)).toBe(true);
  });
});
