// The stack rank tab (spec 3 §2 results tab `stack-rank`; P11 item 3): the study's products ranked by sentiment score
// under the filters in force, each with its benchmark percentile and position, top-2-box, star distribution, tier,
// recommendation and MakerScore, and — when a filter is active — whether the filtered respondents rate it
// significantly higher or lower than everyone else (significanceByFilters). The data shape built by
// server/pages/results/stack-rank.ts, the pure ranking rule and every text of the tab. Client-safe.
// docs/decisions.md P9 #1–#3, #13–#18, P11 (stack rank).
import { formatPercentile, formatScore } from "../../products/format";
import { CLAIM_TEXT } from "../claims";
import { POSITION_WORDS, type TSentimentScoreVersion, type TStarCounts } from "../definitions";
import { MIN_BASE_SIZE, SIGNIFICANCE_ALPHA, type TProductComparison } from "../significance";
import type { TSentimentBenchmark, TSentimentProduct, TSentimentReport } from "../reports";
import type { TResultsProduct } from "../view";
import type { TSalesAfterLaunch } from "../../sales-data/types";

/** The benchmark norm a report used, one product of the sentiment report, and the report as the tabs read it. */
export type TBenchmarkNorm = TSentimentBenchmark;
export type TScoredProduct = TSentimentProduct;
export type TScoreReport = Omit<TSentimentReport, "survey_id">;

/** One test's verdict for a product: the filtered group against the rest. */
export interface TSignificanceMark {
  /** higher / lower: significant after the Benjamini–Hochberg correction; none: not significant. */
  direction: "higher" | "lower" | "none";
  /** Filtered − rest: percentage points for top-2-box, stars for the mean. */
  difference: number;
  /** The BH-adjusted p-value. */
  q: number;
}

export type TRowSignificance =
  | { tested: false; base: { filtered: number; rest: number } }
  | { tested: true; base: { filtered: number; rest: number }; top_two_box: TSignificanceMark; mean: TSignificanceMark };

export interface TStackRankRow extends TScoredProduct, Omit<TResultsProduct, "product_id" | "question_id"> {
  /** 1 for the highest score; products with equal scores share a rank; null when not rated. */
  rank: number | null;
  /** Null without a filter (nothing to compare with). */
  significance: TRowSignificance | null;
}

export interface TStackRankData {
  version: TSentimentScoreVersion;
  version_source: "brand" | "study";
  benchmark: TBenchmarkNorm;
  /** Counted respondents the filters select. */
  respondents: number;
  /** Highest score first, unrated last. */
  rows: TStackRankRow[];
  /** Null when no filter is active; else how many products were tested and flagged. */
  significance: { tested: number; higher: number; lower: number } | null;
  /** P13: sentiment against sell-through, for a line_review study with imported sales data (else null or absent). */
  sales?: TSalesAfterLaunch | null;
}

// ---- Rules ----------------------------------------------------------------------------------------------------

/** Highest score first; equal scores by top-2-box, then ratings; unrated products last; otherwise study order. */
export function rankProducts<T extends Pick<TScoredProduct, "score" | "top_two_box" | "count">>(products: readonly T[]): (T & { rank: number | null })[] {
  const order = products.map((p, i) => ({ p, i }));
  order.sort((x, y) => {
    const a = x.p;
    const b = y.p;
    if (a.score === null || b.score === null) return a.score === null && b.score === null ? x.i - y.i : a.score === null ? 1 : -1;
    return b.score - a.score || (b.top_two_box ?? 0) - (a.top_two_box ?? 0) || b.count - a.count || x.i - y.i;
  });
  // Competition ranking on the score: 1, 2, 2, 4.
  let rank = 0;
  return order.map(({ p }, k) => {
    if (p.score === null) return { ...p, rank: null };
    if (k === 0 || order[k - 1]!.p.score !== p.score) rank = k + 1;
    return { ...p, rank };
  });
}

const mark = (test: { difference: number; q: number; significant: boolean } | null, scale: number): TSignificanceMark => {
  if (!test) return { direction: "none", difference: 0, q: Number.NaN };
  const difference = test.difference * scale;
  return { direction: test.significant ? (difference > 0 ? "higher" : difference < 0 ? "lower" : "none") : "none", difference, q: test.q };
};

