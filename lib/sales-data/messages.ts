// Sales-data import texts that the spec leaves to us (P13). File-level and cell-level texts shared with the product bulk
// upload (not a workbook, damaged, too many rows, formulas, "must be a number", ...) are P2's BULK_MSG, imported where
// used; these are the sales file's own.
import { MIN_CORRELATION_N } from "./correlation";
import { SALES_COLUMNS, SALES_DATA_MAX_ROWS } from "./limits";

const rowList = (rows: readonly number[]) => rows.slice(0, 5).join(", ") + (rows.length > 5 ? ", …" : "");
const C = SALES_COLUMNS;

export const SALES_MSG = {
  notLineReview: "Sales data can be imported only for line review (assortment) studies.",
  noKeyColumn: `The spreadsheet has no "${C.productId}" or "${C.styleNumber}" column. Download the template and keep its header row.`,
  keyRequired: `${C.productId} or ${C.styleNumber} is required.`,
  unknownProduct: (column: string, value: string) => `No product of this study has ${column} "${value}".`,
  ambiguousStyle: (value: string, n: number) =>
    `${n} products of this study have ${C.styleNumber} "${value}"; give the ${C.productId} instead.`,
  duplicateProduct: (rows: readonly number[]) => `This product appears more than once in the file (rows ${rowList(rows)}).`,
  negative: (column: string, cell: string) => `${column} (cell ${cell}) cannot be negative.`,
  notWhole: (column: string, cell: string) => `${column} (cell ${cell}) must be a whole number.`,
  tooBig: (column: string, cell: string) => `${column} (cell ${cell}) is too large.`,
  noRows: "The spreadsheet has no rows with sales figures.",
  hasErrors: (n: number) =>
    `${n} ${n === 1 ? "row has" : "rows have"} errors. Fix the file and upload it again; nothing was imported.`,
  stale: "The study's sales data changed after this preview (another import finished first). Upload the file again to see the current state.",
} as const;

/** Lines of the template's instructions (below the products, on the same sheet's right-hand side would hide them). */
export const SALES_INSTRUCTIONS = [
  "How to fill in this sales-data template",
  "",
  `1. One row per product of the study. Keep the header row; "${C.productId}" (or, when it is empty, "${C.styleNumber}") says which product a row is.`,
  `2. "${C.units}": units sold since launch, a whole number of 0 or more. "${C.revenue}": revenue from those units, a number of 0 or more.`,
  "3. Type values, not formulas; leave no product twice. A product without a row simply has no sales figures.",
  `4. Upload the file as Excel Workbook (.xlsx), at most ${SALES_DATA_MAX_ROWS.toLocaleString("en-US")} rows. You will see a preview before anything is saved; an import replaces the study's earlier sales data.`,
] as const;

/** The import page and the results section. */
export const SALES_PAGE = {
  eyebrow: "Import Sales Data",
  lead: "Compare what consumers said with what sold: units and revenue per product after launch.",
  notLineReview: SALES_MSG.notLineReview,
  backToResults: "Open the results",
  backToStudies: "Back to Studies",
  stepTemplate: "1. Download the template",
  stepTemplateText: "It lists the study's products with empty Units and Revenue columns.",
  downloadTemplate: "Download template",
  stepUpload: "2. Upload the filled-in file",
  stepUploadText: "One .xlsx file. Nothing is saved until you import the preview.",
  chooseFile: "Spreadsheet (.xlsx)",
  upload: "Upload and preview",
  uploading: "Reading the file…",
  stepPreview: "3. Check the preview and import",
  previewSummary: (rows: number, errors: number, products: number, missing: number) =>
    `${rows} ${rows === 1 ? "row" : "rows"} · ${errors} with errors · ${products - missing} of ${products} products named in the file`,
  missingProducts: (names: readonly string[]) =>
    `Without a row (no sales figures): ${names.slice(0, 8).join(", ")}${names.length > 8 ? `, and ${names.length - 8} more` : ""}.`,
  ignoredColumns: (names: readonly string[]) => `Ignored columns: ${names.join(", ")}.`,
  replaces: (rows: number) => `Importing replaces the ${rows} sales ${rows === 1 ? "row" : "rows"} imported before.`,
  import: "Import",
  importing: "Importing…",
  imported: (rows: number) => `Sales data imported: ${rows} ${rows === 1 ? "product" : "products"}.`,
  failed: (reason: string) => `The sales data could not be imported: ${reason}`,
  uploadFailed: (reason: string) => `The file could not be read: ${reason}`,
  current: (rows: number, when: string, who: string | null) =>
    `Current sales data: ${rows} ${rows === 1 ? "product" : "products"}, imported ${when}${who ? ` by ${who}` : ""}.`,
  none: "No sales data has been imported for this study yet.",
  seeResults: "See sentiment against sell-through",
  columns: { row: "Row", product: "Product", key: "Product ID / Style", units: "Units", revenue: "Revenue", validity: "Status", issues: "Issues" },
} as const;

export const SALES_RESULTS = {
  title: "Sentiment against sell-through",
  intro:
    "After launch: each product's sentiment score against its sell-through (its share of the units sold by the study's products with sales data). If the study was right, products consumers liked sold more.",
  method:
    "Spearman's rank correlation ρ, with a 95% confidence interval from Fisher's z and the Bonett–Wright standard error.",
  tooFew: (n: number) =>
    `The correlation needs at least ${MIN_CORRELATION_N} products with both a sentiment score and sales figures; this study has ${n}.`,
  noSpread: "Every product has the same score or the same sell-through, so the rankings cannot be compared.",
  correlation: (rho: string, lo: string, hi: string, n: number) => `Spearman's ρ = ${rho} (95% CI ${lo} to ${hi}), ${n} products`,
  /** The figure in words; `ci` tells whether chance alone could give it (the interval holds 0). */
  strength: (rho: number, ci: readonly [number, number] | null) => {
    const a = Math.abs(rho);
    const word = a >= 0.7 ? "strong" : a >= 0.4 ? "moderate" : "weak";
    const text =
      a < 0.2
        ? "No clear agreement between sentiment and sales."
        : `A ${word} ${rho > 0 ? "positive" : "negative"} agreement: ${rho > 0 ? "better-liked products sold more" : "better-liked products sold less"}.`;
    const uncertain = ci !== null && ci[0] < 0 && ci[1] > 0;
    return uncertain && a >= 0.2 ? `${text} The interval includes 0, so with these products it may be chance.` : text;
  },
  xAxis: "Sentiment score",
  yAxis: "Sell-through (share of units)",
  chartLabel: (n: number, rhoText: string) => `Scatter chart of ${n} products: sentiment score against sell-through. ${rhoText}`,
  tableCaption: "Sentiment and sales per product",
  columns: { product: "Product", score: "Sentiment score", units: "Units", revenue: "Revenue", share: "Sell-through" },
  imported: (when: string) => `Last sales import: ${when}.`,
  manage: "Import Sales Data",
} as const;
