// Spearman's rank correlation with a 95% confidence interval (P13 sales-data import; docs/decisions.md P13
// "Sales-data import"). Pure.
//   ρ: Pearson's correlation of the ranks, ties given their average rank (so it is right with ties, unlike the
//      6Σd²/(n(n²−1)) shortcut).
//   CI: Fisher's z = atanh(ρ) ± z₀.₉₇₅ · SE, back through tanh, with Bonett & Wright's (2000) standard error for
//      Spearman, SE = √((1 + ρ²/2) / (n − 3)); "fieller" uses Fieller et al.'s (1957) √(1.06 / (n − 3)). Needs n ≥ 4.
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";

/** Fewer products than this give no correlation (n − 3 must be positive for the interval). */
export const MIN_CORRELATION_N = 4;

export type TStandardError = "bonett-wright" | "fieller";

export interface TRankCorrelation {
  /** Pairs with both values. */
  n: number;
  /** Null with fewer than MIN_CORRELATION_N pairs, or when either side has no spread (all equal). */
  rho: number | null;
  /** [lower, upper] of the interval; null whenever rho is. */
  ci: [number, number] | null;
}

/** 1-based ranks, ties sharing the average of the ranks they span (the "fractional" ranking). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.v === order[start]!.v) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.i] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson's r; null when a side has no spread or fewer than 2 pairs. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = Math.min(x.length, y.length);
  if (n < 2) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) [mx, my] = [mx + x[i]!, my + y[i]!];
  [mx, my] = [mx / n, my / n];
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  // Rounding can push a perfect correlation a hair past ±1.
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** Spearman's ρ of the pairs (x[i], y[i]); null as pearson() is. */
export function spearman(x: readonly number[], y: readonly number[]): number | null {
  return pearson(averageRanks(x), averageRanks(y));
}

/** The Fisher-z confidence interval of a rank correlation ρ over n pairs; null when n < 4. */
export function fisherInterval(rho: number, n: number, level = 0.95, se: TStandardError = "bonett-wright"): [number, number] | null {
  if (n < MIN_CORRELATION_N || !Number.isFinite(rho)) return null;
  // A perfect ρ has z = ±∞: its interval collapses to the point itself.
  if (Math.abs(rho) >= 1) return [rho, rho];
  const z = Math.atanh(rho);
  const s = se === "bonett-wright" ? Math.sqrt((1 + (rho * rho) / 2) / (n - 3)) : Math.sqrt(1.06 / (n - 3));
  const q = normalQuantile(1 - (1 - level) / 2, 0, 1);
  return [Math.tanh(z - q * s), Math.tanh(z + q * s)];
}

/** ρ and its 95% interval (Bonett–Wright) over the pairs; nothing below MIN_CORRELATION_N pairs. */
export function rankCorrelation(x: readonly number[], y: readonly number[]): TRankCorrelation {
  const n = Math.min(x.length, y.length);
  if (n < MIN_CORRELATION_N) return { n, rho: null, ci: null };
  const rho = spearman(x, y);
  return { n, rho, ci: rho === null ? null : fisherInterval(rho, n) };
}
