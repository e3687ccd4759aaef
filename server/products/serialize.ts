import "server-only";
// Products to the wire shape of docs/contracts/p2-products.graphql (spec 1 §3 field names, ids as _id).
import { model3DUrl } from "@/lib/products/rules";
import type { TProductRow } from "./select";
import { PRODUCT_EXTRA_TEXT_FIELDS, type TForecastsWire, type TJson, type TProductExtraText, type TProductImageWire, type TProductWire } from "@/lib/products/wire";

export type { TForecastsWire, TProduct3DModelWire, TProductImageWire, TProductTranslationWire, TProductWire } from "@/lib/products/wire";

const FORECAST_KEYS = ["apac", "us_dtc", "us_wholesale", "emea", "total"] as const;

/** Stored JSON is trusted to be an object but read leniently: anything that is not a number reads as null. */
export function toForecasts(raw: unknown): TForecastsWire {
  const src = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out = {} as TForecastsWire;
  for (const k of FORECAST_KEYS) {
    const v = src[k];
    out[k] = typeof v === "number" && Number.isFinite(v) ? v : null;
  }
  return out;
}

function toObject(raw: unknown): TJson {
  return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as TJson) : {};
}

const image = (i: TProductRow["images"][number]): TProductImageWire => ({
  _id: i.id,
  order: i.order,
  original: i.original,
  desktop: i.desktop,
  mobile: i.mobile,
});

export function serializeProduct(p: TProductRow, isEditable: boolean): TProductWire {
  return {
    _id: p.id,
    brand: p.brand_id,
    name: p.name,
    price: p.price,
    margin: p.margin,
    description: p.description,
    colors: p.colors,
    fit: p.fit,
    features: p.features,
    materials: p.materials,
    asset_format: p.asset_format,
    assortment: p.assortments.map((a) => a.assortment_id),
    parent_id: p.parent_id,
    children: p.children.map((c) => ({ _id: c.id, name: c.name, images: c.images.map(image) })),
    images: p.images.map(image),
    three_dimensional_models: p.three_dimensional_models.map((m) => ({
      _id: m.id,
      type: m.type,
      id: m.external_id,
      order: m.order,
      url: model3DUrl({ type: m.type, id: m.external_id }),
    })),
    forecasts: toForecasts(p.forecasts),
    custom_data: toObject(p.custom_data),
    product_id: p.product_id,
    style_name: p.style_name,
    style_number: p.style_number,
    color_code: p.color_code,
    sub_category: p.sub_category,
    collection_name: p.collection_name,
    ...(Object.fromEntries(PRODUCT_EXTRA_TEXT_FIELDS.map((f) => [f, p[f]])) as TProductExtraText),
    categories: p.categories,
    introduction_date: p.introduction_date?.toISOString() ?? null,
    msrp_initial: p.msrp_initial,
    sales_plan: p.sales_plan,
    internal_ratings: toObject(p.internal_ratings),
    internal_ratings_by_region: toObject(p.internal_ratings_by_region),
    language: p.language,
    additional_languages: p.translations.map((t) => ({
      language: t.language,
      completed: t.completed,
      fields: toObject(t.fields),
      price: t.price,
    })),
    is_editable: isEditable,
    date_created: p.date_created.toISOString(),
    date_modified: p.date_modified.toISOString(),
  };
}
