// Reading the catalogue (spec 1 §2, §5, §7): brandProducts search by id:/hex/name, price and other filters,
// pages of 30 with filtered and total counts, price boundaries, assortment lists, and the REST products list.
import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { prisma } from "@/server/db";
import * as adminProductsRoute from "@/app/api/v1/admin/brand/[id]/products/route";
import { call, createBrand, createUser } from "../support/factories";
import { createAssortment, createProduct, createSurvey, gql } from "../support/product-factories";

type TList = { brandProducts: { products: { _id: string; name: string; price: number | null; is_editable: boolean }[]; filtered_count: number; total_count: number } };

const LIST = `query($b: ID!, $a: ID, $o: Int, $l: Int, $s: String, $f: ProductFilters) {
  brandProducts(brand_id: $b, assortment_id: $a, offset: $o, limit: $l, search: $s, filters: $f) {
    products { _id name price is_editable } filtered_count total_count } }`;

let brandId: string;
let token: string;
let spring: string;
let fall: string;
const ids: string[] = [];

beforeAll(async () => {
  brandId = (await createBrand()).id;
  token = (await createUser({ brands: { [brandId]: [["product", "read"]] } })).token;
  spring = (await createAssortment(brandId, { name: "Spring" })).id;
  fall = (await createAssortment(brandId, { name: "Fall" })).id;
  // 65 live products, one a minute apart (newest last), prices 10..74; odd ones in Fall too.
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 65; i++) {
    const p = await createProduct(brandId, {
      name: i === 7 ? "Summit 50%_Off Jacket" : `Harbor Tee ${String(i).padStart(2, "0")}`,
      price: 10 + i,
      assortmentIds: i % 2 ? [spring, fall] : [spring],
      dateCreated: new Date(start + i * 60_000),
    });
    ids.push(p.id);
  }
  await createProduct(brandId, { name: "Deleted Harbor", price: 1, deleted: true, assortmentIds: [spring] });
  await createProduct(brandId, { name: "Unpriced Harbor", price: null, assortmentIds: [spring], dateCreated: new Date(start - 60_000) });
  await createProduct((await createBrand()).id, { name: "Harbor Tee of another brand", price: 5 });
});

const list = (vars: Record<string, unknown>) => gql<TList>(token, LIST, { b: brandId, ...vars });

describe("brandProducts pages (spec 1 §2: 30 per load)", () => {
  it("answers the newest 30 first with filtered and total counts that exclude deleted products", async () => {
    const res = await list({});
    expect(res.errors).toBeUndefined();
    const page = res.data!.brandProducts;
    expect(page.products).toHaveLength(PRODUCT_LIMITS.pageSize);
    expect(page.products[0]!._id).toBe(ids[64]);
    expect(page.products[29]!._id).toBe(ids[35]);
    expect(page.total_count).toBe(66);
    expect(page.filtered_count).toBe(66);
    expect(page.products.every((p) => p.is_editable)).toBe(true);
  });

  it("walks every product exactly once across pages", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 66; offset += 30) {
      const res = await list({ o: offset, l: 30 });
      seen.push(...res.data!.brandProducts.products.map((p) => p._id));
    }
    expect(seen).toHaveLength(66);
    expect(new Set(seen).size).toBe(66);
    expect((await list({ o: 90 })).data!.brandProducts).toMatchObject({ products: [], filtered_count: 66, total_count: 66 });
  });

  it("refuses a bad limit or offset as invalid, naming the argument", async () => {
    const res = await list({ l: 0 });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: "invalid", invalid_params: [{ name: "limit" }] });
    expect((await list({ o: -1 })).errors?.[0]?.extensions?.code).toBe("invalid");
  });

  it("marks products used in an Active study as not editable", async () => {
    await createSurvey(brandId, { status: "Active", productIds: [ids[64]!] });
    const first = (await list({ l: 2 })).data!.brandProducts.products;
    expect(first.map((p) => p.is_editable)).toEqual([false, true]);
  });
});

describe("search (spec 1 §5)", () => {
  it("finds by id with the id: prefix and by a bare 24-hex string", async () => {
    for (const s of [`id:${ids[3]}`, ids[3]!, ids[3]!.toUpperCase()]) {
      const page = (await list({ s })).data!.brandProducts;
      expect(page.products.map((p) => p._id)).toEqual([ids[3]]);
      expect(page.filtered_count).toBe(1);
      expect(page.total_count).toBe(66);
    }
  });

  it("finds nothing for an id of another brand or a malformed id: search", async () => {
    const foreign = await prisma.product.findFirstOrThrow({ where: { name: "Harbor Tee of another brand" } });
    expect((await list({ s: foreign.id })).data!.brandProducts.filtered_count).toBe(0);
    expect((await list({ s: "id:nope" })).data!.brandProducts.filtered_count).toBe(0);
  });

  it("matches names case-insensitively anywhere, with wildcards taken literally", async () => {
    const page = (await list({ s: "harbor TEE 1" })).data!.brandProducts;
    expect(page.filtered_count).toBe(10); // Harbor Tee 10..19
    expect(page.products.every((p) => p.name.startsWith("Harbor Tee 1"))).toBe(true);
    expect((await list({ s: "50%_off" })).data!.brandProducts.products.map((p) => p.name)).toEqual(["Summit 50%_Off Jacket"]);
    expect((await list({ s: "50%" })).data!.brandProducts.filtered_count).toBe(1);
    expect((await list({ s: "Harbor" })).data!.brandProducts.filtered_count).toBe(65);
  });
});

