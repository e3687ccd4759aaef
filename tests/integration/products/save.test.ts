// createProduct / updateProduct on the server (spec 1 §4, §5): save conditions, editability, parent rules,
// translations, sanitised description, 3D links, optimistic concurrency.
import { beforeAll, describe, expect, it } from "vitest";
import { fieldLabel } from "@/lib/forms/human-errors";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { PRODUCT_RULE_MSG } from "@/lib/products/rules";
import { createBrand, createUser } from "../support/factories";
import { PRODUCT_FIELDS, createAssortment, createProduct, createSurvey, gql, productInput, type TGqlAnswer } from "../support/product-factories";

type TProduct = Record<string, unknown> & { _id: string; date_modified: string; is_editable: boolean };

const CREATE = `mutation($p: ProductInput!) { createProduct(product: $p) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation($p: ProductInput!) { updateProduct(product: $p) { ${PRODUCT_FIELDS} } }`;

let brandId: string;
let assortmentId: string;
let token: string;

beforeAll(async () => {
  const brand = await createBrand();
  brandId = brand.id;
  assortmentId = (await createAssortment(brandId)).id;
  token = (await createUser({ brands: { [brandId]: [["product", "read"], ["product", "write"]] } })).token;
});

const create = (p: Record<string, unknown>) => gql<{ createProduct: TProduct }>(token, CREATE, { p });
const update = (p: Record<string, unknown>) => gql<{ updateProduct: TProduct }>(token, UPDATE, { p });

function expectInvalid(res: TGqlAnswer<unknown>, field: string, message?: string) {
  expect(res.data).toBeNull();
  const err = res.errors?.[0];
  expect(err?.extensions?.code).toBe("invalid");
  expect(err?.extensions?.invalid_params?.[0]?.name).toBe(field);
  if (message) expect(err?.extensions?.invalid_params?.[0]?.reason).toBe(message);
  // Schema failures name the field by its label in a sentence, never "Invalid product: price: …" (P10); rule failures
  // carry the rule's own sentence.
  expect(err?.message).not.toMatch(/^Invalid /);
  expect(err?.message.toLowerCase().includes(fieldLabel(field.split(".")).toLowerCase()) || err?.message === message).toBe(true);
}

describe("save conditions (spec 1 §5)", () => {
  it("creates a product with the required fields", async () => {
    const res = await create(productInput(brandId, assortmentId, { name: "Summit Tee", price: 29.5, margin: 61 }));
    expect(res.errors).toBeUndefined();
    expect(res.data?.createProduct).toMatchObject({ name: "Summit Tee", price: 29.5, brand: brandId, assortment: [assortmentId], is_editable: true, language: "en" });
  });

  it.each([
    ["name", { name: "   " }, PRODUCT_RULE_MSG.nameRequired],
    ["asset_format", { asset_format: "" }, PRODUCT_RULE_MSG.assetFormatRequired],
    ["assortment", { assortment: [] }, PRODUCT_RULE_MSG.assortmentRequired],
  ])("refuses a missing %s with a 400 invalid naming the field", async (field, override, message) => {
    const res = await create(productInput(brandId, assortmentId, override));
    expectInvalid(res, field, message);
  });

  it("refuses an assortment of another brand", async () => {
    const other = await createAssortment((await createBrand()).id);
    expectInvalid(await create(productInput(brandId, assortmentId, { assortment: [other.id] })), "assortment", PRODUCT_RULE_MSG.assortmentUnknown);
  });

  it("refuses a negative price and a malformed id with invalid, never a 500", async () => {
    expectInvalid(await create(productInput(brandId, assortmentId, { price: -1 })), "price");
    expectInvalid(await create(productInput(brandId, assortmentId, { parent_id: "nope" })), "parent_id");
  });

  it("sanitises the description on the server", async () => {
    const res = await create(productInput(brandId, assortmentId, { description: '<p onclick="x()">Soft <strong>cotton</strong><script>alert(1)</script></p><a href="javascript:x">l</a>' }));
    expect(res.data?.createProduct.description).toBe('<p>Soft <strong>cotton</strong></p><a target="_blank" rel="noopener noreferrer">l</a>');
  });

  it("stores 3D models from the two hosts in order and refuses an unparsable link with the spec text", async () => {
    const id = "0123456789abcdef0123456789abcdef";
    const res = await create(
      productInput(brandId, assortmentId, {
        three_dimensional_models: [
          { url: "https://viewer.restar.io/?id=model-7", order: 1 },
          { url: `https://sketchfab.com/3d-models/runner-${id}`, order: 0 },
        ],
      }),
    );
    expect(res.data?.createProduct.three_dimensional_models).toEqual([
      { type: "sketchfab", id, order: 0, url: `https://sketchfab.com/models/${id}/embed` },
      { type: "restar", id: "model-7", order: 1, url: "https://viewer.restar.io/?id=model-7" },
    ]);
    const bad = await create(productInput(brandId, assortmentId, { three_dimensional_models: [{ url: "https://example.com/x", order: 0 }] }));
    expectInvalid(bad, "three_dimensional_models.0.url", PRODUCT_MSG.unparsableModelUrl);
  });

  it("stores images in their order", async () => {
    const img = (n: number) => ({ original: `/uploads/${"a".repeat(23)}${n}/original.png`, desktop: `/uploads/x${n}/desktop.webp`, mobile: `/uploads/x${n}/mobile.webp` });
    const res = await create(productInput(brandId, assortmentId, { images: [{ ...img(2), order: 5 }, { ...img(1), order: 1 }] }));
    const images = res.data?.createProduct.images as { original: string; order: number }[];
    expect(images.map((i) => [i.order, i.original])).toEqual([[0, img(1).original], [1, img(2).original]]);
  });
});

