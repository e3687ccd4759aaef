// Line efficiency — TURF (total unduplicated reach and frequency; P9 item 5), the pure search. Input: for each product,
// the respondents it reaches (rated it top-2-box, or past a caller's threshold). For each set size k, the set of k
// products that reaches the most respondents: exact while C(n, k) ≤ TURF_EXACT_LIMIT (depth-first over combinations
// with branch and bound), beyond that greedy improved by swaps, with an upper bound on what exact could reach.
// Products are bitsets over respondents (32 per word), so a set's reach is an OR and a population count.
// The worker thread and the SQL that builds the bitsets sit on top of this (docs/decisions.md P9).

export const TURF_EXACT_LIMIT = 5_000_000;

export interface TTurfSet {
  k: number;
  /** Indexes into the products, ascending. */
  products: number[];
  /** Respondents reached by at least one product of the set. */
  reach: number;
  /** Reach as a share of all respondents (0…1). */
  reach_share: number;
  /** Average number of the set's products that reach a reached respondent. */
  frequency: number;
  /** Reach gained over the best set one product smaller. */
  increment: number;
  exact: boolean;
  /** Exact: equal to reach. Otherwise the most any set of this size could reach (the result is at most that far off). */
  upper_bound: number;
}

/** The respondents one product reaches, as a bitset over `respondents`. */
export type TBitset = Uint32Array;

export const wordsFor = (respondents: number): number => Math.ceil(respondents / 32);

/** Builds product bitsets from each respondent's reached product indexes. */
export function productBitsets(productCount: number, reachedBy: readonly (readonly number[])[]): TBitset[] {
  const words = wordsFor(reachedBy.length);
  const sets = Array.from({ length: productCount }, () => new Uint32Array(words));
  reachedBy.forEach((products, r) => {
    for (const p of products) {
      if (!Number.isInteger(p) || p < 0 || p >= productCount) throw new RangeError(`product index ${p} is out of range`);
      sets[p]![r >>> 5]! |= 1 << (r & 31);
    }
  });
  return sets;
}

function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(set: TBitset): number {
  let n = 0;
  for (let i = 0; i < set.length; i++) n += popcount32(set[i]!);
  return n;
}

/** |a ∪ b| without building the union. */
function unionCount(a: TBitset, b: TBitset): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount32(a[i]! | b[i]!);
  return n;
}

/** Reach of any set of product indexes (the sales plan's, for instance). */
export function reachOf(sets: readonly TBitset[], products: readonly number[]): number {
  if (products.length === 0) return 0;
  const acc = new Uint32Array(sets[0]!.length);
  for (const p of products) orInto(acc, sets[p]!);
  return countBits(acc);
}

function orInto(target: TBitset, source: TBitset) {
  for (let i = 0; i < target.length; i++) target[i]! |= source[i]!;
}

/** C(n, k), stopping once it passes `cap` (so it never overflows). */
export function combinations(n: number, k: number, cap = Number.MAX_SAFE_INTEGER): number {
  if (k < 0 || k > n) return 0;
  const kk = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= kk; i++) {
    c = (c * (n - kk + i)) / i;
    if (c > cap) return cap + 1;
  }
  return Math.round(c);
}

/** The best set of exactly k products: depth-first over combinations, pruned when even the best remaining cannot win. */
export function exactBest(sets: readonly TBitset[], singles: readonly number[], k: number): { products: number[]; reach: number } {
  const n = sets.length;
  if (k === 0) return { products: [], reach: 0 };
  // Largest single reach first: good sets are met early, and the bound below is a prefix sum.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => singles[b]! - singles[a]! || a - b);
  const sorted = order.map((i) => singles[i]!);
  const prefix = [0];
  for (const s of sorted) prefix.push(prefix[prefix.length - 1]! + s);
  const words = sets[0]!.length;
  const stack = Array.from({ length: k }, () => new Uint32Array(words));
  const reachAt = new Array<number>(k + 1).fill(0);
  const chosen = new Array<number>(k).fill(0);
  let best = -1;
  let bestSet: number[] = [];

  // Per depth: a child's call must not overwrite its parent's bounds.
  const suffixTops = Array.from({ length: k }, () => new Array<number>(n + 1).fill(0));
  const visit = (depth: number, from: number) => {
    const left = k - depth;
    // Three or more to go: bound by what each remaining product would add to this prefix (coverage is submodular, so
    // the `left` largest gains together bound any completion). suffixTop[j]: those gains among products j…n−1.
    const byGain = left >= 3 && depth > 0;
    const suffixTop = suffixTops[depth]!;
    if (byGain) {
      const top: number[] = [];
      suffixTop[n] = 0;
      for (let j = n - 1; j >= from; j--) {
        const gain = unionCount(stack[depth - 1]!, sets[order[j]!]!) - reachAt[depth]!;
        let at = top.length;
        while (at > 0 && top[at - 1]! < gain) at--;
        top.splice(at, 0, gain);
        if (top.length > left) top.pop();
        suffixTop[j] = top.reduce((x, y) => x + y, 0);
      }
    }
    for (let j = from; j <= n - left; j++) {
      // Even the `left` largest remaining additions cannot beat the best: nor can anything later (both bounds shrink).
      const bound = byGain ? suffixTop[j]! : prefix[j + left]! - prefix[j]!;
      if (reachAt[depth]! + bound <= best) return;
      const product = sets[order[j]!]!;
      if (left === 1) {
        const reach = depth === 0 ? sorted[j]! : unionCount(stack[depth - 1]!, product);
        if (reach > best) {
          best = reach;
          chosen[depth] = j;
          bestSet = chosen.slice(0, k).map((c) => order[c]!);
        }
        continue;
      }
      const acc = stack[depth]!;
      if (depth === 0) acc.set(product);
      else for (let w = 0; w < words; w++) acc[w] = stack[depth - 1]![w]! | product[w]!;
      reachAt[depth + 1] = countBits(acc);
      chosen[depth] = j;
      visit(depth + 1, j + 1);
    }
  };
  visit(0, 0);
  return { products: bestSet.sort((a, b) => a - b), reach: best };
}

