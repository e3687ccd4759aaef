// Product rules (spec 1 §4, §5): save conditions, parent/child, translation languages, 3D-model links, uploads.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import {
  PRODUCT_RULE_MSG,
  UPLOAD_REASON,
  canAddLanguage,
  canChooseParent,
  canSaveProduct,
  missingSaveFields,
  model3DUrl,
  parentChoices,
  parentProblem,
  parseModel3DUrl,
  uploadBatchProblem,
} from "@/lib/products/rules";
import { ZProductInput } from "@/lib/schemas/product";

const ok = { name: "Tee", asset_format: "image", assortment: ["a".repeat(24)], is_editable: true, saving: false };

describe("save conditions (spec 1 §5)", () => {
  it("enables save only with name, asset format, an assortment, an editable product and no save running", () => {
    expect(canSaveProduct(ok)).toBe(true);
    expect(canSaveProduct({ ...ok, name: "  " })).toBe(false);
    expect(canSaveProduct({ ...ok, asset_format: "" })).toBe(false);
    expect(canSaveProduct({ ...ok, assortment: [] })).toBe(false);
    expect(canSaveProduct({ ...ok, is_editable: false })).toBe(false);
    expect(canSaveProduct({ ...ok, saving: true })).toBe(false);
  });

  it("names the missing fields in form order", () => {
    expect(missingSaveFields({})).toEqual(["name", "asset_format", "assortment"]);
    expect(missingSaveFields({ name: "x", assortment: ["a"] })).toEqual(["asset_format"]);
  });

  it("property: save is enabled exactly when every condition holds", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (name, format, assortment, editable, saving) => {
        const state = { name: name ? "x" : "", asset_format: format ? "image" : null, assortment: assortment ? ["a"] : [], is_editable: editable, saving };
        expect(canSaveProduct(state)).toBe(name && format && assortment && editable && !saving);
      }),
    );
  });

  it("the shared schema names the field that is missing", () => {
    const base = { brand: "b".repeat(24), name: "Tee", asset_format: "image", assortment: ["a".repeat(24)] };
    const issue = (v: unknown) => {
      const r = ZProductInput.safeParse(v);
      return r.success ? null : { path: r.error.issues[0]!.path.join("."), message: r.error.issues[0]!.message };
    };
    expect(issue(base)).toBeNull();
    expect(issue({ ...base, name: " " })).toEqual({ path: "name", message: PRODUCT_RULE_MSG.nameRequired });
    expect(issue({ ...base, asset_format: "" })).toEqual({ path: "asset_format", message: PRODUCT_RULE_MSG.assetFormatRequired });
    expect(issue({ ...base, assortment: [] })).toEqual({ path: "assortment", message: PRODUCT_RULE_MSG.assortmentRequired });
    expect(issue({ ...base, additional_languages: [{ language: "de", completed: false, fields: {} }, { language: "DE", completed: false, fields: {} }] }))
      .toEqual({ path: "additional_languages.1.language", message: PRODUCT_RULE_MSG.languageDuplicate("de") });
  });
});

describe("parent rules (spec 1 §4)", () => {
  const self = "1".repeat(24);
  const other = "2".repeat(24);
  it("refuses the product itself, a product with children, and a child as parent", () => {
    expect(parentProblem({ productId: self, parentId: self, hasChildren: false })).toBe(PRODUCT_RULE_MSG.parentIsSelf);
    expect(parentProblem({ productId: self, parentId: other, hasChildren: true })).toBe(PRODUCT_RULE_MSG.parentHasChildren);
    expect(parentProblem({ productId: self, parentId: other, hasChildren: false, parentParentId: "3".repeat(24) })).toBe(PRODUCT_RULE_MSG.parentIsChild);
    expect(parentProblem({ productId: self, parentId: other, hasChildren: false })).toBeNull();
    expect(parentProblem({ productId: null, parentId: other, hasChildren: false })).toBeNull();
    expect(parentProblem({ productId: self, parentId: null, hasChildren: true })).toBeNull();
  });

  it("hides the parent choice for a product with children and leaves itself out of the choices", () => {
    expect(canChooseParent(true)).toBe(false);
    expect(canChooseParent(false)).toBe(true);
    const list = [{ _id: self }, { _id: other }, { _id: "3".repeat(24), parent_id: other }];
    expect(parentChoices(list, self).map((p) => p._id)).toEqual([other]);
  });
});

