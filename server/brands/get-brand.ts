import "server-only";
// GET /brand/{id} and the brand / brandFeatureFlags queries: one brand, behind the access rules. The brand object is
// the one brand settings reads (spec 1 §7 "a large brand object"), built in one place.
import { parseFeatures } from "@/lib/schemas/brand";
import type { TBrandAccess } from "../access/authorize";
import { loadBrandSettings } from "./brand-for-settings";

/** Needs brand.member. */
export async function getBrand(access: TBrandAccess) {
  return loadBrandSettings(access.brandId);
}

/** Needs brand.member. */
export async function getBrandFeatureFlags(access: TBrandAccess) {
  return parseFeatures(access.brand.features);
}
