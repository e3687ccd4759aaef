// brandPropertyMetadataAndDefaults and brandAndPropertyMetadata (spec 1 §7): non-archived definitions with the
// brand's default pivot settings, or with the brand; property_metadata read required.
import { beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import { prisma } from "@/server/db";
import { DEFAULT_PROPERTY_METADATA, seedPropertyMetadata } from "@/prisma/seed/property-metadata";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";

let brandId: string;
let reader: string;
let outsider: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  await seedPropertyMetadata(prisma, brandId);
  await prisma.propertyMetadata.update({ where: { brand_id_data_path: { brand_id: brandId, data_path: "fit" } }, data: { archived: true } });
  await prisma.brand.update({ where: { id: brandId }, data: { default_x_axis: "colors", default_x_sort: -1, default_display_style: "styles" } });
  reader = (await createUser({ brands: { [brandId]: [["property_metadata", "read"]] } })).token;
  outsider = (await createUser({ brands: { [(await createBrand()).id]: [["property_metadata", "read"]] } })).token;
});

const WITH_DEFAULTS = `query($b: ID!) { brandPropertyMetadataAndDefaults(brand_id: $b) { property_metadata { data_path archived } defaults { default_x_axis default_x_sort default_display_style default_y_axis } } }`;
const WITH_BRAND = `query($b: ID!) { brandAndPropertyMetadata(brand_id: $b) { brand { _id name } property_metadata { data_path } } }`;

describe("brandPropertyMetadataAndDefaults", () => {
  it("answers the non-archived definitions and the brand's default pivot settings", async () => {
    const res = await gql<{ brandPropertyMetadataAndDefaults: { property_metadata: { data_path: string; archived: boolean }[]; defaults: Record<string, unknown> } }>(reader, WITH_DEFAULTS, { b: brandId });
    const r = res.data!.brandPropertyMetadataAndDefaults;
    expect(r.property_metadata).toHaveLength(DEFAULT_PROPERTY_METADATA.length - 1);
    expect(r.property_metadata.some((m) => m.data_path === "fit")).toBe(false);
    expect(r.defaults).toEqual({ default_x_axis: "colors", default_x_sort: -1, default_display_style: "styles", default_y_axis: null });
  });
});

describe("brandAndPropertyMetadata", () => {
  it("answers the brand with its non-archived definitions", async () => {
    const res = await gql<{ brandAndPropertyMetadata: { brand: { _id: string }; property_metadata: unknown[] } }>(reader, WITH_BRAND, { b: brandId });
    expect(res.data!.brandAndPropertyMetadata.brand._id).toBe(brandId);
    expect(res.data!.brandAndPropertyMetadata.property_metadata).toHaveLength(DEFAULT_PROPERTY_METADATA.length - 1);
  });

  it.each([WITH_DEFAULTS, WITH_BRAND])("refuses a member of another brand with the spec's text", async (query) => {
    const res = await gql(outsider, query, { b: brandId });
    expect(res.errors?.[0]?.message).toBe(MSG.noBrandAccess);
  });
});
