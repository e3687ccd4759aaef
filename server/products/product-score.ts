// getProductScore / getChildProductsScore (spec 1 §3 "Product score"): one entry per Active or Closed study of the
// brand that contains the product, aggregated in SQL over RatingAnswer (DESIGN.md rule 10). Preview respondents
// never count.
//
// Formulas (the spec names the outputs, not how they are computed; these are ours):
//  - score = (average star rating − 1) / 4 × 100, i.e. the 1–5 star average on a 0–100 scale
//    (all 1s → 0, all 5s → 100, a 4.0 average → 75).
//  - percentile = percent_rank of the product's average among the study's rated products × 100: the share of
//    the study's other rated products it beats (0 = lowest, 100 = highest). Null while the study has fewer than
//    two rated products (nothing to compare with).
//  - position: AboveTop when the percentile is ≥ 75 (top quartile), BelowBottom when ≤ 25 (bottom quartile),
//    Between otherwise; null when the percentile is.
//  - submission_count = the product's ratings in that study.
// A study in which the product has no rating yet is listed with score, percentile and position null and 0.
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { findLiveProduct } from "./find-product";

export type TSentimentPosition = "AboveTop" | "BelowBottom" | "Between";

export interface TProductScore {
  product: string;
  scores: {
    survey: { _id: string; title: string; type: string };
    customer_sentiment: {
      question: string | null;
      position: TSentimentPosition | null;
      score: number | null;
      percentile: number | null;
      submission_count: number;
    };
  }[];
}

interface TScoreRow {
  product_id: string;
  survey_id: string;
  title: string;
  type: string;
  question: string | null;
  score: number | null;
  percentile: number | null;
  submission_count: number;
}

export const TOP_QUARTILE = 75;
export const BOTTOM_QUARTILE = 25;

export function sentimentPosition(percentile: number | null): TSentimentPosition | null {
  if (percentile === null) return null;
  if (percentile >= TOP_QUARTILE) return "AboveTop";
  if (percentile <= BOTTOM_QUARTILE) return "BelowBottom";
  return "Between";
}

async function scoreRows(db: Tx, brandId: string, productIds: string[]): Promise<TScoreRow[]> {
  if (productIds.length === 0) return [];
  return db.$queryRaw<TScoreRow[]>`
    WITH studies AS (
      SELECT sp.product_id, s.id AS survey_id, s.title, COALESCE(s.type::text, '') AS type, s.date_created
      FROM "SurveyProduct" sp JOIN "Survey" s ON s.id = sp.survey_id
      WHERE sp.product_id = ANY(${productIds}::bpchar[]) AND s.brand_id = ${brandId} AND s.status IN ('Active', 'Closed')
    ),
    per_product AS (
      SELECT ra.survey_id, ra.product_id, avg(ra.rating)::float8 AS avg_rating, count(*)::int AS n
      FROM "RatingAnswer" ra JOIN "Respondent" r ON r.id = ra.respondent_id AND NOT r.is_preview
      WHERE ra.survey_id IN (SELECT survey_id FROM studies)
      GROUP BY ra.survey_id, ra.product_id
    ),
    ranked AS (
      SELECT survey_id, product_id, avg_rating, n,
             percent_rank() OVER (PARTITION BY survey_id ORDER BY avg_rating) AS pr,
             count(*) OVER (PARTITION BY survey_id) AS peers
      FROM per_product
    )
    SELECT st.product_id, st.survey_id, st.title, st.type, q.text AS question,
           CASE WHEN rk.avg_rating IS NULL THEN NULL ELSE (rk.avg_rating - 1) / 4 * 100 END AS score,
           CASE WHEN rk.peers >= 2 THEN rk.pr * 100 ELSE NULL END AS percentile,
           COALESCE(rk.n, 0)::int AS submission_count
    FROM studies st
    LEFT JOIN ranked rk ON rk.survey_id = st.survey_id AND rk.product_id = st.product_id
    LEFT JOIN "Question" q ON q.survey_id = st.survey_id AND q.product_id = st.product_id
    ORDER BY st.date_created DESC, st.survey_id`;
}

function toScores(productIds: string[], rows: TScoreRow[]): TProductScore[] {
  return productIds.map((id) => ({
    product: id,
    scores: rows
      .filter((r) => r.product_id === id)
      .map((r) => ({
        survey: { _id: r.survey_id, title: r.title, type: r.type },
        customer_sentiment: {
          question: r.question,
          position: sentimentPosition(r.percentile),
          score: r.score,
          percentile: r.percentile,
          submission_count: r.submission_count,
        },
      })),
  }));
}

/** Needs product.read. */
export async function getProductScore(access: TBrandAccess, productId: string, db: Tx = prisma): Promise<TProductScore> {
  const product = await findLiveProduct(db, access.brandId, productId);
  return toScores([product.id], await scoreRows(db, access.brandId, [product.id]))[0]!;
}

/** One ProductScore per live child of the product, in the children's order. Needs product.read. */
export async function getChildProductsScore(access: TBrandAccess, productId: string, db: Tx = prisma): Promise<TProductScore[]> {
  const product = await findLiveProduct(db, access.brandId, productId);
  const childIds = product.children.map((c) => c.id);
  return toScores(childIds, await scoreRows(db, access.brandId, childIds));
}
