// Ratings report (spec 3 §3 "Ratings report: stars [{star, count, percentage}]", §7 "POST with a filter input"): per
// product of the study, how many counted respondents gave each star, and what share of the product's ratings that
// is (0–100, unrounded: the screen rounds). One SQL statement. Needs survey.read (share viewers: their own study).
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";

export interface TRatingsReportRow {
  product_id: string;
  /** Ratings of the product by the respondents the filter selects. */
  count: number;
  stars: { star: number; count: number; percentage: number }[];
}

export async function ratingsReport(access: TViewAccess, surveyId: string, rawFilter: unknown): Promise<TRatingsReportRow[]> {
  const { study, filter, products } = await filteredStudy(access, surveyId, rawFilter);
  const rows = await prisma.$queryRaw<{ product_id: string; rating: number; n: number }[]>`
    SELECT a.product_id, a.rating, count(*)::int AS n
    FROM "RatingAnswer" a
    JOIN "Respondent" r ON r.id = a.respondent_id
    WHERE a.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})
    GROUP BY 1, 2`;
  return products.map((product_id) => {
    const counts = [1, 2, 3, 4, 5].map((star) => rows.find((r) => r.product_id === product_id && r.rating === star)?.n ?? 0);
    const count = counts.reduce((s, n) => s + n, 0);
    return { product_id, count, stars: counts.map((n, i) => ({ star: i + 1, count: n, percentage: count ? (100 * n) / count : 0 })) };
  });
}
