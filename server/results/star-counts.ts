import "server-only";
// The star counts of each product of a study among the counted respondents a filter selects, which the ratings report
// and the sentiment report read: a fold over the study's rating groups (rating-vectors.ts — one SQL aggregate, shared
// with head-to-head, kept for Closed studies). Products without ratings get five zeros.
import { countStars } from "@/lib/results/rating-groups";
import type { TStarCounts } from "@/lib/results/definitions";
import type { TFilteredStudy } from "./filtered-study";
import { ratingGroups } from "./rating-vectors";

export async function productStarCounts(scope: TFilteredStudy): Promise<Map<string, TStarCounts>> {
  const { slots, groups } = await ratingGroups(scope);
  const counts = countStars(slots, groups);
  return new Map(scope.products.map((id, i) => [id, counts[i]!]));
}
