import "server-only";
// Prisma select objects for products (DESIGN.md §4 "*.select.ts"): what every product read loads, once.
import type { Prisma } from "../generated/prisma/client";

export const productImageSelect = {
  id: true,
  order: true,
  original: true,
  desktop: true,
  mobile: true,
} as const satisfies Prisma.ProductImageSelect;

const imagesInOrder = { select: productImageSelect, orderBy: [{ order: "asc" }, { id: "asc" }] } as const satisfies Prisma.Product$imagesArgs;

export const productSelect = {
  id: true,
  brand_id: true,
  name: true,
  price: true,
  margin: true,
  description: true,
  colors: true,
  fit: true,
  features: true,
  materials: true,
  asset_format: true,
  parent_id: true,
  custom_data: true,
  product_id: true,
  style_name: true,
  style_number: true,
  color_code: true,
  sub_category: true,
  collection_name: true,
  division: true,
  sku_lifecycle: true,
  buy_type: true,
  buy_tier: true,
  channel: true,
  trend_key_attribute: true,
  color_story: true,
  marketing_tier: true,
  categories: true,
  introduction_date: true,
  msrp_initial: true,
  sales_plan: true,
  internal_ratings: true,
  internal_ratings_by_region: true,
  forecasts: true,
  language: true,
  date_created: true,
  date_modified: true,
  assortments: { select: { assortment_id: true }, orderBy: [{ date_created: "asc" }, { assortment_id: "asc" }] },
  // Deleted children no longer belong to the family on screen.
  children: {
    where: { deleted: false },
    select: { id: true, name: true, images: imagesInOrder },
    orderBy: [{ date_created: "asc" }, { id: "asc" }],
  },
  images: imagesInOrder,
  three_dimensional_models: {
    select: { id: true, type: true, external_id: true, order: true },
    orderBy: [{ order: "asc" }, { id: "asc" }],
  },
  translations: { select: { language: true, completed: true, fields: true, price: true }, orderBy: { language: "asc" } },
} as const satisfies Prisma.ProductSelect;

export type TProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;