/** A product's comparison (significanceByFilters) as the stack rank marks it. */
export function rowSignificance(c: TProductComparison): TRowSignificance {
  if (!c.tested || !c.top_two_box || !c.mean) return { tested: false, base: c.base };
  return { tested: true, base: c.base, top_two_box: mark(c.top_two_box, 100), mean: mark(c.mean, 1) };
}

/** The tab's data from the sentiment report, the study's products and (with a filter) the significance answer. */
export function buildStackRank(report: TScoreReport, products: readonly TResultsProduct[], comparisons: readonly TProductComparison[] | null): TStackRankData {
  const byId = new Map(products.map((p) => [p.product_id, p]));
  const sig = comparisons ? new Map(comparisons.map((c) => [c.product_id, rowSignificance(c)])) : null;
  const rows = rankProducts(report.products).map((p) => {
    const product = byId.get(p.product_id);
    return {
      ...p,
      name: product?.name ?? "",
      style_number: product?.style_number ?? null,
      image: product?.image ?? null,
      significance: sig?.get(p.product_id) ?? null,
    };
  });
  const marks = sig ? [...sig.values()] : [];
  const flagged = (d: "higher" | "lower") => marks.filter((m) => m.tested && (m.top_two_box.direction === d || m.mean.direction === d)).length;
  return {
    version: report.version,
    version_source: report.version_source,
    benchmark: report.benchmark,
    respondents: report.respondents,
    rows,
    significance: sig ? { tested: marks.filter((m) => m.tested).length, higher: flagged("higher"), lower: flagged("lower") } : null,
  };
}

// ---- Formats --------------------------------------------------------------------------------------------------

/** A share 0–100 as a whole percent: 61.25 → "61%"; "—" when unknown. */
export const formatShare = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? "—" : `${Math.round(value)}%`;

/** A difference in percentage points with its sign: 12.4 → "+12 pts", −3 → "−3 pts". */
export function formatPoints(value: number): string {
  const n = Math.round(value);
  return `${n > 0 ? "+" : n < 0 ? "−" : "±"}${Math.abs(n)} pts`;
}

/** A difference in stars with its sign, two decimals: 0.4 → "+0.40 stars". */
export function formatStars(value: number): string {
  const n = Math.round(value * 100) / 100;
  return `${n > 0 ? "+" : n < 0 ? "−" : "±"}${Math.abs(n).toFixed(2)} stars`;
}

/** A BH-adjusted p-value for the fine print: "q < 0.001", "q = 0.03". */
export const formatQ = (q: number): string => (!Number.isFinite(q) ? "" : q < 0.001 ? "q < 0.001" : `q = ${q < 0.01 ? q.toFixed(3) : q.toFixed(2)}`);

export const formatCount = (n: number): string => n.toLocaleString("en-US");

// ---- Texts ----------------------------------------------------------------------------------------------------

/** A position in words (never by colour only). */
export { POSITION_WORDS };

export const VERSION_WORDS: Record<TSentimentScoreVersion, string> = {
  v1: "v1: the mean star rating on a 0–100 scale",
  v2: "v2: net sentiment on a 0–100 scale (top-2-box minus bottom-2-box)",
};

const q = (v: number | null) => formatScore(v) || "—";

/** The benchmark norm in one sentence (scope, size, quartiles). */
export function benchmarkSentence(b: TBenchmarkNorm): string {
  if (b.scope === "none" || b.size === 0) return STACK_RANK.noBenchmark;
  const quartiles = `its quartiles score ${q(b.p25)} (25th percentile), ${q(b.p50)} (median) and ${q(b.p75)} (75th percentile)`;
  const what =
    b.scope === "category_type"
      ? `${formatCount(b.size)} scored products from the brand's closed studies of this category and study type`
      : `all ${formatCount(b.size)} scored products from the brand's closed studies (fewer than 10 share this study's category and type)`;
  return `Benchmark: ${what}; ${quartiles}.`;
}

