import "server-only";
// GraphQL: bulk upload (spec 1 §3, §7; docs/contracts/p2-products.graphql) — preview and apply (product write),
// the template and the current-products export (product read; both answer a signed download URL).
import type { TBulkApplyResult, TBulkPreview, TChangedProduct, TChangedProperty } from "@/lib/bulk-upload/types";
import { applyBulkUploadPreview } from "../bulk-upload/apply-preview";
import { bulkProductUploadTemplate } from "../bulk-upload/build-template";
import { bulkUploadProductsPreview } from "../bulk-upload/build-preview";
import { currentProductsTemplate } from "../bulk-upload/export-current-products";
import { brandField, builder } from "./builder";
import { JSONScalar } from "./scalars";

const ChangedProperty = builder.objectRef<TChangedProperty>("ChangedProperty").implement({
  fields: (t) => ({
    property_metadata_id: t.exposeID("property_metadata_id", { nullable: true }),
    name: t.exposeString("name"),
    previousValue: t.exposeString("previousValue", { nullable: true }),
    currentValue: t.exposeString("currentValue", { nullable: true }),
    status: t.exposeString("status"),
    validity: t.exposeString("validity"),
    dataPath: t.exposeString("dataPath"),
  }),
});

const ChangedProduct = builder.objectRef<TChangedProduct>("ChangedProduct").implement({
  fields: (t) => ({
    import_id: t.exposeString("import_id"),
    name: t.exposeString("name", { nullable: true }),
    specificIssue: t.exposeString("specificIssue", { nullable: true }),
    status: t.exposeString("status"),
    validity: t.exposeString("validity"),
    changedProperties: t.field({ type: [ChangedProperty], resolve: (p) => p.changedProperties }),
  }),
});

const BulkUploadPreview = builder.objectRef<TBulkPreview>("BulkUploadPreview").implement({
  fields: (t) => ({
    changedProducts: t.field({ type: [ChangedProduct], resolve: (p) => p.changedProducts }),
    numOfProductsAttempted: t.exposeInt("numOfProductsAttempted"),
  }),
});

const BulkUploadApplyResult = builder.objectRef<TBulkApplyResult>("BulkUploadApplyResult").implement({
  fields: (t) => ({
    numOfNewProducts: t.exposeInt("numOfNewProducts"),
    numOfUpdatedProducts: t.exposeInt("numOfUpdatedProducts"),
  }),
});

builder.mutationField("bulkUploadProductsPreview", (t) =>
  brandField(t, {
    type: BulkUploadPreview,
    args: {
      file_url: t.arg.string({ required: true }),
      brand_id: t.arg.id({ required: true }),
      assortment_id: t.arg.id({ required: true }),
    },
    permission: "product.write",
    resolve: (access, a) => bulkUploadProductsPreview(access, { file_url: a.file_url, assortment_id: String(a.assortment_id) }),
  }),
);

builder.mutationField("applyBulkUploadProductsPreview", (t) =>
  brandField(t, {
    type: BulkUploadApplyResult,
    args: {
      preview: t.arg({ type: JSONScalar, required: true }),
      brand_id: t.arg.id({ required: true }),
      assortmentId: t.arg.id({ required: true }),
    },
    permission: "product.write",
    resolve: (access, a) => applyBulkUploadPreview(access, { preview: a.preview, assortment_id: String(a.assortmentId) }),
  }),
);

for (const [name, run] of [
  ["bulkProductUploadTemplate", bulkProductUploadTemplate],
  ["currentProductsTemplate", currentProductsTemplate],
] as const) {
  builder.queryField(name, (t) =>
    brandField(t, {
      type: "String",
      args: { brand_id: t.arg.id({ required: true }), assortment_id: t.arg.id({ required: true }) },
      permission: "product.read",
      resolve: (access, a) => run(access, String(a.assortment_id)),
    }),
  );
}
