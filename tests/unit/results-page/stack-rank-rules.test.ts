// The stack rank's pure part (lib/results/tabs/stack-rank.ts): ranking (highest score first, ties share a rank,
// unrated last), significance marks from significanceByFilters' comparisons, the tab's data, formats and the
// benchmark sentence. Figures come from the P9 definitions (docs/decisions.md P9 #13–#17).
import { describe, expect, it } from "vitest";
import { chooseNorm, productDefinitions, type TStarCounts } from "@/lib/results/definitions";
import { compareGroups } from "@/lib/results/significance";
import {
  benchmarkSentence,
  buildStackRank,
  formatPoints,
  formatQ,
  formatShare,
  formatStars,
  rankProducts,
  rowSignificance,
  STACK_RANK,
  type TScoreReport,
} from "@/lib/results/tabs/stack-rank";
import type { TResultsProduct } from "@/lib/results/view";

const id = (n: number) => String(n).padStart(24, "0");
const SETTINGS = { disable_tier: false, disable_recommendation: false, disable_makerscore: false };
// Norm of ten entries 0, 12.5, …, 100 (P9 #15): quartiles 28.125, 50, 71.875.
const NORM = chooseNorm(
  [0, 12.5, 25, 37.5, 50, 50, 62.5, 75, 87.5, 100].map((score, i) => ({ survey_id: id(900 + i), product_id: id(800 + i), category_id: null, type: null, score })),
  { id: id(1), category_id: null, type: null },
);
const scored = (n: number, stars: TStarCounts) => ({ product_id: id(n), question_id: id(100 + n), stars, ...productDefinitions(stars, "v1", NORM, SETTINGS) });

function report(products: ReturnType<typeof scored>[]): TScoreReport {
  return { version: "v1", version_source: "brand", benchmark: { scope: "brand", category_id: null, type: null, size: 10, p25: 28.125, p50: 50, p75: 71.875 }, respondents: 40, products };
}
const info = (n: number, name: string, image: string | null = null): TResultsProduct => ({ product_id: id(n), question_id: id(100 + n), name, style_number: `S-${n}`, image });

describe("rankProducts", () => {
  it("ranks by score, equal scores sharing a rank (ordered by top-2-box, then ratings), unrated last in study order", () => {
    const rows = [
      { id: "a", score: 50, top_two_box: 40, count: 10 },
      { id: "b", score: null, top_two_box: null, count: 0 },
      { id: "c", score: 80, top_two_box: 70, count: 10 },
      { id: "d", score: 50, top_two_box: 60, count: 10 },
      { id: "e", score: null, top_two_box: null, count: 0 },
      { id: "f", score: 20, top_two_box: 0, count: 3 },
    ];
    expect(rankProducts(rows).map((r) => [r.id, r.rank])).toEqual([
      ["c", 1],
      ["d", 2],
      ["a", 2],
      ["f", 4],
      ["b", null],
      ["e", null],
    ]);
  });
});

describe("rowSignificance", () => {
  it("marks a product significantly higher on top-2-box in points and on the mean in stars", () => {
    // 50 of 60 top-2-box (5 stars) against 30 of 100 (P9 fixture, country QA against QB).
    const [c] = compareGroups([{ product_id: "p", filtered: [0, 10, 0, 0, 50], rest: [70, 0, 0, 10, 20] }]);
    const s = rowSignificance(c!);
    expect(s.tested).toBe(true);
    if (!s.tested) return;
    expect(s.top_two_box.direction).toBe("higher");
    expect(s.top_two_box.difference).toBeCloseTo(100 * (50 / 60 - 30 / 100), 10);
    expect(s.mean.direction).toBe("higher");
    expect(s.mean.difference).toBeCloseTo(4.5 - 2.1, 10);
    expect(STACK_RANK.sigTopTwoBox(s.top_two_box)).toBe("Top-2-box significantly higher than the rest: +53 pts");
    expect(STACK_RANK.sigMean(s.mean)).toBe("Mean significantly higher than the rest: +2.40 stars");
  });

  it("says no difference when the test is not significant, and 'too small' below the minimum base", () => {
    const [same, small] = compareGroups([
      { product_id: "same", filtered: [12, 12, 12, 12, 12], rest: [20, 20, 20, 20, 20] },
      { product_id: "small", filtered: [0, 0, 0, 0, 29], rest: [20, 20, 20, 20, 20] },
    ]);
    const s = rowSignificance(same!);
    expect(s.tested && s.top_two_box.direction).toBe("none");
    expect(s.tested && STACK_RANK.sigTopTwoBox(s.top_two_box)).toBe("Top-2-box: no significant difference (±0 pts)");
    const t = rowSignificance(small!);
    expect(t).toEqual({ tested: false, base: { filtered: 29, rest: 100 } });
    expect(STACK_RANK.sigTooSmall(t.base)).toBe("Base too small to test (29 in the filter, 100 in the rest; 30 needed on each side).");
  });
});

