import "server-only";
// POST …/sales_data/import (P13): imports a previewed sales file. The stored file is read again and checked by the same
// rules (any error row → 400, nothing written); then, in one transaction, the study's import version moves from the
// one the preview saw to the next — a concurrent or later import that finished first leaves no row to move, and this
// one is refused with 409 (DESIGN.md rule 11) — and the study's sales rows are replaced. Needs survey.write.
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { newId } from "@/lib/ids";
import { evaluateSalesRows } from "@/lib/sales-data/rows";
import { SALES_MSG } from "@/lib/sales-data/messages";
import type { TSalesImportResult } from "@/lib/sales-data/types";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { parseFileRef, removeStoredUpload, resolveStoredUpload } from "../bulk-upload/stored-upload";
import { prisma } from "../db";
import { conflict, invalid } from "../errors";
import { readSalesSheet } from "./read-sales-sheet";
import { loadSalesStudy, salesProductKeys } from "./sales-study";

export interface TSalesImportInput {
  file_url: string;
  /** The version the preview answered (0: the study had no sales data). */
  version: number;
  file_name?: string;
}

export async function importSalesData(access: TBrandAccess, surveyId: string, input: TSalesImportInput): Promise<TSalesImportResult> {
  withPermission(access, "survey.write");
  await loadSalesStudy(access, surveyId);
  const uploadId = parseFileRef(input.file_url);
  if (!uploadId) throw invalid(BULK_MSG.uploadExpired, [{ name: "file_url", reason: BULK_MSG.uploadExpired }]);
  const file = await resolveStoredUpload(access.brandId, uploadId);
  const sheet = await readSalesSheet(file);
  const userId = access.actor.id;
  const fileName = (input.file_name ?? "").slice(0, 200);

  const result = await prisma.$transaction(async (tx) => {
    // The products as they are now, inside the transaction that writes.
    const { rows, plans } = evaluateSalesRows(sheet.rows, await salesProductKeys(surveyId, tx));
    const errors = rows.filter((r) => r.validity === "error").length;
    if (errors > 0) throw invalid(SALES_MSG.hasErrors(errors));
    const now = new Date();
    const next = input.version + 1;
    const claimed =
      input.version === 0
        ? await tx.salesDataImport.createMany({
            data: [{ survey_id: surveyId, version: next, imported_by: userId, file_name: fileName, rows: plans.length, date_modified: now }],
            skipDuplicates: true,
          })
        : await tx.salesDataImport.updateMany({
            where: { survey_id: surveyId, version: input.version },
            data: { version: next, imported_by: userId, file_name: fileName, rows: plans.length, date_modified: now },
          });
    if (claimed.count !== 1) throw conflict(SALES_MSG.stale);
    await tx.salesData.deleteMany({ where: { survey_id: surveyId } });
    await tx.salesData.createMany({
      data: plans.map((p) => ({ id: newId(), survey_id: surveyId, product_id: p.product_id, units: p.units, revenue: p.revenue, imported_by: userId, date_created: now })),
    });
    return { version: next, rows: plans.length, date_modified: now.toISOString() };
  });
  await removeStoredUpload(access.brandId, uploadId).catch(() => undefined);
  return result;
}
