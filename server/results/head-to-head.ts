// reportHeadToHead(brand_id, survey_id, filters) (spec 3 §7; P9 item 3): for every ordered pair of the study's
// products, among the counted respondents the filters select who rated both, how many rated the first higher, lower,
// or the same, and the shares of that base (0–1). A full matrix: each product has a row against every other product
// (a pair nobody rated both of has base 0 and shares 0). One SQL statement over pairs of ratings. Needs survey.read.
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { filteredStudy } from "./filtered-study";
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

export async function reportHeadToHead(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<THeadToHeadRow[]> {
  const scope = await filteredStudy(access, surveyId, rawFilters);
  const { study, filter, products } = scope;
  const pairs = await cachedResults(scope, "head-to-head", () => prisma.$queryRaw<{ p: string; q: string; p_wins: number; q_wins: number; ties: number }[]>`
    SELECT a.product_id AS p, b.product_id AS q,
      count(*) FILTER (WHERE a.rating > b.rating)::int AS p_wins,
      count(*) FILTER (WHERE a.rating < b.rating)::int AS q_wins,
      count(*) FILTER (WHERE a.rating = b.rating)::int AS ties
    FROM "RatingAnswer" a
    JOIN "RatingAnswer" b ON b.respondent_id = a.respondent_id AND b.survey_id = a.survey_id AND a.product_id < b.product_id
    JOIN "Respondent" r ON r.id = a.respondent_id
    WHERE a.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})
    GROUP BY 1, 2`);
  const key = (x: string, y: string) => `${x}|${y}`;
  const cells = new Map<string, { wins: number; losses: number; ties: number }>();
  for (const r of pairs) {
    cells.set(key(r.p, r.q), { wins: r.p_wins, losses: r.q_wins, ties: r.ties });
    cells.set(key(r.q, r.p), { wins: r.q_wins, losses: r.p_wins, ties: r.ties });
  }
  return products.map((product_id) => ({
    product_id,
    against: products
      .filter((other) => other !== product_id)
      .map((against) => {
        const c = cells.get(key(product_id, against)) ?? { wins: 0, losses: 0, ties: 0 };
        const base = c.wins + c.losses + c.ties;
        const share = (n: number) => (base ? n / base : 0);
        return { against, base, ...c, win_share: share(c.wins), loss_share: share(c.losses), tie_share: share(c.ties) };
      }),
  }));
}
