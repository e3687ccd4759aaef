// Rating matrices and the folds over them (lib/results/rating-groups.ts, lib/results/head-to-head.ts; docs/decisions.md
// P9 #31, #35, #37): vectors as PostgreSQL prints them, or groups of vector codes (one digit per slot, 0 = not
// rated); the report's products map to slots in any order. The pair tallies are checked against a plain count.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tallyMatrix, tallyPairs } from "@/lib/results/head-to-head";
import { countStars, matrixOfGroups, matrixStars, parseRatingVectors } from "@/lib/results/rating-groups";

describe("parseRatingVectors", () => {
  it("reads one row per {…}, each product's rating at its slot, 0 for no slot, a slot past the end, or a 0", () => {
    // Slots: product 0 → 3, product 1 → 1, product 2 → none, product 3 → 6 (past every vector), product 4 → 2.
    const m = parseRatingVectors("{4,0,5,0,2}{}{1,3}", [3, 1, 0, 6, 2]);
    expect(m.rows).toBe(3);
    expect([...m.ratings]).toEqual([5, 4, 0, 0, 0, /* {} */ 0, 0, 0, 0, 0, /* {1,3} */ 0, 1, 0, 0, 3]);
    expect([...m.weights]).toEqual([1, 1, 1]);
    expect(parseRatingVectors("", [1, 2]).rows).toBe(0);
  });

  it("gives the same stars and tallies as the same respondents sent as vector codes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }).chain((n) =>
          fc.tuple(
            fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i + 1), { minLength: n, maxLength: n }),
            fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 0, maxLength: n }), { maxLength: 25 }),
          ),
        ),
        ([slots, vectors]) => {
          const fromText = parseRatingVectors(vectors.map((v) => `{${v.join(",")}}`).join(""), slots);
          const fromCodes = matrixOfGroups(slots, vectors.map((v) => ({ code: v.join(""), n: 1 })));
          expect(fromText.ratings).toEqual(fromCodes.ratings);
          expect(matrixStars(fromText)).toEqual(matrixStars(fromCodes));
          expect(tallyMatrix(fromText)).toEqual(tallyMatrix(fromCodes));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("countStars", () => {
  it("adds each group's size to the star its vector gives each product, in the products' order", () => {
    // Products at slots 2 and 1 (reversed), and one nobody rated (slot 0). Groups: "53" × 4, "0" × 2 (slot 1 unrated),
    // "35" × 1. Product 0 (slot 2): 3 × 4, 5 × 1. Product 1 (slot 1): 5 × 4, 3 × 1.
    const stars = countStars([2, 1, 0], [{ code: "53", n: 4 }, { code: "0", n: 2 }, { code: "35", n: 1 }]);
    expect(stars).toEqual([[0, 0, 4, 0, 1], [0, 0, 1, 0, 4], [0, 0, 0, 0, 0]]);
  });
});

describe("tallyPairs", () => {
  it("counts wins and ties of every pair among those who rated both", () => {
    // Three products at slots 1, 2, 3; respondents (A, B, C): (5, 3, 0) twice, (2, 2, 4), (0, 1, 1).
    const t = tallyPairs([1, 2, 3], [
      { code: "530", n: 2 },
      { code: "224", n: 1 },
      { code: "011", n: 1 },
    ]);
    // A vs B: A higher twice, one tie; A vs C: C higher once; B vs C: C higher once, one tie.
    expect([t.wins[0]![1], t.wins[1]![0], t.ties[0]![1]]).toEqual([2, 0, 1]);
    expect([t.wins[0]![2], t.wins[2]![0], t.ties[0]![2]]).toEqual([0, 1, 0]);
    expect([t.wins[1]![2], t.wins[2]![1], t.ties[1]![2], t.ties[2]![1]]).toEqual([0, 1, 1, 1]);
  });

  it("follows the slots, not the code's order: products listed in reverse give the mirrored tallies", () => {
    // Slot 1 rated 5, slot 2 rated 2: listed as [slot 2, slot 1], product 1 (slot 1) beats product 0 (slot 2).
    const t = tallyPairs([2, 1], [{ code: "52", n: 3 }]);
    expect([t.wins[1]![0], t.wins[0]![1]]).toEqual([3, 0]);
  });

  it("equals a plain count over the ratings, for any slot order and shorter codes (up to 40 products)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }).chain((n) =>
          fc.tuple(
            fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i + 1), { minLength: n, maxLength: n }),
            fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: n, maxLength: n }), { maxLength: 30 }),
          ),
        ),
        ([slots, people]) => {
          const n = slots.length;
          // Person p's rating of product i sits at slot slots[i]; trailing zeros are dropped, as a shorter vector.
          const codeOf = (ratings: number[]) => {
            const digits = Array.from({ length: n }, () => 0);
            ratings.forEach((r, i) => (digits[slots[i]! - 1] = r));
            return digits.join("").replace(/0+$/, "");
          };
          const t = tallyPairs(slots, people.map((ratings) => ({ code: codeOf(ratings), n: 1 })));
          for (let i = 0; i < n; i++) {
            for (let j = 0; j < n; j++) {
              if (i === j) continue;
              const both = people.filter((r) => r[i]! > 0 && r[j]! > 0);
              expect(t.wins[i]![j]).toBe(both.filter((r) => r[i]! > r[j]!).length);
              expect(t.ties[i]![j]).toBe(both.filter((r) => r[i] === r[j]).length);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
