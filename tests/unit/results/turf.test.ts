// Line efficiency (TURF, P9 item 5): exact search equals brute force on random small instances; greedy with swaps
// never beats exact, and its upper bound is never below the optimum; a hand-worked example; bad k.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combinations, countBits, exactBest, greedyBest, lineEfficiency, productBitsets, reachOf } from "@/lib/results/turf";

/** Every k-subset's reach, the slow way: a Set of respondent indexes. */
function bruteBest(reachedBy: number[][], n: number, k: number): number {
  let best = 0;
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === k) {
      const reached = reachedBy.filter((products) => products.some((p) => chosen.includes(p))).length;
      best = Math.max(best, reached);
      return;
    }
    for (let p = from; p < n; p++) pick(p + 1, [...chosen, p]);
  };
  pick(0, []);
  return best;
}

/** n products, respondents each reached by a random subset of them. */
const instance = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    reachedBy: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: n }), { minLength: 1, maxLength: 70 }),
  }),
);

describe("exact search", () => {
  it("equals brute force for every k on random small instances", () => {
    fc.assert(
      fc.property(instance, ({ n, reachedBy }) => {
        const sets = productBitsets(n, reachedBy);
        const singles = sets.map(countBits);
        for (let k = 1; k <= n; k++) {
          const r = exactBest(sets, singles, k);
          expect(r.reach).toBe(bruteBest(reachedBy, n, k));
          expect(r.products).toHaveLength(k);
          expect(reachOf(sets, r.products)).toBe(r.reach);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("greedy with swaps", () => {
  it("never beats exact, and its bound is never below the optimum", () => {
    fc.assert(
      fc.property(instance, ({ n, reachedBy }) => {
        const sets = productBitsets(n, reachedBy);
        // An exact limit of 0 forces the greedy path for every k.
        const greedy = lineEfficiency(sets, reachedBy.length, n, 0);
        for (const g of greedy) {
          const optimum = bruteBest(reachedBy, n, g.k);
          expect(g.exact).toBe(false);
          expect(g.reach).toBeLessThanOrEqual(optimum);
          expect(g.upper_bound).toBeGreaterThanOrEqual(optimum);
          expect(greedyBest(sets, g.k).greedyReach).toBeLessThanOrEqual(g.reach);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("lineEfficiency", () => {
  // Five respondents, three products. A reaches r0, r1, r2; B reaches r2, r3; C reaches r3, r4.
  // k = 1: A (3 of 5). k = 2: A + C reach everyone (5), frequency (3 + 2) / 5 = 1. k = 3: still 5, frequency 7 / 5.
  const reachedBy = [[0], [0], [0, 1], [1, 2], [2]];

  it("answers the hand-worked example", () => {
    const sets = productBitsets(3, reachedBy);
    const curve = lineEfficiency(sets, 5, 3);
    expect(curve.map((c) => [c.k, c.products, c.reach, c.increment, c.frequency])).toEqual([
      [1, [0], 3, 3, 1],
      [2, [0, 2], 5, 2, 1],
      [3, [0, 1, 2], 5, 0, 7 / 5],
    ]);
    expect(curve.every((c) => c.exact && c.upper_bound === c.reach)).toBe(true);
    expect(curve[1]!.reach_share).toBe(1);
  });

  it("the sales plan's reach against the best set of its size", () => {
    const sets = productBitsets(3, reachedBy);
    // A plan of B and C reaches r2, r3, r4: 3, where the best pair reaches 5.
    expect(reachOf(sets, [1, 2])).toBe(3);
    expect(lineEfficiency(sets, 5, 2)[1]!.reach).toBe(5);
  });

  it("refuses k outside 1…n and product indexes out of range", () => {
    const sets = productBitsets(3, reachedBy);
    expect(() => lineEfficiency(sets, 5, 4)).toThrow(/between 1 and the number of products \(3\)/);
    expect(() => lineEfficiency(sets, 5, 0)).toThrow(RangeError);
    expect(() => productBitsets(2, [[2]])).toThrow(/out of range/);
  });

  it("counts combinations without overflowing, capped", () => {
    expect(combinations(30, 7)).toBe(2_035_800);
    expect(combinations(30, 8)).toBe(5_852_925);
    expect(combinations(60, 30, 5_000_000)).toBe(5_000_001);
  });
});
