// Pure rules of a brand update (server/brands/update-rules.ts): admin-only fields, unknown feature flags, merging a
// feature / style patch into what is stored, and the order in which a patch is refused.
import { describe, expect, it } from "vitest";
import { BRAND_MSG } from "@/lib/brands/messages";
import { ADMIN_ONLY_BRAND_FIELDS, ZBrandUpdate } from "@/lib/brands/wire";
import { AppError } from "@/lib/errors";
import { FEATURE_FLAGS } from "@/lib/schemas/brand";
import { ADMIN_FIELD_LABEL, adminOnlyFieldsIn, checkBrandPatch, demoOf, fullStyle, mergeFeatures, mergeStyle, unknownFeatureNames } from "@/server/brands/update-rules";

const dm = "2024-01-01T00:00:00.000Z";
const thrown = (f: () => void): AppError => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("did not throw");
};

describe("adminOnlyFieldsIn", () => {
  it("finds the admin-only fields a patch touches, in list order, ignoring undefined", () => {
    expect(adminOnlyFieldsIn({ name: "x", slug: "a", is_active: false, features: undefined })).toEqual(["is_active", "slug"]);
    expect(adminOnlyFieldsIn({ name: "x", website: null, style: {} })).toEqual([]);
  });
  it("has a label for every admin-only field", () => {
    for (const f of ADMIN_ONLY_BRAND_FIELDS) expect(ADMIN_FIELD_LABEL[f]).toBeTruthy();
  });
});

describe("feature patches", () => {
  it("names what is not a flag", () => {
    expect(unknownFeatureNames({ timeline: true, enableTeleport: false, TIMELINE: true })).toEqual(["enableTeleport", "TIMELINE"]);
    expect(unknownFeatureNames(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])))).toEqual([]);
  });
  it("merges into the stored flags, every flag present, junk in storage read as off", () => {
    const merged = mergeFeatures({ timeline: true, enableTurf: "yes", legacy: true }, { enableTurf: true, timeline: false });
    expect(Object.keys(merged).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(merged).toMatchObject({ timeline: false, enableTurf: true, enableSSO: false });
    expect(merged).not.toHaveProperty("legacy");
  });
});

describe("style", () => {
  it("fullStyle lists every key, null when unset", () => {
    expect(fullStyle({ primary: "#000000", junk: 1, accent: 5 })).toMatchObject({ primary: "#000000", accent: null, css_override: null, thank_you_text: null });
    expect(fullStyle(null).primary).toBeNull();
  });
  it("mergeStyle keeps what the patch leaves out, sets what it gives and drops what it clears", () => {
    expect(mergeStyle({ primary: "#000000", accent: "#ffffff" }, { accent: null, secondary: "#abcdef" })).toEqual({ primary: "#000000", secondary: "#abcdef" });
  });
});

describe("checkBrandPatch", () => {
  it("refuses admin-only fields from a non-admin with 403, naming each", () => {
    const e = thrown(() => checkBrandPatch({ date_modified: dm, slug: "x", features: { timeline: true } }, { isAdmin: false }));
    expect(e.status).toBe(403);
    expect(e.message).toBe(BRAND_MSG.adminOnlyField(ADMIN_FIELD_LABEL.slug));
    expect(e.invalidParams.map((p) => p.name)).toEqual(["slug", "features"]);
  });
  it("lets an admin send them", () => {
    expect(() => checkBrandPatch({ date_modified: dm, slug: "x", is_active: false, features: { timeline: true } }, { isAdmin: true })).not.toThrow();
  });
  it("refuses unknown flags with 400, listing each", () => {
    const e = thrown(() => checkBrandPatch({ date_modified: dm, features: { a: true, timeline: true, b: false } }, { isAdmin: true }));
    expect(e.status).toBe(400);
    expect(e.message).toBe(BRAND_MSG.unknownFeature("a"));
    expect(e.invalidParams).toEqual([
      { name: "features.a", reason: BRAND_MSG.unknownFeature("a") },
      { name: "features.b", reason: BRAND_MSG.unknownFeature("b") },
    ]);
  });
  it("refuses CSS with markup with 400 on style.css_override", () => {
    const e = thrown(() => checkBrandPatch({ date_modified: dm, style: { css_override: "</style><script>" } }, { isAdmin: true }));
    expect(e.status).toBe(400);
    expect(e.invalidParams).toEqual([{ name: "style.css_override", reason: BRAND_MSG.cssHasHtml }]);
  });
  it("asks about access before content: a non-admin's unknown flag is a 403", () => {
    expect(thrown(() => checkBrandPatch({ date_modified: dm, features: { nope: true } }, { isAdmin: false })).status).toBe(403);
  });
  it("lets a non-admin change the ordinary fields", () => {
    expect(() => checkBrandPatch({ date_modified: dm, name: "x", style: { primary: "#000000", css_override: "a{}" }, minimum_age: 18 }, { isAdmin: false })).not.toThrow();
  });
});

it("demo follows the brand type", () => {
  expect(demoOf("Demo")).toBe(true);
  expect(demoOf("Customer")).toBe(false);
});

it("the default display style is one of the board toggles the pivot tab offers (or null)", () => {
  for (const v of ["skus", "styles", null]) expect(ZBrandUpdate.safeParse({ date_modified: dm, default_display_style: v }).success).toBe(true);
  const bad = ZBrandUpdate.safeParse({ date_modified: dm, default_display_style: "grid" });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]?.message).toBe(BRAND_MSG.displayStyleFormat(["skus", "styles"]));
});
