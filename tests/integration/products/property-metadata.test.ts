// Property metadata (spec 1 §3, §7): the default set seeded per brand, non-archived and full lists, sorting.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/server/db";
import { DEFAULT_PROPERTY_METADATA, seedPropertyMetadata } from "@/prisma/seed/property-metadata";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";

type TMeta = { _id: string; name: string; data_path: string; sort_order: number; archived: boolean; is_identifier: boolean; is_family_identifier: boolean; needs_translation: boolean };
const FIELDS = "_id name data_path data_type sort_order archived is_identifier is_family_identifier needs_translation valid_values child_product_sort_order";

let brandId: string;
let token: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  token = (await createUser({ brands: { [brandId]: [["property_metadata", "read"]] } })).token;
});

describe("seedPropertyMetadata", () => {
  it("creates the default definitions once, whatever the number of runs", async () => {
    expect(await seedPropertyMetadata(prisma, brandId)).toBe(DEFAULT_PROPERTY_METADATA.length);
    expect(await seedPropertyMetadata(prisma, brandId)).toBe(0);
    const rows = await prisma.propertyMetadata.findMany({ where: { brand_id: brandId } });
    expect(rows).toHaveLength(DEFAULT_PROPERTY_METADATA.length);
    const by = (path: string) => rows.find((r) => r.data_path === path)!;
    expect(by("style_number").is_identifier).toBe(true);
    expect(by("collection_name").is_family_identifier).toBe(true);
    expect(by("description").needs_translation).toBe(true);
    for (const path of ["name", "price", "margin", "colors", "fit", "materials", "features", "style_name", "color_code", "sub_category"]) {
      expect(by(path), path).toBeDefined();
    }
  });
});

describe("metadata queries", () => {
  beforeAll(async () => {
    await seedPropertyMetadata(prisma, brandId);
    await prisma.propertyMetadata.update({ where: { brand_id_data_path: { brand_id: brandId, data_path: "fit" } }, data: { archived: true } });
  });

  it("lists non-archived definitions in display order, or by name", async () => {
    const res = await gql<{ ordered: TMeta[]; byName: TMeta[] }>(
      token,
      `query($b: ID!) { ordered: getNonArchivedBrandPropertyMetadata(brand_id: $b) { ${FIELDS} }
        byName: getNonArchivedBrandPropertyMetadata(brand_id: $b, sort_by_name: true) { ${FIELDS} } }`,
      { b: brandId },
    );
    const ordered = res.data!.ordered;
    expect(ordered.map((m) => m.data_path)).not.toContain("fit");
    expect(ordered).toHaveLength(DEFAULT_PROPERTY_METADATA.length - 1);
    expect(ordered.map((m) => m.sort_order)).toEqual([...ordered.map((m) => m.sort_order)].sort((a, b) => a - b));
    const names = res.data!.byName.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("lists every definition, archived ones included", async () => {
    const res = await gql<{ getBrandPropertyMetadata: TMeta[] }>(token, `query($b: ID!) { getBrandPropertyMetadata(brand_id: $b) { ${FIELDS} } }`, { b: brandId });
    const all = res.data!.getBrandPropertyMetadata;
    expect(all).toHaveLength(DEFAULT_PROPERTY_METADATA.length);
    expect(all.find((m) => m.data_path === "fit")?.archived).toBe(true);
  });
});
