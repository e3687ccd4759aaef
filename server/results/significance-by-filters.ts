// significanceByFilters(survey_id, filters) (spec 3 §7; P9 item 4): per product of the study, do the respondents the
// filters select rate it differently from everyone else who rated it? One SQL statement counts each product's stars on
// each side; lib/results/significance.ts tests them. Respondents counted: completed, not previews
// (docs/decisions.md P9 #7). Needs survey.read on the study's brand.
import { compareGroups, type TProductComparison, type TStarCounts } from "@/lib/results/significance";
import { prisma } from "../db";
import type { TViewAccess } from "../access/authorize";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

interface TCountRow {
  product_id: string;
  picked: boolean;
  rating: number;
  n: number;
}

export async function significanceByFilters(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<TProductComparison[]> {
  const scope = await filteredStudy(access, surveyId, rawFilters);
  const { study, filter, products } = scope;
  const counts = await cachedResults(scope, "significance", () => prisma.$queryRaw<TCountRow[]>`
    SELECT a.product_id, (${filter.where}) AS picked, a.rating, count(*)::int AS n
    FROM "RatingAnswer" a
    JOIN "Respondent" r ON r.id = a.respondent_id
    WHERE a.survey_id = ${study.id} AND ${COUNTED}
    GROUP BY 1, 2, 3`);
  const empty = (): [number, number, number, number, number] => [0, 0, 0, 0, 0];
  const sides = new Map(products.map((id) => [id, { filtered: empty(), rest: empty() }]));
  for (const c of counts) {
    const side = sides.get(c.product_id);
    if (!side || c.rating < 1 || c.rating > 5) continue;
    (c.picked ? side.filtered : side.rest)[c.rating - 1] += c.n;
  }
  return compareGroups(
    products.map((id) => {
      const s = sides.get(id)!;
      return { product_id: id, filtered: s.filtered as TStarCounts, rest: s.rest as TStarCounts };
    }),
  );
}
