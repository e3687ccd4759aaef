import "server-only";
// POST /admin/brand and GraphQL createBrand (spec 1 §5 "the create-brand input is empty", §7): an admin creates a
// brand with defaults, then edits it in brand settings. Defaults (decided, docs/decisions.md P7 #13):
// name "New Brand", type Customer (not demo), active, default country US and language en from the reference
// tables (left empty when a table lacks them), the timeline flag on and every other flag off, no slug.
import { FEATURE_FLAGS, type TBrandFeatures } from "@/lib/schemas/brand";
import { newId } from "@/lib/ids";
import { prisma } from "../db";

export const NEW_BRAND_DEFAULTS = {
  name: "New Brand",
  brand_type: "Customer",
  demo: false,
  is_active: true,
  country_code: "US",
  language_code: "en",
  features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f === "timeline"])) as TBrandFeatures,
} as const;

/**
 * Needs admin (declared by POST /admin/brand and createBrand). `name` is what the "Add New Brand" dialog asked for
 * (already checked by ZCreateBrandBody; docs/decisions.md P10 "Add New Brand"); without it the brand is "New Brand".
 */
export async function createBrand(options: { name?: string } = {}): Promise<{ _id: string; name: string }> {
  const d = NEW_BRAND_DEFAULTS;
  const [country, language] = await Promise.all([
    prisma.country.findUnique({ where: { code: d.country_code }, select: { id: true } }),
    prisma.language.findUnique({ where: { code: d.language_code }, select: { id: true } }),
  ]);
  const brand = await prisma.brand.create({
    data: {
      id: newId(),
      name: options.name ?? d.name,
      brand_type: d.brand_type,
      demo: d.demo,
      is_active: d.is_active,
      features: d.features,
      default_country_id: country?.id ?? null,
      default_language_id: language?.id ?? null,
    },
    select: { id: true, name: true },
  });
  return { _id: brand.id, name: brand.name };
}
