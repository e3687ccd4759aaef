// The star counts of each product of a study among the counted respondents a filter selects: the one SQL aggregate
// that the ratings report and the sentiment report read (kept for Closed studies). Products without ratings get five
// zeros.
import { starCounts, type TStarCounts } from "@/lib/results/definitions";
import { prisma } from "../db";
import type { TFilteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

export async function productStarCounts(scope: TFilteredStudy): Promise<Map<string, TStarCounts>> {
  const { study, filter, products } = scope;
  const rows = await cachedResults(scope, "star-counts", () => prisma.$queryRaw<{ product_id: string; rating: number; n: number }[]>`
    SELECT a.product_id, a.rating, count(*)::int AS n
    FROM "RatingAnswer" a
    JOIN "Respondent" r ON r.id = a.respondent_id
    WHERE a.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})
    GROUP BY 1, 2`);
  const n = new Map(rows.map((r) => [`${r.product_id}:${r.rating}`, r.n]));
  return new Map(products.map((id) => [id, starCounts((star) => n.get(`${id}:${star}`) ?? 0)]));
}
