// GET /brand/{id} and the brand / brandFeatureFlags queries: one brand, behind the access rules.
import { parseFeatures } from "@/lib/schemas/brand";
import { DEFAULT_CURRENCY_CODE, DEFAULT_CURRENCY_SYMBOL, DEFAULT_LANGUAGE_CODE } from "@/lib/constants";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";

export async function getBrand(actor: Actor, brandId: string) {
  await requireBrand(actor, brandId);
  const b = await prisma.brand.findUniqueOrThrow({
    where: { id: brandId },
    include: { default_country: true, default_language: true, _count: { select: { memberships: { where: { is_active: true } } } } },
  });
  return {
    _id: b.id,
    name: b.name,
    logo: b.logo,
    is_active: b.is_active,
    demo: b.demo,
    brand_type: b.brand_type,
    salesforce_id: b.salesforce_id,
    website: b.website,
    slug: b.slug,
    date_created: b.date_created.toISOString(),
    num_users: b._count.memberships,
    default_country: {
      _id: b.default_country?.id ?? null,
      currency_code: b.default_country?.currency_code ?? DEFAULT_CURRENCY_CODE,
      currency_symbol: b.default_country?.currency_symbol ?? DEFAULT_CURRENCY_SYMBOL,
    },
    default_language: b.default_language?.code ?? DEFAULT_LANGUAGE_CODE,
    features: parseFeatures(b.features),
    settings: b.settings,
    style: b.style,
    disclaimer: b.disclaimer,
    regions: b.regions,
    minimum_age: b.minimum_age,
    url_param: b.url_param,
    security: { multifactor_authentication: b.multifactor_authentication },
  };
}

export async function getBrandFeatureFlags(actor: Actor, brandId: string) {
  const brand = await requireBrand(actor, brandId);
  return parseFeatures(brand.features);
}
