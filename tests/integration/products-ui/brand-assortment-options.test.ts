// brandAssortmentOptions(brand_id): the catalogue's assortment filter options, for product readers only.
import { beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "../support/factories";

const QUERY = `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id name year season } }`;
type TBody = { data?: { brandAssortmentOptions: { _id: string; name: string; year: number; season: string }[] } | null; errors?: { message: string; extensions?: { code?: string } }[] };

const ask = async (token: string, brand_id: string) =>
  (await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query: QUERY, variables: { brand_id } } })).json as TBody;

let brand: Awaited<ReturnType<typeof createBrand>>;
let other: Awaited<ReturnType<typeof createBrand>>;
let reader: Awaited<ReturnType<typeof createUser>>;
let noProductRead: Awaited<ReturnType<typeof createUser>>;
let outsider: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  brand = await createBrand();
  other = await createBrand();
  reader = await createUser({ brands: { [brand.id]: [["product", "read"]] } });
  noProductRead = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
  outsider = await createUser({ brands: { [other.id]: [["product", "read"]] } });
  await prisma.assortment.createMany({
    data: [
      { brand_id: brand.id, year: 2026, season: "spring", name: null },
      { brand_id: brand.id, year: 2027, season: "resort", name: "Resort Capsule" },
      { brand_id: brand.id, year: 2026, season: "fall", name: "Fall 2026" },
      { brand_id: other.id, year: 2026, season: "summer", name: "Not mine" },
    ],
  });
});

describe("brandAssortmentOptions", () => {
  it("lists the brand's assortments, newest season first, labelled by name or season and year", async () => {
    const body = await ask(reader.token, brand.id);
    expect(body.errors).toBeUndefined();
    expect(body.data?.brandAssortmentOptions.map((a) => a.name)).toEqual(["Resort Capsule", "Fall 2026", "Spring 2026"]);
    expect(body.data?.brandAssortmentOptions.every((a) => /^[0-9a-f]{24}$/.test(a._id))).toBe(true);
  });

  it("refuses a member without product read", async () => {
    const body = await ask(noProductRead.token, brand.id);
    expect(body.errors?.[0]?.extensions?.code).toBe("forbidden");
  });

  it("refuses a user of another brand with the spec's text", async () => {
    const body = await ask(outsider.token, brand.id);
    expect(body.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect(body.errors?.[0]?.message).toBe(MSG.noBrandAccess);
  });

  it("rejects a malformed brand id", async () => {
    const body = await ask(reader.token, "not-a-brand");
    expect(body.errors?.[0]?.extensions?.code).toBe("invalid");
    expect(body.errors?.[0]?.message).toBe(MSG.invalidBrandId);
  });
});
