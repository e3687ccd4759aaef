import "server-only";
// What a study's sales data is now: its import's version (0 before the first), rows, file, who and when.
import type { TSalesImportState } from "@/lib/sales-data/types";
import { prisma, type Tx } from "../db";

export async function salesImportState(surveyId: string, db: Tx = prisma): Promise<TSalesImportState | null> {
  const row = await db.salesDataImport.findUnique({ where: { survey_id: surveyId } });
  if (!row) return null;
  const who = row.imported_by
    ? await db.user.findUnique({ where: { id: row.imported_by }, select: { first_name: true, last_name: true, email: true } })
    : null;
  const name = who ? `${who.first_name} ${who.last_name}`.trim() || who.email : null;
  return { version: row.version, rows: row.rows, file_name: row.file_name, imported_by: name, date_modified: row.date_modified.toISOString() };
}
