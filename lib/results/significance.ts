// Significance by filters (P9 item 4), the pure part: given the star counts of a filtered group and of the rest of the
// respondents for each product, is the difference real or noise? Three tests per product — a two-proportion z-test on
// top-2-box, Welch's t-test on the mean star rating, a chi-square test on the star distribution — each with its effect
// size and 95% confidence interval, and a Benjamini–Hochberg correction across products per test. Below the minimum
// base size nothing is tested. The distributions come from stdlib; the formulas are worked through in
// docs/decisions.md (P9) and checked against published examples in tests/unit/results/significance.test.ts.
import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";
import tCdf from "@stdlib/stats-base-dists-t-cdf";
import tQuantile from "@stdlib/stats-base-dists-t-quantile";
import chiSquareCdf from "@stdlib/stats-base-dists-chisquare-cdf";

/** The false discovery rate the correction holds, and the confidence level of every interval (1 − ALPHA). */
export const SIGNIFICANCE_ALPHA = 0.05;
/** Respondents each side (the filtered group and the rest) must have rated a product before it is tested. */
export const MIN_BASE_SIZE = 30;

/** Counts of 1…5 star ratings, index 0 = one star. */
export type TStarCounts = readonly [number, number, number, number, number];

export interface TInterval {
  low: number;
  high: number;
}

export interface TProportionTest {
  /** p₁ − p₂ (the effect size: a difference of proportions). */
  difference: number;
  interval: TInterval;
  z: number;
  p: number;
}

export interface TMeanTest {
  /** mean₁ − mean₂ (the effect size: a difference of means, in stars). */
  difference: number;
  interval: TInterval;
  t: number;
  /** Welch–Satterthwaite degrees of freedom. */
  df: number;
  p: number;
}

export interface TChiSquareTest {
  chiSquare: number;
  df: number;
  p: number;
  /** Cramér's V (the effect size of a table: 0 none … 1 complete association). */
  cramersV: number;
}

export interface TSummary {
  n: number;
  mean: number;
  /** The sample variance (n − 1 in the denominator). */
  variance: number;
}

const twoSided = (cdfAtMinusAbs: number) => Math.min(1, 2 * cdfAtMinusAbs);

/**
 * Two-proportion z-test of x₁/n₁ against x₂/n₂: the statistic uses the pooled proportion (the null hypothesis says they
 * are equal); the interval of the difference uses the unpooled (Wald) standard error.
 */
export function twoProportionTest(x1: number, n1: number, x2: number, n2: number, alpha = SIGNIFICANCE_ALPHA): TProportionTest {
  if (n1 <= 0 || n2 <= 0) throw new RangeError("both groups need respondents");
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const difference = p1 - p2;
  const pooled = (x1 + x2) / (n1 + n2);
  const seNull = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  // Everyone (or no one) top-2-box on both sides: no variation, no evidence of a difference.
  const z = seNull === 0 ? 0 : difference / seNull;
  const seDiff = Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2);
  const half = normalQuantile(1 - alpha / 2, 0, 1) * seDiff;
  return { difference, interval: { low: difference - half, high: difference + half }, z, p: seNull === 0 ? 1 : twoSided(normalCdf(-Math.abs(z), 0, 1)) };
}

/** Welch's unequal-variances t-test of the means of two groups, with the interval of their difference. */
export function welchTest(a: TSummary, b: TSummary, alpha = SIGNIFICANCE_ALPHA): TMeanTest {
  if (a.n < 2 || b.n < 2) throw new RangeError("each group needs at least two respondents");
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se = Math.sqrt(va + vb);
  const difference = a.mean - b.mean;
  if (se === 0) {
    // Every rating the same within each group: the difference is exact.
    return { difference, interval: { low: difference, high: difference }, t: difference === 0 ? 0 : Math.sign(difference) * Infinity, df: a.n + b.n - 2, p: difference === 0 ? 1 : 0 };
  }
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const t = difference / se;
  const half = tQuantile(1 - alpha / 2, df) * se;
  return { difference, interval: { low: difference - half, high: difference + half }, t, df, p: twoSided(tCdf(-Math.abs(t), df)) };
}

/**
 * Pearson's chi-square test of independence on an r × c table of counts. Columns (and rows) that are empty on every
 * side are left out, so a star nobody gave does not count as a category.
 */
