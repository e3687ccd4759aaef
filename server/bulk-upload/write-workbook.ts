import "server-only";
// Writes the products spreadsheet shared by the template and the current-products export: a "Products" sheet
// with the column model's header row (and the products' values), drop-down lists for valid values and TRUE/FALSE,
// an "Instructions" sheet and a hidden "Lists" sheet feeding the drop-downs. Streamed to disk row by row.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { columnLetter } from "@/lib/bulk-upload/cells";
import type { TColumnModel } from "@/lib/bulk-upload/columns";
import { BULK_UPLOAD_MAX_ROWS, INSTRUCTIONS_SHEET, LISTS_SHEET, PRODUCTS_SHEET } from "@/lib/bulk-upload/limits";
import { exportTextCell } from "@/lib/bulk-upload/neutralise";
import { newId } from "@/lib/ids";
import { downloadsDir } from "../downloads/sign";

export type TExportValue = string | number | boolean | Date | null | undefined | object;

const DATE_FORMAT = "yyyy-mm-dd";
/** Excel's built-in "Text" format (numFmtId 49): quote-prefixed cells get it, and only they do. */
const TEXT_FORMAT = "@";

/** exceljs' stream worksheet has range data validations, which its type declarations omit. */
type TValidations = { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

function addValidations(sheet: ExcelJS.Worksheet, lists: ExcelJS.Worksheet, model: TColumnModel) {
  const ws = sheet as unknown as TValidations;
  let listColumn = 0;
  model.columns.forEach((column, i) => {
    const range = `${columnLetter(i + 1)}2:${columnLetter(i + 1)}${BULK_UPLOAD_MAX_ROWS + 1}`;
    if (column.validValues.length && column.dataType !== "bool") {
      listColumn += 1;
      const letter = columnLetter(listColumn);
      // Values go to the hidden sheet: an inline list is limited to 255 characters and cannot hold commas.
      column.validValues.forEach((v, r) => (lists.getCell(`${letter}${r + 1}`).value = v));
      ws.dataValidations.add(range, {
        type: "list",
        allowBlank: true,
        formulae: [`'${LISTS_SHEET}'!$${letter}$1:$${letter}$${column.validValues.length}`],
        showErrorMessage: true,
        errorStyle: "warning",
        errorTitle: column.header,
        error: `Choose one of the valid values of ${column.header}.`,
      });
    } else if (column.dataType === "bool") {
      // A warning, not a stop: the upload also takes yes/no and 1/0.
      ws.dataValidations.add(range, { type: "list", allowBlank: true, formulae: ['"TRUE,FALSE"'], showErrorMessage: true, errorStyle: "warning" });
    } else if (column.dataType === "number") {
      ws.dataValidations.add(range, {
        type: "decimal",
        operator: "between",
        allowBlank: true,
        formulae: [-1e15, 1e15],
        showErrorMessage: true,
        errorStyle: "stop",
        errorTitle: column.header,
        error: `${column.header} must be a number.`,
      });
    }
  });
}

function setCell(cell: ExcelJS.Cell, value: TExportValue): boolean {
  if (value === null || value === undefined || value === "") return false;
  if (value instanceof Date) {
    cell.value = value;
    cell.numFmt = DATE_FORMAT;
    return false;
  }
  if (typeof value === "number" || typeof value === "boolean") {
    cell.value = value;
    return false;
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const out = exportTextCell(text);
  cell.value = out.value;
  if (out.quotePrefix) cell.numFmt = TEXT_FORMAT;
  return out.quotePrefix;
}

/** exceljs cannot write the quotePrefix attribute, so it is added to the Text-format style after the fact. */
async function markQuotePrefix(file: string): Promise<void> {
  const zip = await JSZip.loadAsync(await readFile(file));
  const styles = zip.file("xl/styles.xml");
  if (!styles) return;
  const xml = await styles.async("string");
  const patched = xml.replace(/<xf\b([^>]*?)\bnumFmtId="49"([^>]*?)(\/?)>/g, (m: string, a: string, b: string, close: string) =>
    /quotePrefix=/.test(m) ? m : `<xf${a}numFmtId="49"${b} quotePrefix="1"${close}>`,
  );
  zip.file("xl/styles.xml", patched);
  await writeFile(file, await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" }));
}

/** Writes the workbook and answers its path under the downloads folder. */
export async function writeProductsWorkbook(
  model: TColumnModel,
  rows: AsyncIterable<TExportValue[]>,
  instructions: readonly string[],
): Promise<string> {
  const folder = path.join(downloadsDir(), newId());
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, "file.xlsx");
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(PRODUCTS_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = model.columns.map((c) => ({ header: c.header, key: c.dataPath, width: Math.min(40, Math.max(14, c.header.length + 4)) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();

  let quoted = false;
  for await (const values of rows) {
    const row = ws.addRow([]);
    values.forEach((v, i) => {
      if (setCell(row.getCell(i + 1), v)) quoted = true;
    });
    row.commit();
  }
  const lists = wb.addWorksheet(LISTS_SHEET, { state: "hidden" });
  addValidations(ws, lists, model);
  ws.commit();
  lists.commit();

  const help = wb.addWorksheet(INSTRUCTIONS_SHEET);
  help.getColumn(1).width = 120;
  instructions.forEach((line, i) => {
    const row = help.addRow([line]);
    if (i === 0) row.font = { bold: true, size: 14 };
    row.commit();
  });
  help.commit();
  await wb.commit();
  if (quoted) await markQuotePrefix(file);
  return file;
}
