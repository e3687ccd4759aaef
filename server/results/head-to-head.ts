// reportHeadToHead(brand_id, survey_id, filters) (spec 3 §7; P9 item 3): for every ordered pair of the study's
// products, among the counted respondents the filters select who rated both, how many rated the first higher, lower,
// or the same, and the shares of that base (0–1). A full matrix: each product has a row against every other product
// (a pair nobody rated both of has base 0 and shares 0). Needs survey.read.
//
// How (docs/decisions.md P9 #31): one SQL statement folds each respondent's ratings into codes — 3 bits per product,
// PRODUCTS_PER_CODE products per number, so each code is an exact integer in a double — and groups identical codes
// (10,000 respondents × 15 products: 150,000 ratings in, at most 10,000 codes out). The pairs are then tallied over
// the codes in Node: n(n − 1)/2 comparisons of two 3-bit fields per code. A self-join of the ratings would build one
// row per pair of ratings (over a million at that size) and was four times slower.
import { Prisma } from "../generated/prisma/client";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { PRODUCTS_PER_CODE, tallyPairs } from "@/lib/results/head-to-head";
import { filteredStudy, type TFilteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

export interface THeadToHeadCell {
  against: string;
  /** Respondents who rated both products. */
  base: number;
  wins: number;
  losses: number;
  ties: number;
  win_share: number;
  loss_share: number;
  tie_share: number;
}

export interface THeadToHeadRow {
  product_id: string;
  against: THeadToHeadCell[];
}

async function ratingCodes(scope: TFilteredStudy): Promise<{ codes: number[]; n: number }[]> {
  const { study, filter, products } = scope;
  const chunks = Array.from({ length: Math.ceil(products.length / PRODUCTS_PER_CODE) }, (_, k) => k);
  if (chunks.length === 0) return [];
  // Product i adds rating × 8^(i mod 17) to code floor(i / 17).
  const weights = products.map((_, i) => 8 ** (i % PRODUCTS_PER_CODE));
  const chunkOf = products.map((_, i) => Math.floor(i / PRODUCTS_PER_CODE));
  const columns = Prisma.join(chunks.map((k) => Prisma.sql`coalesce(sum(a.rating * i.w) FILTER (WHERE i.k = ${k}), 0)`));
  return prisma.$queryRaw<{ codes: number[]; n: number }[]>`
    WITH per_respondent AS (
      SELECT ARRAY[${columns}]::float8[] AS codes
      FROM "RatingAnswer" a
      JOIN unnest(${products}::bpchar[], ${weights}::float8[], ${chunkOf}::int[]) AS i(product_id, w, k) ON i.product_id = a.product_id
      WHERE a.survey_id = ${study.id} AND a.rating BETWEEN 1 AND 5
        AND a.respondent_id IN (SELECT r.id FROM "Respondent" r WHERE ${COUNTED} AND (${filter.where}))
      GROUP BY a.respondent_id
    )
    SELECT codes, count(*)::int AS n FROM per_respondent GROUP BY codes`;
}

export async function reportHeadToHead(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<THeadToHeadRow[]> {
  const scope = await filteredStudy(access, surveyId, rawFilters);
  const { products } = scope;
  const { wins, ties } = tallyPairs(products.length, await cachedResults(scope, "head-to-head", () => ratingCodes(scope)));
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
