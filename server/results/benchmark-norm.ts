import "server-only";
// The benchmark norm's raw material (P9 item 1; docs/decisions.md P9 #15): for one brand, the star counts of every
// product in its Closed studies that are not excluded from benchmarks (counted respondents only, products asked by
// investment_review questions left out), with the study's category (its assortment's brand category) and type. One
// SQL statement; the formulas (lib/results/definitions.ts) turn the counts into scores for whichever version a
// report uses. Kept per process while the brand's Closed studies are unchanged: a fingerprint of their ids,
// date_modified, results_generation and category is checked on every call (one small query).
import { Prisma } from "../generated/prisma/client";
import type { TStarCounts } from "@/lib/results/definitions";
import { EXCLUDED_QUESTION_TYPES } from "@/lib/results/study-state";
import { prisma } from "../db";
import { COUNTED } from "./respondent-filter";

export interface TNormCounts {
  survey_id: string;
  product_id: string;
  category_id: string | null;
  type: string | null;
  stars: TStarCounts;
}

const BENCHMARK_STUDIES = Prisma.sql`s.status = 'Closed' AND NOT s.exclude_from_benchmarks`;
const cache = new Map<string, { fingerprint: string; entries: TNormCounts[] }>();
/** Brands kept at most; the oldest is dropped first. */
const MAX_BRANDS = 200;

async function fingerprint(brandId: string): Promise<string> {
  const [row] = await prisma.$queryRaw<{ f: string | null }[]>`
    SELECT md5(string_agg(s.id || ':' || s.date_modified::text || ':' || s.results_generation || ':' || coalesce(a.brand_category_id, '') || ':' || coalesce(s.type::text, ''), ',' ORDER BY s.id)) AS f
    FROM "Survey" s LEFT JOIN "Assortment" a ON a.id = s.assortment_id
    WHERE s.brand_id = ${brandId} AND ${BENCHMARK_STUDIES}`;
  return row?.f ?? "none";
}

async function load(brandId: string): Promise<TNormCounts[]> {
  const rows = await prisma.$queryRaw<{ survey_id: string; product_id: string; category_id: string | null; type: string | null; n1: number; n2: number; n3: number; n4: number; n5: number }[]>`
    SELECT a.survey_id, a.product_id, asm.brand_category_id AS category_id, s.type::text AS type,
           count(*) FILTER (WHERE a.rating = 1)::int AS n1, count(*) FILTER (WHERE a.rating = 2)::int AS n2,
           count(*) FILTER (WHERE a.rating = 3)::int AS n3, count(*) FILTER (WHERE a.rating = 4)::int AS n4,
           count(*) FILTER (WHERE a.rating = 5)::int AS n5
    FROM "Survey" s
    JOIN "RatingAnswer" a ON a.survey_id = s.id
    JOIN "Respondent" r ON r.id = a.respondent_id
    LEFT JOIN "Assortment" asm ON asm.id = s.assortment_id
    WHERE s.brand_id = ${brandId} AND ${BENCHMARK_STUDIES} AND ${COUNTED}
      AND NOT EXISTS (SELECT 1 FROM "Question" q WHERE q.survey_id = s.id AND q.product_id = a.product_id AND q.type = ANY(${[...EXCLUDED_QUESTION_TYPES]}))
    GROUP BY a.survey_id, a.product_id, asm.brand_category_id, s.type`;
  return rows.map((r) => ({ survey_id: r.survey_id, product_id: r.product_id, category_id: r.category_id, type: r.type, stars: [r.n1, r.n2, r.n3, r.n4, r.n5] }));
}

/** Star counts of every benchmark product of the brand. */
export async function benchmarkCounts(brandId: string): Promise<TNormCounts[]> {
  const f = await fingerprint(brandId);
  const hit = cache.get(brandId);
  if (hit && hit.fingerprint === f) return hit.entries;
  const entries = await load(brandId);
  cache.delete(brandId);
  cache.set(brandId, { fingerprint: f, entries });
  if (cache.size > MAX_BRANDS) cache.delete(cache.keys().next().value!);
  return entries;
}
