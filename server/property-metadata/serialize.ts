import "server-only";
// Property metadata rows to the wire shape (spec 1 §3 "Property metadata"; ids as _id).
import type { Prisma } from "../generated/prisma/client";

export const propertyMetadataSelect = {
  id: true,
  name: true,
  data_path: true,
  data_type: true,
  valid_values: true,
  input_field: true,
  display_on_modal: true,
  display_on_card: true,
  display_on_tooltip: true,
  display_group: true,
  display_template: true,
  sort_order: true,
  is_identifier: true,
  is_family_identifier: true,
  needs_translation: true,
  archived: true,
  is_custom: true,
  is_archivable: true,
  pivotable: true,
  sortable: true,
  presentable: true,
  effects_data_visualization: true,
  include_in_data_export: true,
  child_product_sortable: true,
  child_product_sort_order: true,
} as const satisfies Prisma.PropertyMetadataSelect;

type TRow = Prisma.PropertyMetadataGetPayload<{ select: typeof propertyMetadataSelect }>;
export type TPropertyMetadataWire = Omit<TRow, "id" | "data_type"> & { _id: string; data_type: string };

export function serializePropertyMetadata({ id, data_type, ...rest }: TRow): TPropertyMetadataWire {
  return { _id: id, data_type, ...rest };
}
