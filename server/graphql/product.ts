import "server-only";
// GraphQL: the product queries and mutations of docs/contracts/p2-products.graphql (spec 1 §7), as thin adapters
// over server/products/*. Each field declares its access (product read / write, checked by brandField before the
// resolver runs); input validation (zod) happens in the services.
// Additive to the contract: Product.date_modified (read it, send it back for optimistic concurrency) and
// Product.collection_name / ProductInput.collection_name (the default family identifier).
import { brandField, builder } from "./builder";
import { JSONScalar } from "./scalars";
import { listBrandProducts, type TBrandProductsResult } from "../products/list-brand-products";
import { getProductFilterBoundaries, type TProductFilterBoundaries } from "../products/filter-boundaries";
import { getProduct } from "../products/get-product";
import { getChildProductsScore, getProductScore, type TProductScore } from "../products/product-score";
import { getAssortmentParentProducts, getAssortmentProducts } from "../products/assortment-products";
import { createProduct } from "../products/create-product";
import { updateProduct } from "../products/update-product";
import { deleteProduct } from "../products/delete-product";
import { getProductImagesUrl } from "../products/download-images";
import { PRODUCT_EXTRA_TEXT_FIELDS } from "@/lib/products/wire";
import type { TForecastsWire, TProduct3DModelWire, TProductImageWire, TProductTranslationWire, TProductWire } from "../products/serialize";

const ProductImage = builder.objectRef<TProductImageWire>("ProductImage").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    order: t.exposeInt("order"),
    original: t.exposeString("original"),
    desktop: t.exposeString("desktop"),
    mobile: t.exposeString("mobile"),
  }),
});

const Product3DModel = builder.objectRef<TProduct3DModelWire>("Product3DModel").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    type: t.exposeString("type"),
    id: t.exposeString("id"),
    order: t.exposeInt("order"),
    url: t.exposeString("url"),
  }),
});

const ProductForecasts = builder.objectRef<TForecastsWire>("ProductForecasts").implement({
  fields: (t) => ({
    apac: t.exposeFloat("apac", { nullable: true }),
    us_dtc: t.exposeFloat("us_dtc", { nullable: true }),
    us_wholesale: t.exposeFloat("us_wholesale", { nullable: true }),
    emea: t.exposeFloat("emea", { nullable: true }),
    total: t.exposeFloat("total", { nullable: true }),
  }),
});

const ProductTranslation = builder.objectRef<TProductTranslationWire>("ProductTranslation").implement({
  fields: (t) => ({
    language: t.exposeString("language"),
    completed: t.exposeBoolean("completed"),
    fields: t.field({ type: JSONScalar, resolve: (p) => p.fields }),
    price: t.exposeFloat("price", { nullable: true }),
  }),
});

const ProductChild = builder.objectRef<TProductWire["children"][number]>("ProductChild").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    images: t.field({ type: [ProductImage], resolve: (c) => c.images }),
  }),
});

const optionalText = [
  "description", "colors", "fit", "features", "materials", "asset_format", "product_id", "style_name", "style_number",
  "color_code", "sub_category", "collection_name", "introduction_date", ...PRODUCT_EXTRA_TEXT_FIELDS,
] as const;

export const Product = builder.objectRef<TProductWire>("Product").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    brand: t.exposeID("brand"),
    name: t.exposeString("name"),
    price: t.exposeFloat("price", { nullable: true }),
    margin: t.exposeFloat("margin", { nullable: true }),
    ...Object.fromEntries(optionalText.map((f) => [f, t.exposeString(f, { nullable: true })])),
    assortment: t.exposeIDList("assortment"),
    parent_id: t.exposeID("parent_id", { nullable: true }),
    children: t.field({ type: [ProductChild], resolve: (p) => p.children }),
    images: t.field({ type: [ProductImage], resolve: (p) => p.images }),
    three_dimensional_models: t.field({ type: [Product3DModel], resolve: (p) => p.three_dimensional_models }),
    forecasts: t.field({ type: ProductForecasts, nullable: true, resolve: (p) => p.forecasts }),
    categories: t.exposeStringList("categories"),
    msrp_initial: t.exposeFloat("msrp_initial", { nullable: true }),
    sales_plan: t.exposeFloat("sales_plan", { nullable: true }),
    internal_ratings: t.field({ type: JSONScalar, resolve: (p) => p.internal_ratings }),
    internal_ratings_by_region: t.field({ type: JSONScalar, resolve: (p) => p.internal_ratings_by_region }),
    custom_data: t.field({ type: JSONScalar, resolve: (p) => p.custom_data }),
    language: t.exposeString("language"),
    additional_languages: t.field({ type: [ProductTranslation], resolve: (p) => p.additional_languages }),
    is_editable: t.exposeBoolean("is_editable"),
    date_created: t.exposeString("date_created"),
    date_modified: t.exposeString("date_modified"),
  }),
});

