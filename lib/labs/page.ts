// What MakerLabs' page shows (P14 item 2; built by server/pages/labs-page.ts). Client-safe.
import type { TLabsState } from "./state";
import type { TLineReviewRow } from "./synthetic-line-review";

export interface TLabsPage {
  brandId: string;
  brandName: string;
  state: TLabsState;
  /** Catalogue products not tested in a benchmark study yet (what the form offers), by name. */
  products: { id: string; name: string }[];
  categories: string[];
  assortments: { id: string; label: string }[];
  lineReview: { assortmentId: string; rows: TLineReviewRow[] } | null;
}
