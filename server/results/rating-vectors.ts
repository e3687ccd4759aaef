import "server-only";
// Reading the rating vectors (docs/decisions.md P9 #35): Respondent.ratings holds each respondent's ratings, element
// k the rating of the study's product in RatingSlot k (0 = not rated); triggers on RatingAnswer keep both true. The
// summary reports read one row per respondent instead of joining every rating to its respondent: the star counts,
// head-to-head and the respondent count fold the same rating groups (one SQL statement per study and filter, shared
// and kept like every results aggregate); significance and line efficiency read the vectors in their own statements.
import { Prisma } from "../generated/prisma/client";
import { parseRatingVectors, type TRatingMatrix } from "@/lib/results/rating-groups";
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
  /** Every counted respondent the filter selects (a row each, also those who rated nothing yet) × the products. */
  matrix: TRatingMatrix;
  /** The counted respondents the filter selects. */
  respondents: number;
}

/**
 * The scope's ratings and slots: one SQL statement, shared by concurrent reports, kept when Closed. The statement
 * sends every selected respondent's vector as PostgreSQL prints it, all in one text ("{5,0,3}{}{4}"): the driver's
 * per-row cost was most of the read with a row per respondent, and grouping equal vectors in SQL cost more than it
 * saved (most respondents of a 15-product study have a vector of their own). It is read straight into a matrix of
 * ratings in the products' order (lib/results/rating-groups.ts), which the star counts and head-to-head fold.
 */
export function ratingGroups(scope: TFilteredStudy): Promise<TRatingGroups> {
  const { study, filter, products } = scope;
  return cachedResults(scope, "rating-groups", async () => {
    const [row] = await prisma.$queryRaw<{ vectors: string | null; slots: Record<string, number> | null }[]>`
      SELECT
        (SELECT string_agg(coalesce(r.ratings::text, '{}'), '') FROM "Respondent" r WHERE ${COUNTED} AND (${filter.where})) AS vectors,
        (SELECT json_object_agg(s.product_id, s.slot) FROM "RatingSlot" s WHERE s.survey_id = ${study.id}) AS slots`;
    const slotOf = row?.slots ?? {};
    const slots = products.map((id) => slotOf[id] ?? 0);
    const matrix = parseRatingVectors(row?.vectors ?? "", slots);
    return { slots, matrix, respondents: matrix.rows };
  });
}