export const STACK_RANK = {
  title: "Stack rank",
  intro: "Products ranked by sentiment score, highest first.",
  listLabel: "Products by sentiment score, highest first",
  version: (v: TSentimentScoreVersion, source: "brand" | "study") =>
    `Sentiment score ${VERSION_WORDS[v]}${source === "study" ? " (fixed when the study closed)" : ""}.`,
  /** How a benchmark comes to be (lib/results/claims.ts, one text for every screen). */
  noBenchmark: CLAIM_TEXT.noBenchmark,
  empty: "No product of this study has been rated yet.",
  emptyFiltered: "No respondent in this filter has rated a product yet.",
  rankLabel: (rank: number | null) => (rank === null ? "Not ranked" : `Rank ${rank}`),
  notRated: "Not rated yet",
  styleNumber: (s: string) => `Style ${s}`,
  score: "Score",
  percentile: "Benchmark percentile",
  position: "Position",
  topTwoBox: "Top-2-box",
  ratings: "Ratings",
  tier: "Tier",
  recommendation: "Recommendation",
  makerscore: "MakerScore",
  noPercentile: "No benchmark",
  percentileValue: (p: number | null) => formatPercentile(p) || "—",
  starsLabel: (stars: TStarCounts) => {
    const n = stars.reduce((s, c) => s + c, 0);
    if (n === 0) return "No ratings yet.";
    return `Star ratings: ${stars.map((c, i) => `${i + 1} star${i ? "s" : ""} ${Math.round((100 * c) / n)}% (${formatCount(c)})`).join(", ")}.`;
  },
  starKey: (star: number) => `${star}★`,
  starKeyLabel: "Star colours",
  starKeyItem: (star: number) => `${star} star${star === 1 ? "" : "s"}`,
  // Significance against the rest of the sample (docs/decisions.md P9 #1–#3).
  sigTitle: "Against the rest of the sample",
  sigNoFilter:
    "Choose a filter to test that group against the rest of the sample: products it rates significantly higher or lower are marked here.",
  sigMethod: `The filtered respondents are compared with everyone else who rated each product: top-2-box by a two-proportion z-test, the mean by Welch's t-test, Benjamini–Hochberg corrected across products (${Math.round(SIGNIFICANCE_ALPHA * 100)}% false discovery rate). A product needs at least ${MIN_BASE_SIZE} ratings on each side to be tested.`,
  sigSummary: (s: { tested: number; higher: number; lower: number }, total: number) =>
    s.tested === 0
      ? `No product has at least ${MIN_BASE_SIZE} ratings on both sides, so none could be tested.`
      : `${s.tested} of ${total} products tested: ${s.higher} rated significantly higher by this group, ${s.lower} significantly lower.`,
  sigTooSmall: (base: { filtered: number; rest: number }) =>
    `Base too small to test (${formatCount(base.filtered)} in the filter, ${formatCount(base.rest)} in the rest; ${MIN_BASE_SIZE} needed on each side).`,
  sigTopTwoBox: (m: TSignificanceMark) =>
    m.direction === "none"
      ? `Top-2-box: no significant difference (${formatPoints(m.difference)})`
      : `Top-2-box significantly ${m.direction} than the rest: ${formatPoints(m.difference)}`,
  sigMean: (m: TSignificanceMark) =>
    m.direction === "none"
      ? `Mean: no significant difference (${formatStars(m.difference)})`
      : `Mean significantly ${m.direction} than the rest: ${formatStars(m.difference)}`,
  sigArrow: { higher: "▲", lower: "▼", none: "" } as const,
  // The score chart.
  /** With a benchmark; without one the chart is titled lib/results/claims.ts#benchmarkTitle. */
  chartTitle: CLAIM_TEXT.scoreChartWithBenchmark,
  chartLabel: (rows: readonly { name: string; score: number | null }[], b: TBenchmarkNorm) => {
    const rated = rows.filter((r) => r.score !== null);
    const list = rated.map((r) => `${r.name} ${formatScore(r.score)}`).join(", ");
    const norm = b.scope === "none" || b.p50 === null ? "No benchmark yet." : `Benchmark quartiles ${q(b.p25)}, ${q(b.p50)} and ${q(b.p75)}.`;
    return `Bar chart of sentiment scores, 0 to 100, highest first: ${list || "none rated"}. ${norm}`;
  },
  chartAxis: "Sentiment score",
  chartTable: "Show the figures as a table",
  chartTableCaption: "Sentiment scores and benchmark quartiles",
  chartTableNorm: (line: string) => `Benchmark ${line.toLowerCase()}`,
  chartLegend: { p25: "25th percentile", p50: "Median", p75: "75th percentile" },
  chartColumns: { product: "Product", score: "Score", percentile: "Percentile", position: "Position" },
} as const;
