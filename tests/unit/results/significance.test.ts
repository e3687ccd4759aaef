// Significance by filters (P9 item 4): every test against a published worked example, cited beside it; then the
// rules around them (minimum base, Benjamini–Hochberg across products, degenerate groups).
import { describe, expect, it } from "vitest";
import {
  benjaminiHochberg,
  chiSquareTest,
  compareGroups,
  MIN_BASE_SIZE,
  summarize,
  twoProportionTest,
  welchTest,
  type TStarCounts,
} from "@/lib/results/significance";

describe("two-proportion z-test", () => {
  it("OpenIntro Statistics (4th ed., §6.2.3, the mammogram trial): 500/44,425 vs 505/44,405 → Z = −0.17, p ≈ 0.87", () => {
    const r = twoProportionTest(500, 44_425, 505, 44_405);
    expect(r.z).toBeCloseTo(-0.17, 2);
    // The book reads 0.865 off a table for Z = −0.17; the exact Z (−0.166) gives 0.868.
    expect(r.p).toBeGreaterThan(0.86);
    expect(r.p).toBeLessThan(0.875);
  });

  it("Newcombe (1998), Statist. Med. 17:873, example (a), method 1 (Wald): 56/70 − 48/80 = 0.2, 95% CI 0.0575 to 0.3425", () => {
    const r = twoProportionTest(56, 70, 48, 80);
    expect(r.difference).toBeCloseTo(0.2, 10);
    expect(r.interval.low).toBeCloseTo(0.0575, 4);
    expect(r.interval.high).toBeCloseTo(0.3425, 4);
  });

  it("everyone top-2-box on both sides: no evidence of a difference", () => {
    const r = twoProportionTest(40, 40, 35, 35);
    expect(r).toMatchObject({ difference: 0, z: 0, p: 1 });
  });
});

describe("Welch's t-test", () => {
  it("NIST/SEMATECH e-Handbook §1.3.5.3 (AUTO83B.DAT, US vs Japanese cars, mpg): T = −12.94627, ν = 136.8750", () => {
    const us = { n: 249, mean: 20.14458, variance: 6.4147 ** 2 };
    const japan = { n: 79, mean: 30.48101, variance: 6.10771 ** 2 };
    const r = welchTest(us, japan);
    expect(r.t).toBeCloseTo(-12.94627, 3);
    expect(r.df).toBeCloseTo(136.875, 2);
    expect(r.p).toBeLessThan(1e-20);
    // The handbook's critical value t(0.975, ν) = 1.977: the interval is the difference ± 1.977 standard errors.
    const se = r.difference / r.t;
    expect((r.interval.high - r.difference) / se).toBeCloseTo(1.977, 3);
  });

  it("groups whose ratings do not vary: the difference is exact", () => {
    const r = welchTest({ n: 30, mean: 4, variance: 0 }, { n: 30, mean: 4, variance: 0 });
    expect(r).toMatchObject({ difference: 0, p: 1 });
  });
});

describe("chi-square test of independence", () => {
  it("Agresti, An Introduction to Categorical Data Analysis (2nd ed., Table 2.5, gender × party): X² = 30.07, df = 2", () => {
    const r = chiSquareTest([
      [762, 327, 468],
      [484, 239, 477],
    ]);
    expect(r.chiSquare).toBeCloseTo(30.07, 2);
    expect(r.df).toBe(2);
    expect(r.p).toBeLessThan(0.001);
  });

  it("a star nobody gave is not a category", () => {
    const full = chiSquareTest([
      [10, 0, 5, 20, 5],
      [8, 0, 9, 15, 8],
    ]);
    const without = chiSquareTest([
      [10, 5, 20, 5],
      [8, 9, 15, 8],
    ]);
    expect(full.df).toBe(3);
    expect(full.chiSquare).toBeCloseTo(without.chiSquare, 12);
  });
});

describe("Benjamini–Hochberg", () => {
  it("Benjamini & Hochberg (1995), JRSS B 57:289, §3.2: of the 15 p-values, the 4 smallest are discoveries at q = 0.05", () => {
    const p = [0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719, 0.6528, 0.759, 1];
    const q = benjaminiHochberg(p);
    expect(q.filter((x) => x <= 0.05)).toHaveLength(4);
    // The adjusted values are monotone in p and never below p.
    for (let i = 1; i < q.length; i++) expect(q[i]!).toBeGreaterThanOrEqual(q[i - 1]!);
    q.forEach((x, i) => expect(x).toBeGreaterThanOrEqual(p[i]!));
  });

  it("keeps the input order and leaves untested products out of m", () => {
    expect(benjaminiHochberg([0.04, Number.NaN, 0.01])).toEqual([0.04, Number.NaN, 0.02]);
  });
});

describe("compareGroups", () => {
  const stars = (...c: number[]) => c as unknown as TStarCounts;

  it("summarizes a star distribution: n, mean, sample variance", () => {
    // Ratings 1, 2, 2, 5: mean 2.5, squares 2.25 + 0.25 + 0.25 + 6.25 = 9, variance 9 / 3.
    expect(summarize(stars(1, 2, 0, 0, 1))).toEqual({ n: 4, mean: 2.5, variance: 3 });
  });

  it("tests nothing below the minimum base on either side", () => {
    const [r] = compareGroups([{ product_id: "p", filtered: stars(0, 0, 0, 10, MIN_BASE_SIZE - 11), rest: stars(5, 5, 10, 40, 40) }]);
    expect(r).toMatchObject({ tested: false, base: { filtered: MIN_BASE_SIZE - 1, rest: 100 }, top_two_box: null, mean: null, distribution: null });
  });

  it("flags a segment that disagrees and not one that agrees, with q-values over the products tested", () => {
    const rows = compareGroups([
      { product_id: "loved-by-segment", filtered: stars(2, 3, 5, 20, 30), rest: stars(30, 40, 40, 50, 40) },
      { product_id: "same-everywhere", filtered: stars(6, 6, 12, 18, 18), rest: stars(20, 20, 40, 60, 60) },
      { product_id: "too-few", filtered: stars(1, 1, 1, 1, 1), rest: stars(20, 20, 40, 60, 60) },
    ]);
    expect(rows.map((r) => r.tested)).toEqual([true, true, false]);
    expect(rows[0]!.top_two_box!.significant).toBe(true);
    expect(rows[0]!.mean!.significant).toBe(true);
    expect(rows[0]!.distribution!.significant).toBe(true);
    expect(rows[0]!.top_two_box!.difference).toBeCloseTo(50 / 60 - 90 / 200, 12);
    expect(rows[1]!.top_two_box!.significant).toBe(false);
    // Two products tested: the smaller p-value is doubled, the larger kept (m = 2, ranks 1 and 2).
    const p = [rows[0]!.top_two_box!.p, rows[1]!.top_two_box!.p];
    expect(rows[0]!.top_two_box!.q).toBeCloseTo(Math.min(p[0]! * 2, p[1]!), 12);
  });
});
