import "server-only";
// GraphQL: brand, brandFeatureFlags, languages, countries and getAllTags (spec 1 §7), over the same services.
import { FEATURE_FLAGS, type TBrandFeatures } from "@/lib/schemas/brand";
import { brandField, builder } from "./builder";
import { getBrand, getBrandFeatureFlags } from "../brands/get-brand";
import { listCountries, listLanguages } from "../reference/languages-countries";
import { getAllTags } from "../reference/tags";

type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type TBrand = Awaited<ReturnType<typeof getBrand>>;

export const BrandFeatureFlags = builder.objectRef<TBrandFeatures>("BrandFeatureFlags").implement({
  fields: (t) => Object.fromEntries(FEATURE_FLAGS.map((f) => [f, t.exposeBoolean(f)])),
});

const BrandCountry = builder.objectRef<TBrand["default_country"]>("BrandDefaultCountry").implement({
  fields: (t) => ({
    _id: t.exposeID("_id", { nullable: true }),
    currency_code: t.exposeString("currency_code"),
    currency_symbol: t.exposeString("currency_symbol"),
  }),
});

/** The fields of Brand; BrandSettings (server/graphql/brand-settings.ts) has these too, plus every settings field. */
export function brandFields(t: PothosSchemaTypes.ObjectFieldBuilder<TTypes, TBrand>) {
  return {
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    logo: t.exposeString("logo", { nullable: true }),
    is_active: t.exposeBoolean("is_active"),
    demo: t.exposeBoolean("demo"),
    brand_type: t.exposeString("brand_type"),
    website: t.exposeString("website", { nullable: true }),
    slug: t.exposeString("slug", { nullable: true }),
    num_users: t.exposeInt("num_users"),
    default_country: t.field({ type: BrandCountry, resolve: (b) => b.default_country }),
    default_language: t.exposeString("default_language"),
    features: t.field({ type: BrandFeatureFlags, resolve: (b) => b.features }),
    date_created: t.exposeString("date_created"),
  };
}

export const Brand = builder.objectRef<TBrand>("Brand").implement({ fields: brandFields });

builder.queryField("brand", (t) =>
  brandField(t, {
    type: Brand,
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "brand.member",
    resolve: (access) => getBrand(access),
  }),
);

/** brandCurrencyAndLanguage (spec 1 §7): the brand's default country's currency and its default language. */
const BrandCurrencyAndLanguage = builder.objectRef<Pick<TBrand, "_id" | "default_country" | "default_language">>("BrandCurrencyAndLanguage").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    currency_code: t.string({ resolve: (b) => b.default_country.currency_code }),
    currency_symbol: t.string({ resolve: (b) => b.default_country.currency_symbol }),
    default_language: t.exposeString("default_language"),
  }),
});

builder.queryField("brandCurrencyAndLanguage", (t) =>
  brandField(t, {
    type: BrandCurrencyAndLanguage,
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "brand.member",
    resolve: (access) => getBrand(access),
  }),
);

builder.queryField("brandFeatureFlags", (t) =>
  brandField(t, {
    type: BrandFeatureFlags,
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "brand.member",
    resolve: (access) => getBrandFeatureFlags(access),
  }),
);

type TLanguage = Awaited<ReturnType<typeof listLanguages>>[number];
const Language = builder.objectRef<TLanguage>("Language").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    code: t.exposeString("code"),
    default: t.exposeBoolean("default"),
    display_name: t.exposeString("display_name"),
    localized_name: t.exposeString("localized_name"),
  }),
});
builder.queryField("languages", (t) =>
  t.field({ type: [Language], authScopes: { signedIn: true }, resolve: () => listLanguages() }),
);

type TCountry = Awaited<ReturnType<typeof listCountries>>[number];
const Country = builder.objectRef<TCountry>("Country").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    code: t.exposeString("code"),
    country_name: t.exposeString("country_name"),
    region: t.exposeString("region"),
    population: t.exposeFloat("population", { nullable: true }),
    currency_code: t.exposeString("currency_code"),
    currency_symbol: t.exposeString("currency_symbol"),
    gdp_in_usd: t.exposeFloat("gdp_in_usd", { nullable: true }),
    gdp_per_capita_in_usd: t.exposeFloat("gdp_per_capita_in_usd", { nullable: true }),
    languages: t.exposeStringList("languages"),
    time_zones: t.exposeStringList("time_zones"),
  }),
});
builder.queryField("countries", (t) =>
  t.field({ type: [Country], authScopes: { signedIn: true }, resolve: () => listCountries() }),
);

type TTag = Awaited<ReturnType<typeof getAllTags>>[number];
export const Tag = builder.objectRef<TTag>("Tag").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    parent: t.exposeID("parent", { nullable: true }),
    ancestors: t.exposeStringList("ancestors"),
    path: t.exposeString("path"),
  }),
});
builder.queryField("getAllTags", (t) =>
  t.field({
    type: [Tag],
    args: { brand_id: t.arg.string() },
    // The platform's tags for anyone signed in; a brand's own tags under the tags read rule of GET /brand/{id}/tags.
    authScopes: (_r, { brand_id }) => (brand_id ? { brand: { permission: "settings.read", brand: brand_id } } : { signedIn: true }),
    extensions: { permission: "settings.read", brandOptional: true },
    resolve: (_r, { brand_id }) => getAllTags(brand_id ?? undefined),
  }),
);
