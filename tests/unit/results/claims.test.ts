// Honest claims at small bases (P15 item 4; lib/results/claims.ts): a winner is named only on enough ratings, a chart
// is titled against a benchmark only when there is one, a study without filters is not invited to filter, a world map
// is drawn only when a country is known, and a demographic's points read in words.
import { describe, expect, it } from "vitest";
import { benchmarkTitle, canFilter, CLAIM_TEXT, insightClaim, isSmallBase, knownCountries, MIN_BASE_SIZE, pointsInWords } from "@/lib/results/claims";
import type { TStarCounts } from "@/lib/results/definitions";
import { MIN_BASE_SIZE as SIGNIFICANCE_MIN } from "@/lib/results/significance";
import { buildInsightCards, INSIGHT_CARDS } from "@/lib/results/tabs/insight-cards";
import type { TScoredProduct } from "@/lib/results/tabs/stack-rank";

describe("insightClaim", () => {
  it("uses the significance minimum base", () => {
    expect(MIN_BASE_SIZE).toBe(SIGNIFICANCE_MIN);
  });
  it("may claim only when every base reaches the minimum; it reports the smallest", () => {
    expect(insightClaim([SIGNIFICANCE_MIN, 80])).toEqual({ callable: true, base: SIGNIFICANCE_MIN, min: SIGNIFICANCE_MIN });
    expect(insightClaim([14, 80])).toEqual({ callable: false, base: 14, min: SIGNIFICANCE_MIN });
    expect(insightClaim(SIGNIFICANCE_MIN - 1)).toMatchObject({ callable: false, base: SIGNIFICANCE_MIN - 1 });
    expect(insightClaim([], 30)).toMatchObject({ callable: false, base: 0 });
    expect(insightClaim([5, 6], 5).callable).toBe(true);
  });
  it("marks a rated product below the minimum as a small base, not an unrated one", () => {
    expect(isSmallBase(14)).toBe(true);
    expect(isSmallBase(0)).toBe(false);
    expect(isSmallBase(SIGNIFICANCE_MIN)).toBe(false);
    expect(CLAIM_TEXT.smallBase(14)).toBe("Small base: n = 14");
    expect(CLAIM_TEXT.tooFewWinner(30)).toBe("Too few ratings to call a winner: at least 30 per product needed.");
    expect(CLAIM_TEXT.smallBaseChart(["Parka (n = 14)"], 30)).toBe("Small base (fewer than 30 ratings): Parka (n = 14). Their scores can move a lot with a few more ratings.");
    expect(CLAIM_TEXT.smallBaseChartAll(6, 30)).toMatch(/^Small base: every product has fewer than 30 ratings \(at most 6\)/);
  });
});

describe("benchmarkTitle", () => {
  it("titles the chart against the benchmark only when there is one", () => {
    expect(benchmarkTitle({ scope: "brand", size: 12 })).toEqual({ title: CLAIM_TEXT.scoreChartWithBenchmark, note: null });
    expect(benchmarkTitle({ scope: "category_type", size: 40 }).title).toBe("Scores against the benchmark");
  });
  it("without one, says how a benchmark comes to be", () => {
    const none = benchmarkTitle({ scope: "none", size: 0 });
    expect(none.title).toBe("Scores");
    expect(none.title).not.toMatch(/benchmark/i);
    expect(none.note).toBe(CLAIM_TEXT.noBenchmark);
    expect(none.note).toMatch(/another Closed study with ratings/);
  });
});

describe("canFilter and knownCountries", () => {
  it("a study with no usable filter definition cannot be filtered", () => {
    expect(canFilter([])).toBe(false);
    expect(canFilter([{ accessor: "nonsense" }])).toBe(false);
    expect(canFilter([{ accessor: "country" }])).toBe(true);
  });
  it("counts respondents in known countries only", () => {
    expect(knownCountries([{ code: null, respondents: 40 }])).toBe(0);
    expect(knownCountries([{ code: null, respondents: 40 }, { code: "FR", respondents: 3 }])).toBe(3);
    expect(CLAIM_TEXT.noKnownCountries(40)).toBe("The country of all 40 respondents is unknown, so there is no map to draw: the table counts them as Unknown.");
  });
});

