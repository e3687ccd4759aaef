// Seeded option shuffles (lib/survey/shuffle.ts): a respondent sees the same option order on every reload, and
// different respondents see different orders.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashSeed, seededRng, seededShuffle, shuffleWith } from "@/lib/survey/shuffle";

describe("seeded shuffle", () => {
  it("is a permutation of its input", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const out = seededShuffle(items, seed);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it("gives the same order for the same seed (a reload) and leaves the input alone", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), fc.string(), (items, seed) => {
        const copy = [...items];
        expect(seededShuffle(items, seed)).toEqual(seededShuffle(items, seed));
        expect(items).toEqual(copy);
      }),
    );
  });

  it("gives different respondents different orders", () => {
    const options = Array.from({ length: 8 }, (_, i) => String(i));
    const orders = new Set(Array.from({ length: 50 }, (_, r) => seededShuffle(options, `respondent${r}:question1`).join(",")));
    // 8! = 40320 orders: 50 respondents collide only if the seed were ignored.
    expect(orders.size).toBeGreaterThan(40);
  });

  it("puts every option first about equally often", () => {
    const first = [0, 0, 0, 0];
    for (let r = 0; r < 4000; r++) first[Number(seededShuffle(["0", "1", "2", "3"], `r${r}:q`)[0])]! += 1;
    for (const n of first) expect(n).toBeGreaterThan(850);
  });

  it("draws numbers in [0, 1) and hashes differently for similar seeds", () => {
    const rng = seededRng("abc");
    for (let i = 0; i < 1000; i++) {
      const x = rng();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(hashSeed("a:1")).not.toBe(hashSeed("a:2"));
    expect(shuffleWith([1], rng)).toEqual([1]);
    expect(shuffleWith([], rng)).toEqual([]);
  });
});
