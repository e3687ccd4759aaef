import "server-only";
// Reads an uploaded .xlsx with exceljs' streaming reader (rows are visited once and never held as a workbook,
// so a 20,000-row file stays small in memory). File-level problems — not a workbook, legacy .xls, damaged,
// no sheet, no sheet with the name and identifier columns, more than BULK_UPLOAD_MAX_ROWS rows — throw `invalid` with a clear
// text; cell-level problems (formulas, wrong types, empty required cells) are left to the preview rules, so
// they become error rows the user can see and remove.
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import ExcelJS from "exceljs";
import { columnLetter, normaliseCell } from "@/lib/bulk-upload/cells";
import { columnForHeader, type TBulkColumn, type TColumnModel } from "@/lib/bulk-upload/columns";
import type { TSheetCell, TSheetRow } from "@/lib/bulk-upload/evaluate";
import { BULK_UPLOAD_MAX_ROWS, INSTRUCTIONS_SHEET, LISTS_SHEET } from "@/lib/bulk-upload/limits";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { sniffSpreadsheet } from "@/lib/bulk-upload/sniff";
import { AppError, invalid } from "../errors";

export interface TReadOptions {
  /** Keep only these rows (apply re-reads the rows the user kept); all rows still count for the limit. */
  keep?: (rowNumber: number) => boolean;
  maxRows?: number;
}

export interface TSheet {
  rows: TSheetRow[];
  /** Data rows in the file (kept or not). */
  rowCount: number;
  /** Header labels that name no column. */
  ignoredHeaders: string[];
}

type TRow = ExcelJS.Row;

const SKIPPED_SHEETS = new Set([INSTRUCTIONS_SHEET, LISTS_SHEET].map((s) => s.toLowerCase()));

/** Refuses a file that is not an .xlsx workbook (an old .xls is told apart), by its first bytes. */
export async function sniffFile(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    const head = new Uint8Array(8);
    await handle.read(head, 0, 8, 0);
    const kind = sniffSpreadsheet(head);
    if (kind === "xls") throw invalid(BULK_MSG.legacyXls);
    if (kind !== "xlsx") throw invalid(BULK_MSG.notSpreadsheet);
  } finally {
    await handle.close();
  }
}

/** Header row → position in the column model per spreadsheet column number. */
function mapHeader(model: TColumnModel, row: TRow) {
  const byColumn = new Map<number, number>();
  const ignoredHeaders: string[] = [];
  const seen = new Set<number>();
  row.eachCell({ includeEmpty: false }, (cell, colNumber) => {
    const input = normaliseCell(cell.value);
    if (input.kind === "empty") return;
    const label = input.kind === "text" ? input.value : String(cell.text ?? "");
    const column = columnForHeader(model, label);
    if (!column) return void ignoredHeaders.push(label);
    const index = model.columns.indexOf(column);
    if (seen.has(index)) throw invalid(BULK_MSG.duplicateColumn(column.header));
    seen.add(index);
    byColumn.set(colNumber, index);
  });
  const missing = [model.identifier, model.name].find((c) => !seen.has(model.columns.indexOf(c))) ?? null;
  return { byColumn, ignoredHeaders, missing };
}

export async function readSpreadsheet(file: string, model: TColumnModel, opts: TReadOptions = {}): Promise<TSheet> {
  await sniffFile(file);
  const maxRows = opts.maxRows ?? BULK_UPLOAD_MAX_ROWS;
  // Our own stream, so an early stop (row limit, bad header) closes the file instead of leaving it half read.
  const input = createReadStream(file);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: "cache",
      // Styles tell date cells from numbers; hyperlinks and other entries are not needed.
      styles: "cache",
      hyperlinks: "ignore",
      worksheets: "emit",
      entries: "ignore",
    });
    // The products are on the first sheet whose header row names the identifier and name columns, so a workbook
    // may keep notes or an instructions sheet before them; later sheets are never read.
    let missing: TBulkColumn | null = null;
    for await (const sheet of reader) {
      const name = (sheet as unknown as { name?: string }).name ?? "";
      // One iterator per sheet: a skipped sheet's remaining rows are drained from it before the next sheet.
      const rows = sheet[Symbol.asyncIterator]();
      const result = SKIPPED_SHEETS.has(name.toLowerCase()) ? null : await readProductsSheet(rows, model, maxRows, opts.keep);
      if (result && "rows" in result) return result;
      missing ??= result?.missing ?? null;
      while (!(await rows.next()).done);
    }
    if (missing) throw invalid(BULK_MSG.missingColumn(missing.header));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid(BULK_MSG.corrupt);
  } finally {
    input.destroy();
  }
  throw invalid(BULK_MSG.noSheet);
}

async function readProductsSheet(
  sheetRows: AsyncIterator<TRow>,
  model: TColumnModel,
  maxRows: number,
  keep: TReadOptions["keep"],
): Promise<TSheet | { missing: TBulkColumn } | null> {
  let header: ReturnType<typeof mapHeader> | null = null;
  const rows: TSheetRow[] = [];
  let rowCount = 0;
  for (let next = await sheetRows.next(); !next.done; next = await sheetRows.next()) {
    const row = next.value;
    if (!header) {
      if (!row.hasValues) continue;
      header = mapHeader(model, row);
      if (header.missing) return { missing: header.missing };
      continue;
    }
    const cells: (TSheetCell | undefined)[] = new Array(model.columns.length);
    let filled = false;
    for (const [colNumber, index] of header.byColumn) {
      const input = normaliseCell(row.getCell(colNumber).value);
      if (input.kind !== "empty") filled = true;
      cells[index] = { input, address: `${columnLetter(colNumber)}${row.number}` };
    }
    // Blank (or merely formatted) rows are not products.
    if (!filled) continue;
    rowCount += 1;
    if (rowCount > maxRows) throw invalid(BULK_MSG.tooManyRows(maxRows));
    if (!keep || keep(row.number)) rows.push({ rowNumber: row.number, cells });
  }
  // An empty sheet is skipped like any sheet without the product columns.
  if (!header) return null;
  return { rows, rowCount, ignoredHeaders: header.ignoredHeaders };
}
