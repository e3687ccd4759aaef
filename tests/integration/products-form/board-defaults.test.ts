// productBoardDefaults (spec 1 §3 Brand default pivot settings): read through the product-read rule.
import { beforeAll, describe, expect, it } from "vitest";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "../support/factories";

const QUERY = `query($brand_id: String!) { productBoardDefaults(brand_id: $brand_id) {
  default_x_axis default_x_sort default_y_axis default_y_sort default_order_by default_order_by_sort default_display_style } }`;

type TBody = { data?: { productBoardDefaults: Record<string, unknown> } | null; errors?: { message: string; extensions?: { code?: string } }[] };

const ask = async (token: string, brandId: string) =>
  (await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query: QUERY, variables: { brand_id: brandId } } })).json as TBody;

let brand: Awaited<ReturnType<typeof createBrand>>;
let reader: Awaited<ReturnType<typeof createUser>>;
let noProducts: Awaited<ReturnType<typeof createUser>>;
let outsider: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  brand = await createBrand();
  const other = await createBrand();
  reader = await createUser({ brands: { [brand.id]: [["product", "read"]] } });
  noProducts = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
  outsider = await createUser({ brands: { [other.id]: [["product", "read"]] } });
});

describe("productBoardDefaults", () => {
  it("answers nulls for a brand without default pivot settings", async () => {
    const body = await ask(reader.token, brand.id);
    expect(body.errors).toBeUndefined();
    expect(body.data?.productBoardDefaults).toEqual({
      default_x_axis: null, default_x_sort: null, default_y_axis: null, default_y_sort: null,
      default_order_by: null, default_order_by_sort: null, default_display_style: null,
    });
  });

  it("answers the brand's stored settings", async () => {
    await prisma.brand.update({
      where: { id: brand.id },
      data: { default_x_axis: "sub_category", default_x_sort: -1, default_y_axis: "collection_name", default_y_sort: 1, default_order_by: "price", default_order_by_sort: -1, default_display_style: "styles" },
    });
    expect((await ask(reader.token, brand.id)).data?.productBoardDefaults).toEqual({
      default_x_axis: "sub_category", default_x_sort: -1, default_y_axis: "collection_name", default_y_sort: 1,
      default_order_by: "price", default_order_by_sort: -1, default_display_style: "styles",
    });
  });

  it("refuses a member without product read, and a non-member", async () => {
    for (const token of [noProducts.token, outsider.token]) {
      const body = await ask(token, brand.id);
      expect(body.data).toBeNull();
      expect(body.errors?.[0].extensions?.code).toBe("forbidden");
    }
  });
});
