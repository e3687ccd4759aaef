import { describe, expect, it } from "vitest";
import { parseFeatures } from "@/lib/schemas/brand";
import { sidebarEntries } from "@/lib/sidebar";
import type { TAccessSubject } from "@/lib/permissions";

const B = "b".repeat(24);
const keys = (s: TAccessSubject, flags: Record<string, boolean>) => sidebarEntries(s, B, parseFeatures(flags)).map((e) => e.key);
const user = (perms: TAccessSubject["brands"][string], roles = { full: true, restricted: false, kb_user: false }): TAccessSubject => ({
  is_admin: false,
  roles,
  brands: { [B]: perms },
});

describe("sidebar entries (spec 1 §2)", () => {
  it("always shows Dashboard, Studies, Products and Help", () => {
    expect(keys(user({}), {})).toEqual(["dashboard", "studies", "products", "help"]);
  });
  it("shows Settings with settings_page read, never to restricted users", () => {
    expect(keys(user({ settings_page: ["read"] }), {})).toContain("settings");
    expect(keys(user({ settings_page: ["read"] }, { full: false, restricted: true, kb_user: false }), {})).not.toContain("settings");
  });
  it("shows Knowledge Base and MakerLabs only with knowledge_base read and their feature flags", () => {
    const kb = user({ knowledge_base: ["read"] });
    expect(keys(kb, {})).not.toContain("knowledge_base");
    expect(keys(kb, { enableKnowledgeBase: true })).toContain("knowledge_base");
    expect(keys(kb, { enableSyntheticResearch: true })).toContain("labs");
    expect(keys(user({}), { enableKnowledgeBase: true, enableSyntheticResearch: true })).not.toContain("knowledge_base");
  });
  it("shows admins every entry the brand's flags allow", () => {
    const admin: TAccessSubject = { is_admin: true, roles: { full: false, restricted: false, kb_user: false }, brands: {} };
    expect(keys(admin, { enableKnowledgeBase: true, enableSyntheticResearch: true })).toEqual([
      "dashboard", "studies", "products", "settings", "knowledge_base", "labs", "help",
    ]);
    expect(keys(admin, {})).not.toContain("labs");
  });
});

describe("parseFeatures", () => {
  it("turns stored JSON into every flag, treating missing or odd values as off", () => {
    const f = parseFeatures({ timeline: true, enableTurf: "yes", unknown: true });
    expect(f.timeline).toBe(true);
    expect(f.enableTurf).toBe(false);
    expect(Object.keys(f)).toHaveLength(20);
    expect(parseFeatures(null).timeline).toBe(false);
  });

  it("gives a knowledge-base-only user the knowledge base and help, nothing else (P14)", () => {
    const kbOnly = user({ knowledge_base: ["read", "write"], survey: ["read"], product: ["read"] }, { full: false, restricted: false, kb_user: true });
    expect(keys(kbOnly, { enableKnowledgeBase: true, enableSyntheticResearch: true })).toEqual(["knowledge_base", "help"]);
    expect(keys(kbOnly, {})).toEqual(["help"]);
  });
});

describe("Help in the sidebar (P15 item 10)", () => {
  it("opens the in-app help of the brand, not an outside address, for every kind of user", () => {
    const kbOnly = user({ knowledge_base: ["read"] }, { full: false, restricted: false, kb_user: true });
    for (const s of [user({}), user({ survey: ["read"] }, { full: false, restricted: true, kb_user: false }), kbOnly]) {
      const help = sidebarEntries(s, B, parseFeatures({ enableKnowledgeBase: true })).find((e) => e.key === "help");
      expect(help).toEqual({ key: "help", label: "Help", href: `/brand/${B}/help` });
    }
  });
});
