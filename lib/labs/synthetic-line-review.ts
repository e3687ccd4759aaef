// MakerLabs' synthetic line review (P14; pure): a planned line's products ranked by predicted score, with the ones
// worth testing marked `uncertain`.
// A product is uncertain when the model cannot place it on either side of the line's middle — its prediction
// interval contains the median predicted score of the set — or when no tested product shares a feature with it (its
// prediction is only the brand's mean). Interval width alone cannot decide: the conformal interval has the same
// half-width for every product (clamping at 0 and 100 aside).
import type { TLabsProduct } from "./features";
import { predictLabs, type TLabsModel } from "./model";

export interface TLineReviewRow {
  id: string;
  name: string;
  score: number;
  low: number;
  high: number;
  uncertain: boolean;
  /** Where the product stands against the line's median prediction: above it (its whole interval), below it, or
   *  uncertain — the ones worth testing. */
  verdict: "strong" | "weak" | "uncertain";
}

/** Median of numbers (NaN for none). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The products by predicted score, highest first (ties keep the given order). */
export function syntheticLineReview(model: TLabsModel, products: readonly TLabsProduct[]): TLineReviewRow[] {
  const predicted = products.map((p) => ({ p, prediction: predictLabs(model, p) }));
  const middle = median(predicted.map((x) => x.prediction.score));
  return predicted
    .map(({ p, prediction: { score, low, high, evidence } }) => ({
      id: p.id,
      name: p.name,
      score,
      low,
      high,
      uncertain: (low <= middle && middle <= high) || evidence.length === 0,
    }))
    .map((r) => ({ ...r, verdict: r.uncertain ? ("uncertain" as const) : r.low > middle ? ("strong" as const) : ("weak" as const) }))
    .sort((a, b) => b.score - a.score);
}
