// Bulk upload texts that the spec leaves to us (its own texts are PRODUCT_MSG in lib/products/messages.ts).
// The server answers these as the problem detail / GraphQL message; the UI wraps them in the spec's toasts
// ("File upload has failed: {reason}", "Could not apply the bulk upload preview: {message}").

const rowList = (rows: number[]) => rows.slice(0, 5).join(", ") + (rows.length > 5 ? ", …" : "");

export const BULK_MSG = {
  chooseAssortment: "Choose an assortment first.",
  noFile: "Choose one spreadsheet to upload.",
  oneFileOnly: "Upload one spreadsheet at a time.",
  tooLarge: "The file is larger than 100 MB.",
  notSpreadsheet: "The file is not an Excel workbook. Upload a .xlsx file.",
  legacyXls:
    "Legacy .xls workbooks cannot be read. Open the file in Excel, choose Save As › Excel Workbook (.xlsx) and upload that file.",
  corrupt: "The spreadsheet could not be read; it may be damaged. Save it again as .xlsx and upload it again.",
  noSheet: "The spreadsheet has no worksheet with products.",
  tooManyRows: (max: number) =>
    `The spreadsheet has more than ${max.toLocaleString("en-US")} product rows. Split it into smaller files.`,
  missingColumn: (name: string) => `The spreadsheet has no "${name}" column. Download the template and keep its header row.`,
  duplicateColumn: (name: string) => `The column "${name}" appears more than once in the header row.`,
  uploadExpired: "This upload has expired or was already applied. Upload the file again.",
  previewMalformed: "The preview does not belong to an uploaded file. Upload the file again.",
  nothingToApply: "There are no products to import.",
  previewHasErrors: (n: number) =>
    `${n} ${n === 1 ? "product has" : "products have"} errors. Remove ${n === 1 ? "it" : "them"} from the preview or fix the file and upload it again.`,

  // Per product (specificIssue) and per property.
  required: (column: string) => `${column} is required.`,
  duplicateIdentifier: (column: string, value: string, rows: number[]) =>
    `${column} "${value}" appears more than once in the file (rows ${rowList(rows)}).`,
  ambiguousIdentifier: (column: string, value: string, n: number) =>
    `${n} products of this brand have ${column} "${value}"; make it unique before uploading.`,
  formula: (cell: string) => `Cell ${cell} contains a formula. Replace it with its value (Paste Special › Values) and upload again.`,
  errorValue: (cell: string, error: string) => `Cell ${cell} contains the error ${error}.`,
  notNumber: (column: string, cell: string) => `${column} (cell ${cell}) must be a number.`,
  notBool: (column: string, cell: string) => `${column} (cell ${cell}) must be TRUE or FALSE.`,
  notDate: (column: string, cell: string) => `${column} (cell ${cell}) must be a date such as 2025-03-31.`,
  notValidValue: (column: string, value: string) => `"${value}" is not one of the valid values of ${column}.`,
  ignoredColumn: (header: string) => `Column "${header}" is not a product property and was ignored.`,
  addedToAssortment: "This existing product will also be added to this assortment.",
} as const;

/** Lines of the template's instructions sheet. */
export const BULK_INSTRUCTIONS = (o: { identifier: string; name: string; maxRows: number }) =>
  [
    "How to fill in this bulk upload template",
    "",
    `1. One product per row on the "Products" sheet. Keep the header row as it is; at most ${o.maxRows.toLocaleString("en-US")} rows per file.`,
    `2. "${o.identifier}" identifies a product: a row whose ${o.identifier} matches an existing product of the brand updates it; any other row creates a new product.`,
    `3. "${o.name}" and "${o.identifier}" are required on every row, and each ${o.identifier} may appear only once.`,
    "4. On an existing product an empty cell leaves the stored value unchanged.",
    "5. Numbers must be numbers, TRUE/FALSE columns take TRUE or FALSE (also yes/no, 1/0), dates take a date cell or text like 2025-03-31.",
    "6. Columns with a drop-down list expect one of its values; other values are accepted with a warning.",
    "7. Type values, not formulas: cells with formulas are rejected.",
    "8. Save the file as Excel Workbook (.xlsx); legacy .xls files cannot be read. Upload one file at a time, up to 100 MB.",
    "9. You will see a preview of every new and changed product before anything is saved. Products used in an active or closed test cannot be changed.",
  ] as const;
