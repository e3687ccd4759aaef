// MakerLabs' interval widening (P15 item 10; pure): the conformal interval (model.ts) is calibrated on the held-out
// errors of products as similar to their neighbours as tested products usually are. A product whose nearest tested
// products are much less alike than that is predicted from weaker evidence, so its interval is widened, and the page
// says so.
//
// The rule, on the mean similarity of the k nearest tested products (missing neighbours count as 0), s, against the
// model's typical value, t (the median of the same mean over the tested products, each with its own study left out —
// how alike a product's neighbours are when its study was not part of the history, as in the backtest):
//   • r = s / t ≥ SIMILAR_ENOUGH (0.8): the evidence is as good as usual, no widening (factor 1);
//   • below: the half-width grows linearly, 1 + (SIMILAR_ENOUGH − r) / SIMILAR_ENOUGH, up to MAX_WIDENING (2) when
//     no tested product is alike at all (r = 0).
// A model stored before the rule existed has no typical value: the interval is left as it was.

/** Evidence at least this share of the typical similarity is "as good as usual". */
export const SIMILAR_ENOUGH = 0.8;
/** The half-width is at most doubled. */
export const MAX_WIDENING = 2;

/** Mean of the k largest similarities (sorted or not); fewer than k count the missing ones as 0. */
export function nearestSimilarity(similarities: readonly number[], k: number): number {
  if (k <= 0) return 0;
  const top = [...similarities].sort((a, b) => b - a).slice(0, k);
  return top.reduce((a, b) => a + b, 0) / k;
}

/** Median of numbers; null for none. */
export function typicalSimilarity(values: readonly number[]): number | null {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The factor the interval's half-width is multiplied by (1 = unchanged, at most MAX_WIDENING). */
export function intervalWidening(similarity: number, typical: number | null | undefined): number {
  if (typical === null || typical === undefined || !(typical > 0)) return 1;
  const r = Math.max(0, similarity) / typical;
  if (r >= SIMILAR_ENOUGH) return 1;
  return Math.min(MAX_WIDENING, 1 + (SIMILAR_ENOUGH - r) / SIMILAR_ENOUGH);
}
