import "server-only";
// bulkProductUploadTemplate (spec 1 §7): an empty .xlsx with the brand's non-archived property-metadata columns,
// drop-downs for valid values and an instructions sheet; answers a short-lived download URL.
import { BULK_UPLOAD_MAX_ROWS } from "@/lib/bulk-upload/limits";
import { BULK_INSTRUCTIONS } from "@/lib/bulk-upload/messages";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { createDownloadUrl } from "../downloads/sign";
import { templateFileName } from "./file-names";
import { loadColumnModel } from "./load-columns";
import { requireBrandAssortment } from "./require-assortment";
import { writeProductsWorkbook, type TExportValue } from "./write-workbook";

async function* noRows(): AsyncGenerator<TExportValue[]> {}

/** Needs product.read. */
export async function bulkProductUploadTemplate(access: TBrandAccess, assortmentId: string): Promise<string> {
  const assortment = await requireBrandAssortment(prisma, access.brandId, assortmentId);
  const model = await loadColumnModel(prisma, access.brandId);
  const instructions = BULK_INSTRUCTIONS({ identifier: model.identifier.header, name: model.name.header, maxRows: BULK_UPLOAD_MAX_ROWS });
  const file = await writeProductsWorkbook(model, noRows(), instructions);
  return createDownloadUrl(file, templateFileName(assortment));
}