describe("editability (spec 1 §4)", () => {
  it("refuses to update a product used in an Active study with the spec text, and allows it in a Draft study", async () => {
    const active = await createProduct(brandId, { assortmentIds: [assortmentId] });
    await createSurvey(brandId, { status: "Active", productIds: [active.id] });
    const res = await update(productInput(brandId, assortmentId, { _id: active.id, name: "Changed" }));
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message: PRODUCT_MSG.notEditable, extensions: { code: "conflict" } });

    const draft = await createProduct(brandId, { assortmentIds: [assortmentId] });
    await createSurvey(brandId, { status: "Draft", productIds: [draft.id] });
    const ok = await update(productInput(brandId, assortmentId, { _id: draft.id, name: "Changed" }));
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.updateProduct).toMatchObject({ name: "Changed", is_editable: true });
  });

  it("reports is_editable false for a product in a Closed study", async () => {
    const closed = await createProduct(brandId, { assortmentIds: [assortmentId] });
    await createSurvey(brandId, { status: "Closed", productIds: [closed.id] });
    const res = await gql<{ getProduct: TProduct }>(token, `query($id: ID!, $b: ID!) { getProduct(_id: $id, brand_id: $b) { is_editable } }`, { id: closed.id, b: brandId });
    expect(res.data?.getProduct.is_editable).toBe(false);
  });
});

describe("parent rules (spec 1 §4)", () => {
  it("refuses the product itself as parent", async () => {
    const p = await createProduct(brandId, { assortmentIds: [assortmentId] });
    expectInvalid(await update(productInput(brandId, assortmentId, { _id: p.id, parent_id: p.id })), "parent_id", PRODUCT_RULE_MSG.parentIsSelf);
  });

  it("refuses a parent for a product that has children", async () => {
    const parent = await createProduct(brandId, { assortmentIds: [assortmentId] });
    await createProduct(brandId, { assortmentIds: [assortmentId], parentId: parent.id });
    const other = await createProduct(brandId, { assortmentIds: [assortmentId] });
    expectInvalid(await update(productInput(brandId, assortmentId, { _id: parent.id, parent_id: other.id })), "parent_id", PRODUCT_RULE_MSG.parentHasChildren);
  });

  it("refuses a child product or another brand's product as parent", async () => {
    const top = await createProduct(brandId, { assortmentIds: [assortmentId] });
    const child = await createProduct(brandId, { assortmentIds: [assortmentId], parentId: top.id });
    expectInvalid(await create(productInput(brandId, assortmentId, { parent_id: child.id })), "parent_id", PRODUCT_RULE_MSG.parentIsChild);
    const foreign = await createProduct((await createBrand()).id);
    expectInvalid(await create(productInput(brandId, assortmentId, { parent_id: foreign.id })), "parent_id", PRODUCT_RULE_MSG.parentUnknown);
  });

  it("accepts a valid parent, stores the family identifier as given, and lists the child on the parent", async () => {
    const parent = await createProduct(brandId, { assortmentIds: [assortmentId], collectionName: "Summit" });
    const res = await create(productInput(brandId, assortmentId, { name: "Summit Tee Navy", parent_id: parent.id, collection_name: "Harbor" }));
    expect(res.data?.createProduct).toMatchObject({ parent_id: parent.id, collection_name: "Harbor" });
    const got = await gql<{ getProduct: TProduct }>(token, `query($id: ID!, $b: ID!) { getProduct(_id: $id, brand_id: $b) { children { _id name } } }`, { id: parent.id, b: brandId });
    expect(got.data?.getProduct.children).toEqual([{ _id: res.data?.createProduct._id, name: "Summit Tee Navy" }]);
  });
});

