// The insight cards' pure rules (lib/results/insights.ts) and the cards built from them
// (lib/results/tabs/insight-cards.ts): winner, lowest, above / below the benchmark, most polarising, pairs that look
// like cannibals, the filters in words, and each card's stable id, title, key insight and filters.
import { describe, expect, it } from "vitest";
import type { TStarCounts } from "@/lib/results/definitions";
import type { TResultsFilterDefinition } from "@/lib/results/filters";
import {
  benchmarkGroups,
  cannibalPairs,
  expectedTieShare,
  extremes,
  findInsights,
  lowest,
  mostPolarising,
  winner,
  type TInsightPair,
  type TInsightProduct,
} from "@/lib/results/insights";
import { buildInsightCards, filterSummary, INSIGHT_CARDS } from "@/lib/results/tabs/insight-cards";
import type { TScoredProduct } from "@/lib/results/tabs/stack-rank";

const p = (product_id: string, score: number | null, stars: TStarCounts, extra: Partial<TInsightProduct> = {}): TInsightProduct => {
  const n = stars.reduce((s, c) => s + c, 0);
  return { product_id, score, stars, count: n, top_two_box: n ? (100 * (stars[3] + stars[4])) / n : null, percentile: null, position: null, ...extra };
};
const pair = (a: string, b: string, base: number, win: number, loss: number, tie: number): TInsightPair[] => [
  { product_id: a, against: b, base, win_share: win, loss_share: loss, tie_share: tie },
  { product_id: b, against: a, base, win_share: loss, loss_share: win, tie_share: tie },
];

describe("winner and lowest", () => {
  const products = [p("a", 55, [1, 1, 1, 1, 1]), p("b", 80, [0, 0, 1, 2, 2]), p("c", null, [0, 0, 0, 0, 0]), p("d", 20, [3, 1, 1, 0, 0])];
  it("names the highest and the lowest rated product with the one next to each; unrated products do not count", () => {
    expect(winner(products)).toEqual({ kind: "winner", product: { product_id: "b", value: 80 }, next: { product_id: "a", value: 55 }, rated: 3 });
    expect(lowest(products)).toEqual({ kind: "lowest", product: { product_id: "d", value: 20 }, next: { product_id: "a", value: 55 }, rated: 3 });
  });
  it("needs two rated products", () => {
    expect(winner([products[1]!, products[2]!])).toBeNull();
    expect(lowest([products[1]!])).toBeNull();
  });
  it("breaks an equal score by top-2-box", () => {
    expect(winner([p("x", 50, [5, 0, 0, 0, 5]), p("y", 50, [0, 0, 10, 0, 0])])!.product.product_id).toBe("x");
  });
});

describe("benchmarkGroups", () => {
  it("lists the products in the top quartile (best first) and in the bottom quartile (worst first)", () => {
    const products = [
      p("a", 90, [0, 0, 0, 1, 9], { percentile: 95, position: "AboveTop" }),
      p("b", 85, [0, 0, 0, 2, 8], { percentile: 80, position: "AboveTop" }),
      p("c", 50, [1, 1, 1, 1, 1], { percentile: 50, position: "Between" }),
      p("d", 10, [9, 1, 0, 0, 0], { percentile: 5, position: "BelowBottom" }),
      p("e", 20, [7, 3, 0, 0, 0], { percentile: 25, position: "BelowBottom" }),
    ];
    expect(benchmarkGroups(products)).toEqual([
      { kind: "above-benchmark", products: [{ product_id: "a", value: 95 }, { product_id: "b", value: 80 }], rated: 5 },
      { kind: "below-benchmark", products: [{ product_id: "d", value: 5 }, { product_id: "e", value: 25 }], rated: 5 },
    ]);
  });
  it("finds nothing without a benchmark (no percentile)", () => {
    expect(benchmarkGroups([p("a", 90, [0, 0, 0, 1, 9]), p("b", 10, [9, 1, 0, 0, 0])])).toEqual([]);
  });
});

describe("mostPolarising", () => {
  it("takes the largest smaller share of 1–2 and 4–5 stars, each at least 25%, on at least 30 ratings", () => {
    expect(extremes([20, 20, 20, 20, 20])).toEqual({ bottom: 40, top: 40 });
    const products = [
      p("loved", 80, [4, 4, 4, 24, 44]), // 10% / 85%: not divided
      p("divided", 50, [18, 6, 12, 6, 18]), // 40% / 40%
      p("lopsided", 60, [15, 0, 5, 10, 30]), // 25% / 67%
      p("tiny", 50, [10, 0, 0, 0, 10]), // 50% / 50% but 20 ratings
    ];
    expect(mostPolarising(products)).toEqual({ kind: "polarising", product_id: "divided", bottom: 40, top: 40, count: 60 });
    expect(mostPolarising([products[0]!, products[3]!])).toBeNull();
  });
});

