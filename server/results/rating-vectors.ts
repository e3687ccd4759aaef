import "server-only";
// Reading the rating vectors (docs/decisions.md P9 #35): Respondent.ratings holds each respondent's ratings, element
// k the rating of the study's product in RatingSlot k (0 = not rated); triggers on RatingAnswer keep both true. The
// summary reports read one row per respondent instead of joining every rating to its respondent: the star counts,
// head-to-head and the respondent count fold the same rating groups (one SQL statement per study and filter, shared
// and kept like every results aggregate); significance and line efficiency read the vectors in their own statements.
import { Prisma } from "../generated/prisma/client";
import type { TRatingGroup } from "@/lib/results/rating-groups";
import { prisma, type Tx } from "../db";
import type { TFilteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

/** A FROM item: the ratings of the respondent row `r`, one row each, as `u.rating` (0–5) at `u.slot` (1-based). */
export const RATINGS_OF_R = Prisma.sql`CROSS JOIN LATERAL unnest(r.ratings) WITH ORDINALITY AS u(rating, slot)`;

/** The slot of each of `products` in the study's vectors, in the same order; 0 for a product nobody rated yet. */
export async function ratingSlots(surveyId: string, products: readonly string[], db: Tx = prisma): Promise<number[]> {
  const rows = await db.ratingSlot.findMany({ where: { survey_id: surveyId }, select: { product_id: true, slot: true } });
  const slot = new Map(rows.map((r) => [r.product_id, r.slot]));
  return products.map((id) => slot.get(id) ?? 0);
}

export interface TRatingGroups {
  /** The slot of each of the scope's products, in its order (0: nobody rated it). */
  slots: number[];
  /**
   * Every counted respondent the filter selects, grouped by their vector; those who rated nothing yet form the group
   * with the empty code, so the sizes add up to the respondent count.
   */
  groups: TRatingGroup[];
  /** The counted respondents the filter selects (the sum of the group sizes). */
  respondents: number;
}

/**
 * The scope's rating groups and slots: one SQL statement, shared by concurrent reports, kept when Closed. The
 * statement sends each selected respondent's vector as digits (one per slot), all in one text: the driver's per-row
 * cost was most of the read with a row per respondent or per group. Equal vectors are grouped here, in a Map: asking
 * SQL to group them cost more than it saved, since most respondents of a 15-product study have a vector of their own.
 */
export function ratingGroups(scope: TFilteredStudy): Promise<TRatingGroups> {
  const { study, filter, products } = scope;
  return cachedResults(scope, "rating-groups", async () => {
    const [row] = await prisma.$queryRaw<{ codes: string | null; slots: Record<string, number> | null }[]>`
      SELECT
        (SELECT string_agg(array_to_string(r.ratings, ''), ',') FROM "Respondent" r WHERE ${COUNTED} AND (${filter.where})) AS codes,
        (SELECT json_object_agg(s.product_id, s.slot) FROM "RatingSlot" s WHERE s.survey_id = ${study.id}) AS slots`;
    // No respondent: no text at all. A respondent who rated nothing: an empty code.
    const codes = row?.codes === null || row?.codes === undefined ? [] : row.codes.split(",");
    const sizes = new Map<string, number>();
    for (const code of codes) sizes.set(code, (sizes.get(code) ?? 0) + 1);
    const groups = [...sizes].map(([code, n]) => ({ code, n }));
    const slotOf = row?.slots ?? {};
    return { slots: products.map((id) => slotOf[id] ?? 0), groups, respondents: codes.length };
  });
}
