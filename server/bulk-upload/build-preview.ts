import "server-only";
// bulkUploadProductsPreview (spec 1 §3, §4, §7): reads the uploaded spreadsheet and compares each row with the
// brand's products — new or update, changed properties, validity and issues. Stores nothing.
import type { TColumnModel } from "@/lib/bulk-upload/columns";
import { evaluateRows, rowIdentifier, type TEvaluation, type TSheetRow } from "@/lib/bulk-upload/evaluate";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import type { TBulkPreview } from "@/lib/bulk-upload/types";
import type { TBrandAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";
import { invalid } from "../errors";
import { sanitizeDescription } from "../products/sanitize-description";
import { findExistingProducts } from "./match-products";
import { loadColumnModel } from "./load-columns";
import { readSpreadsheet, type TSheet } from "./read-spreadsheet";
import { requireBrandAssortment } from "./require-assortment";
import { parseFileRef, resolveStoredUpload } from "./stored-upload";

export interface TPreviewInput {
  file_url: string;
  assortment_id: string;
}

/** The rows of `sheet` against the products stored now (inside `db`, which apply passes as its transaction). */
export async function evaluateSheet(
  db: Tx,
  o: { brandId: string; assortmentId: string; uploadId: string; model: TColumnModel; rows: readonly TSheetRow[]; ignoredHeaders: string[] },
): Promise<TEvaluation> {
  const identifiers = o.rows.flatMap((r) => rowIdentifier(o.model, r) ?? []);
  const existing = await findExistingProducts(db, o.brandId, o.assortmentId, o.model, identifiers);
  return evaluateRows(o.model, o.rows, {
    uploadId: o.uploadId,
    existing,
    fileWarnings: o.ignoredHeaders.map((h) => BULK_MSG.ignoredColumn(h)),
    // Descriptions are stored sanitised, so they are compared sanitised.
    cleanText: (column, text) => (column.dataPath === "description" ? (sanitizeDescription(text) ?? "") : text),
  });
}

/** The assortment and stored file of a preview or apply call. Needs product.write. */
export async function openUpload(access: TBrandAccess, assortmentId: string, uploadId: string | null) {
  await requireBrandAssortment(prisma, access.brandId, assortmentId);
  if (!uploadId) throw invalid(BULK_MSG.uploadExpired, [{ name: "file_url", reason: BULK_MSG.uploadExpired }]);
  return resolveStoredUpload(access.brandId, uploadId);
}

/** Needs product.write. */
export async function bulkUploadProductsPreview(access: TBrandAccess, input: TPreviewInput): Promise<TBulkPreview> {
  const uploadId = parseFileRef(input.file_url);
  const file = await openUpload(access, input.assortment_id, uploadId);
  const model = await loadColumnModel(prisma, access.brandId);
  const sheet: TSheet = await readSpreadsheet(file, model);
  const { products } = await evaluateSheet(prisma, {
    brandId: access.brandId,
    assortmentId: input.assortment_id,
    uploadId: uploadId!,
    model,
    rows: sheet.rows,
    ignoredHeaders: sheet.ignoredHeaders,
  });
  return { changedProducts: products, numOfProductsAttempted: sheet.rowCount };
}
