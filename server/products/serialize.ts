// Products to the wire shape of docs/contracts/p2-products.graphql (spec 1 §3 field names, ids as _id).
import { model3DUrl } from "@/lib/products/rules";
import type { TJson } from "../graphql/scalars";
import type { TProductRow } from "./select";

export interface TProductImageWire {
  _id: string;
  order: number;
  original: string;
  desktop: string;
  mobile: string;
}

export interface TProduct3DModelWire {
  _id: string;
  type: string;
  id: string;
  order: number;
  url: string;
}

export interface TForecastsWire {
  apac: number | null;
  us_dtc: number | null;
  us_wholesale: number | null;
  emea: number | null;
  total: number | null;
}

export interface TProductTranslationWire {
  language: string;
  completed: boolean;
  fields: TJson;
  price: number | null;
}

export interface TProductWire {
  _id: string;
  brand: string;
  name: string;
  price: number | null;
  margin: number | null;
  description: string | null;
  colors: string | null;
  fit: string | null;
  features: string | null;
  materials: string | null;
  asset_format: string | null;
  assortment: string[];
  parent_id: string | null;
  children: { _id: string; name: string; images: TProductImageWire[] }[];
  images: TProductImageWire[];
  three_dimensional_models: TProduct3DModelWire[];
  forecasts: TForecastsWire;
  custom_data: TJson;
  product_id: string | null;
  style_name: string | null;
  style_number: string | null;
  color_code: string | null;
  sub_category: string | null;
  collection_name: string | null;
  language: string;
  additional_languages: TProductTranslationWire[];
  is_editable: boolean;
  date_created: string;
  date_modified: string;
}

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
