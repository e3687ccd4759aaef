import "server-only";
// GraphQL of brand settings (spec 1 §7): brandForSettings, brandDefaults, brandCategoriesAndTags and
// updateBrand(brand: BrandUpdateInput) — the same services as the REST routes (docs/contracts/p7-brands.md).
import { ZBrandUpdate, type TBrandCategoryRow, type TBrandSettings, type TBrandStyleFull, type TBrandTag, type TPivotChoice } from "@/lib/brands/wire";
import { invalidFromZod } from "../http/problem";
import { getBrandDefaults, getBrandForSettings, type TBrandDefaults, type TBrandForSettings } from "../brands/brand-for-settings";
import { updateBrand } from "../brands/update-brand";
import { listCategoriesWithUsage } from "../brands/brand-categories";
import { listBrandTags } from "../brands/brand-tags";
import { brandField, builder } from "./builder";
import { brandFields, Tag } from "./brand";
import { JSONScalar } from "./scalars";

const BrandStyle = builder.objectRef<TBrandStyleFull>("BrandStyle").implement({
  fields: (t) => ({
    accent: t.exposeString("accent", { nullable: true }),
    primary: t.exposeString("primary", { nullable: true }),
    secondary: t.exposeString("secondary", { nullable: true }),
    header_logo: t.exposeString("header_logo", { nullable: true }),
    css_override: t.exposeString("css_override", { nullable: true }),
    welcome_title: t.exposeString("welcome_title", { nullable: true }),
    welcome_text: t.exposeString("welcome_text", { nullable: true }),
    thank_you_title: t.exposeString("thank_you_title", { nullable: true }),
    thank_you_text: t.exposeString("thank_you_text", { nullable: true }),
  }),
});

const BrandSecurity = builder.objectRef<TBrandSettings["security"]>("BrandSecurity").implement({
  fields: (t) => ({ multifactor_authentication: t.exposeBoolean("multifactor_authentication") }),
});

const BrandModelVersions = builder.objectRef<TBrandSettings["current_model_versions"]>("BrandModelVersions").implement({
  fields: (t) => ({ sentiment_score: t.exposeString("sentiment_score", { nullable: true }) }),
});

const PivotChoice = builder.objectRef<TPivotChoice>("PivotChoice").implement({
  fields: (t) => ({ data_path: t.exposeString("data_path"), name: t.exposeString("name") }),
});

const PivotChoices = builder.objectRef<TBrandForSettings["pivot_choices"]>("PivotChoices").implement({
  fields: (t) => ({
    pivotable: t.field({ type: [PivotChoice], resolve: (c) => c.pivotable }),
    sortable: t.field({ type: [PivotChoice], resolve: (c) => c.sortable }),
  }),
});

type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** Brand's fields (server/graphql/brand.ts) plus every field the settings page edits. */
export const BrandSettings = builder.objectRef<TBrandSettings & Partial<Pick<TBrandForSettings, "pivot_choices">>>("BrandSettings").implement({
  fields: (t) => ({
    ...brandFields(t as unknown as PothosSchemaTypes.ObjectFieldBuilder<TTypes, TBrandSettings>),
    salesforce_id: t.exposeString("salesforce_id", { nullable: true }),
    date_modified: t.exposeString("date_modified"),
    default_country_id: t.exposeID("default_country_id", { nullable: true }),
    default_language_id: t.exposeID("default_language_id", { nullable: true }),
    settings: t.field({ type: JSONScalar, nullable: true, resolve: (b) => (b.settings ?? null) as never }),
    style: t.field({ type: BrandStyle, resolve: (b) => b.style }),
    merchants: t.exposeStringList("merchants"),
    avatars: t.exposeStringList("avatars"),
    disclaimer: t.exposeString("disclaimer", { nullable: true }),
    regions: t.exposeStringList("regions"),
    minimum_age: t.exposeInt("minimum_age", { nullable: true }),
    auto_populate_demo: t.exposeBoolean("auto_populate_demo"),
    translation_comments: t.exposeBoolean("translation_comments"),
    url_param: t.exposeString("url_param", { nullable: true }),
    security: t.field({ type: BrandSecurity, resolve: (b) => b.security }),
    sentiment_score_model_version: t.exposeString("sentiment_score_model_version", { nullable: true }),
    current_model_versions: t.field({ type: BrandModelVersions, resolve: (b) => b.current_model_versions }),
    default_x_axis: t.exposeString("default_x_axis", { nullable: true }),
    default_x_sort: t.exposeInt("default_x_sort", { nullable: true }),
    default_y_axis: t.exposeString("default_y_axis", { nullable: true }),
    default_y_sort: t.exposeInt("default_y_sort", { nullable: true }),
    default_order_by: t.exposeString("default_order_by", { nullable: true }),
    default_order_by_sort: t.exposeInt("default_order_by_sort", { nullable: true }),
    default_display_style: t.exposeString("default_display_style", { nullable: true }),
    /** Only on brandForSettings; null on the updateBrand answer. */
    pivot_choices: t.field({ type: PivotChoices, nullable: true, resolve: (b) => b.pivot_choices ?? null }),
  }),
});

