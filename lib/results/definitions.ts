// The definitions behind every score the product shows (P9 item 1; spec 3 §3 "Sentiment report", spec 1 §3
// "Product score"), in one place: the sentiment score and its versions, top-2-box, the percentile against a
// benchmark norm, the position, and the tier, recommendation and MakerScore. Pure: the star counts come from SQL
// (server/results/*), the formulas are applied here to five numbers per product. docs/decisions.md P9 #13–#18 give a
// worked example of each.
import type { TStarCounts } from "./significance";

export type { TStarCounts };

/** Sentiment score formula versions (a brand's current_model_versions.sentiment_score names one). */
export const SENTIMENT_SCORE_VERSIONS = ["v1", "v2"] as const;
export type TSentimentScoreVersion = (typeof SENTIMENT_SCORE_VERSIONS)[number];
export const DEFAULT_SENTIMENT_SCORE_VERSION: TSentimentScoreVersion = "v1";

/**
 * The version a brand's free-text model version names: its major number ("v2.1" and "2" are v2). No version, or a
 * major without a formula, reads as the default, and the reports say which version they used.
 */
export function sentimentScoreVersion(named: string | null | undefined): TSentimentScoreVersion {
  const major = /^\s*v?(\d+)/i.exec(named ?? "")?.[1];
  const version = `v${Number(major)}`;
  return (SENTIMENT_SCORE_VERSIONS as readonly string[]).includes(version) ? (version as TSentimentScoreVersion) : DEFAULT_SENTIMENT_SCORE_VERSION;
}

/** The five star counts, from a count per star (1–5). */
export const starCounts = (count: (star: number) => number): TStarCounts => [count(1), count(2), count(3), count(4), count(5)];

export const ratingsOf = (stars: TStarCounts): number => stars[0] + stars[1] + stars[2] + stars[3] + stars[4];

/** Mean stars (1–5); null without ratings. */
export function meanStars(stars: TStarCounts): number | null {
  const n = ratingsOf(stars);
  return n === 0 ? null : (stars[0] + 2 * stars[1] + 3 * stars[2] + 4 * stars[3] + 5 * stars[4]) / n;
}

/** Top-2-box: the share (0–100) of ratings with 4 or 5 stars; null without ratings. */
export function topTwoBox(stars: TStarCounts): number | null {
  const n = ratingsOf(stars);
  return n === 0 ? null : (100 * (stars[3] + stars[4])) / n;
}

/** Bottom-2-box: the share (0–100) of ratings with 1 or 2 stars; null without ratings. */
export function bottomTwoBox(stars: TStarCounts): number | null {
  const n = ratingsOf(stars);
  return n === 0 ? null : (100 * (stars[0] + stars[1])) / n;
}

/**
 * The sentiment score, 0–100, unrounded (the screen rounds):
 *  - v1: the mean star on a 0–100 scale, (mean − 1) / 4 × 100;
 *  - v2: net sentiment on a 0–100 scale, (top-2-box − bottom-2-box + 100) / 2, so that 3-star ratings count as neutral.
 * Null without ratings.
 */
export function sentimentScore(stars: TStarCounts, version: TSentimentScoreVersion): number | null {
  if (version === "v2") {
    const top = topTwoBox(stars);
    const bottom = bottomTwoBox(stars);
    return top === null || bottom === null ? null : (top - bottom + 100) / 2;
  }
  const mean = meanStars(stars);
  return mean === null ? null : ((mean - 1) / 4) * 100;
}

// ---- Benchmark norm -------------------------------------------------------------------------------------------

/** A norm by category and study type is used only with at least this many scored products in it. */
export const MIN_NORM_PRODUCTS = 10;

/** Which products the percentile compares with: the category-and-type norm, the brand-wide one, or none. */
export type TNormScope = "category_type" | "brand" | "none";

export interface TNormEntry {
  survey_id: string;
  product_id: string;
  category_id: string | null;
  type: string | null;
  score: number;
}

export interface TNorm {
  scope: TNormScope;
  category_id: string | null;
  type: string | null;
  /** Scored products (one per study and product) in the norm. */
  size: number;
  /** Scores, ascending. */
  scores: number[];
}

const sorted = (entries: readonly TNormEntry[]) => entries.map((e) => e.score).sort((a, b) => a - b);

/**
 * The norm a study's products are compared with: the brand's products in Closed studies (not excluded from
 * benchmarks) of the same category and study type when that holds at least MIN_NORM_PRODUCTS, else all of them.
 * A product is never compared with itself: `self` (the study) drops that study's entries from the norm.
 */
export function chooseNorm(entries: readonly TNormEntry[], study: { id: string; category_id: string | null; type: string | null }): TNorm {
  const others = entries.filter((e) => e.survey_id !== study.id);
  const same = others.filter((e) => e.category_id !== null && e.category_id === study.category_id && e.type === study.type);
  if (same.length >= MIN_NORM_PRODUCTS) return { scope: "category_type", category_id: study.category_id, type: study.type, size: same.length, scores: sorted(same) };
  if (others.length > 0) return { scope: "brand", category_id: null, type: null, size: others.length, scores: sorted(others) };
  return { scope: "none", category_id: null, type: null, size: 0, scores: [] };
}

