import "server-only";
// The star counts of each product of a study among the counted respondents a filter selects, which the ratings report
// and the sentiment report read: a fold over the study's rating matrix (rating-vectors.ts — one SQL statement, shared
// with head-to-head, kept for Closed studies). Products without ratings get five zeros.
import { matrixStars } from "@/lib/results/rating-groups";
import type { TStarCounts } from "@/lib/results/definitions";
import type { TFilteredStudy } from "./filtered-study";
import { ratingGroups, type TRatingGroups } from "./rating-vectors";

/** Each of `products`' star counts, folded from groups already read. */
export function starCountsOf(products: readonly string[], { matrix }: TRatingGroups): Map<string, TStarCounts> {
  const counts = matrixStars(matrix);
  return new Map(products.map((id, i) => [id, counts[i]!]));
}

export async function productStarCounts(scope: TFilteredStudy): Promise<Map<string, TStarCounts>> {
  return starCountsOf(scope.products, await ratingGroups(scope));
}
