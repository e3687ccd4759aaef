// deleteProduct (soft delete, editability, "Product doesn't exist." afterwards) and the access rules of every
// product call: outsider 403, no product write 403, inactive brand, no token 401, property_metadata read.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { prisma } from "@/server/db";
import * as adminProductsRoute from "@/app/api/v1/admin/brand/[id]/products/route";
import * as uploadRoute from "@/app/api/v1/brand/[id]/upload/route";
import * as downloadRoute from "@/app/api/v1/brand/[id]/product/[productId]/download/route";
import { call, createBrand, createUser } from "../support/factories";
import { PRODUCT_FIELDS, createAssortment, createProduct, createSurvey, gql, productInput } from "../support/product-factories";

const DELETE = `mutation($id: ID!, $b: ID!) { deleteProduct(_id: $id, brand_id: $b) }`;
const GET = `query($id: ID!, $b: ID!) { getProduct(_id: $id, brand_id: $b) { _id } }`;

let brandId: string;
let assortmentId: string;
let writer: string;
let reader: string;
let outsider: string;
let inactiveBrandId: string;
let inactiveMember: string;
let admin: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  assortmentId = (await createAssortment(brandId)).id;
  writer = (await createUser({ brands: { [brandId]: [["product", "write"], ["property_metadata", "read"]] } })).token;
  reader = (await createUser({ brands: { [brandId]: [["product", "read"]] } })).token;
  outsider = (await createUser({ brands: { [(await createBrand()).id]: [["product", "write"]] } })).token;
  inactiveBrandId = (await createBrand({ is_active: false })).id;
  inactiveMember = (await createUser({ brands: { [inactiveBrandId]: [["product", "write"]] } })).token;
  admin = (await createUser({ is_admin: true })).token;
});

describe("deleteProduct", () => {
  it("soft-deletes, then the product 'doesn't exist' for reads, updates and a second delete", async () => {
    const p = await createProduct(brandId, { assortmentIds: [assortmentId] });
    const child = await createProduct(brandId, { assortmentIds: [assortmentId], parentId: p.id });
    const res = await gql<{ deleteProduct: boolean }>(writer, DELETE, { id: p.id, b: brandId });
    expect(res.data?.deleteProduct).toBe(true);

    const row = await prisma.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.deleted).toBe(true);
    expect(row.date_deleted).toBeInstanceOf(Date);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: child.id } })).parent_id).toBeNull();

    for (const answer of [
      await gql(writer, GET, { id: p.id, b: brandId }),
      await gql(writer, DELETE, { id: p.id, b: brandId }),
      await gql(writer, `mutation($p: ProductInput!) { updateProduct(product: $p) { _id } }`, { p: productInput(brandId, assortmentId, { _id: p.id }) }),
    ]) {
      expect(answer.errors?.[0]).toMatchObject({ message: PRODUCT_MSG.notFound, extensions: { code: "not_found" } });
    }
    const list = await gql<{ brandProducts: { products: { _id: string }[] } }>(writer, `query($b: ID!) { brandProducts(brand_id: $b) { products { _id } } }`, { b: brandId });
    expect(list.data?.brandProducts.products.map((x) => x._id)).not.toContain(p.id);
  });

  it("refuses to delete a product in an Active study, and deletes one in a Draft study", async () => {
    const used = await createProduct(brandId, { assortmentIds: [assortmentId] });
    await createSurvey(brandId, { status: "Active", productIds: [used.id] });
    const refused = await gql(writer, DELETE, { id: used.id, b: brandId });
    expect(refused.errors?.[0]).toMatchObject({ message: PRODUCT_MSG.notEditable, extensions: { code: "conflict" } });
    expect((await prisma.product.findUniqueOrThrow({ where: { id: used.id } })).deleted).toBe(false);

    const draft = await createProduct(brandId, { assortmentIds: [assortmentId] });
    await createSurvey(brandId, { status: "Draft", productIds: [draft.id] });
    expect((await gql<{ deleteProduct: boolean }>(writer, DELETE, { id: draft.id, b: brandId })).data?.deleteProduct).toBe(true);
  });

  it("answers 'Product doesn't exist.' for unknown, malformed and other brands' ids", async () => {
    const foreign = await createProduct((await createBrand()).id);
    for (const id of ["f".repeat(24), "nope", foreign.id]) {
      expect((await gql(writer, DELETE, { id, b: brandId })).errors?.[0]?.message).toBe(PRODUCT_MSG.notFound);
    }
  });
});

