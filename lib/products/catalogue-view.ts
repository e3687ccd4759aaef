// Pure rules of the catalogue screens (spec 1 §2 "Product screens", §5, §9), shared by the UI and its tests.
import { BRAND_ID_PATTERN } from "../routes";
import { MODEL_3D_TYPES } from "./messages";
import { model3DUrl } from "./rules";

/** Which catalogue route is shown: the list, or the list with a product modal open. */
export type TCatalogueMode = { kind: "list" } | { kind: "create" } | { kind: "view"; productId: string } | { kind: "edit"; productId: string };

/** Seasons in their calendar order (prisma enum Season). */
export const SEASON_ORDER = ["resort", "spring", "summer", "fall", "holiday"] as const;

/** An assortment's display label: its name, else "Season Year". */
export function assortmentLabel(a: { name: string | null; year: number; season: string }): string {
  if (a.name?.trim()) return a.name.trim();
  return `${a.season.charAt(0).toUpperCase()}${a.season.slice(1)} ${a.year}`;
}

/** The catalogue URLs of spec 1 §2, brand-wide or within an assortment. */
export const productRoutes = {
  list: (brandId: string, assortmentId?: string) =>
    assortmentId ? `/brand/${brandId}/assortment/${assortmentId}/products` : `/brand/${brandId}/products`,
  create: (brandId: string, assortmentId?: string) => `${productRoutes.list(brandId, assortmentId)}/create`,
  view: (brandId: string, productId: string, assortmentId?: string) => `${productRoutes.list(brandId, assortmentId)}/${productId}`,
  edit: (brandId: string, productId: string, assortmentId?: string) => `${productRoutes.view(brandId, productId, assortmentId)}/edit`,
};

/** A product id in a route must look like an id; anything else is the product-page 404. */
// lib/ids.ts holds the same pattern but imports node:crypto, which client bundles cannot; lib/routes is isomorphic.
export const isProductRouteId = (id: string): boolean => BRAND_ID_PATTERN.test(id);

/** The offset of the next page (of PRODUCT_LIMITS.pageSize), or undefined when every matching product is loaded. */
export function nextPageOffset(loaded: number, filteredCount: number): number | undefined {
  return loaded < filteredCount ? loaded : undefined;
}

/** "1 product", "30 products". */
export function productCountLabel(n: number): string {
  return `${n} ${n === 1 ? "product" : "products"}`;
}

export interface TPriceRange {
  low: number | null;
  high: number | null;
}

/**
 * The price filter as sent to brandProducts (spec 1 §5: bounded by the brand's lowest and highest price):
 * empty or unparsable inputs mean "no bound", values are clamped into the boundaries, a reversed range is
 * swapped, and a bound equal to the boundary is dropped (it filters nothing).
 */
export function priceFilter(
  input: { low: string; high: string },
  bounds: { low: number; high: number } | null,
): TPriceRange {
  const parse = (s: string): number | null => {
    if (s.trim() === "") return null;
    const n = Number(s);
    return Number.isFinite(n) ? n : null;
  };
  let low = parse(input.low);
  let high = parse(input.high);
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  if (bounds) {
    const clamp = (n: number) => Math.min(bounds.high, Math.max(bounds.low, n));
    if (low !== null) low = clamp(low);
    if (high !== null) high = clamp(high);
    if (low !== null && low <= bounds.low) low = null;
    if (high !== null && high >= bounds.high) high = null;
  }
  return { low, high };
}

export interface TProductFilters {
  price_low?: number;
  price_high?: number;
  assortment_ids?: string[];
}

/** brandProducts' `filters` argument, or undefined when nothing is filtered. */
export function productFilters(price: TPriceRange, assortmentId: string | null): TProductFilters | undefined {
  const f: TProductFilters = {};
  if (price.low !== null) f.price_low = price.low;
  if (price.high !== null) f.price_high = price.high;
  if (assortmentId) f.assortment_ids = [assortmentId];
  return Object.keys(f).length ? f : undefined;
}

/** The search text as sent: trimmed, undefined when empty (the server parses "id:" and bare ids, spec 1 §5). */
export function searchArgument(text: string): string | undefined {
  const s = text.trim();
  return s ? s : undefined;
}

/** The ids before and after `id` in the loaded list, for the view modal's Previous and Next. */
export function neighbours(ids: readonly string[], id: string): { previous: string | null; next: string | null; index: number } {
  const index = ids.indexOf(id);
  if (index < 0) return { previous: null, next: null, index };
  return { previous: index > 0 ? ids[index - 1] : null, next: index < ids.length - 1 ? ids[index + 1] : null, index };
}

/** A value of a product at a property's data_path ("price", "custom_data.fabric", "forecasts.apac"). */
export function valueAtPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split(".")) {
    if (cur === null || typeof cur !== "object" || !Object.prototype.hasOwnProperty.call(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** A property value as text, or null when there is nothing to show. */
export function propertyText(value: unknown, dataType: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (Array.isArray(value)) return value.length ? value.map((v) => String(v)).join(", ") : null;
  if (dataType === "bool" || typeof value === "boolean") return value === true || value === "true" ? "Yes" : "No";
  if (dataType === "date") {
    const d = new Date(String(value));
    return Number.isNaN(d.getTime()) ? String(value) : d.toISOString().slice(0, 10);
  }
  if (typeof value === "object") return null;
  return String(value);
}

/** The forecast table's columns (spec 1 §3: apac, us_dtc, us_wholesale, emea, total). */
export const FORECAST_COLUMNS = [
  { key: "apac", label: "APAC" },
  { key: "us_dtc", label: "US DTC" },
  { key: "us_wholesale", label: "US Wholesale" },
  { key: "emea", label: "EMEA" },
  { key: "total", label: "Total" },
] as const;

/** The embedded viewer of a stored 3D model (spec 1 §3: restar or sketchfab by id), or null for anything else. */
export function modelEmbedUrl(model: { type: string; id: string }): string | null {
  const type = MODEL_3D_TYPES.find((t) => t === model.type);
  return type && model.id ? model3DUrl({ type, id: model.id }) : null;
}

/** Fields the view modal already shows in their own place; a property pointing at them is not repeated. */
const SHOWN_ELSEWHERE = new Set(["name", "price", "margin", "description", "images", "three_dimensional_models", "children"]);

/** The view modal's property rows: properties displayed on the modal that have a value on this product. */
export function modalPropertyRows(
  properties: readonly { _id: string; name: string; data_path: string; data_type: string; display_on_modal: boolean; sort_order: number }[],
  product: unknown,
): { id: string; name: string; text: string }[] {
  return [...properties]
    .filter((p) => p.display_on_modal && !SHOWN_ELSEWHERE.has(p.data_path) && !p.data_path.startsWith("forecasts."))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
    .flatMap((p) => {
      const text = propertyText(valueAtPath(product, p.data_path), p.data_type);
      return text === null ? [] : [{ id: p._id, name: p.name, text }];
    });
}
