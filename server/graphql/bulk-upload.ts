// GraphQL: bulk upload (spec 1 §3, §7; docs/contracts/p2-products.graphql) — preview and apply (product write),
// the template and the current-products export (product read; both answer a signed download URL).
import type { TBulkApplyResult, TBulkPreview, TChangedProduct, TChangedProperty } from "@/lib/bulk-upload/types";
import { applyBulkUploadPreview } from "../bulk-upload/apply-preview";
import { bulkProductUploadTemplate } from "../bulk-upload/build-template";
import { bulkUploadProductsPreview } from "../bulk-upload/build-preview";
import { currentProductsTemplate } from "../bulk-upload/export-current-products";
import { actorOf, builder } from "./builder";
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
  t.field({
    type: BulkUploadPreview,
    authScopes: { loggedIn: true },
    args: {
      file_url: t.arg.string({ required: true }),
      brand_id: t.arg.id({ required: true }),
      assortment_id: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      bulkUploadProductsPreview(actorOf(ctx), { file_url: a.file_url, brand_id: String(a.brand_id), assortment_id: String(a.assortment_id) }),
  }),
);

builder.mutationField("applyBulkUploadProductsPreview", (t) =>
  t.field({
    type: BulkUploadApplyResult,
    authScopes: { loggedIn: true },
    args: {
      preview: t.arg({ type: JSONScalar, required: true }),
      brand_id: t.arg.id({ required: true }),
      assortmentId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      applyBulkUploadPreview(actorOf(ctx), { preview: a.preview, brand_id: String(a.brand_id), assortment_id: String(a.assortmentId) }),
  }),
);

for (const [name, run] of [
  ["bulkProductUploadTemplate", bulkProductUploadTemplate],
  ["currentProductsTemplate", currentProductsTemplate],
] as const) {
  builder.queryField(name, (t) =>
    t.string({
      authScopes: { loggedIn: true },
      args: { brand_id: t.arg.id({ required: true }), assortment_id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => run(actorOf(ctx), String(a.brand_id), String(a.assortment_id)),
    }),
  );
}
