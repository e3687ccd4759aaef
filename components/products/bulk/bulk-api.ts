// Bulk upload calls (spec 1 §7; docs/contracts/p2-products.graphql): the spreadsheet upload
// (POST /api/v1/brand/{b}/upload/bulk → { results: { file_url } }), preview, apply and the two downloads.
import { api } from "@/lib/api-client";
import { asWire, graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TBulkApplyResult, TBulkPreview } from "@/lib/bulk-upload/types";

export async function uploadSpreadsheet(brandId: string, file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const res = await api<{ file_url: string }>(`/brand/${brandId}/upload/bulk`, { method: "POST", body, timeoutMs: 300_000 });
  return res.file_url;
}

const BulkPreviewMutation = graphql(`
  mutation BulkPreview($file_url: String!, $brand_id: ID!, $assortment_id: ID!) {
    bulkUploadProductsPreview(file_url: $file_url, brand_id: $brand_id, assortment_id: $assortment_id) {
      numOfProductsAttempted
      changedProducts { import_id name specificIssue status validity
        changedProperties { property_metadata_id name previousValue currentValue status validity dataPath } }
    }
  }
`);

export async function previewBulkUpload(brandId: string, assortmentId: string, fileUrl: string): Promise<TBulkPreview> {
  const data = await gql(BulkPreviewMutation, { file_url: fileUrl, brand_id: brandId, assortment_id: assortmentId });
  // schema.graphql types `status` and `validity` as String; the server writes lib/bulk-upload/types.ts' unions.
  return asWire<TBulkPreview>()(data.bulkUploadProductsPreview, ["status", "validity"]);
}

const BulkApplyMutation = graphql(`
  mutation BulkApply($preview: JSON!, $brand_id: ID!, $assortmentId: ID!) {
    applyBulkUploadProductsPreview(preview: $preview, brand_id: $brand_id, assortmentId: $assortmentId) { numOfNewProducts numOfUpdatedProducts }
  }
`);

export async function applyBulkUpload(brandId: string, assortmentId: string, preview: TBulkPreview): Promise<TBulkApplyResult> {
  const data = await gql(BulkApplyMutation, { preview, brand_id: brandId, assortmentId });
  return data.applyBulkUploadProductsPreview;
}

export type TDownloadKind = "bulkProductUploadTemplate" | "currentProductsTemplate";

const BulkTemplateQuery = graphql(`
  query BulkTemplate($brand_id: ID!, $assortment_id: ID!) { bulkProductUploadTemplate(brand_id: $brand_id, assortment_id: $assortment_id) }
`);
const BulkCurrentProductsQuery = graphql(`
  query BulkCurrentProducts($brand_id: ID!, $assortment_id: ID!) { currentProductsTemplate(brand_id: $brand_id, assortment_id: $assortment_id) }
`);

/** The short-lived download URL of the template or of the assortment's current products. */
export async function downloadUrl(kind: TDownloadKind, brandId: string, assortmentId: string): Promise<string> {
  const variables = { brand_id: brandId, assortment_id: assortmentId };
  return kind === "bulkProductUploadTemplate"
    ? (await gql(BulkTemplateQuery, variables)).bulkProductUploadTemplate
    : (await gql(BulkCurrentProductsQuery, variables)).currentProductsTemplate;
}
