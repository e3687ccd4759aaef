// The product input (docs/contracts/p2-products.graphql ProductInput), shared by the product form and the server.
// The server parses every create/update with it, so a missing field is a 400 `invalid` naming that field.
import { z } from "zod";
import { PRODUCT_EXTRA_TEXT_FIELDS } from "@/lib/products/wire";
import { PRODUCT_MSG } from "../products/messages";
import { MARGIN_RANGE, PRODUCT_RULE_MSG, parseModel3DUrl } from "../products/rules";
import { ID_PATTERN } from "../ids";

const ZId = z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." });
const ZText = z.string().max(2_000).nullish();
const ZNumber = z.number().nullish();

/** Stored image URLs: our own /uploads/… paths, or absolute http(s) links. */
const ZImageUrl = z
  .string()
  .max(2_048)
  .refine((u) => u.startsWith("/uploads/") || /^https?:\/\//i.test(u), { message: "Must be an uploaded image URL." });

export const ZProductImageInput = z.object({
  original: ZImageUrl,
  desktop: ZImageUrl,
  mobile: ZImageUrl,
  order: z.number().int().min(0),
});

export const ZProduct3DModelInput = z.object({
  url: z.string().max(2_048).refine((u) => parseModel3DUrl(u) !== null, { message: PRODUCT_MSG.unparsableModelUrl }),
  order: z.number().int().min(0),
});

/** Language codes as stored on products and languages: "en", "de", "pt-br", "zh-hant". */
const ZLanguageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/, { message: "Must be a language code such as \"de\" or \"pt-br\"." });

export const ZProductTranslationInput = z.object({
  language: ZLanguageCode,
  completed: z.boolean(),
  /** Translated values keyed by data_path ("name", "description", "custom_data.x"). */
  fields: z.record(z.string(), z.unknown()),
  price: ZNumber,
});

export const ZForecasts = z.object({
  apac: ZNumber,
  us_dtc: ZNumber,
  us_wholesale: ZNumber,
  emea: ZNumber,
  total: ZNumber,
});

export const ZProductInput = z
  .object({
    _id: ZId.nullish(),
    brand: ZId,
    name: z.string().trim().min(1, { message: PRODUCT_RULE_MSG.nameRequired }).max(500),
    asset_format: z.string().trim().min(1, { message: PRODUCT_RULE_MSG.assetFormatRequired }).max(200),
    assortment: z.array(ZId).min(1, { message: PRODUCT_RULE_MSG.assortmentRequired }).max(500),
    price: z.number().min(0, { message: "Price cannot be negative." }).nullish(),
    margin: z
      .number()
      .min(MARGIN_RANGE.min, { message: PRODUCT_RULE_MSG.marginRange })
      .max(MARGIN_RANGE.max, { message: PRODUCT_RULE_MSG.marginRange })
      .nullish(),
    description: z.string().max(100_000).nullish(),
    colors: ZText,
    fit: ZText,
    features: ZText,
    materials: ZText,
    parent_id: ZId.nullish(),
    custom_data: z.record(z.string(), z.unknown()).nullish(),
    product_id: ZText,
    style_name: ZText,
    style_number: ZText,
    color_code: ZText,
    sub_category: ZText,
    /** The usual family identifier (property metadata is_family_identifier); our addition to the contract. */
    collection_name: ZText,
    ...(Object.fromEntries(PRODUCT_EXTRA_TEXT_FIELDS.map((f) => [f, ZText])) as Record<(typeof PRODUCT_EXTRA_TEXT_FIELDS)[number], typeof ZText>),
    categories: z.array(z.string().trim().min(1).max(200)).max(100).nullish(),
    introduction_date: z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), { message: "Must be a date." })
      .nullish(),
    msrp_initial: z.number().min(0, { message: "MSRP cannot be negative." }).nullish(),
    sales_plan: z.number().min(0, { message: "Sales plan cannot be negative." }).nullish(),
    forecasts: ZForecasts.nullish(),
    images: z.array(ZProductImageInput).max(200).nullish(),
    three_dimensional_models: z.array(ZProduct3DModelInput).max(50).nullish(),
    additional_languages: z.array(ZProductTranslationInput).max(200).nullish(),
    /** Optimistic concurrency: the date_modified the client read; a stale one is a conflict. */
    date_modified: z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), { message: "Must be a date-time." })
      .nullish(),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.additional_languages?.forEach((t, i) => {
      if (seen.has(t.language)) {
        ctx.addIssue({ code: "custom", path: ["additional_languages", i, "language"], message: PRODUCT_RULE_MSG.languageDuplicate(t.language) });
      }
      seen.add(t.language);
    });
  });

export type TProductInput = z.output<typeof ZProductInput>;
export type TProductFormValues = z.input<typeof ZProductInput>;

export const ZProductFilters = z.object({
  price_low: z.number().nullish(),
  price_high: z.number().nullish(),
  assortment_ids: z.array(ZId).max(500).nullish(),
  created_after: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), { message: "Must be a date or date-time." })
    .nullish(),
});
export type TProductFilters = z.output<typeof ZProductFilters>;

export const ZBrandProductsArgs = z.object({
  brand_id: z.string(),
  assortment_id: ZId.nullish(),
  // GraphQL sends null for an explicit null; both null and absent mean the default.
  offset: z.number().int().min(0).nullish().transform((v) => v ?? 0),
  limit: z.number().int().min(1).max(200).nullish().transform((v) => v ?? 30),
  search: z.string().max(500).nullish(),
  filters: ZProductFilters.nullish(),
});
export type TBrandProductsArgs = z.output<typeof ZBrandProductsArgs>;