describe("translations (spec 1 §4, §5)", () => {
  it("adds a translation, refuses the default language and unknown codes", async () => {
    const ok = await create(productInput(brandId, assortmentId, { additional_languages: [{ language: "de", completed: false, fields: { name: "Gipfel-Shirt", description: "<p>x</p><script>y</script>" }, price: 31 }] }));
    expect(ok.data?.createProduct.additional_languages).toEqual([{ language: "de", completed: false, fields: { name: "Gipfel-Shirt", description: "<p>x</p>" }, price: 31 }]);

    const def = await create(productInput(brandId, assortmentId, { additional_languages: [{ language: "en", completed: false, fields: {} }] }));
    expectInvalid(def, "additional_languages.0.language", PRODUCT_RULE_MSG.languageIsDefault("en"));

    const dup = await create(productInput(brandId, assortmentId, { additional_languages: [{ language: "fr", completed: false, fields: {} }, { language: "fr", completed: true, fields: {} }] }));
    expectInvalid(dup, "additional_languages.1.language", PRODUCT_RULE_MSG.languageDuplicate("fr"));

    const unknown = await create(productInput(brandId, assortmentId, { additional_languages: [{ language: "xx", completed: false, fields: {} }] }));
    expectInvalid(unknown, "additional_languages.0.language", PRODUCT_RULE_MSG.languageUnknown("xx"));
  });

  it("upserts translations and keeps a completed one locked until it is unmarked", async () => {
    const created = await create(productInput(brandId, assortmentId, { additional_languages: [{ language: "fr", completed: true, fields: { name: "Tee FR" } }] }));
    const p = created.data!.createProduct;
    const base = productInput(brandId, assortmentId, { _id: p._id, name: p.name });

    const locked = await update({ ...base, additional_languages: [{ language: "fr", completed: true, fields: { name: "Autre" } }] });
    expectInvalid(locked, "additional_languages.0.fields", PRODUCT_RULE_MSG.translationLocked("fr"));

    const unchanged = await update({ ...base, additional_languages: [{ language: "fr", completed: true, fields: { name: "Tee FR" } }, { language: "de", completed: false, fields: { name: "Tee DE" } }] });
    expect(unchanged.data?.updateProduct.additional_languages).toEqual([
      { language: "de", completed: false, fields: { name: "Tee DE" }, price: null },
      { language: "fr", completed: true, fields: { name: "Tee FR" }, price: null },
    ]);

    const unmarked = await update({ ...base, additional_languages: [{ language: "fr", completed: false, fields: { name: "Autre" } }] });
    expect(unmarked.data?.updateProduct.additional_languages).toEqual([{ language: "fr", completed: false, fields: { name: "Autre" }, price: null }]);
  });
});

describe("optimistic concurrency", () => {
  it("accepts the date_modified it read, then refuses the stale one with a conflict", async () => {
    const created = (await create(productInput(brandId, assortmentId, { name: "Concurrent" }))).data!.createProduct;
    const first = await update(productInput(brandId, assortmentId, { _id: created._id, name: "First", date_modified: created.date_modified }));
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateProduct.date_modified).not.toBe(created.date_modified);

    const second = await update(productInput(brandId, assortmentId, { _id: created._id, name: "Second", date_modified: created.date_modified }));
    expect(second.data).toBeNull();
    expect(second.errors?.[0]).toMatchObject({ message: PRODUCT_RULE_MSG.staleProduct, extensions: { code: "conflict" } });

    const got = await gql<{ getProduct: TProduct }>(token, `query($id: ID!, $b: ID!) { getProduct(_id: $id, brand_id: $b) { name } }`, { id: created._id, b: brandId });
    expect(got.data?.getProduct.name).toBe("First");
  });

  it("lets only one of two simultaneous saves with the same date_modified through", async () => {
    const created = (await create(productInput(brandId, assortmentId, { name: "Race" }))).data!.createProduct;
    const results = await Promise.all(
      ["A", "B"].map((n) => update(productInput(brandId, assortmentId, { _id: created._id, name: n, date_modified: created.date_modified }))),
    );
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === "conflict")).toHaveLength(1);
  });

  it("answers 404 with the spec text for an unknown product", async () => {
    const res = await update(productInput(brandId, assortmentId, { _id: "f".repeat(24) }));
    expect(res.errors?.[0]).toMatchObject({ message: PRODUCT_MSG.notFound, extensions: { code: "not_found" } });
  });
});

describe("margin (P10)", () => {
  it("refuses a margin outside 0–100% with the rule's sentence and keeps 0 and 100", async () => {
    for (const margin of [250, -1]) expectInvalid(await create(productInput(brandId, assortmentId, { margin })), "margin", PRODUCT_RULE_MSG.marginRange);
    const res = await create(productInput(brandId, assortmentId, { margin: 250 }));
    expect(res.errors?.[0]?.message).toBe(PRODUCT_RULE_MSG.marginRange);
    for (const margin of [0, 100]) expect((await create(productInput(brandId, assortmentId, { margin }))).data?.createProduct.margin).toBe(margin);
  });
});
