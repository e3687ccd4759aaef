import "server-only";
// Ratings report (spec 3 §3 "Ratings report: stars [{star, count, percentage}]", §7 "POST with a filter input"): per
// product of the study, how many counted respondents gave each star, and what share of the product's ratings that
// is (0–100, unrounded: the screen rounds). One SQL statement. Needs survey.read (share viewers: their own study).
import type { TViewAccess } from "../access/authorize";
import { ratingsOf } from "@/lib/results/definitions";
import { filteredStudy } from "./filtered-study";
import type { TStarCounts } from "@/lib/results/definitions";
import { productStarCounts } from "./star-counts";

export interface TRatingsReportRow {
  product_id: string;
  /** Ratings of the product by the respondents the filter selects. */
  count: number;
  stars: { star: number; count: number; percentage: number }[];
}

export async function ratingsReport(access: TViewAccess, surveyId: string, rawFilter: unknown): Promise<TRatingsReportRow[]> {
  const scope = await filteredStudy(access, surveyId, rawFilter);
  return ratingsRows(scope.products, await productStarCounts(scope));
}

/** The report's rows from star counts already folded. */
export function ratingsRows(products: readonly string[], counts: Map<string, TStarCounts>): TRatingsReportRow[] {
  return products.map((product_id) => {
    const stars = counts.get(product_id)!;
    const count = ratingsOf(stars);
    return { product_id, count, stars: stars.map((n, i) => ({ star: i + 1, count: n, percentage: count ? (100 * n) / count : 0 })) };
  });
}