const BrandProductsResult = builder.objectRef<TBrandProductsResult>("BrandProductsResult").implement({
  fields: (t) => ({
    products: t.field({ type: [Product], resolve: (r) => r.products }),
    filtered_count: t.exposeInt("filtered_count"),
    total_count: t.exposeInt("total_count"),
  }),
});

const ProductFilters = builder.inputType("ProductFilters", {
  fields: (t) => ({
    price_low: t.float(),
    price_high: t.float(),
    assortment_ids: t.idList(),
    created_after: t.string(),
  }),
});

const PriceBoundaries = builder.objectRef<TProductFilterBoundaries["price"]>("PriceBoundaries").implement({
  fields: (t) => ({ low: t.exposeFloat("low"), high: t.exposeFloat("high") }),
});
const DefaultCountry = builder.objectRef<TProductFilterBoundaries["default_country"]>("DefaultCountry").implement({
  fields: (t) => ({
    _id: t.exposeID("_id", { nullable: true }),
    currency_code: t.exposeString("currency_code"),
    currency_symbol: t.exposeString("currency_symbol"),
  }),
});
const ProductFilterBoundaries = builder.objectRef<TProductFilterBoundaries>("ProductFilterBoundaries").implement({
  fields: (t) => ({
    price: t.field({ type: PriceBoundaries, resolve: (b) => b.price }),
    default_country: t.field({ type: DefaultCountry, resolve: (b) => b.default_country }),
  }),
});

type TScoreEntry = TProductScore["scores"][number];
const CustomerSentiment = builder.objectRef<TScoreEntry["customer_sentiment"]>("CustomerSentiment").implement({
  fields: (t) => ({
    question: t.exposeString("question", { nullable: true }),
    position: t.exposeString("position", { nullable: true }),
    score: t.exposeFloat("score", { nullable: true }),
    percentile: t.exposeFloat("percentile", { nullable: true }),
    submission_count: t.exposeInt("submission_count"),
  }),
});
const ScoreSurvey = builder.objectRef<TScoreEntry["survey"]>("ScoreSurvey").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), title: t.exposeString("title"), type: t.exposeString("type") }),
});
const ProductScoreEntry = builder.objectRef<TScoreEntry>("ProductScoreEntry").implement({
  fields: (t) => ({
    survey: t.field({ type: ScoreSurvey, resolve: (e) => e.survey }),
    customer_sentiment: t.field({ type: CustomerSentiment, resolve: (e) => e.customer_sentiment }),
  }),
});
const ProductScore = builder.objectRef<TProductScore>("ProductScore").implement({
  fields: (t) => ({
    product: t.exposeID("product"),
    scores: t.field({ type: [ProductScoreEntry], resolve: (s) => s.scores }),
  }),
});