describe("cannibalPairs", () => {
  it("the tie share of independent ratings is the sum over stars of the two shares' products", () => {
    expect(expectedTieShare([1, 0, 0, 1, 0], [0, 1, 0, 1, 0])).toBe(0.25);
    expect(expectedTieShare([3, 1, 0, 0, 0], [1, 0, 0, 0, 1])).toBe(0.375);
    expect(expectedTieShare([0, 0, 0, 0, 0], [1, 0, 0, 0, 1])).toBe(0);
  });

  // The demo brand's Closed study (prisma/seed/responses.ts, P9 #33): the two cannibals' stars and head-to-head, and the
  // polarising product, whose head-to-head with a cannibal also splits nearly evenly (0.37 / 0.44).
  const C1: TStarCounts = [102, 126, 143, 181, 174];
  const C2: TStarCounts = [114, 115, 141, 166, 190];
  const P: TStarCounts = [102, 187, 142, 139, 156];
  const products = [p("c1", 57, C1), p("pol", 52, P), p("c2", 57, C2)];

  it("flags an even split whose ties are far from chance (demo cannibals: 0.48 / 0.47, ties 0.05 against 0.21)", () => {
    const pairs = [...pair("c2", "c1", 726, 0.48, 0.47, 0.05), ...pair("pol", "c1", 726, 0.37, 0.44, 0.19), ...pair("pol", "c2", 726, 0.36, 0.44, 0.2)];
    const found = cannibalPairs(products, pairs);
    expect(found).toHaveLength(1);
    // Named in study order (c1 before c2), with c1's shares.
    expect(found[0]).toMatchObject({ kind: "cannibals", a: "c1", b: "c2", base: 726, a_share: 0.47, b_share: 0.48, tie_share: 0.05 });
    expect(found[0]!.expected_tie).toBeCloseTo(0.2075, 3);
  });

  it("flags products rated alike far more often than chance", () => {
    // Both 1/3 each of 3, 4, 5 stars: chance ties 1/3; observed 0.7, the rest split 0.15 / 0.15.
    const same = [p("x", 75, [0, 0, 20, 20, 20]), p("y", 75, [0, 0, 20, 20, 20])];
    expect(cannibalPairs(same, pair("x", "y", 60, 0.15, 0.15, 0.7))).toHaveLength(1);
  });

  it("leaves out uneven splits, ties near chance and small bases", () => {
    const same = [p("x", 75, [0, 0, 20, 20, 20]), p("y", 75, [0, 0, 20, 20, 20])];
    expect(cannibalPairs(same, pair("x", "y", 60, 0.5, 0.3, 0.2))).toEqual([]); // 0.2 apart
    expect(cannibalPairs(same, pair("x", "y", 60, 0.35, 0.32, 0.33))).toEqual([]); // ties as chance says
    expect(cannibalPairs(same, pair("x", "y", 29, 0.15, 0.15, 0.7))).toEqual([]); // base below 30
  });

  it("keeps at most three pairs, the most linked first", () => {
    const many = ["a", "b", "c", "d", "e"].map((id) => p(id, 50, [10, 10, 10, 10, 10]));
    const ties = [0.9, 0.5, 0.8, 0.7, 0.6];
    const pairs = ties.flatMap((t, i) => pair(many[i]!.product_id, many[(i + 1) % 5]!.product_id, 100, (1 - t) / 2, (1 - t) / 2, t));
    expect(cannibalPairs(many, pairs).map((f) => f.tie_share)).toEqual([0.9, 0.8, 0.7]);
  });
});

describe("findInsights", () => {
  it("lists the findings in order: winner, lowest, benchmark, polarising, cannibals", () => {
    const products = [
      p("w", 90, [0, 0, 0, 10, 30], { percentile: 90, position: "AboveTop" }),
      p("l", 10, [30, 10, 0, 0, 0], { percentile: 10, position: "BelowBottom" }),
      p("pol", 50, [20, 0, 0, 0, 20], { percentile: 50, position: "Between" }),
    ];
    expect(findInsights(products, []).map((f) => f.kind)).toEqual(["winner", "lowest", "above-benchmark", "below-benchmark", "polarising"]);
  });
});