const DefaultsCountry = builder.objectRef<TBrandDefaults["default_country"]>("BrandDefaultsCountry").implement({
  fields: (t) => ({
    _id: t.exposeID("_id", { nullable: true }),
    code: t.exposeString("code", { nullable: true }),
    currency_code: t.exposeString("currency_code"),
    currency_symbol: t.exposeString("currency_symbol"),
  }),
});
const DefaultsLanguage = builder.objectRef<TBrandDefaults["default_language"]>("BrandDefaultsLanguage").implement({
  fields: (t) => ({ _id: t.exposeID("_id", { nullable: true }), code: t.exposeString("code") }),
});

const BrandDefaults = builder.objectRef<TBrandDefaults>("BrandDefaults").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    default_x_axis: t.exposeString("default_x_axis", { nullable: true }),
    default_x_sort: t.exposeInt("default_x_sort", { nullable: true }),
    default_y_axis: t.exposeString("default_y_axis", { nullable: true }),
    default_y_sort: t.exposeInt("default_y_sort", { nullable: true }),
    default_order_by: t.exposeString("default_order_by", { nullable: true }),
    default_order_by_sort: t.exposeInt("default_order_by_sort", { nullable: true }),
    default_display_style: t.exposeString("default_display_style", { nullable: true }),
    default_country: t.field({ type: DefaultsCountry, resolve: (d) => d.default_country }),
    default_language: t.field({ type: DefaultsLanguage, resolve: (d) => d.default_language }),
  }),
});

const BrandCategoryRow = builder.objectRef<TBrandCategoryRow>("BrandCategoryRow").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    gender: t.exposeString("gender", { nullable: true }),
    assortments: t.exposeInt("assortments"),
  }),
});

const CategoriesAndTags = builder
  .objectRef<{ categories: TBrandCategoryRow[]; tags: TBrandTag[] }>("BrandCategoriesAndTags")
  .implement({
    fields: (t) => ({
      categories: t.field({ type: [BrandCategoryRow], resolve: (r) => r.categories }),
      tags: t.field({ type: [Tag], resolve: (r) => r.tags }),
    }),
  });

builder.queryField("brandForSettings", (t) =>
  brandField(t, {
    type: BrandSettings,
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "settings.read",
    resolve: (access) => getBrandForSettings(access),
  }),
);

builder.queryField("brandDefaults", (t) =>
  brandField(t, {
    type: BrandDefaults,
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "brand.member",
    resolve: (access) => getBrandDefaults(access),
  }),
);

builder.queryField("brandCategoriesAndTags", (t) =>
  brandField(t, {
    type: CategoriesAndTags,
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "settings.read",
    resolve: async (access) => ({ categories: await listCategoriesWithUsage(access), tags: await listBrandTags(access) }),
  }),
);

const BrandStyleInput = builder.inputType("BrandStyleInput", {
  fields: (t) => ({
    accent: t.string(),
    primary: t.string(),
    secondary: t.string(),
    header_logo: t.string(),
    css_override: t.string(),
    welcome_title: t.string(),
    welcome_text: t.string(),
    thank_you_title: t.string(),
    thank_you_text: t.string(),
  }),
});

const BrandSecurityInput = builder.inputType("BrandSecurityInput", {
  fields: (t) => ({ multifactor_authentication: t.boolean({ required: true }) }),
});

/** The fields of ZBrandUpdate plus the brand's _id; `features` is a JSON object of flag name → boolean. */
const BrandUpdateInput = builder.inputType("BrandUpdateInput", {
  fields: (t) => ({
    _id: t.id({ required: true }),
    date_modified: t.string({ required: true }),
    name: t.string(),
    logo: t.string(),
    website: t.string(),
    slug: t.string(),
    brand_type: t.string(),
    salesforce_id: t.string(),
    is_active: t.boolean(),
    default_country_id: t.id(),
    default_language_id: t.id(),
    minimum_age: t.int(),
    regions: t.stringList(),
    disclaimer: t.string(),
    url_param: t.string(),
    auto_populate_demo: t.boolean(),
    translation_comments: t.boolean(),
    style: t.field({ type: BrandStyleInput }),
    features: t.field({ type: JSONScalar }),
    security: t.field({ type: BrandSecurityInput }),
    sentiment_score_model_version: t.string(),
    default_x_axis: t.string(),
    default_x_sort: t.int(),
    default_y_axis: t.string(),
    default_y_sort: t.int(),
    default_order_by: t.string(),
    default_order_by_sort: t.int(),
    default_display_style: t.string(),
  }),
});

builder.mutationField("updateBrand", (t) =>
  brandField(t, {
    type: BrandSettings,
    args: { brand: t.arg({ type: BrandUpdateInput, required: true }) },
    permission: "settings.write",
    // The brand is the input's _id (authorize() answers 400 "invalid Brand ID" for a malformed one).
    brand: ({ brand }) => String(brand._id),
    resolve: (access, { brand }) => {
      const { _id, ...rest } = brand;
      // Fields left out of the input stay out of the patch; an explicit null clears a nullable field.
      const raw = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      const parsed = ZBrandUpdate.safeParse(raw);
      if (!parsed.success) throw invalidFromZod(parsed.error, "argument");
      return updateBrand(access, parsed.data);
    },
  }),
);
