import "server-only";
// POST …/sales_data/preview (P13): the uploaded sales file (one .xlsx, ≤ 100 MB, streamed to disk like P2's bulk
// upload) read and checked row by row against the study's products — each row with its errors — and kept for the
// import, which names it by `file_url` and reads it again (the preview's figures are never trusted back). Writes no
// sales data. Needs survey.write; line_review studies only.
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { sniffSpreadsheet } from "@/lib/bulk-upload/sniff";
import { evaluateSalesRows, productsWithoutRow } from "@/lib/sales-data/rows";
import type { TSalesPreview } from "@/lib/sales-data/types";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { fileRefOf, storeUploadedFile } from "../bulk-upload/stored-upload";
import { BULK_UPLOAD_LIMITS } from "../bulk-upload/upload-bulk-file";
import { invalid } from "../errors";
import type { TReceivedFile } from "../storage/receive-files";
import { salesImportState } from "./import-state";
import { readSalesSheet } from "./read-sales-sheet";
import { loadSalesStudy, salesProductKeys } from "./sales-study";
import { open } from "node:fs/promises";

/** The multipart body: field "file", one .xlsx of at most 100 MB (P2's limits and texts). */
export const SALES_UPLOAD_LIMITS = BULK_UPLOAD_LIMITS;

async function head(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const bytes = new Uint8Array(8);
    const { bytesRead } = await handle.read(bytes, 0, 8, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function previewSalesData(access: TBrandAccess, surveyId: string, files: readonly TReceivedFile[]): Promise<TSalesPreview> {
  withPermission(access, "survey.write");
  await loadSalesStudy(access, surveyId);
  if (files.length === 0) throw invalid(BULK_MSG.noFile, [{ name: "file", reason: BULK_MSG.noFile }]);
  const file = files[0]!;
  const kind = sniffSpreadsheet(await head(file.path));
  if (kind !== "xlsx") {
    const reason = kind === "xls" ? BULK_MSG.legacyXls : BULK_MSG.notSpreadsheet;
    throw invalid(reason, [{ name: "file", reason }]);
  }
  const [sheet, products, state] = await Promise.all([readSalesSheet(file.path), salesProductKeys(surveyId), salesImportState(surveyId)]);
  const { rows } = evaluateSalesRows(sheet.rows, products);
  const uploadId = await storeUploadedFile(access.brandId, file.path);
  return {
    file_url: fileRefOf(uploadId),
    file_name: file.name.slice(0, 200),
    version: state?.version ?? 0,
    rows,
    ignored_columns: sheet.ignoredHeaders,
    errors: rows.filter((r) => r.validity === "error").length,
    products: products.length,
    missing: productsWithoutRow(rows, products).map((p) => ({ product_id: p.id, name: p.name })),
  };
}