/** Greedy (largest gain first), then swaps of one member for one non-member while any raises the reach. */
export function greedyBest(sets: readonly TBitset[], k: number): { products: number[]; reach: number; greedyReach: number } {
  const n = sets.length;
  const words = sets[0]?.length ?? 0;
  const acc = new Uint32Array(words);
  const chosen: number[] = [];
  let reach = 0;
  for (let step = 0; step < k; step++) {
    let pick = -1;
    let pickReach = -1;
    for (let p = 0; p < n; p++) {
      if (chosen.includes(p)) continue;
      const r = unionCount(acc, sets[p]!);
      if (r > pickReach) [pick, pickReach] = [p, r];
    }
    chosen.push(pick);
    orInto(acc, sets[pick]!);
    reach = pickReach;
  }
  const greedyReach = reach;
  for (let improved = true; improved; ) {
    improved = false;
    for (let i = 0; i < chosen.length && !improved; i++) {
      const others = chosen.filter((_, x) => x !== i);
      const base = new Uint32Array(words);
      for (const o of others) orInto(base, sets[o]!);
      for (let p = 0; p < n; p++) {
        if (chosen.includes(p)) continue;
        const r = unionCount(base, sets[p]!);
        if (r > reach) {
          chosen[i] = p;
          reach = r;
          improved = true;
          break;
        }
      }
    }
  }
  return { products: chosen.sort((a, b) => a - b), reach, greedyReach };
}

/**
 * The best set for every k from 1 to maxK (≤ the number of products), with reach, frequency, the increment over k − 1,
 * whether it is exact, and an upper bound on the optimum where it is not.
 */
export function lineEfficiency(sets: readonly TBitset[], respondents: number, maxK: number, exactLimit = TURF_EXACT_LIMIT): TTurfSet[] {
  const n = sets.length;
  if (!Number.isInteger(maxK) || maxK < 1 || maxK > n) throw new RangeError(`k must be between 1 and the number of products (${n})`);
  const singles = sets.map(countBits);
  const all = new Uint32Array(sets[0]!.length);
  for (const s of sets) orInto(all, s);
  const reachable = countBits(all);
  const bySize = [...singles].sort((a, b) => b - a);
  const out: TTurfSet[] = [];
  let previous = 0;
  for (let k = 1; k <= maxK; k++) {
    const exact = combinations(n, k, exactLimit) <= exactLimit;
    let products: number[];
    let reach: number;
    let upper: number;
    if (exact) {
      ({ products, reach } = exactBest(sets, singles, k));
      upper = reach;
    } else {
      const g = greedyBest(sets, k);
      ({ products, reach } = g);
      // Greedy reaches at least (1 − (1 − 1/k)^k) of the optimum (coverage is submodular); nothing reaches more than
      // every reachable respondent, nor more than the k largest singles together.
      const guarantee = 1 - (1 - 1 / k) ** k;
      const topK = bySize.slice(0, k).reduce((s, x) => s + x, 0);
      upper = Math.max(reach, Math.min(reachable, topK, Math.floor(g.greedyReach / guarantee)));
    }
    const hits = products.reduce((s, p) => s + singles[p]!, 0);
    out.push({
      k,
      products,
      reach,
      reach_share: respondents > 0 ? reach / respondents : 0,
      frequency: reach > 0 ? hits / reach : 0,
      increment: reach - previous,
      exact,
      upper_bound: upper,
    });
    previous = reach;
  }
  return out;
}
