// GET /brand/{id} and the brand / brandFeatureFlags queries: one brand, behind the access rules. The brand object is
// the one brand settings reads (spec 1 §7 "a large brand object"), built in one place.
import { parseFeatures } from "@/lib/schemas/brand";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { loadBrandSettings } from "./brand-for-settings";

export async function getBrand(actor: Actor, brandId: string) {
  await requireBrand(actor, brandId);
  return loadBrandSettings(brandId);
}

export async function getBrandFeatureFlags(actor: Actor, brandId: string) {
  const brand = await requireBrand(actor, brandId);
  return parseFeatures(brand.features);
}
