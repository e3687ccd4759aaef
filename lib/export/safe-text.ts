// Formula (CSV) injection guard of the relational export (P13 item 5; docs/decisions.md P13 "Relational export"). A
// text cell that starts with =, +, -, @, tab or CR is written with a leading apostrophe in its VALUE, so it is plain
// text in Excel and stays text after the sheet is saved as CSV and opened again, or read by another tool. (The P2
// products export marks such cells quote-prefixed instead, keeping the value, because it is uploaded again; that mark
// is lost when a sheet becomes CSV, and this export is for analysts' tools, not for re-import.) The trigger characters
// are the one list in lib/bulk-upload/neutralise.ts. Pure.
import { isFormulaLike } from "@/lib/bulk-upload/neutralise";

/** The apostrophe a formula-like text is prefixed with. */
export const TEXT_GUARD = "'";

/** The text as the export writes it: unchanged, or apostrophe-prefixed when a spreadsheet could read it as a formula. */
export function csvSafeText(text: string): string {
  return isFormulaLike(text) ? TEXT_GUARD + text : text;
}

export type TExportCell = string | number | boolean | Date | null;

/**
 * Any value read from the database as one cell: texts guarded, arrays and objects as JSON text (guarded too, though
 * JSON never starts with a trigger), invalid dates and non-finite numbers as empty cells.
 */
export function exportCell(value: unknown): TExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return csvSafeText(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "boolean") return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return csvSafeText(JSON.stringify(value));
}
