// Sales-data import limits and fixed names (P13; docs/decisions.md P13 "Sales-data import"). Pure.

/** Only assortment (line review) studies take sales data (spec 3 §6 "Sales-data import is offered only for line_review studies"). */
export const SALES_STUDY_TYPE = "line_review";

/**
 * Most data rows a sales file may hold. A study has one row per product (a few hundred at most); the limit leaves room
 * for spare lines and stops the streaming reader early on a runaway file (a 50,000-row export is refused within the
 * first 5,001 rows instead of being read to the end).
 */
export const SALES_DATA_MAX_ROWS = 5_000;

/** PostgreSQL integer (units) and numeric(16,2) (revenue; whole currency units below 10^14) bounds. */
export const SALES_MAX_UNITS = 2_147_483_647;
export const SALES_MAX_REVENUE = 99_999_999_999_999;

/** The template's and the reader's sheet and columns (headers match ignoring case and extra spaces). */
export const SALES_SHEET = "Sales";
export const SALES_COLUMNS = {
  productId: "Product ID",
  styleNumber: "Style Number",
  name: "Name",
  units: "Units",
  revenue: "Revenue",
} as const;
export type TSalesColumn = keyof typeof SALES_COLUMNS;
