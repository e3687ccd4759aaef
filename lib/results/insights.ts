// The findings the insight cards show (P11 item 3 "Insight cards"), as pure rules over the same reports the stack
// rank reads: the sentiment report's products (score, top-2-box, percentile, position, stars) and the head-to-head
// matrix, under the filters in force. Each rule is small and unit-tested (tests/unit/results-page/insight-cards-rules.test.ts);
// the texts are in lib/results/tabs/insight-cards.ts. docs/decisions.md P11 (insight cards); the demo data's patterns
// these rules find are P9 #33.
import type { TSentimentPosition, TStarCounts } from "./definitions";
import { MIN_BASE_SIZE } from "./significance";

export interface TInsightProduct {
  product_id: string;
  score: number | null;
  top_two_box: number | null;
  percentile: number | null;
  position: TSentimentPosition | null;
  stars: TStarCounts;
  count: number;
}

/** One ordered pair of the head-to-head matrix (server/results/head-to-head.ts#THeadToHeadCell with its row). */
export interface TInsightPair {
  product_id: string;
  against: string;
  base: number;
  win_share: number;
  loss_share: number;
  tie_share: number;
}

/** A product named by a finding with the figure it is named for. */
export interface TNamed {
  product_id: string;
  value: number;
}

export type TFinding =
  /** The highest score (at least two rated products); `next` is the runner-up. */
  | { kind: "winner"; product: TNamed; next: TNamed; rated: number }
  /** The lowest score (at least two rated products); `next` is the one just above it. */
  | { kind: "lowest"; product: TNamed; next: TNamed; rated: number }
  /** Products in the benchmark's top quartile (position AboveTop), by percentile. */
  | { kind: "above-benchmark"; products: TNamed[]; rated: number }
  /** Products in the benchmark's bottom quartile (position BelowBottom), lowest percentile first. */
  | { kind: "below-benchmark"; products: TNamed[]; rated: number }
  /** The product with the largest share of both 1–2 and 4–5 stars (shares 0–100). */
  | { kind: "polarising"; product_id: string; bottom: number; top: number; count: number }
  /**
   * A pair that looks like cannibals: respondents who rated both split evenly between them, and tie them far more or
   * far less often than independent ratings would (shares 0–1).
   */
  | { kind: "cannibals"; a: string; b: string; base: number; a_share: number; b_share: number; tie_share: number; expected_tie: number };

/** A product is polarising only when at least this share (0–100) gave 1–2 stars and at least this share 4–5. */
export const POLARISED_SHARE = 25;
/** A pair splits evenly when its win and loss shares differ by at most this much (0–1). */
export const EVEN_SPLIT = 0.1;
/** A pair's ratings are linked when its tie share is this far (0–1) from what independent ratings would give. */
export const TIE_GAP = 0.1;
/** At most this many cannibal pairs are shown (the most linked first). */
export const MAX_CANNIBAL_PAIRS = 3;

const rated = (products: readonly TInsightProduct[]) => products.filter((p): p is TInsightProduct & { score: number } => p.score !== null && p.count > 0);

/** Highest score first; equal scores by top-2-box, then ratings (the stack rank's order). */
const byScore = (a: TInsightProduct & { score: number }, b: TInsightProduct & { score: number }) =>
  b.score - a.score || (b.top_two_box ?? 0) - (a.top_two_box ?? 0) || b.count - a.count;

export function winner(products: readonly TInsightProduct[]): Extract<TFinding, { kind: "winner" }> | null {
  const r = rated(products).sort(byScore);
  if (r.length < 2) return null;
  return { kind: "winner", product: { product_id: r[0]!.product_id, value: r[0]!.score }, next: { product_id: r[1]!.product_id, value: r[1]!.score }, rated: r.length };
}

export function lowest(products: readonly TInsightProduct[]): Extract<TFinding, { kind: "lowest" }> | null {
  const r = rated(products).sort(byScore);
  if (r.length < 2) return null;
  const [last, above] = [r.at(-1)!, r.at(-2)!];
  return { kind: "lowest", product: { product_id: last.product_id, value: last.score }, next: { product_id: above.product_id, value: above.score }, rated: r.length };
}

/** The products above (AboveTop) and below (BelowBottom) the benchmark; none without a benchmark. */
export function benchmarkGroups(products: readonly TInsightProduct[]): Extract<TFinding, { kind: "above-benchmark" | "below-benchmark" }>[] {
  const r = rated(products).filter((p) => p.percentile !== null);
  const pick = (position: TSentimentPosition, dir: 1 | -1) =>
    r
      .filter((p) => p.position === position)
      .sort((a, b) => dir * (b.percentile! - a.percentile!) || dir * (b.score - a.score))
      .map((p) => ({ product_id: p.product_id, value: p.percentile! }));
  const out: Extract<TFinding, { kind: "above-benchmark" | "below-benchmark" }>[] = [];
  const above = pick("AboveTop", 1);
  const below = pick("BelowBottom", -1);
  if (above.length) out.push({ kind: "above-benchmark", products: above, rated: r.length });
  if (below.length) out.push({ kind: "below-benchmark", products: below, rated: r.length });
  return out;
}

