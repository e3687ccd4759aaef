import "server-only";
// getProductScore / getChildProductsScore (spec 1 §3 "Product score"): one entry per Active or Closed study of the
// brand that contains the product, newest study first. Every figure comes from the results definitions
// (lib/results/definitions.ts, server/results/score-context.ts; docs/decisions.md P9 #13–#16), so a score card shows
// exactly what the study's results show:
//  - score: the sentiment score of the study's formula version, from the star counts of counted respondents
//    (completed, not previews), aggregated in SQL;
//  - percentile and position: against the study's benchmark norm (the brand's other Closed studies of the same
//    category and type, else brand-wide); null while the brand has no history to compare with;
//  - submission_count: the product's counted ratings in that study.
// A study in which the product has no rating yet is listed with score, percentile and position null and 0.
import { productDefinitions, starCounts, type TSentimentPosition } from "@/lib/results/definitions";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { benchmarkCounts } from "../results/benchmark-norm";
import { COUNTED } from "../results/respondent-filter";
import { contextOf, SCORE_STUDY_SELECT, type TScoreContext } from "../results/score-context";
import { findLiveProduct } from "./find-product";

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

async function productScores(db: Tx, access: TBrandAccess, productIds: string[]): Promise<TProductScore[]> {
  if (productIds.length === 0) return [];
  const [entries, brand, counts] = await Promise.all([
    db.surveyProduct.findMany({
      where: { product_id: { in: productIds }, survey: { brand_id: access.brandId, status: { in: ["Active", "Closed"] } } },
      select: { product_id: true, survey: { select: { ...SCORE_STUDY_SELECT, title: true, date_created: true, questions: { select: { product_id: true, text: true } } } } },
      orderBy: [{ survey: { date_created: "desc" } }, { survey_id: "asc" }],
    }),
    db.brand.findUniqueOrThrow({ where: { id: access.brandId }, select: { features: true, sentiment_score_model_version: true } }),
    benchmarkCounts(access.brandId),
  ]);
  const stars = await db.$queryRaw<{ survey_id: string; product_id: string; rating: number; n: number }[]>`
    SELECT a.survey_id, a.product_id, a.rating, count(*)::int AS n
    FROM "RatingAnswer" a JOIN "Respondent" r ON r.id = a.respondent_id
    WHERE a.product_id = ANY(${productIds}::bpchar[]) AND a.survey_id = ANY(${[...new Set(entries.map((e) => e.survey.id))]}::bpchar[]) AND ${COUNTED}
    GROUP BY 1, 2, 3`;
  const n = new Map(stars.map((r) => [`${r.survey_id}:${r.product_id}:${r.rating}`, r.n]));
  const contexts = new Map<string, TScoreContext>();
  const contextFor = (survey: (typeof entries)[number]["survey"]) => {
    if (!contexts.has(survey.id)) contexts.set(survey.id, contextOf(survey, brand, counts));
    return contexts.get(survey.id)!;
  };
  return productIds.map((product) => ({
    product,
    scores: entries
      .filter((e) => e.product_id === product)
      .map(({ survey }) => {
        const ctx = contextFor(survey);
        const d = productDefinitions(starCounts((star) => n.get(`${survey.id}:${product}:${star}`) ?? 0), ctx.version, ctx.norm, ctx.settings);
        return {
          survey: { _id: survey.id, title: survey.title, type: survey.type ?? "" },
          customer_sentiment: {
            question: survey.questions.find((q) => q.product_id === product)?.text ?? null,
            position: d.position,
            score: d.score,
            percentile: d.percentile,
            submission_count: d.count,
          },
        };
      }),
  }));
}

/** Needs product.read. */
export async function getProductScore(access: TBrandAccess, productId: string, db: Tx = prisma): Promise<TProductScore> {
  const product = await findLiveProduct(db, access.brandId, productId);
  return (await productScores(db, access, [product.id]))[0]!;
}

/** One ProductScore per live child of the product, in the children's order. Needs product.read. */
export async function getChildProductsScore(access: TBrandAccess, productId: string, db: Tx = prisma): Promise<TProductScore[]> {
  const product = await findLiveProduct(db, access.brandId, productId);
  return productScores(db, access, product.children.map((c) => c.id));
}
