import "server-only";
// Reads an uploaded sales .xlsx with exceljs' streaming reader, as P2's bulk reader does (server/bulk-upload/
// read-spreadsheet.ts): sniffed first (not a workbook, legacy .xls → 400), rows visited once and never held as a
// workbook, and reading stops at the first row past SALES_DATA_MAX_ROWS with a clear refusal — a 50,000-row file is
// refused after 5,001 rows, never read to the end. The sales rows are on the first sheet whose header names Units,
// Revenue and a Product ID or Style Number column (an instructions sheet is skipped). Cell-level problems are left to
// the row rules (lib/sales-data/rows.ts), so the preview can show them per row.
import { createReadStream } from "node:fs";
import ExcelJS from "exceljs";
import { columnLetter, normaliseCell } from "@/lib/bulk-upload/cells";
import { normaliseHeader } from "@/lib/bulk-upload/columns";
import { INSTRUCTIONS_SHEET } from "@/lib/bulk-upload/limits";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { SALES_COLUMNS, SALES_DATA_MAX_ROWS, type TSalesColumn } from "@/lib/sales-data/limits";
import { SALES_MSG } from "@/lib/sales-data/messages";
import type { TSalesSheetRow } from "@/lib/sales-data/rows";
import { sniffFile } from "../bulk-upload/read-spreadsheet";
import { AppError, invalid } from "../errors";

export interface TSalesSheet {
  rows: TSalesSheetRow[];
  ignoredHeaders: string[];
}

type THeader = { byColumn: Map<number, TSalesColumn>; ignored: string[] };
type TMissing = { missing: string };

const COLUMN_OF = new Map(Object.entries(SALES_COLUMNS).map(([key, header]) => [normaliseHeader(header), key as TSalesColumn]));

function mapHeader(row: ExcelJS.Row): THeader | TMissing {
  const byColumn = new Map<number, TSalesColumn>();
  const ignored: string[] = [];
  const seen = new Set<TSalesColumn>();
  row.eachCell({ includeEmpty: false }, (cell, colNumber) => {
    const input = normaliseCell(cell.value);
    if (input.kind === "empty") return;
    const label = input.kind === "text" ? input.value : String(cell.text ?? "");
    const column = COLUMN_OF.get(normaliseHeader(label));
    if (!column) return void ignored.push(label);
    if (seen.has(column)) throw invalid(BULK_MSG.duplicateColumn(SALES_COLUMNS[column]));
    seen.add(column);
    byColumn.set(colNumber, column);
  });
  if (!seen.has("productId") && !seen.has("styleNumber")) return { missing: SALES_MSG.noKeyColumn };
  for (const c of ["units", "revenue"] as const) if (!seen.has(c)) return { missing: BULK_MSG.missingColumn(SALES_COLUMNS[c]) };
  return { byColumn, ignored };
}

async function readSalesRows(sheetRows: AsyncIterator<ExcelJS.Row>, maxRows: number): Promise<TSalesSheet | TMissing | null> {
  let header: THeader | null = null;
  const rows: TSalesSheetRow[] = [];
  for (let next = await sheetRows.next(); !next.done; next = await sheetRows.next()) {
    const row = next.value;
    if (!header) {
      if (!row.hasValues) continue;
      const mapped = mapHeader(row);
      if ("missing" in mapped) return mapped;
      header = mapped;
      continue;
    }
    const out: TSalesSheetRow = { rowNumber: row.number };
    let filled = false;
    for (const [colNumber, column] of header.byColumn) {
      const input = normaliseCell(row.getCell(colNumber).value);
      if (input.kind !== "empty" && column !== "name") filled = true;
      if (column !== "name") out[column] = { input, address: `${columnLetter(colNumber)}${row.number}` };
    }
    // Blank (or merely formatted) rows, and rows with only a name, are no sales rows.
    if (!filled) continue;
    if (rows.length >= maxRows) throw invalid(BULK_MSG.tooManyRows(maxRows));
    rows.push(out);
  }
  return header ? { rows, ignoredHeaders: header.ignored } : null;
}

export async function readSalesSheet(file: string, maxRows = SALES_DATA_MAX_ROWS): Promise<TSalesSheet> {
  await sniffFile(file);
  const input = createReadStream(file);
  let missing: string | null = null;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      worksheets: "emit",
      entries: "ignore",
    });
    for await (const sheet of reader) {
      const name = (sheet as unknown as { name?: string }).name ?? "";
      const rows = sheet[Symbol.asyncIterator]();
      const result = name.toLowerCase() === INSTRUCTIONS_SHEET.toLowerCase() ? null : await readSalesRows(rows, maxRows);
      if (result && "rows" in result) {
        if (result.rows.length === 0) throw invalid(SALES_MSG.noRows);
        return result;
      }
      missing ??= result?.missing ?? null;
      while (!(await rows.next()).done);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid(BULK_MSG.corrupt);
  } finally {
    input.destroy();
  }
  throw invalid(missing ?? BULK_MSG.noSheet);
}
