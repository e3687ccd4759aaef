// Wire shapes of the sales-data import and of sales against sentiment (P13). Client-safe.
import type { TValidity } from "../bulk-upload/types";
import type { TRankCorrelation } from "./correlation";

/** One data row of an uploaded sales file, as the preview shows it. */
export interface TSalesPreviewRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  /** What the row names its product by (its Product ID, else its Style Number), as written. */
  key: string | null;
  /** The study product it matched; null when none (an error). */
  product_id: string | null;
  product_name: string | null;
  units: number | null;
  revenue: number | null;
  validity: TValidity;
  /** Every problem of the row, in words; empty when it imports. */
  issues: string[];
}

export interface TSalesPreview {
  /** The stored upload's reference, which the import names (the file is read again then). */
  file_url: string;
  file_name: string;
  /** The study's sales-data version the preview saw (0: none yet); the import must still find it. */
  version: number;
  rows: TSalesPreviewRow[];
  /** Header cells that name no column (ignored). */
  ignored_columns: string[];
  /** Rows with an error: the import is refused while any is left. */
  errors: number;
  /** The study's products, and those no row of the file gives figures for. */
  products: number;
  missing: { product_id: string; name: string }[];
}

export interface TSalesImportResult {
  version: number;
  rows: number;
  date_modified: string;
}

/** What the study holds now (the import page's header). */
export interface TSalesImportState {
  version: number;
  rows: number;
  file_name: string;
  imported_by: string | null;
  date_modified: string;
}

/** One product of the study with both figures, or with one of them missing. */
export interface TSalesSentimentRow {
  product_id: string;
  name: string;
  style_number: string | null;
  /** Sentiment score 0–100 (P9), null when nobody rated the product. */
  score: number | null;
  units: number | null;
  revenue: number | null;
  /** Sell-through: the product's share of the units sold by the study's products with sales data (0–1). */
  sell_through: number | null;
}

/** Sentiment against sell-through (salesAfterLaunch, the results page's section). */
export interface TSalesAfterLaunch extends TRankCorrelation {
  rows: TSalesSentimentRow[];
  /** Units of every product with sales data, the denominator of sell_through. */
  total_units: number;
  imported: TSalesImportState;
  /** The brand's currency symbol (its default country's, P15 item 8), for the revenue; "$" when it has none. */
  currency_symbol?: string;
}
