// The product wire shape of docs/contracts/p2-products.graphql (spec 1 §3 field names, ids as _id), shared by the
// server's serializer and the UI, which picks the fields its queries select.
export type TJson = string | number | boolean | null | TJson[] | { [key: string]: TJson };

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

/** Free-text merchandising fields of spec 1 §3 carried as they are stored. */
export const PRODUCT_EXTRA_TEXT_FIELDS = [
  "division", "sku_lifecycle", "buy_type", "buy_tier", "channel", "trend_key_attribute", "color_story", "marketing_tier",
] as const;
export type TProductExtraText = Record<(typeof PRODUCT_EXTRA_TEXT_FIELDS)[number], string | null>;

export interface TProductWire extends TProductExtraText {
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
  categories: string[];
  introduction_date: string | null;
  msrp_initial: number | null;
  sales_plan: number | null;
  internal_ratings: TJson;
  internal_ratings_by_region: TJson;
  language: string;
  additional_languages: TProductTranslationWire[];
  is_editable: boolean;
  date_created: string;
  date_modified: string;
}

/** The descriptive fields every product query of the UI reads as stored (catalogue detail, form, board). */
export type TProductDescriptive = Pick<
  TProductWire,
  | "margin" | "colors" | "fit" | "features" | "materials" | "product_id" | "style_name" | "style_number" | "color_code"
  | "sub_category"
>;
