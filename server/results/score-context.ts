import "server-only";
// What every score of one study is computed with (P9 item 1; docs/decisions.md P9 #13–#16): the sentiment score
// version (the brand's current one, or with enableSentimentScoreVersionControl the one a Closed study was closed
// with), the benchmark norm the percentiles compare with, and the study's disable_* settings. Used by every report
// that shows a score, and by the product score cards.
import { chooseNorm, sentimentScore, sentimentScoreVersion, type TNorm, type TNormEntry, type TSentimentScoreVersion, type TStudyScoreSettings } from "@/lib/results/definitions";
import { parseFeatures } from "@/lib/schemas/brand";
import { prisma } from "../db";
import { benchmarkCounts, type TNormCounts } from "./benchmark-norm";

export interface TScoreContext {
  version: TSentimentScoreVersion;
  /** "study": the version the Closed study was closed with; "brand": the brand's current version. */
  version_source: "brand" | "study";
  norm: TNorm;
  settings: TStudyScoreSettings;
}

export interface TScoreStudy {
  id: string;
  brand_id: string;
}

/** The version a study's scores use, and where it comes from. */
export function studyScoreVersion(
  study: { status: string; sentiment_score_version: string | null },
  brand: { features: unknown; sentiment_score_model_version: string | null },
): { version: TSentimentScoreVersion; version_source: "brand" | "study" } {
  const control = parseFeatures(brand.features).enableSentimentScoreVersionControl;
  if (control && study.status === "Closed" && study.sentiment_score_version) return { version: sentimentScoreVersion(study.sentiment_score_version), version_source: "study" };
  return { version: sentimentScoreVersion(brand.sentiment_score_model_version), version_source: "brand" };
}

/** Benchmark entries scored with one version (products without ratings have no score and stay out). */
export function scoredEntries(counts: readonly TNormCounts[], version: TSentimentScoreVersion): TNormEntry[] {
  const out: TNormEntry[] = [];
  for (const c of counts) {
    const score = sentimentScore(c.stars, version);
    if (score !== null) out.push({ survey_id: c.survey_id, product_id: c.product_id, category_id: c.category_id, type: c.type, score });
  }
  return out;
}

/** What contextOf reads of a study (select it with SCORE_STUDY_SELECT). */
export const SCORE_STUDY_SELECT = {
  id: true, status: true, type: true, sentiment_score_version: true, disable_tier: true, disable_recommendation: true, disable_makerscore: true,
  assortment: { select: { brand_category_id: true } },
} as const;

export interface TScoreStudyRow {
  id: string;
  status: string;
  type: string | null;
  sentiment_score_version: string | null;
  disable_tier: boolean;
  disable_recommendation: boolean;
  disable_makerscore: boolean;
  assortment: { brand_category_id: string | null } | null;
}

export interface TScoreBrandRow {
  features: unknown;
  sentiment_score_model_version: string | null;
}

/**
 * The context of one study from rows already loaded: for callers that score many studies of a brand at once (the
 * product score cards), with the brand's benchmark counts loaded once.
 */
export function contextOf(row: TScoreStudyRow, brand: TScoreBrandRow, counts: TNormCounts[]): TScoreContext {
  const { version, version_source } = studyScoreVersion(row, brand);
  return {
    version,
    version_source,
    norm: chooseNorm(scoredEntries(counts, version), { id: row.id, category_id: row.assortment?.brand_category_id ?? null, type: row.type }),
    settings: { disable_tier: row.disable_tier, disable_recommendation: row.disable_recommendation, disable_makerscore: row.disable_makerscore },
  };
}

export async function scoreContext(study: TScoreStudy): Promise<TScoreContext> {
  const [row, counts] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: study.id }, select: { ...SCORE_STUDY_SELECT, brand: { select: { features: true, sentiment_score_model_version: true } } } }),
    benchmarkCounts(study.brand_id),
  ]);
  return contextOf(row, row.brand, counts);
}
