import "server-only";
// reportHeadToHead(brand_id, survey_id, filters) (spec 3 §7; P9 item 3): for every ordered pair of the study's
// products, among the counted respondents the filters select who rated both, how many rated the first higher, lower,
// or the same, and the shares of that base (0–1). A full matrix: each product has a row against every other product
// (a pair nobody rated both of has base 0 and shares 0). Needs survey.read.
//
// How (docs/decisions.md P9 #31, #35, #37): one SQL statement sends the selected respondents' rating vectors as one
// text, read into a matrix of ratings shared with the star counts (rating-vectors.ts), and the pairs are tallied
// over its rows in Node: n(n − 1)/2 comparisons a respondent, in flat typed arrays. A self-join of the ratings would
// build one row per pair of ratings (over a million at 10,000 respondents × 15 products) and was four times slower.
import type { TViewAccess } from "../access/authorize";
import { tallyMatrix } from "@/lib/results/head-to-head";
import { filteredStudy } from "./filtered-study";
import type { THeadToHeadCell, THeadToHeadRow } from "@/lib/results/reports";
import { ratingGroups, type TRatingGroups } from "./rating-vectors";

export type { THeadToHeadCell, THeadToHeadRow };

export async function reportHeadToHead(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<THeadToHeadRow[]> {
  const scope = await filteredStudy(access, surveyId, rawFilters);
  return headToHeadRows(scope.products, await ratingGroups(scope));
}

/** The full matrix from rating groups already read. */
export function headToHeadRows(products: readonly string[], { matrix }: TRatingGroups): THeadToHeadRow[] {
  const { wins, ties } = tallyMatrix(matrix);
  return products.map((product_id, i) => ({
    product_id,
    against: products.flatMap((against, j) => {
      if (i === j) return [];
      const c = { wins: wins[i]![j]!, losses: wins[j]![i]!, ties: ties[i]![j]! };
      const base = c.wins + c.losses + c.ties;
      const share = (n: number) => (base ? n / base : 0);
      return [{ against, base, ...c, win_share: share(c.wins), loss_share: share(c.losses), tie_share: share(c.ties) }];
    }),
  }));
}
