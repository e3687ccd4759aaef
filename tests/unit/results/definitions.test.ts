// The score definitions (lib/results/definitions.ts; docs/decisions.md P9 #13–#18), each with the worked example of
// the decisions file.
import { describe, expect, it } from "vitest";
import {
  chooseNorm,
  makerScore,
  meanStars,
  MIN_NORM_PRODUCTS,
  normQuartiles,
  percentileInNorm,
  productDefinitions,
  sentimentPosition,
  sentimentScore,
  sentimentScoreVersion,
  tierOf,
  topTwoBox,
  type TNormEntry,
} from "@/lib/results/definitions";

const entry = (survey_id: string, score: number, category_id: string | null = "c", type: string | null = "early_stage"): TNormEntry => ({ survey_id, product_id: `${survey_id}-${score}`, category_id, type, score });

describe("sentiment score", () => {
  it("v1 is the mean star on 0–100; v2 is net sentiment on 0–100", () => {
    // 10 ratings: 1×1, 1×2, 2×3, 3×4, 3×5 → mean (1 + 2 + 6 + 12 + 15) / 10 = 3.6 → (3.6 − 1) / 4 × 100 = 65.
    const stars = [1, 1, 2, 3, 3] as const;
    expect(meanStars(stars)).toBeCloseTo(3.6, 12);
    expect(sentimentScore(stars, "v1")).toBeCloseTo(65, 12);
    // Top-2-box 6 / 10 = 60%, bottom-2-box 2 / 10 = 20% → (60 − 20 + 100) / 2 = 70.
    expect(topTwoBox(stars)).toBe(60);
    expect(sentimentScore(stars, "v2")).toBe(70);
    expect([sentimentScore([0, 0, 0, 0, 0], "v1"), topTwoBox([0, 0, 0, 0, 0])]).toEqual([null, null]);
    expect([sentimentScore([4, 0, 0, 0, 0], "v1"), sentimentScore([0, 0, 0, 0, 4], "v1"), sentimentScore([0, 0, 4, 0, 0], "v2")]).toEqual([0, 100, 50]);
  });

  it("a brand's free-text model version names a formula by its major number; anything else is v1", () => {
    expect(["v2.1", "2", " V2 ", "v1.9", null, "", "v9", "beta"].map(sentimentScoreVersion)).toEqual(["v2", "v2", "v2", "v1", "v1", "v1", "v1", "v1"]);
  });
});

describe("benchmark norm and percentile", () => {
  const h1 = [0, 12.5, 25, 37.5, 50, 50, 62.5, 75, 87.5, 100].map((s) => entry("h1", s));

  it("uses the category-and-type norm with enough products, else brand-wide, never the study itself", () => {
    const study = { id: "s", category_id: "c", type: "early_stage" };
    expect(chooseNorm(h1, study)).toMatchObject({ scope: "category_type", size: 10 });
    // One product short of MIN_NORM_PRODUCTS in the category → brand-wide, all entries but the study's own.
    const short = [...h1.slice(0, MIN_NORM_PRODUCTS - 1), entry("h2", 40, "d"), entry("s", 99)];
    expect(chooseNorm(short, study)).toMatchObject({ scope: "brand", category_id: null, size: 10 });
    expect(chooseNorm([entry("s", 50)], study)).toMatchObject({ scope: "none", size: 0 });
    // Another type in the same category does not count towards the category norm.
    expect(chooseNorm(h1, { ...study, type: "line_review" }).scope).toBe("brand");
  });

  it("percentile is mid-rank: the share scoring below, ties counted half", () => {
    const norm = chooseNorm(h1, { id: "s", category_id: "c", type: "early_stage" });
    // 93.75 beats 9 of 10 → 90; 50 beats 4 and ties 2 → 50; 12.5 beats 1 and ties 1 → 15; 100 beats 9, ties 1 → 95.
    expect([93.75, 50, 12.5, 100, -1].map((s) => percentileInNorm(s, norm))).toEqual([90, 50, 15, 95, 0]);
    expect(percentileInNorm(null, norm)).toBeNull();
    expect(percentileInNorm(50, chooseNorm([], { id: "s", category_id: null, type: null }))).toBeNull();
    // Quartiles interpolate over (n − 1)p: 2.25 → 28.125, 4.5 → 50, 6.75 → 71.875.
    expect(normQuartiles(norm)).toEqual({ p25: 28.125, p50: 50, p75: 71.875 });
  });
});

describe("position, tier, recommendation, MakerScore", () => {
  it("cut at the quartiles", () => {
    expect([75, 74.9, 50, 25.1, 25, null].map(sentimentPosition)).toEqual(["AboveTop", "Between", "Between", "Between", "BelowBottom", null]);
    expect([100, 75, 74.9, 50, 49.9, 25, 24.9, 0, null].map(tierOf)).toEqual(["Tier 1", "Tier 1", "Tier 2", "Tier 2", "Tier 3", "Tier 3", "Tier 4", "Tier 4", null]);
  });

  it("MakerScore is 60% score and 40% top-2-box on 0–10, to one decimal", () => {
    // (0.6 × 93.75 + 0.4 × 100) / 10 = 9.625 → 9.6; (0.6 × 12.5) / 10 = 0.75 → 0.8.
    expect([makerScore(93.75, 100), makerScore(12.5, 0), makerScore(null, 10)]).toEqual([9.6, 0.8, null]);
  });

  it("each of tier, recommendation and MakerScore is left out when the study disables it", () => {
    const norm = chooseNorm([0, 25, 50, 75].map((s) => entry("h", s)), { id: "s", category_id: null, type: null });
    const on = { disable_tier: false, disable_recommendation: false, disable_makerscore: false };
    expect(productDefinitions([0, 0, 0, 0, 2], "v1", norm, on)).toMatchObject({ count: 2, score: 100, percentile: 100, position: "AboveTop", tier: "Tier 1", recommendation: "Adopt", makerscore: 10 });
    expect(productDefinitions([0, 0, 0, 0, 2], "v1", norm, { ...on, disable_tier: true })).toMatchObject({ tier: null, recommendation: "Adopt", makerscore: 10 });
    expect(productDefinitions([0, 0, 0, 0, 2], "v1", norm, { ...on, disable_recommendation: true })).toMatchObject({ tier: "Tier 1", recommendation: null });
    expect(productDefinitions([0, 0, 0, 0, 2], "v1", norm, { ...on, disable_makerscore: true })).toMatchObject({ makerscore: null, recommendation: "Adopt" });
    expect(productDefinitions([0, 0, 0, 0, 0], "v1", norm, on)).toMatchObject({ count: 0, score: null, percentile: null, tier: null, recommendation: null, makerscore: null });
  });
});
