// Default field definitions (spec 1 §3 "Property metadata") for a brand: what the product form, cards, tooltips,
// pivot board, bulk upload and exports show. Idempotent: fixed ids (seedId) plus the (brand_id, data_path)
// unique key, written with createMany({ skipDuplicates }), so a re-run never duplicates or overwrites edits.
import type { Prisma, PrismaClient } from "../../server/generated/prisma/client";
import { seedId } from "../../lib/ids";

type TDef = Omit<Prisma.PropertyMetadataCreateManyInput, "id" | "brand_id" | "sort_order">;

const DEFINITIONS: TDef[] = [
  {
    name: "Name", data_path: "name", data_type: "text", needs_translation: true, is_archivable: false,
    display_on_modal: true, display_on_card: true, display_on_tooltip: true, sortable: true, presentable: true,
    child_product_sortable: true, child_product_sort_order: 1,
  },
  {
    name: "Asset Format", data_path: "asset_format", data_type: "text", is_archivable: false,
    valid_values: ["image", "sketch", "render", "3d", "sample"], input_field: "select", display_on_modal: true, pivotable: true,
  },
  {
    name: "Price", data_path: "price", data_type: "number", input_field: "currency", is_archivable: false,
    display_on_modal: true, display_on_card: true, display_on_tooltip: true, display_template: "{currency}{value}",
    sortable: true, presentable: true, effects_data_visualization: true, child_product_sortable: true, child_product_sort_order: 2,
  },
  {
    name: "Margin", data_path: "margin", data_type: "number", input_field: "percent", display_on_modal: true,
    display_on_tooltip: true, display_template: "{value}%", sortable: true, presentable: true,
  },
  {
    name: "Style Name", data_path: "style_name", data_type: "text", display_group: "Style", display_on_modal: true,
    display_on_tooltip: true, pivotable: true, sortable: true, presentable: true,
  },
  {
    name: "Style Number", data_path: "style_number", data_type: "text", display_group: "Style", is_identifier: true,
    is_archivable: false, display_on_modal: true, display_on_tooltip: true, sortable: true,
  },
  {
    name: "Collection", data_path: "collection_name", data_type: "text", display_group: "Style", is_family_identifier: true,
    display_on_modal: true, pivotable: true, sortable: true, presentable: true,
  },
  {
    name: "Sub-category", data_path: "sub_category", data_type: "text", display_group: "Style", display_on_modal: true,
    pivotable: true, sortable: true, presentable: true,
  },
  {
    name: "Colors", data_path: "colors", data_type: "text", display_group: "Details", needs_translation: true,
    display_on_modal: true, display_on_card: true, display_on_tooltip: true, pivotable: true, presentable: true,
    child_product_sortable: true, child_product_sort_order: 3,
  },
  {
    name: "Color Code", data_path: "color_code", data_type: "text", display_group: "Details", display_on_modal: true, sortable: true,
  },
  {
    name: "Fit", data_path: "fit", data_type: "text", display_group: "Details", needs_translation: true,
    display_on_modal: true, display_on_tooltip: true, pivotable: true, presentable: true,
  },
  {
    name: "Materials", data_path: "materials", data_type: "text", display_group: "Details", needs_translation: true,
    input_field: "textarea", display_on_modal: true, presentable: true,
  },
  {
    name: "Features", data_path: "features", data_type: "text", display_group: "Details", needs_translation: true,
    input_field: "textarea", display_on_modal: true, presentable: true,
  },
  {
    name: "Description", data_path: "description", data_type: "text", needs_translation: true, input_field: "rich_text",
    display_on_modal: true, presentable: true,
  },
  {
    name: "Product ID", data_path: "product_id", data_type: "text", display_group: "Identifiers", display_on_modal: true, sortable: true,
  },
  {
    name: "Total Forecast", data_path: "forecasts.total", data_type: "number", display_group: "Forecasts",
    display_on_modal: true, sortable: true, effects_data_visualization: true,
  },
];

/** The definitions in display order; sort_order follows the list so the form reads top to bottom. */
export const DEFAULT_PROPERTY_METADATA: readonly (TDef & { sort_order: number })[] = DEFINITIONS.map((d, i) => ({ ...d, sort_order: (i + 1) * 10 }));

export async function seedPropertyMetadata(db: PrismaClient | Prisma.TransactionClient, brandId: string): Promise<number> {
  const { count } = await db.propertyMetadata.createMany({
    data: DEFAULT_PROPERTY_METADATA.map((d) => ({ ...d, id: seedId(`property-metadata:${brandId}:${d.data_path}`), brand_id: brandId })),
    skipDuplicates: true,
  });
  return count;
}
