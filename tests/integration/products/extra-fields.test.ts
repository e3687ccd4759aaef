// The merchandising fields of spec 1 §3 beyond the catalogue's own (division, lifecycle, buy type and tier,
// channel, trend, colour story, marketing tier, categories, introduction date, MSRP, sales plan, internal ratings)
// travel through createProduct/updateProduct and back out of getProduct.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { createAssortment, gql, productInput } from "../support/product-factories";

const FIELDS = `_id division sku_lifecycle buy_type buy_tier channel trend_key_attribute color_story marketing_tier categories
  introduction_date msrp_initial sales_plan internal_ratings internal_ratings_by_region`;
const CREATE = `mutation($p: ProductInput!) { createProduct(product: $p) { ${FIELDS} } }`;

let brandId: string;
let assortmentId: string;
let token: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  assortmentId = (await createAssortment(brandId)).id;
  token = (await createUser({ brands: { [brandId]: [["product", "read"], ["product", "write"]] } })).token;
});

describe("merchandising fields", () => {
  it("are saved and answered as given", async () => {
    const extra = {
      division: "Footwear", sku_lifecycle: "carry-over", buy_type: "core", buy_tier: "A", channel: "DTC",
      trend_key_attribute: "chunky sole", color_story: "Earth", marketing_tier: "hero", categories: ["running", "trail"],
      introduction_date: "2027-02-01T00:00:00.000Z", msrp_initial: 129.5, sales_plan: 1200,
    };
    const res = await gql<{ createProduct: Record<string, unknown> }>(token, CREATE, { p: productInput(brandId, assortmentId, extra) });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createProduct).toMatchObject({ ...extra, internal_ratings: {}, internal_ratings_by_region: {} });
    const row = await prisma.product.findUniqueOrThrow({ where: { id: String(res.data!.createProduct._id) } });
    expect([row.division, row.msrp_initial, row.introduction_date?.toISOString()]).toEqual(["Footwear", 129.5, extra.introduction_date]);
  });

  it("refuses a negative MSRP and a non-date introduction date, naming the field, and writes nothing", async () => {
    const before = await prisma.product.count({ where: { brand_id: brandId } });
    for (const [field, value] of [["msrp_initial", -1], ["introduction_date", "someday"]] as const) {
      const res = await gql(token, CREATE, { p: productInput(brandId, assortmentId, { [field]: value }) });
      expect(res.errors?.[0]?.extensions?.code).toBe("invalid");
      expect(JSON.stringify(res.errors?.[0])).toContain(field);
    }
    expect(await prisma.product.count({ where: { brand_id: brandId } })).toBe(before);
  });
});
