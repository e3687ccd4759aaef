// Honest claims at small bases (P15 item 4): the rules that decide what a results screen may claim from the data it
// has — a winner only on enough ratings, a chart titled against a benchmark only when there is one, an invitation to
// filter only when the study has filters, a world map only when a country is known — and every text they produce.
// Client-safe and pure; unit-tested in tests/unit/results/claims.test.ts. docs/decisions.md "P15 · Definitions and small bases".
import type { TNormScope } from "./definitions";
import { parseAccessor } from "./filter-chips";
import { MIN_BASE_SIZE } from "./significance";

export { MIN_BASE_SIZE };

const count = (n: number) => n.toLocaleString("en-US");

export const CLAIM_TEXT = {
  /** The marker beside a figure or a chart built on fewer than MIN_BASE_SIZE ratings. */
  smallBase: (n: number) => `Small base: n = ${count(n)}`,
  smallBaseTitle: (min: number) => `Fewer than ${min} ratings: read the figure as a hint, not a finding.`,
  /** A chart's note naming its products on a small base. */
  smallBaseChart: (names: readonly string[], min: number) =>
    `Small base (fewer than ${min} ratings): ${names.join(", ")}. Their scores can move a lot with a few more ratings.`,
  /** The same when every rated product is on a small base (`most`: the largest base). */
  smallBaseChartAll: (most: number, min: number) =>
    `Small base: every product has fewer than ${min} ratings (at most ${count(most)}), so the scores can move a lot with a few more ratings.`,
  tooFewWinner: (min: number) => `Too few ratings to call a winner: at least ${min} per product needed.`,
  tooFewLowest: (min: number) => `Too few ratings to call the lowest: at least ${min} per product needed.`,
  /** The benchmark-less chart's note: how a benchmark comes to be (server/results/benchmark-norm.ts). */
  noBenchmark:
    "There is no benchmark yet: a benchmark, and with it percentiles and positions, appears once the brand has another Closed study with ratings that is not excluded from benchmarks.",
  scoreChartWithBenchmark: "Scores against the benchmark",
  scoreChartWithoutBenchmark: "Scores",
  /** The significance panel of a study that has nothing to filter by. */
  noFiltersToTest:
    "This study has no filters (no countries, demographic questions, audiences or point range to split respondents by), so no group can be tested against the rest of the sample.",
  /** The Customers tab when no respondent's country is known. */
  noKnownCountries: (n: number) =>
    `The country of ${n === 1 ? "the one respondent" : `all ${count(n)} respondents`} is unknown, so there is no map to draw: the table counts them as Unknown.`,
} as const;

export interface TClaim {
  /** The claim may be made: every base is at least the minimum. */
  callable: boolean;
  /** The smallest base, shown in the small-base marker. */
  base: number;
  min: number;
}

/** May a finding resting on these bases (ratings per named product) be claimed? Below `min` it may not. */
export function insightClaim(bases: number | readonly number[], min = MIN_BASE_SIZE): TClaim {
  const list = typeof bases === "number" ? [bases] : bases;
  const base = list.length ? Math.min(...list) : 0;
  return { callable: base >= min, base, min };
}

/** A small base: rated, but by fewer than `min` (an unrated product has no base to warn about). */
export const isSmallBase = (n: number, min = MIN_BASE_SIZE): boolean => n > 0 && n < min;

/** The score chart's title and, without a benchmark, how to get one. */
export function benchmarkTitle(norm: { scope: TNormScope; size: number }): { title: string; note: string | null } {
  return norm.scope === "none" || norm.size === 0
    ? { title: CLAIM_TEXT.scoreChartWithoutBenchmark, note: CLAIM_TEXT.noBenchmark }
    : { title: CLAIM_TEXT.scoreChartWithBenchmark, note: null };
}

/**
 * Can the viewer filter this study at all? Only with a filter the panel offers (a definition it can read): a study
 * with none cannot be split into groups, and its screens do not invite the viewer to choose a filter.
 */
export const canFilter = (definitions: readonly { accessor: string }[]): boolean => definitions.some((d) => parseAccessor(d.accessor) !== null);

/** Draw the world map only when at least one respondent's country is known. */
export function knownCountries(countries: readonly { code: string | null; respondents: number }[]): number {
  return countries.filter((c) => c.code !== null).reduce((s, c) => s + c.respondents, 0);
}

// ---- Points in words ------------------------------------------------------------------------------------------

export interface TPointScale {
  /** The question's options in order, and the points each carries (same length; null where an option has none). */
  options: readonly string[];
  point_values: readonly (number | null)[];
}

const num = (n: number) => (Math.round(n * 10) / 10).toLocaleString("en-US", { maximumFractionDigits: 1 });

/**
 * The points of a demographic question in words a merchandiser reads: the answer the average sits nearest, on the
 * scale its answers' points make ("Answers average 2.9 on a scale from 1 (18–24) to 5 (65+): nearest 35–44."). Without
 * the answers' points, the plain range in words.
 */
export function pointsInWords(p: { min: number; mean: number; max: number }, scale: TPointScale | null): string {
  const pointed = (scale?.options ?? [])
    .map((option, i) => ({ option, points: scale!.point_values[i] ?? null }))
    .filter((o): o is { option: string; points: number } => o.points !== null && Number.isFinite(o.points));
  if (pointed.length >= 2) {
    const sorted = [...pointed].sort((a, b) => a.points - b.points);
    const low = sorted[0]!;
    const high = sorted.at(-1)!;
    const nearest = sorted.reduce((best, o) => (Math.abs(o.points - p.mean) < Math.abs(best.points - p.mean) ? o : best));
    return `Answers average ${num(p.mean)} on a scale from ${num(low.points)} (${low.option}) to ${num(high.points)} (${high.option}): nearest “${nearest.option}”.`;
  }
  return `Answers carry points from ${num(p.min)} to ${num(p.max)}, ${num(p.mean)} on average.`;
}