/** Shares (0–100) of 1–2 and 4–5 stars. */
export function extremes(stars: TStarCounts): { bottom: number; top: number } {
  const n = stars[0] + stars[1] + stars[2] + stars[3] + stars[4];
  return n === 0 ? { bottom: 0, top: 0 } : { bottom: (100 * (stars[0] + stars[1])) / n, top: (100 * (stars[3] + stars[4])) / n };
}

/**
 * The most polarising product: the largest smaller share of the two extremes (a product loved by 40% and hated by 40%
 * beats one loved by 70% and hated by 20%), at least POLARISED_SHARE each, on at least MIN_BASE_SIZE ratings.
 */
export function mostPolarising(products: readonly TInsightProduct[], minBase = MIN_BASE_SIZE): Extract<TFinding, { kind: "polarising" }> | null {
  let best: Extract<TFinding, { kind: "polarising" }> | null = null;
  for (const p of products) {
    if (p.count < minBase) continue;
    const { bottom, top } = extremes(p.stars);
    if (Math.min(bottom, top) < POLARISED_SHARE) continue;
    const better = !best || Math.min(bottom, top) > Math.min(best.bottom, best.top) || (Math.min(bottom, top) === Math.min(best.bottom, best.top) && bottom + top > best.bottom + best.top);
    if (better) best = { kind: "polarising", product_id: p.product_id, bottom, top, count: p.count };
  }
  return best;
}

/** The tie share two products' ratings would have if they were independent: Σ over stars of the product of their shares. */
export function expectedTieShare(a: TStarCounts, b: TStarCounts): number {
  const na = a.reduce((s, c) => s + c, 0);
  const nb = b.reduce((s, c) => s + c, 0);
  if (!na || !nb) return 0;
  return a.reduce((s, c, i) => s + (c / na) * (b[i]! / nb), 0);
}

/**
 * Pairs that look like cannibals, from head-to-head: among at least MIN_BASE_SIZE respondents who rated both, the win
 * shares are within EVEN_SPLIT of each other (neither is preferred), and the tie share is at least TIE_GAP away from
 * the tie share of independent ratings with the same star distributions — far above it, shoppers rate them alike
 * (interchangeable); far below, each shopper picks one of the two. Independent products that merely score alike split
 * evenly too, but tie as often as chance says, so they are not flagged. Head-to-head cannot tell one group of shoppers
 * choosing between the two from two groups each loving one; the card says "look like". Most linked first.
 */
export function cannibalPairs(products: readonly TInsightProduct[], pairs: readonly TInsightPair[], minBase = MIN_BASE_SIZE): Extract<TFinding, { kind: "cannibals" }>[] {
  const stars = new Map(products.map((p) => [p.product_id, p.stars]));
  const order = new Map(products.map((p, i) => [p.product_id, i]));
  const out: Extract<TFinding, { kind: "cannibals" }>[] = [];
  for (const c of pairs) {
    // Each unordered pair once, in study order.
    const [i, j] = [order.get(c.product_id), order.get(c.against)];
    if (i === undefined || j === undefined || i >= j) continue;
    if (c.base < minBase || Math.abs(c.win_share - c.loss_share) > EVEN_SPLIT) continue;
    const expected = expectedTieShare(stars.get(c.product_id)!, stars.get(c.against)!);
    if (Math.abs(c.tie_share - expected) < TIE_GAP) continue;
    out.push({ kind: "cannibals", a: c.product_id, b: c.against, base: c.base, a_share: c.win_share, b_share: c.loss_share, tie_share: c.tie_share, expected_tie: expected });
  }
  return out.sort((x, y) => Math.abs(y.tie_share - y.expected_tie) - Math.abs(x.tie_share - x.expected_tie)).slice(0, MAX_CANNIBAL_PAIRS);
}

/** Every finding, in the order the cards show them: winner, lowest, benchmark, polarising, cannibals. */
export function findInsights(products: readonly TInsightProduct[], pairs: readonly TInsightPair[]): TFinding[] {
  return [winner(products), lowest(products), ...benchmarkGroups(products), mostPolarising(products), ...cannibalPairs(products, pairs)].filter(
    (f): f is TFinding => f !== null,
  );
}