describe("buildStackRank", () => {
  const products = [info(1, "Parka", "/img/1.jpg"), info(2, "Vest"), info(3, "Fleece")];
  // Parka: 10 ratings 1×1, 1×2, 2×3, 3×4, 3×5 → score 65, top-2-box 60 (P9 #13); Vest: all 5 → 100; Fleece unrated.
  const r = report([scored(1, [1, 1, 2, 3, 3]), scored(2, [0, 0, 0, 0, 4]), scored(3, [0, 0, 0, 0, 0])]);

  it("ranks the report's products with their names, style numbers and images; no significance without a filter", () => {
    const data = buildStackRank(r, products, null);
    expect(data.rows.map((x) => [x.name, x.rank, x.score, x.top_two_box, x.style_number, x.image])).toEqual([
      ["Vest", 1, 100, 100, "S-2", null],
      ["Parka", 2, 65, 60, "S-1", "/img/1.jpg"],
      ["Fleece", null, null, null, "S-3", null],
    ]);
    // 65 against the norm: 7 below (0 … 62.5), none equal → 70th, Between; Tier 2, Review; MakerScore (39 + 24) / 10 = 6.3.
    expect(data.rows[1]).toMatchObject({ percentile: 70, position: "Between", tier: "Tier 2", recommendation: "Review", makerscore: 6.3 });
    expect(data.significance).toBeNull();
    expect(data.rows.every((x) => x.significance === null)).toBe(true);
  });

  it("with comparisons, marks each row and counts the products tested and flagged", () => {
    const comparisons = compareGroups([
      { product_id: id(1), filtered: [0, 10, 0, 0, 50], rest: [70, 0, 0, 10, 20] },
      { product_id: id(2), filtered: [0, 0, 0, 0, 5], rest: [0, 0, 0, 0, 5] },
      { product_id: id(3), filtered: [0, 0, 0, 0, 0], rest: [0, 0, 0, 0, 0] },
    ]);
    const data = buildStackRank(r, products, comparisons);
    expect(data.significance).toEqual({ tested: 1, higher: 1, lower: 0 });
    expect(data.rows.find((x) => x.name === "Parka")!.significance).toMatchObject({ tested: true, top_two_box: { direction: "higher" } });
    expect(data.rows.find((x) => x.name === "Vest")!.significance).toEqual({ tested: false, base: { filtered: 5, rest: 5 } });
    expect(STACK_RANK.sigSummary(data.significance!, 3)).toBe("1 of 3 products tested: 1 rated significantly higher by this group, 0 significantly lower.");
  });
});

describe("formats and texts", () => {
  it("formats shares, points, stars and q-values", () => {
    expect([formatShare(61.25), formatShare(null), formatShare(99.5)]).toEqual(["61%", "—", "100%"]);
    expect([formatPoints(12.4), formatPoints(-3), formatPoints(0.2)]).toEqual(["+12 pts", "−3 pts", "±0 pts"]);
    expect([formatStars(0.4), formatStars(-1.256)]).toEqual(["+0.40 stars", "−1.26 stars"]);
    expect([formatQ(0.0004), formatQ(0.0042), formatQ(0.034), formatQ(Number.NaN)]).toEqual(["q < 0.001", "q = 0.004", "q = 0.03", ""]);
  });

  it("states the benchmark's scope, size and quartiles, or that there is none yet", () => {
    expect(benchmarkSentence({ scope: "none", category_id: null, type: null, size: 0, p25: null, p50: null, p75: null })).toBe(STACK_RANK.noBenchmark);
    expect(STACK_RANK.noBenchmark).toMatch(/no benchmark yet/);
    expect(benchmarkSentence({ scope: "brand", category_id: null, type: null, size: 6, p25: 48.6, p50: 54.46, p75: 56.96 })).toBe(
      "Benchmark: all 6 scored products from the brand's closed studies (fewer than 10 share this study's category and type); its quartiles score 49 (25th percentile), 54 (median) and 57 (75th percentile).",
    );
    expect(benchmarkSentence({ scope: "category_type", category_id: "c", type: "concept", size: 24, p25: 28.125, p50: 50, p75: 71.875 })).toContain(
      "24 scored products from the brand's closed studies of this category and study type",
    );
  });

  it("describes the star distribution in words", () => {
    expect(STACK_RANK.starsLabel([1, 1, 2, 3, 3])).toBe("Star ratings: 1 star 10% (1), 2 stars 10% (1), 3 stars 20% (2), 4 stars 30% (3), 5 stars 30% (3).");
    expect(STACK_RANK.starsLabel([0, 0, 0, 0, 0])).toBe("No ratings yet.");
  });
});
