// @vitest-environment jsdom
// The stack rank tab rendered with hand-made data: products in score order with rank, image, name and style number,
// score, percentile, position in words, top-2-box, ratings, the star bar's text alternative, tier / recommendation /
// MakerScore when shown, the benchmark sentence, the chart (role=img with a summary, and a table), and the
// significance markers with a filter — or the hint without one.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StackRankTab } from "@/components/results/tabs/stack-rank";
import { chooseNorm, productDefinitions, type TStarCounts } from "@/lib/results/definitions";
import { compareGroups } from "@/lib/results/significance";
import { buildStackRank, STACK_RANK, type TScoreReport } from "@/lib/results/tabs/stack-rank";
import { CLAIM_TEXT, MIN_BASE_SIZE } from "@/lib/results/claims";
import type { TResultsView } from "@/lib/results/view";

afterEach(cleanup);

const id = (n: number) => String(n).padStart(24, "0");
const SETTINGS = { disable_tier: false, disable_recommendation: false, disable_makerscore: false };
const NORM = chooseNorm(
  [0, 12.5, 25, 37.5, 50, 50, 62.5, 75, 87.5, 100].map((score, i) => ({ survey_id: id(900 + i), product_id: id(800 + i), category_id: null, type: null, score })),
  { id: id(1), category_id: null, type: null },
);
const scored = (n: number, stars: TStarCounts, settings = SETTINGS) => ({ product_id: id(n), question_id: null, stars, ...productDefinitions(stars, "v1", NORM, settings) });
const report = (benchmark: TScoreReport["benchmark"]): TScoreReport => ({
  version: "v1",
  version_source: "brand",
  benchmark,
  respondents: 160,
  // Parka 65 (P9 #13's worked example ×10), Vest all 5 stars → 100, Fleece unrated, Beanie 1 star → 0 with no tier etc.
  products: [
    scored(1, [10, 10, 20, 30, 30]),
    scored(2, [0, 0, 0, 0, 40]),
    scored(3, [0, 0, 0, 0, 0]),
    scored(4, [40, 0, 0, 0, 0], { disable_tier: true, disable_recommendation: true, disable_makerscore: true }),
  ],
});
const BRAND_NORM = { scope: "brand" as const, category_id: null, type: null, size: 10, p25: 28.125, p50: 50, p75: 71.875 };

const view = (filters: TResultsView["query"]["filters"] = {}): TResultsView => ({
  brandId: id(7),
  studyId: id(8),
  title: "Fall",
  status: "Closed",
  type: "concept",
  basePath: `/brand/${id(7)}/campaign/${id(8)}/results`,
  query: { tab: "stack-rank", salesPlan: false, viewAsUser: false, filters, params: {}, notices: [], share: null },
  products: [
    { product_id: id(1), question_id: null, name: "Parka", style_number: "PK-1", image: "/uploads/parka.jpg" },
    { product_id: id(2), question_id: null, name: "Vest", style_number: null, image: null },
    { product_id: id(3), question_id: null, name: "Fleece", style_number: "FL-3", image: null },
    { product_id: id(4), question_id: null, name: "Beanie", style_number: null, image: null },
  ],
  definitions: [],
  respondents: 160,
  totalRespondents: 160,
  can: { admin: true, writeSurvey: true, readBuckets: true, writeBuckets: true, readLearnings: true, writeLearnings: false, turf: false, snip: false },
});

const rows = () => screen.getAllByTestId("stack-rank-row");
const text = (row: HTMLElement, testId: string) => within(row).getByTestId(testId).textContent;

