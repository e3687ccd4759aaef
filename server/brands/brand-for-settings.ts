import "server-only";
// GraphQL brandForSettings and brandDefaults (spec 1 §3 Brand, §7): every field the settings page edits, and the
// brand's defaults (pivot settings, default country and language) for any member.
import type { TBrandSettings, TPivotChoice } from "@/lib/brands/wire";
import { DEFAULT_CURRENCY_CODE, DEFAULT_CURRENCY_SYMBOL, DEFAULT_LANGUAGE_CODE } from "@/lib/constants";
import { parseFeatures } from "@/lib/schemas/brand";
import { notFound } from "../errors";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { BOARD_DEFAULTS_SELECT } from "../products/board-defaults";
import { fullStyle } from "./update-rules";

export interface TBrandForSettings extends TBrandSettings {
  /** The properties the pivot defaults may name (non-archived property metadata of the brand). */
  pivot_choices: { pivotable: TPivotChoice[]; sortable: TPivotChoice[] };
}

/** The brand as the settings page and the PUT answer see it (no access check: callers pass an authorized brand id). */
export async function loadBrandSettings(brandId: string, db: Tx = prisma): Promise<TBrandSettings> {
  const b = await db.brand.findUnique({
    where: { id: brandId },
    include: {
      default_country: { select: { id: true, currency_code: true, currency_symbol: true } },
      default_language: { select: { code: true } },
      _count: { select: { memberships: { where: { is_active: true } } } },
    },
  });
  if (!b) throw notFound("Brand");
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
    date_modified: b.date_modified.toISOString(),
    num_users: b._count.memberships,
    default_country_id: b.default_country_id,
    default_language_id: b.default_language_id,
    default_country: {
      _id: b.default_country?.id ?? null,
      currency_code: b.default_country?.currency_code ?? DEFAULT_CURRENCY_CODE,
      currency_symbol: b.default_country?.currency_symbol ?? DEFAULT_CURRENCY_SYMBOL,
    },
    default_language: b.default_language?.code ?? DEFAULT_LANGUAGE_CODE,
    features: parseFeatures(b.features),
    settings: b.settings,
    style: fullStyle(b.style),
    merchants: b.merchants,
    avatars: b.avatars,
    disclaimer: b.disclaimer,
    regions: b.regions,
    minimum_age: b.minimum_age,
    auto_populate_demo: b.auto_populate_demo,
    translation_comments: b.translation_comments,
    url_param: b.url_param,
    security: { multifactor_authentication: b.multifactor_authentication },
    sentiment_score_model_version: b.sentiment_score_model_version,
    current_model_versions: { sentiment_score: b.sentiment_score_model_version },
    default_x_axis: b.default_x_axis,
    default_x_sort: b.default_x_sort,
    default_y_axis: b.default_y_axis,
    default_y_sort: b.default_y_sort,
    default_order_by: b.default_order_by,
    default_order_by_sort: b.default_order_by_sort,
    default_display_style: b.default_display_style,
  };
}

/** Needs settings.read. */
export async function getBrandForSettings(access: TBrandAccess): Promise<TBrandForSettings> {
  const [settings, props] = await Promise.all([
    loadBrandSettings(access.brandId),
    prisma.propertyMetadata.findMany({
      where: access.where({ archived: false, OR: [{ pivotable: true }, { sortable: true }] }),
      select: { name: true, data_path: true, pivotable: true, sortable: true },
      orderBy: [{ sort_order: "asc" }, { name: "asc" }],
    }),
  ]);
  const pick = (p: (typeof props)[number]): TPivotChoice => ({ data_path: p.data_path, name: p.name });
  return {
    ...settings,
    pivot_choices: { pivotable: props.filter((p) => p.pivotable).map(pick), sortable: props.filter((p) => p.sortable).map(pick) },
  };
}

/** brandDefaults: the default pivot settings and default country / language; any member of the brand. Needs brand.member. */
export async function getBrandDefaults(access: TBrandAccess) {
  const b = await prisma.brand.findUniqueOrThrow({
    where: { id: access.brandId },
    select: {
      ...BOARD_DEFAULTS_SELECT,
      default_country: { select: { id: true, code: true, currency_code: true, currency_symbol: true } },
      default_language: { select: { id: true, code: true } },
    },
  });
  const { default_country: c, default_language: l, ...pivot } = b;
  return {
    _id: access.brandId,
    ...pivot,
    default_country: { _id: c?.id ?? null, code: c?.code ?? null, currency_code: c?.currency_code ?? DEFAULT_CURRENCY_CODE, currency_symbol: c?.currency_symbol ?? DEFAULT_CURRENCY_SYMBOL },
    default_language: { _id: l?.id ?? null, code: l?.code ?? DEFAULT_LANGUAGE_CODE },
  };
}
export type TBrandDefaults = Awaited<ReturnType<typeof getBrandDefaults>>;