describe("access", () => {
  let productId: string;
  beforeAll(async () => {
    productId = (await createProduct(brandId, { assortmentIds: [assortmentId] })).id;
  });

  const queries = () => [
    ["brandProducts", `query($b: ID!) { brandProducts(brand_id: $b) { total_count } }`, {}],
    ["productFilterBoundaries", `query($b: ID!) { productFilterBoundaries(brand_id: $b) { price { low } } }`, {}],
    ["getProduct", `query($b: ID!, $id: ID!) { getProduct(_id: $id, brand_id: $b) { _id } }`, { id: productId }],
    ["getProductScore", `query($b: ID!, $id: ID!) { getProductScore(_id: $id, brand_id: $b) { product } }`, { id: productId }],
    ["getChildProductsScore", `query($b: ID!, $id: ID!) { getChildProductsScore(_id: $id, brand_id: $b) { product } }`, { id: productId }],
    ["getAssortmentProducts", `query($b: ID!, $a: ID!) { getAssortmentProducts(brand_id: $b, assortment_id: $a) { _id } }`, { a: assortmentId }],
    ["assortmentParentProducts", `query($b: ID!, $a: ID!) { assortmentParentProducts(brand_id: $b, assortment_id: $a) { _id } }`, { a: assortmentId }],
    ["getProductImages", `query($b: ID!, $id: ID!) { getProductImages(brand: $b, _id: $id) }`, { id: productId }],
    ["getNonArchivedBrandPropertyMetadata", `query($b: ID!) { getNonArchivedBrandPropertyMetadata(brand_id: $b) { _id } }`, {}],
    ["getBrandPropertyMetadata", `query($b: ID!) { getBrandPropertyMetadata(brand_id: $b) { _id } }`, {}],
  ] as const;
  const mutations = () => [
    ["createProduct", `mutation($p: ProductInput!) { createProduct(product: $p) { ${PRODUCT_FIELDS} } }`, { p: productInput(brandId, assortmentId) }],
    ["updateProduct", `mutation($p: ProductInput!) { updateProduct(product: $p) { _id } }`, { p: productInput(brandId, assortmentId, { _id: productId }) }],
    ["deleteProduct", DELETE, { id: productId, b: brandId }],
  ] as const;

  it("answers every query and mutation with 403 and the spec text to a member of another brand", async () => {
    for (const [name, q, vars] of [...queries(), ...mutations()]) {
      const res = await gql(outsider, q, { b: brandId, ...vars });
      expect(res.errors?.[0], name).toMatchObject({ message: MSG.noBrandAccess, extensions: { code: "forbidden" } });
    }
  });

  it("answers 'This brand is inactive' in an inactive brand", async () => {
    const res = await gql(inactiveMember, queries()[0][1], { b: inactiveBrandId });
    expect(res.errors?.[0]).toMatchObject({ message: MSG.brandInactive, extensions: { code: "brand_inactive" } });
  });

  it("refuses mutations to a user with product read only, and metadata without property_metadata read", async () => {
    for (const [name, q, vars] of mutations()) {
      const res = await gql(reader, q, { b: brandId, ...vars });
      expect(res.errors?.[0]?.extensions?.code, name).toBe("forbidden");
    }
    const meta = await gql(reader, `query($b: ID!) { getBrandPropertyMetadata(brand_id: $b) { _id } }`, { b: brandId });
    expect(meta.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect((await gql(reader, queries()[0][1], { b: brandId })).errors).toBeUndefined();
  });

  it("answers unauthenticated without a token", async () => {
    const res = await gql(null, queries()[0][1], { b: brandId });
    expect(res.errors?.[0]?.extensions?.code).toBe("unauthenticated");
  });

  it("answers invalid with the spec text for a malformed brand id", async () => {
    const res = await gql(writer, queries()[0][1], { b: "not-a-brand" });
    expect(res.errors?.[0]).toMatchObject({ message: MSG.invalidBrandId, extensions: { code: "invalid" } });
  });

  it("lets an admin act in any brand, inactive ones too", async () => {
    expect((await gql(admin, queries()[0][1], { b: inactiveBrandId })).errors).toBeUndefined();
    const created = await gql<{ createProduct: { _id: string } }>(admin, mutations()[0][1], mutations()[0][2]);
    expect(created.errors).toBeUndefined();
  });

  it("guards the REST calls the same way", async () => {
    const list = (token: string | null) => call(adminProductsRoute.GET, { token, params: { id: brandId } });
    expect((await list(null)).status).toBe(401);
    expect((await list(outsider)).status).toBe(403);
    expect((await list(reader)).status).toBe(200);
    const inactive = await call(adminProductsRoute.GET, { token: inactiveMember, params: { id: inactiveBrandId } });
    expect(inactive).toMatchObject({ status: 403, json: { detail: MSG.brandInactive } });

    const download = (token: string | null) =>
      downloadRoute.GET(
        new NextRequest(`http://localhost/api/v1/brand/${brandId}/product/${productId}/download`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
        { params: Promise.resolve({ id: brandId, productId }) },
      );
    expect((await download(null)).status).toBe(401);
    expect((await download(outsider)).status).toBe(403);

    const upload = (token: string) => call(uploadRoute.POST, { token, method: "POST", params: { id: brandId } });
    const refused = await upload(reader);
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe("You do not have permission to write product.");
  });
});