describe("StackRankTab", () => {
  it("ranks the products by score with their figures, unrated last", () => {
    const v = view();
    render(<StackRankTab view={v} data={buildStackRank(report(BRAND_NORM), v.products, null)} />);
    expect(rows().map((r) => within(r).getByRole("heading").textContent)).toEqual(["Vest", "Parka", "Beanie", "Fleece"]);
    const [vest, parka, beanie, fleece] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(text(vest, "sr-rank")).toBe("Rank 11");
    // Parka: 65 beats 7 of the norm → 70th, Between; 60% top-2-box of 100 ratings; Tier 2, Review, MakerScore 6.3.
    expect([text(parka, "sr-score"), text(parka, "sr-percentile"), text(parka, "sr-position"), text(parka, "sr-top2"), text(parka, "sr-count")]).toEqual([
      "65",
      "70th",
      "Between the quartiles",
      "60%",
      "100",
    ]);
    expect([text(parka, "sr-tier"), text(parka, "sr-recommendation"), text(parka, "sr-makerscore")]).toEqual(["Tier 2", "Review", "6.3"]);
    expect(within(parka).getByText("Style PK-1")).toBeTruthy();
    expect(within(parka).getByRole("img", { name: STACK_RANK.starsLabel([10, 10, 20, 30, 30]) })).toBeTruthy();
    expect(parka.querySelector("img")!.getAttribute("src")).toContain("/uploads/parka.jpg");
    // Vest 100: 9 of the norm below and ½ of the one equal → 95th, Above top quartile, Tier 1, Adopt.
    expect([text(vest, "sr-percentile"), text(vest, "sr-position"), text(vest, "sr-recommendation")]).toEqual(["95th", "Above the top quartile", "Adopt"]);
    // Beanie: the study hides tier, recommendation and MakerScore; 0 ties the norm's 0 → 5th, Below bottom quartile.
    expect([text(beanie, "sr-score"), text(beanie, "sr-percentile"), text(beanie, "sr-position")]).toEqual(["0", "5th", "Below the bottom quartile"]);
    expect(within(beanie).queryByTestId("sr-tier")).toBeNull();
    expect(within(beanie).queryByTestId("sr-makerscore")).toBeNull();
    expect(text(fleece, "sr-rank")).toBe("Not ranked–");
    expect(text(fleece, "sr-not-rated")).toBe(STACK_RANK.notRated);
  });

  it("states the benchmark and draws the chart with its quartiles, summarised for screen readers and as a table", () => {
    const v = view();
    render(<StackRankTab view={v} data={buildStackRank(report(BRAND_NORM), v.products, null)} />);
    expect(screen.getByTestId("stack-rank-benchmark").textContent).toBe(
      "Benchmark: all 10 scored products from the brand's closed studies (fewer than 10 share this study's category and type); its quartiles score 28 (25th percentile), 50 (median) and 72 (75th percentile).",
    );
    const chart = screen.getByRole("img", { name: /^Bar chart of sentiment scores/ });
    expect(chart.getAttribute("aria-label")).toBe(
      "Bar chart of sentiment scores, 0 to 100, highest first: Vest 100, Parka 65, Beanie 0. Benchmark quartiles 28, 50 and 72.",
    );
    expect(chart.textContent).toContain("Median 50");
    const table = screen.getByTestId("score-chart-table");
    const cells = within(table).getAllByRole("row").map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(cells).toContainEqual(["Parka", "65", "70th", "Between the quartiles"]);
    expect(cells).toContainEqual(["Fleece", "—", "—", "—"]);
    expect(cells).toContainEqual(["Benchmark median", "50", ""]);
  });

  it("says there is no benchmark yet when the norm is empty", () => {
    const none = { scope: "none" as const, category_id: null, type: null, size: 0, p25: null, p50: null, p75: null };
    const NONE = chooseNorm([], { id: id(1), category_id: null, type: null });
    const r: TScoreReport = { ...report(none), products: [{ product_id: id(1), question_id: null, stars: [0, 0, 0, 0, 4], ...productDefinitions([0, 0, 0, 0, 4], "v1", NONE, SETTINGS) }] };
    const v = view();
    render(<StackRankTab view={v} data={buildStackRank(r, v.products, null)} />);
    expect(screen.getByTestId("stack-rank-benchmark").textContent).toBe(STACK_RANK.noBenchmark);
    // P15 item 4: the chart is not titled against a benchmark that does not exist; a base of 4 is marked small.
    expect(screen.getByTestId("score-chart").querySelector("figcaption")!.textContent).toBe(CLAIM_TEXT.scoreChartWithoutBenchmark);
    expect(text(rows()[0]!, "small-base")).toBe(CLAIM_TEXT.smallBase(4));
    expect(screen.getByTestId("score-chart-small-base").textContent).toBe(CLAIM_TEXT.smallBaseChartAll(4, MIN_BASE_SIZE));
    expect(text(rows()[0]!, "sr-percentile")).toBe("No benchmark");
    expect(text(rows()[0]!, "sr-position")).toBe("—");
  });

  it("without a filter, says a filter tests that group against the rest; no markers", () => {
    const v = { ...view(), definitions: [{ accessor: "country", name: "Country", type: "multi", options: [id(55)], optionNames: ["France"] }] } as ReturnType<typeof view>;
    render(<StackRankTab view={v} data={buildStackRank(report(BRAND_NORM), v.products, null)} />);
    expect(screen.getByTestId("stack-rank-sig-none").textContent).toBe(STACK_RANK.sigNoFilter);
    expect(screen.queryAllByTestId("sr-sig")).toHaveLength(0);
  });

  it("a study with no filters does not invite the viewer to choose one (P15 item 4)", () => {
    const v = view();
    render(<StackRankTab view={v} data={buildStackRank(report(BRAND_NORM), v.products, null)} />);
    expect(screen.getByTestId("stack-rank-sig-none").textContent).toBe(CLAIM_TEXT.noFiltersToTest);
    expect(screen.getByTestId("stack-rank-significance").textContent).not.toContain(STACK_RANK.sigNoFilter);
  });

  it("with a filter, marks products significantly higher or lower, with the difference, and 'base too small' when untested", () => {
    const v = view({ country: [id(55)] });
    const comparisons = compareGroups([
      // Parka: 50 of 60 top-2-box in the filter against 30 of 100 in the rest.
      { product_id: id(1), filtered: [0, 10, 0, 0, 50], rest: [70, 0, 0, 10, 20] },
      // Vest: the filter rates it lower (12 of 60 against 80 of 100).
      { product_id: id(2), filtered: [24, 12, 12, 6, 6], rest: [0, 10, 10, 40, 40] },
      { product_id: id(3), filtered: [0, 0, 0, 0, 0], rest: [0, 0, 0, 0, 0] },
      { product_id: id(4), filtered: [10, 0, 0, 0, 0], rest: [30, 0, 0, 0, 0] },
    ]);
    render(<StackRankTab view={v} data={buildStackRank(report(BRAND_NORM), v.products, comparisons)} />);
    expect(screen.getByTestId("stack-rank-sig-summary").textContent).toBe("2 of 4 products tested: 1 rated significantly higher by this group, 1 significantly lower.");
    const row = (name: string) => rows().find((r) => within(r).getByRole("heading").textContent === name)!;
    const parka = within(row("Parka"));
    expect(parka.getByTestId("sr-sig-top2").getAttribute("data-direction")).toBe("higher");
    expect(parka.getByTestId("sr-sig-top2").textContent).toMatch(/^▲ Top-2-box significantly higher than the rest: \+53 pts \(q [<=] /);
    expect(parka.getByTestId("sr-sig-mean").textContent).toMatch(/Mean significantly higher than the rest: \+2\.40 stars/);
    const vest = within(row("Vest"));
    expect(vest.getByTestId("sr-sig-top2").textContent).toMatch(/^▼ Top-2-box significantly lower than the rest: −60 pts/);
    expect(within(row("Beanie")).getByTestId("sr-sig").textContent).toBe(
      "Against the rest of the sampleBase too small to test (10 in the filter, 30 in the rest; 30 needed on each side).",
    );
  });

  it("shows an empty state when nothing is rated under the filters", () => {
    const v = view({ country: [id(55)] });
    const r = report(BRAND_NORM);
    const empty: TScoreReport = { ...r, products: r.products.map((p) => ({ ...p, stars: [0, 0, 0, 0, 0] as const, count: 0, score: null, top_two_box: null, mean: null, percentile: null, position: null, tier: null, recommendation: null, makerscore: null })) };
    render(<StackRankTab view={v} data={buildStackRank(empty, v.products, null)} />);
    expect(screen.getByTestId("stack-rank-empty").textContent).toBe(STACK_RANK.emptyFiltered);
    expect(screen.queryByTestId("score-chart")).toBeNull();
  });
});
