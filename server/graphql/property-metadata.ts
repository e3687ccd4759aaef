import "server-only";
// GraphQL: the brand's field definitions (spec 1 §3 "Property metadata", §7), property_metadata read.
import { brandField, builder } from "./builder";
import { listNonArchivedPropertyMetadata } from "../property-metadata/list-non-archived";
import { listAllPropertyMetadata } from "../property-metadata/list-all";
import type { TPropertyMetadataWire } from "../property-metadata/serialize";

const BOOLEAN_FIELDS = [
  "display_on_modal", "display_on_card", "display_on_tooltip", "is_identifier", "is_family_identifier",
  "needs_translation", "archived", "is_custom", "is_archivable", "pivotable", "sortable", "presentable",
  "effects_data_visualization", "include_in_data_export", "child_product_sortable",
] as const;

export const PropertyMetadata = builder.objectRef<TPropertyMetadataWire>("PropertyMetadata").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    data_path: t.exposeString("data_path"),
    data_type: t.exposeString("data_type"),
    valid_values: t.exposeStringList("valid_values"),
    input_field: t.exposeString("input_field", { nullable: true }),
    display_group: t.exposeString("display_group", { nullable: true }),
    display_template: t.exposeString("display_template", { nullable: true }),
    sort_order: t.exposeInt("sort_order"),
    child_product_sort_order: t.exposeInt("child_product_sort_order", { nullable: true }),
    ...Object.fromEntries(BOOLEAN_FIELDS.map((f) => [f, t.exposeBoolean(f)])),
  }),
});

builder.queryField("getNonArchivedBrandPropertyMetadata", (t) =>
  brandField(t, {
    type: [PropertyMetadata],
    args: { brand_id: t.arg.id({ required: true }), sort_by_name: t.arg.boolean() },
    permission: "property_metadata.read",
    resolve: (access, a) => listNonArchivedPropertyMetadata(access, { sortByName: a.sort_by_name }),
  }),
);

builder.queryField("getBrandPropertyMetadata", (t) =>
  brandField(t, {
    type: [PropertyMetadata],
    args: { brand_id: t.arg.id({ required: true }) },
    permission: "property_metadata.read",
    resolve: (access) => listAllPropertyMetadata(access),
  }),
);