export function chiSquareTest(table: readonly (readonly number[])[]): TChiSquareTest {
  const rows = table.filter((r) => r.some((v) => v > 0));
  const width = Math.max(0, ...rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, j) => j).filter((j) => rows.some((r) => (r[j] ?? 0) > 0));
  const total = rows.reduce((s, r) => s + r.reduce((x, v) => x + v, 0), 0);
  const df = (rows.length - 1) * (columns.length - 1);
  if (df <= 0 || total === 0) return { chiSquare: 0, df: Math.max(0, df), p: 1, cramersV: 0 };
  const rowSums = rows.map((r) => columns.reduce((s, j) => s + (r[j] ?? 0), 0));
  const colSums = columns.map((j) => rows.reduce((s, r) => s + (r[j] ?? 0), 0));
  let chiSquare = 0;
  rows.forEach((r, i) =>
    columns.forEach((j, k) => {
      const expected = (rowSums[i]! * colSums[k]!) / total;
      chiSquare += ((r[j] ?? 0) - expected) ** 2 / expected;
    }),
  );
  const cramersV = Math.sqrt(chiSquare / (total * Math.min(rows.length - 1, columns.length - 1)));
  return { chiSquare, df, p: 1 - chiSquareCdf(chiSquare, df), cramersV };
}

/**
 * Benjamini–Hochberg adjusted p-values (q-values), in the input's order: p₍ᵢ₎ · m / i, made monotone from the largest
 * down and capped at 1. A test is a discovery at false discovery rate α when its q-value is ≤ α. NaN stays NaN and is
 * not counted in m (an untested product).
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const tested = pValues.map((p, i) => ({ p, i })).filter((e) => !Number.isNaN(e.p));
  const m = tested.length;
  const q = pValues.map(() => Number.NaN);
  tested.sort((x, y) => x.p - y.p);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const e = tested[rank - 1]!;
    running = Math.min(running, (e.p * m) / rank);
    q[e.i] = running;
  }
  return q;
}

/** n, mean and sample variance of a star distribution. */
export function summarize(stars: TStarCounts): TSummary {
  const n = stars.reduce((s, c) => s + c, 0);
  if (n === 0) return { n: 0, mean: Number.NaN, variance: Number.NaN };
  const mean = stars.reduce((s, c, i) => s + c * (i + 1), 0) / n;
  const squares = stars.reduce((s, c, i) => s + c * (i + 1 - mean) ** 2, 0);
  return { n, mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

/** Respondents who gave 4 or 5 stars. */
export const topTwo = (stars: TStarCounts): number => stars[3] + stars[4];

export interface TProductComparison {
  product_id: string;
  base: { filtered: number; rest: number };
  /** False when either side has fewer than MIN_BASE_SIZE ratings: nothing below is computed or flagged. */
  tested: boolean;
  top_two_box: (TProportionTest & { q: number; significant: boolean }) | null;
  mean: (TMeanTest & { q: number; significant: boolean }) | null;
  distribution: (TChiSquareTest & { q: number; significant: boolean }) | null;
}

export interface TGroupCounts {
  product_id: string;
  filtered: TStarCounts;
  rest: TStarCounts;
}

/**
 * Per product, the filtered group against the rest, with each test's q-value over the products tested (one family per
 * test) and whether it is significant at SIGNIFICANCE_ALPHA.
 */
export function compareGroups(products: readonly TGroupCounts[], minBase = MIN_BASE_SIZE): TProductComparison[] {
  const raw = products.map(({ product_id, filtered, rest }) => {
    const a = summarize(filtered);
    const b = summarize(rest);
    const tested = a.n >= minBase && b.n >= minBase;
    return {
      product_id,
      base: { filtered: a.n, rest: b.n },
      tested,
      proportion: tested ? twoProportionTest(topTwo(filtered), a.n, topTwo(rest), b.n) : null,
      means: tested ? welchTest(a, b) : null,
      chi: tested ? chiSquareTest([filtered, rest]) : null,
    };
  });
  const qProportion = benjaminiHochberg(raw.map((r) => r.proportion?.p ?? Number.NaN));
  const qMean = benjaminiHochberg(raw.map((r) => r.means?.p ?? Number.NaN));
  const qChi = benjaminiHochberg(raw.map((r) => r.chi?.p ?? Number.NaN));
  const flag = <T extends object>(test: T | null, q: number) => (test ? { ...test, q, significant: q <= SIGNIFICANCE_ALPHA } : null);
  return raw.map((r, i) => ({
    product_id: r.product_id,
    base: r.base,
    tested: r.tested,
    top_two_box: flag(r.proportion, qProportion[i]!),
    mean: flag(r.means, qMean[i]!),
    distribution: flag(r.chi, qChi[i]!),
  }));
}