const ProductImageInput = builder.inputType("ProductImageInput", {
  fields: (t) => ({
    original: t.string({ required: true }),
    desktop: t.string({ required: true }),
    mobile: t.string({ required: true }),
    order: t.int({ required: true }),
  }),
});
const Product3DModelInput = builder.inputType("Product3DModelInput", {
  fields: (t) => ({ url: t.string({ required: true }), order: t.int({ required: true }) }),
});
const ProductTranslationInput = builder.inputType("ProductTranslationInput", {
  fields: (t) => ({
    language: t.string({ required: true }),
    completed: t.boolean({ required: true }),
    fields: t.field({ type: JSONScalar, required: true }),
    price: t.float(),
  }),
});
const ProductInput = builder.inputType("ProductInput", {
  fields: (t) => ({
    _id: t.id(),
    brand: t.id({ required: true }),
    name: t.string({ required: true }),
    asset_format: t.string({ required: true }),
    assortment: t.idList({ required: true }),
    price: t.float(),
    margin: t.float(),
    description: t.string(),
    colors: t.string(),
    fit: t.string(),
    features: t.string(),
    materials: t.string(),
    parent_id: t.id(),
    custom_data: t.field({ type: JSONScalar }),
    product_id: t.string(),
    style_name: t.string(),
    style_number: t.string(),
    color_code: t.string(),
    sub_category: t.string(),
    collection_name: t.string(),
    ...Object.fromEntries(PRODUCT_EXTRA_TEXT_FIELDS.map((f) => [f, t.string()])),
    categories: t.stringList(),
    introduction_date: t.string(),
    msrp_initial: t.float(),
    sales_plan: t.float(),
    forecasts: t.field({ type: JSONScalar }),
    images: t.field({ type: [ProductImageInput] }),
    three_dimensional_models: t.field({ type: [Product3DModelInput] }),
    additional_languages: t.field({ type: [ProductTranslationInput] }),
    date_modified: t.string(),
  }),
});

builder.queryField("brandProducts", (t) =>
  brandField(t, {
    type: BrandProductsResult,
    args: {
      brand_id: t.arg.id({ required: true }),
      assortment_id: t.arg.id(),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 30 }),
      search: t.arg.string(),
      filters: t.arg({ type: ProductFilters }),
    },
    permission: "product.read",
    // Arguments go to the service as given; its zod schema names any bad one.
    resolve: (access, args) => listBrandProducts(access, args),
  }),
);

builder.queryField("productFilterBoundaries", (t) =>
  brandField(t, {
    type: ProductFilterBoundaries,
    args: { brand_id: t.arg.id({ required: true }) },
    permission: "product.read",
    resolve: (access) => getProductFilterBoundaries(access),
  }),
);

builder.queryField("getProduct", (t) =>
  brandField(t, {
    type: Product,
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "product.read",
    resolve: (access, a) => getProduct(access, String(a._id)),
  }),
);

builder.queryField("getProductScore", (t) =>
  brandField(t, {
    type: ProductScore,
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "product.read",
    resolve: (access, a) => getProductScore(access, String(a._id)),
  }),
);

builder.queryField("getChildProductsScore", (t) =>
  brandField(t, {
    type: [ProductScore],
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "product.read",
    resolve: (access, a) => getChildProductsScore(access, String(a._id)),
  }),
);

builder.queryField("assortmentParentProducts", (t) =>
  brandField(t, {
    type: [Product],
    args: { brand_id: t.arg.id({ required: true }), assortment_id: t.arg.id({ required: true }), search: t.arg.string() },
    permission: "product.read",
    resolve: (access, a) => getAssortmentParentProducts(access, { assortmentId: String(a.assortment_id), search: a.search }),
  }),
);

builder.queryField("getAssortmentProducts", (t) =>
  brandField(t, {
    type: [Product],
    args: { brand_id: t.arg.id({ required: true }), assortment_id: t.arg.id({ required: true }) },
    permission: "product.read",
    resolve: (access, a) => getAssortmentProducts(access, { assortmentId: String(a.assortment_id) }),
  }),
);

builder.queryField("getProductImages", (t) =>
  brandField(t, {
    type: "String",
    args: { brand: t.arg.id({ required: true }), _id: t.arg.id({ required: true }) },
    permission: "product.read",
    brand: (a) => String(a.brand),
    resolve: (access, a) => getProductImagesUrl(access, String(a._id)),
  }),
);

builder.mutationField("createProduct", (t) =>
  brandField(t, {
    type: Product,
    args: { product: t.arg({ type: ProductInput, required: true }) },
    permission: "product.write",
    brand: (a) => String(a.product.brand),
    resolve: (access, { product }) => createProduct(access, product),
  }),
);

builder.mutationField("updateProduct", (t) =>
  brandField(t, {
    type: Product,
    args: { product: t.arg({ type: ProductInput, required: true }) },
    permission: "product.write",
    brand: (a) => String(a.product.brand),
    resolve: (access, { product }) => updateProduct(access, product),
  }),
);

builder.mutationField("deleteProduct", (t) =>
  brandField(t, {
    type: "Boolean",
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "product.write",
    resolve: (access, a) => deleteProduct(access, String(a._id)),
  }),
);
