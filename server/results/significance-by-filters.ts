import "server-only";
// significanceByFilters(survey_id, filters) (spec 3 §7; P9 item 4): per product of the study, do the respondents the
// filters select rate it differently from everyone else who rated it? One SQL statement counts each product's stars,
// overall and among the selected; lib/results/significance.ts tests the two sides. Respondents counted: completed, not
// previews (docs/decisions.md P9 #7). Needs survey.read on the study's brand.
//
// significanceByFilterSets (docs/decisions.md P9 #36) answers several filters in that one statement: each respondent
// is read once, its vector of ratings (rating-vectors.ts) counted under every filter that selects it — what the results
// page needs to mark every filter chip at once.
import { compareGroups, type TProductComparison, type TStarCounts } from "@/lib/results/significance";
import { MAX_SIGNIFICANCE_SETS, RESULTS_FILTER_MSG } from "@/lib/results/filters";
import { Prisma } from "../generated/prisma/client";
import { prisma } from "../db";
import { invalid } from "../errors";
import type { TViewAccess } from "../access/authorize";
import { filteredStudy } from "./filtered-study";
import { RATINGS_OF_R } from "./rating-vectors";
import { COUNTED, respondentFilter } from "./respondent-filter";
import { cachedResults } from "./results-cache";

interface TCountRow {
  product_id: string;
  rating: number;
  total: number;
  /** Per filter set, in order: ratings of this product and star among the respondents it selects. */
  picked: number[];
}

export async function significanceByFilters(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<TProductComparison[]> {
  const [products] = await significanceByFilterSets(access, surveyId, [rawFilters]);
  return products!;
}

/** One comparison per filter set, in the order given (1 to MAX_SIGNIFICANCE_SETS sets; each checked as one filter). */
export async function significanceByFilterSets(access: TViewAccess, surveyId: string, rawSets: readonly unknown[]): Promise<TProductComparison[][]> {
  if (rawSets.length < 1 || rawSets.length > MAX_SIGNIFICANCE_SETS) {
    throw invalid(RESULTS_FILTER_MSG.setCount, [{ name: "filter_sets", reason: RESULTS_FILTER_MSG.setCount }]);
  }
  const scope = await filteredStudy(access, surveyId, rawSets[0]);
  const { study, products } = scope;
  const filters = [scope.filter, ...(await Promise.all(rawSets.slice(1).map((raw) => respondentFilter(raw, study))))];
  // Each filter is evaluated once per respondent (MATERIALIZED keeps PostgreSQL from repeating it per rating).
  const flags = Prisma.join(filters.map((f, k) => Prisma.sql`(${f.where}) AS ${Prisma.raw(`p${k}`)}`));
  const picked = Prisma.join(filters.map((_, k) => Prisma.sql`count(*) FILTER (WHERE r.${Prisma.raw(`p${k}`)})::int`));
  const counts = await cachedResults(
    scope,
    "significance",
    () => prisma.$queryRaw<TCountRow[]>`
      WITH r AS MATERIALIZED (
        SELECT r.ratings, ${flags} FROM "Respondent" r WHERE r.survey_id = ${study.id} AND ${COUNTED}
      )
      SELECT s.product_id, x.rating, x.total, x.picked
      FROM (
        SELECT u.slot, u.rating, count(*)::int AS total, ARRAY[${picked}] AS picked
        FROM r ${RATINGS_OF_R}
        WHERE u.rating > 0
        GROUP BY 1, 2
      ) x
      JOIN "RatingSlot" s ON s.survey_id = ${study.id} AND s.slot = x.slot`,
    filters.slice(1).map((f) => [f.where.sql, f.where.values]),
  );
  return filters.map((_, k) => {
    const empty = (): [number, number, number, number, number] => [0, 0, 0, 0, 0];
    const sides = new Map(products.map((id) => [id, { filtered: empty(), rest: empty() }]));
    for (const c of counts) {
      const side = sides.get(c.product_id);
      if (!side) continue;
      const inSet = c.picked[k]!;
      side.filtered[c.rating - 1] += inSet;
      side.rest[c.rating - 1] += c.total - inSet;
    }
    return compareGroups(products.map((id) => ({ product_id: id, filtered: sides.get(id)!.filtered as TStarCounts, rest: sides.get(id)!.rest as TStarCounts })));
  });
}
