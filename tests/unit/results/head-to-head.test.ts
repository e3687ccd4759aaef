// Head-to-head pair tallies over rating codes (lib/results/head-to-head.ts; docs/decisions.md P9 #31): 3 bits per
// product, PRODUCTS_PER_CODE products per code, 0 = not rated. Checked against a plain count over the ratings.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRODUCTS_PER_CODE, tallyPairs } from "@/lib/results/head-to-head";

/** Codes of one respondent's ratings (0 = not rated), as the SQL folds them. */
const codesOf = (ratings: number[]) =>
  Array.from({ length: Math.ceil(ratings.length / PRODUCTS_PER_CODE) }, (_, k) =>
    ratings.slice(k * PRODUCTS_PER_CODE, (k + 1) * PRODUCTS_PER_CODE).reduce((sum, r, i) => sum + r * 8 ** i, 0),
  );

describe("tallyPairs", () => {
  it("counts wins and ties of every pair among those who rated both", () => {
    // Three products; respondents (A, B, C): (5, 3, 0) twice, (2, 2, 4), (0, 1, 1).
    const t = tallyPairs(3, [
      { codes: codesOf([5, 3, 0]), n: 2 },
      { codes: codesOf([2, 2, 4]), n: 1 },
      { codes: codesOf([0, 1, 1]), n: 1 },
    ]);
    // A vs B: A higher twice, one tie; A vs C: C higher once; B vs C: C higher once, one tie.
    expect([t.wins[0]![1], t.wins[1]![0], t.ties[0]![1]]).toEqual([2, 0, 1]);
    expect([t.wins[0]![2], t.wins[2]![0], t.ties[0]![2]]).toEqual([0, 1, 0]);
    expect([t.wins[1]![2], t.wins[2]![1], t.ties[1]![2], t.ties[2]![1]]).toEqual([0, 1, 1, 1]);
  });

  it("equals a plain count over the ratings, across several codes (up to 40 products)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: n, maxLength: n }), { maxLength: 30 }))), ([n, people]) => {
        const t = tallyPairs(n, people.map((ratings) => ({ codes: codesOf(ratings), n: 1 })));
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) {
            if (i === j) continue;
            const both = people.filter((r) => r[i]! > 0 && r[j]! > 0);
            expect(t.wins[i]![j]).toBe(both.filter((r) => r[i]! > r[j]!).length);
            expect(t.ties[i]![j]).toBe(both.filter((r) => r[i] === r[j]).length);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
