import "server-only";
// Reading the rating vectors (docs/decisions.md P9 #35): Respondent.ratings holds each respondent's ratings, element
// k the rating of the study's product in RatingSlot k (0 = not rated); triggers on RatingAnswer keep both true. The
// summary reports read one row per respondent instead of joining every rating to its respondent: the star counts and
// head-to-head fold the same rating groups (one SQL aggregate per study and filter, shared and kept like every
// results aggregate); significance and line efficiency read the vectors in their own statements.
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
  /** The counted respondents the filter selects who rated something, grouped by their vector. */
  groups: TRatingGroup[];
}

/**
 * The scope's rating groups: one SQL aggregate, shared by concurrent reports, kept when Closed. Grouped by the
 * vector's digits (one per slot, so equal texts are equal vectors): hashing the short text is faster than the array.
 */
export function ratingGroups(scope: TFilteredStudy): Promise<TRatingGroups> {
  const { study, filter, products } = scope;
  return cachedResults(scope, "rating-groups", async () => {
    // One text row ("code n" pairs, comma-separated) instead of a row per group: the driver's per-row cost was most
    // of the read (10,000 groups at 10k respondents).
    const [slots, [row]] = await Promise.all([
      ratingSlots(study.id, products),
      prisma.$queryRaw<{ groups: string | null }[]>`
        SELECT string_agg(g.code || ' ' || g.n, ',') AS groups
        FROM (
          SELECT array_to_string(r.ratings, '') AS code, count(*) AS n
          FROM "Respondent" r
          WHERE ${COUNTED} AND (${filter.where}) AND cardinality(r.ratings) > 0
          GROUP BY 1
        ) g`,
    ]);
    const groups = (row?.groups ?? "").split(",").filter(Boolean).map((pair) => {
      const space = pair.indexOf(" ");
      return { code: pair.slice(0, space), n: Number(pair.slice(space + 1)) };
    });
    return { slots, groups };
  });
}