describe("pointsInWords", () => {
  const age = { options: ["18–24", "25–34", "35–44", "45–54", "55+"], point_values: [1, 2, 3, 4, 5] };
  it("reads the mean as the answer it sits nearest, on the scale the answers' points make", () => {
    expect(pointsInWords({ min: 1, mean: 2.91, max: 5 }, age)).toBe("Answers average 2.9 on a scale from 1 (18–24) to 5 (55+): nearest “35–44”.");
    expect(pointsInWords({ min: 1, mean: 1.2, max: 3 }, age)).toMatch(/nearest “18–24”/);
  });
  it("without the answers' points, the range in words (never 'Points: min')", () => {
    expect(pointsInWords({ min: 0.5, mean: 1.8333, max: 3.5 }, null)).toBe("Answers carry points from 0.5 to 3.5, 1.8 on average.");
    expect(pointsInWords({ min: 1, mean: 2, max: 3 }, { options: ["a", "b"], point_values: [null, 2] })).not.toMatch(/Points:/);
  });
});

describe("insight cards on a small base (buildInsightCards)", () => {
  const scored = (id: string, score: number, stars: TStarCounts): TScoredProduct => {
    const n = stars.reduce((s, c) => s + c, 0);
    return { product_id: id, question_id: null, score, stars, count: n, mean: null, top_two_box: (100 * (stars[3] + stars[4])) / n, percentile: null, position: null, tier: null, recommendation: null, makerscore: null };
  };
  const build = (a: TStarCounts, b: TStarCounts) =>
    buildInsightCards({
      report: {
        version: "v1",
        version_source: "brand",
        benchmark: { scope: "none", category_id: null, type: null, size: 0, p25: null, p50: null, p75: null },
        respondents: 100,
        products: [scored("a", 80, a), scored("b", 40, b)],
      },
      headToHead: [],
      products: [
        { product_id: "a", question_id: null, name: "Parka", style_number: null, image: null },
        { product_id: "b", question_id: null, name: "Vest", style_number: null, image: null },
      ],
      filters: {},
      definitions: [],
    });

  it("below the minimum names no winner and says why", () => {
    const d = build([0, 0, 2, 4, 8], [2, 4, 6, 8, 20]);
    const win = d.findings.find((c) => c.kind === "winner")!;
    expect(win.title).toBe(INSIGHT_CARDS.leaderTitle("Parka"));
    expect(win.title).not.toMatch(/winner/i);
    expect(win.keyInsight.startsWith(CLAIM_TEXT.tooFewWinner(SIGNIFICANCE_MIN))).toBe(true);
    expect(win.smallBase).toBe(14);
    const low = d.findings.find((c) => c.kind === "lowest")!;
    expect(low.keyInsight.startsWith(CLAIM_TEXT.tooFewLowest(SIGNIFICANCE_MIN))).toBe(true);
    // The product card of the small base carries its marker; the one on a sound base does not.
    expect(d.products.find((c) => c.id === "product:a")!.smallBase).toBe(14);
    expect(d.products.find((c) => c.id === "product:b")!.smallBase).toBeUndefined();
  });

  it("at the minimum names the winner as before", () => {
    const d = build([0, 0, 6, 8, 16], [2, 4, 6, 8, 20]);
    const win = d.findings.find((c) => c.kind === "winner")!;
    expect(win.title).toBe(INSIGHT_CARDS.winnerTitle("Parka"));
    expect(win.smallBase).toBeUndefined();
  });

  it("does not suggest a filter on a study that has none", () => {
    expect(INSIGHT_CARDS.polarisingInsight("Parka", 40, 45, false)).not.toMatch(/filter/i);
    expect(INSIGHT_CARDS.polarisingInsight("Parka", 40, 45)).toMatch(/A filter may show who loves it/);
  });
});
