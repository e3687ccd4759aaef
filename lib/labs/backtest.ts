// MakerLabs' honest backtest (P14; pure): leave-one-study-out against the naive baseline (the brand's mean score), and
// the least history MakerLabs predicts from.
//   • For each study, the model is fitted on the other studies' products (its group weights, price bands and idf
//     included) and predicts the study's products; the baseline predicts the other studies' mean score. A product
//     without a study is held out alone. Products without a score are ignored.
//   • spearman: Spearman's ρ (ties at their average rank) of predicted vs actual over all held-out products.
//   • baselineSpearman is always null: the baseline is constant within a fold, and across folds it varies only by
//     which study was left out — lower when a high-scoring study is held out — so its rank correlation is negative by
//     construction and says nothing about ranking products.
//   • beatsBaseline: lower MAE than the baseline, a positive ρ (a model that only shrinks to the mean must not pass
//     for one that ranks products), AND an improvement unlikely to be luck: a one-sided paired t-test over the held-out
//     studies (the backtest's independent units; products of one study are not independent) of each study's mean
//     reduction in absolute error, p < BEATS_BASELINE_P. Without it, scores with no pattern at all "beat" the
//     baseline by a few percent about half the time.
import tCdf from "@stdlib/stats-base-dists-t-cdf";
import { spearman } from "@/lib/sales-data/correlation";
import type { TLabsProduct } from "./features";
import { leaveOneStudyOut, scoredHistory, type TLabsModelOptions } from "./model";

/**
 * The least history to predict from. 3 studies: each backtest fold still trains on at least two studies, so one
 * study's quirks cannot pass for a pattern. 15 products: about 5 per study, enough for k ≥ 3 neighbours and for the
 * 80% conformal interval (which needs at least 4 residuals) to rest on more than a handful of errors.
 */
export const MIN_HISTORY = { studies: 3, products: 15 } as const;

export interface THistorySize {
  /** Distinct studies among the scored products. */
  studies: number;
  /** Products with a score. */
  products: number;
}

export function historySize(history: readonly TLabsProduct[]): THistorySize {
  const scored = scoredHistory(history);
  const studies = new Set(scored.flatMap((p) => (typeof p.study_id === "string" && p.study_id.trim() !== "" ? [p.study_id] : [])));
  return { studies: studies.size, products: scored.length };
}

/** Whether MakerLabs may predict from this history; when not, callers show the "not enough history" state. */
export function enoughHistory(history: readonly TLabsProduct[]): boolean {
  const size = historySize(history);
  return size.studies >= MIN_HISTORY.studies && size.products >= MIN_HISTORY.products;
}

/** The improvement over the baseline must have a one-sided p-value below this to count. */
export const BEATS_BASELINE_P = 0.05;

export interface TLabsBacktest {
  studies: number;
  /** Held-out (scored) products. */
  products: number;
  /** Mean absolute error of the model's held-out predictions; NaN when nothing could be held out (< 2 folds). */
  mae: number;
  /** Mean absolute error of the baseline (the other studies' mean); NaN as mae. */
  baselineMae: number;
  spearman: number | null;
  /** Always null (see the header). */
  baselineSpearman: number | null;
  beatsBaseline: boolean;
  /**
   * One-sided p-value of "the model's absolute errors are smaller" (paired t-test over held-out studies of their mean
   * error reduction); null with fewer than two studies held out.
   */
  improvementP: number | null;
  /** Signed held-out errors, actual − predicted, in history order: the prediction interval's input. */
  residuals: number[];
}

const meanOf = (xs: readonly number[]): number => (xs.length === 0 ? Number.NaN : xs.reduce((s, x) => s + x, 0) / xs.length);

/** One-sided paired t-test p-value that the per-fold mean differences are positive; null below two folds. */
export function improvementPValue(differences: readonly number[]): number | null {
  const n = differences.length;
  if (n < 2) return null;
  const m = meanOf(differences);
  const variance = differences.reduce((s, d) => s + (d - m) ** 2, 0) / (n - 1);
  if (variance === 0) return m > 0 ? 0 : 1;
  return 1 - tCdf(m / Math.sqrt(variance / n), n - 1);
}

export function backtestLabs(history: readonly TLabsProduct[], opts: Omit<TLabsModelOptions, "residuals"> = {}): TLabsBacktest {
  const heldOut = leaveOneStudyOut(history, opts);
  const { studies } = historySize(history);
  const mae = meanOf(heldOut.map((h) => Math.abs(h.actual - h.predicted)));
  const baselineMae = meanOf(heldOut.map((h) => Math.abs(h.actual - h.baseline)));
  const rho = heldOut.length >= 2 ? spearman(heldOut.map((h) => h.predicted), heldOut.map((h) => h.actual)) : null;
  const gains = new Map<string, number[]>();
  for (const h of heldOut) {
    const gain = Math.abs(h.actual - h.baseline) - Math.abs(h.actual - h.predicted);
    gains.set(h.fold, [...(gains.get(h.fold) ?? []), gain]);
  }
  const p = improvementPValue([...gains.values()].map(meanOf));
  return {
    studies,
    products: heldOut.length,
    mae,
    baselineMae,
    spearman: rho,
    baselineSpearman: null,
    beatsBaseline: mae < baselineMae && rho !== null && rho > 0 && p !== null && p < BEATS_BASELINE_P,
    improvementP: p,
    residuals: heldOut.map((h) => h.actual - h.predicted),
  };
}