describe("filters", () => {
  it("bounds by price, inclusive, leaving unpriced products out", async () => {
    const page = (await list({ f: { price_low: 20, price_high: 29.5 } })).data!.brandProducts;
    expect(page.filtered_count).toBe(10);
    expect(page.total_count).toBe(66);
    expect(page.products.every((p) => p.price! >= 20 && p.price! <= 29.5)).toBe(true);
  });

  it("filters by assortments and creation date, and scopes to one assortment", async () => {
    expect((await list({ f: { assortment_ids: [fall] } })).data!.brandProducts.filtered_count).toBe(32);
    expect((await list({ f: { created_after: new Date(Date.UTC(2026, 0, 1, 1, 0)).toISOString() } })).data!.brandProducts.filtered_count).toBe(5);
    const scoped = (await list({ a: fall, s: "Tee 0" })).data!.brandProducts;
    expect(scoped.total_count).toBe(32);
    // Fall holds the odd products; among "Harbor Tee 0x" that is 01, 03, 05 and 09 (07 is the jacket).
    expect(scoped.filtered_count).toBe(4);
  });

  it("answers the price boundaries of live products and the brand's currency", async () => {
    const res = await gql<{ productFilterBoundaries: unknown }>(
      token,
      `query($b: ID!) { productFilterBoundaries(brand_id: $b) { price { low high } default_country { _id currency_code currency_symbol } } }`,
      { b: brandId },
    );
    expect(res.data?.productFilterBoundaries).toEqual({ price: { low: 10, high: 74 }, default_country: { _id: null, currency_code: "USD", currency_symbol: "$" } });
  });

  it("uses the brand's default country for the currency", async () => {
    const gb = await prisma.country.findUniqueOrThrow({ where: { code: "GB" } });
    const other = await createBrand();
    await prisma.brand.update({ where: { id: other.id }, data: { default_country_id: gb.id } });
    const admin = await createUser({ is_admin: true });
    const res = await gql<{ productFilterBoundaries: { price: unknown; default_country: unknown } }>(
      admin.token,
      `query($b: ID!) { productFilterBoundaries(brand_id: $b) { price { low high } default_country { _id currency_code currency_symbol } } }`,
      { b: other.id },
    );
    expect(res.data?.productFilterBoundaries).toEqual({ price: { low: 0, high: 0 }, default_country: { _id: gb.id, currency_code: "GBP", currency_symbol: "£" } });
  });
});

describe("assortment lists", () => {
  it("lists an assortment's products and its parent choices, with a name search", async () => {
    const a = (await createAssortment(brandId)).id;
    const parent = await createProduct(brandId, { name: "Ridge Parent", assortmentIds: [a] });
    await createProduct(brandId, { name: "Ridge Child", assortmentIds: [a], parentId: parent.id });
    await createProduct(brandId, { name: "Canyon Top", assortmentIds: [a] });
    const q = `query($b: ID!, $a: ID!, $s: String) {
      all: getAssortmentProducts(brand_id: $b, assortment_id: $a) { name }
      parents: assortmentParentProducts(brand_id: $b, assortment_id: $a, search: $s) { name } }`;
    const res = await gql<{ all: { name: string }[]; parents: { name: string }[] }>(token, q, { b: brandId, a });
    expect(res.data?.all.map((p) => p.name).sort()).toEqual(["Canyon Top", "Ridge Child", "Ridge Parent"]);
    expect(res.data?.parents.map((p) => p.name).sort()).toEqual(["Canyon Top", "Ridge Parent"]);
    const searched = await gql<{ parents: { name: string }[] }>(token, q, { b: brandId, a, s: "ridge" });
    expect(searched.data?.parents.map((p) => p.name)).toEqual(["Ridge Parent"]);
  });

  it("answers not_found for an assortment of another brand", async () => {
    const foreign = await createAssortment((await createBrand()).id);
    const res = await gql(token, `query($b: ID!, $a: ID!) { getAssortmentProducts(brand_id: $b, assortment_id: $a) { _id } }`, { b: brandId, a: foreign.id });
    expect(res.errors?.[0]?.extensions?.code).toBe("not_found");
  });
});

describe("GET /api/v1/admin/brand/{id}/products", () => {
  const get = (qs: string) => call(adminProductsRoute.GET, { token, url: `http://localhost/api/v1/admin/brand/${brandId}/products/${qs}`, params: { id: brandId } });

  it("lists every live product by default (limit 10000), newest first", async () => {
    const res = await get("");
    expect(res.status).toBe(200);
    const results = res.json.results as { _id: string; assortment: string[] }[];
    const live = await prisma.product.findMany({ where: { brand_id: brandId, deleted: false }, orderBy: [{ date_created: "desc" }, { id: "asc" }], select: { id: true } });
    expect(results.map((r) => r._id)).toEqual(live.map((p) => p.id));
  });

  it("pages with offset and limit and scopes to an assortment", async () => {
    const res = await get(`?offset=1&limit=2&assortmentId=${fall}`);
    const results = res.json.results as { _id: string; assortment: string[] }[];
    expect(results.map((r) => r._id)).toEqual([ids[61], ids[59]]);
    expect(results.every((r) => r.assortment.includes(fall))).toBe(true);
  });

  it("refuses a limit above 10000 or a malformed assortment id with 400", async () => {
    expect((await get("?limit=10001")).status).toBe(400);
    expect((await get("?assortmentId=x")).status).toBe(400);
  });
});
