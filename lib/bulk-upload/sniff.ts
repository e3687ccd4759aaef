// What an uploaded spreadsheet really is, from its first bytes (DESIGN.md rule 9: sniff, never trust the name).
// .xlsx is a ZIP container; legacy .xls is an OLE2 compound file, which exceljs cannot read — we say so clearly
// instead of pretending to accept it (spec 1 §5 lists .xls among the accepted extensions of the picker).

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

export type TSpreadsheetKind = "xlsx" | "xls" | "other";

export function sniffSpreadsheet(head: Uint8Array): TSpreadsheetKind {
  if (startsWith(head, ZIP)) return "xlsx";
  if (startsWith(head, OLE2)) return "xls";
  return "other";
}