describe("filterSummary", () => {
  const definitions: TResultsFilterDefinition[] = [
    { type: "multi", accessor: "country", name: "Country", options: ["c1", "c2"], optionNames: ["France", "Germany"] },
    { type: "multi", accessor: "demographics.q1", name: "Owns a dog", options: ["Yes", "No"], optionNames: ["Yes", "No"] },
    { type: "range", accessor: "summed_values", name: "Point-based range", options: ["0", "40"], optionNames: ["0", "40"] },
  ];
  it("names each filter and its options as the screen does, in the spec's order", () => {
    expect(
      filterSummary(
        { summed_values: { start_range: 10, end_range: 30 }, audience_types: ["crm"], country: ["c2", "c1"], demographics: [{ demographic_id: "q1", answers: ["Yes"] }] },
        definitions,
      ),
    ).toEqual(["Country: Germany, France", "Owns a dog: Yes", "Audience type: CRM", "Point-based range: 10–30"]);
    expect(filterSummary({}, definitions)).toEqual([]);
  });
});

describe("buildInsightCards", () => {
  const scored = (id: string, score: number | null, stars: TStarCounts, extra: Partial<TScoredProduct> = {}): TScoredProduct => ({
    ...p(id, score, stars),
    question_id: null,
    mean: null,
    tier: null,
    recommendation: null,
    makerscore: null,
    ...extra,
  });
  const report = {
    version: "v1" as const,
    version_source: "brand" as const,
    benchmark: { scope: "none" as const, category_id: null, type: null, size: 0, p25: null, p50: null, p75: null },
    respondents: 40,
    products: [scored("a", 62.5, [3, 5, 7, 10, 15], { makerscore: 6.2 }), scored("b", 87.5, [0, 0, 5, 10, 25]), scored("c", null, [0, 0, 0, 0, 0])],
  };
  const products = [
    { product_id: "a", question_id: null, name: "Parka", style_number: "P-1", image: "/a.jpg" },
    { product_id: "b", question_id: null, name: "Vest", style_number: null, image: null },
    { product_id: "c", question_id: null, name: "Fleece", style_number: null, image: null },
  ];
  const filters = { country: ["c1"] };
  const definitions: TResultsFilterDefinition[] = [{ type: "multi", accessor: "country", name: "Country", options: ["c1"], optionNames: ["France"] }];
  const data = buildInsightCards({ report, headToHead: [], products, filters, definitions });

  it("makes finding cards with stable ids, titles, key insights, images and the filters in force", () => {
    expect(data.findings.map((c) => c.id)).toEqual(["winner:b", "lowest:a"]);
    const [win, low] = data.findings;
    expect(win).toMatchObject({
      kind: "winner",
      title: "Vest is the winner",
      keyInsight: "Vest scores 88, the highest of the 2 rated products, 25 points ahead of Parka (63).",
      product_ids: ["b"],
      img: null,
      filters,
      filterSummary: ["Country: France"],
    });
    expect(low).toMatchObject({ title: "Parka scores lowest", img: "/a.jpg", stars: [3, 5, 7, 10, 15] });
    expect(low!.figures).toEqual([
      { label: "Score", value: "63" },
      { label: "Top-2-box", value: "63%" },
      { label: "Ratings", value: "40" },
    ]);
  });

  it("makes one card per product, highest score first, unrated last", () => {
    expect(data.products.map((c) => [c.id, c.title])).toEqual([
      ["product:b", "Vest"],
      ["product:a", "Parka"],
      ["product:c", "Fleece"],
    ]);
    expect(data.products[1]!.keyInsight).toBe("Scores 63, rank 2 of 2; 63% top-2-box from 40 ratings.");
    expect(data.products[1]!.figures).toContainEqual({ label: "MakerScore", value: "6.2" });
    expect(data.products[2]!.keyInsight).toBe("Not rated yet under these filters.");
  });

  it("writes the benchmark, polarising and cannibal insights in words", () => {
    expect(INSIGHT_CARDS.aboveInsight(["A", "B", "C"], 6)).toBe("A, B and C score at or above the 75th percentile of the benchmark (3 of 6 rated products).");
    expect(INSIGHT_CARDS.polarisingInsight("Parka", 40, 41)).toBe(
      "41% of ratings of Parka are 4–5 stars and 40% are 1–2 stars: the most divided of the study. A filter may show who loves it.",
    );
    expect(INSIGHT_CARDS.cannibalsInsight("A", "B", 0.47, 0.48, 0.05, 0.21, 726)).toBe(
      "Of the 726 respondents who rated both, 47% preferred A and 48% B; 5% rated them alike, where unrelated products would tie about 21%. Neither wins: they may take sales from each other.",
    );
  });
});