/** Index of the first score ≥ x (or > x when `strict`), scores ascending. */
function bound(scores: readonly number[], x: number, strict: boolean): number {
  let lo = 0;
  let hi = scores.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (scores[mid]! < x || (strict && scores[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The percentile of a score against a norm, 0–100 (mid-rank): the share of the norm scoring below it, counting ties
 * as half. Null without a norm or a score. Shown floored with an ordinal suffix (lib/products/format.ts).
 */
export function percentileInNorm(score: number | null, norm: TNorm): number | null {
  if (score === null || norm.size === 0) return null;
  const below = bound(norm.scores, score, false);
  const equal = bound(norm.scores, score, true) - below;
  return (100 * (below + equal / 2)) / norm.size;
}

/** The norm's quartiles (25th and 75th percentile scores, linear interpolation), for the benchmark bar. */
export function normQuartiles(norm: TNorm): { p25: number; p50: number; p75: number } | null {
  if (norm.size === 0) return null;
  const at = (p: number) => {
    const x = (norm.size - 1) * p;
    const lo = Math.floor(x);
    const hi = Math.ceil(x);
    return norm.scores[lo]! + (norm.scores[hi]! - norm.scores[lo]!) * (x - lo);
  };
  return { p25: at(0.25), p50: at(0.5), p75: at(0.75) };
}

// ---- Position, tier, recommendation, MakerScore ------------------------------------------------------------------

export type TSentimentPosition = "AboveTop" | "BelowBottom" | "Between";
export const TOP_QUARTILE = 75;
export const BOTTOM_QUARTILE = 25;

/** A position in words, as every results screen writes it. */
export const POSITION_WORDS: Record<TSentimentPosition, string> = {
  AboveTop: "Above the top quartile",
  Between: "Between the quartiles",
  BelowBottom: "Below the bottom quartile",
};

/** AboveTop in the norm's top quartile (percentile ≥ 75), BelowBottom in its bottom quartile (≤ 25), else Between. */
export function sentimentPosition(percentile: number | null): TSentimentPosition | null {
  if (percentile === null) return null;
  if (percentile >= TOP_QUARTILE) return "AboveTop";
  if (percentile <= BOTTOM_QUARTILE) return "BelowBottom";
  return "Between";
}

export const TIERS = ["Tier 1", "Tier 2", "Tier 3", "Tier 4"] as const;
export type TTier = (typeof TIERS)[number];

/** The norm's quartile the percentile falls in: Tier 1 from 75, Tier 2 from 50, Tier 3 from 25, else Tier 4. */
export function tierOf(percentile: number | null): TTier | null {
  if (percentile === null) return null;
  if (percentile >= 75) return "Tier 1";
  if (percentile >= 50) return "Tier 2";
  if (percentile >= 25) return "Tier 3";
  return "Tier 4";
}

export const RECOMMENDATIONS = { AboveTop: "Adopt", Between: "Review", BelowBottom: "Drop" } as const;
export type TRecommendation = (typeof RECOMMENDATIONS)[TSentimentPosition];

export const recommendationOf = (position: TSentimentPosition | null): TRecommendation | null => (position ? RECOMMENDATIONS[position] : null);

/** MakerScore, 0–10 with one decimal: 60% the sentiment score, 40% top-2-box. Needs no norm. */
export function makerScore(score: number | null, top2: number | null): number | null {
  if (score === null || top2 === null) return null;
  return Math.round(0.6 * score + 0.4 * top2) / 10;
}

export interface TStudyScoreSettings {
  disable_tier: boolean;
  disable_recommendation: boolean;
  disable_makerscore: boolean;
}

export interface TProductDefinitions {
  count: number;
  mean: number | null;
  score: number | null;
  top_two_box: number | null;
  percentile: number | null;
  position: TSentimentPosition | null;
  /** Null when the study disables it (disable_tier), or without a percentile. */
  tier: TTier | null;
  /** Null when the study disables it (disable_recommendation), or without a position. */
  recommendation: TRecommendation | null;
  /** Null when the study disables it (disable_makerscore), or without ratings. */
  makerscore: number | null;
}

/** Every definition for one product's star counts, against a norm, honouring the study's settings. */
export function productDefinitions(stars: TStarCounts, version: TSentimentScoreVersion, norm: TNorm, settings: TStudyScoreSettings): TProductDefinitions {
  const score = sentimentScore(stars, version);
  const top2 = topTwoBox(stars);
  const percentile = percentileInNorm(score, norm);
  const position = sentimentPosition(percentile);
  return {
    count: ratingsOf(stars),
    mean: meanStars(stars),
    score,
    top_two_box: top2,
    percentile,
    position,
    tier: settings.disable_tier ? null : tierOf(percentile),
    recommendation: settings.disable_recommendation ? null : recommendationOf(position),
    makerscore: settings.disable_makerscore ? null : makerScore(score, top2),
  };
}