describe("translation languages (spec 1 §5)", () => {
  it("adds a language only when it is new and not the default", () => {
    expect(canAddLanguage("de", [], "en")).toBe(true);
    expect(canAddLanguage("en", [], "en")).toBe(false);
    expect(canAddLanguage("EN", [], "en")).toBe(false);
    expect(canAddLanguage("de", ["fr", "de"], "en")).toBe(false);
    expect(canAddLanguage(" ", [], "en")).toBe(false);
  });
});

describe("3D model links (spec 1 §3, §5)", () => {
  const id = "0123456789abcdef0123456789abcdef";
  it.each([
    [`https://sketchfab.com/3d-models/trail-runner-${id}`, { type: "sketchfab", id }],
    [`https://sketchfab.com/models/${id}/embed`, { type: "sketchfab", id }],
    [`https://www.sketchfab.com/models/${id.toUpperCase()}`, { type: "sketchfab", id }],
    [`https://sketchfab.com/show/${id}`, { type: "sketchfab", id }],
    ["https://viewer.restar.io/?id=shoe_42-A", { type: "restar", id: "shoe_42-A" }],
    ["https://restar.io/models/abc123", { type: "restar", id: "abc123" }],
    ["https://app.restar.com/view?model=xyz987", { type: "restar", id: "xyz987" }],
  ])("parses %s", (url, ref) => {
    expect(parseModel3DUrl(url)).toEqual(ref);
  });

  it.each([
    ["not a url"],
    [""],
    ["https://example.com/models/abc"],
    ["https://sketchfab.com/3d-models/no-id-here"],
    ["https://sketchfab.com/models/123"],
    ["https://notsketchfab.com/models/0123456789abcdef0123456789abcdef"],
    ["ftp://restar.io/abc123"],
    ["https://restar.io/"],
    ["javascript:alert(1)"],
  ])("refuses %j", (url) => {
    expect(parseModel3DUrl(url)).toBeNull();
  });

  it("property: a stored model's viewer link parses back to the same model", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^[0-9a-f]{32}$/).map((i) => ({ type: "sketchfab" as const, id: i })),
          fc.stringMatching(/^[A-Za-z0-9_-]{3,40}$/).map((i) => ({ type: "restar" as const, id: i })),
        ),
        (ref) => {
          expect(parseModel3DUrl(model3DUrl(ref))).toEqual(ref);
        },
      ),
    );
  });
});

describe("upload batches (spec 1 §5, §9)", () => {
  const file = (size: number, name = "a.jpg") => ({ name, size });
  it("accepts 1 to 16 files of at most 100 MB", () => {
    expect(uploadBatchProblem([file(1)])).toBeNull();
    expect(uploadBatchProblem(Array.from({ length: PRODUCT_LIMITS.maxFiles }, () => file(PRODUCT_LIMITS.maxFileBytes)))).toBeNull();
  });
  it("refuses none, 17 files, or a file over 104857600 bytes", () => {
    expect(uploadBatchProblem([])).toBe(UPLOAD_REASON.noFiles);
    expect(uploadBatchProblem(Array.from({ length: 17 }, () => file(1)))).toBe(UPLOAD_REASON.tooManyFiles);
    expect(uploadBatchProblem([file(1), file(104_857_601, "big.png")])).toBe(UPLOAD_REASON.tooLarge("big.png"));
    expect(UPLOAD_REASON.tooLarge("big.png")).toContain("100 MB");
  });
});
