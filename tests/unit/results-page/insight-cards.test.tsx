// @vitest-environment jsdom
// The insight cards tab rendered with hand-made data: the finding cards (winner, lowest, polarising, cannibals) and one
// card per product, each with its kind, title, key insight, figures, image and the filters in force; no snip button
// (P12 adds it).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InsightCardsTab } from "@/components/results/tabs/insight-cards";
import type { TStarCounts } from "@/lib/results/definitions";
import { buildInsightCards, INSIGHT_CARDS } from "@/lib/results/tabs/insight-cards";
import type { TScoredProduct } from "@/lib/results/tabs/stack-rank";
import type { TResultsView } from "@/lib/results/view";

afterEach(cleanup);

const id = (n: number) => String(n).padStart(24, "0");
const scored = (n: number, score: number | null, stars: TStarCounts, extra: Partial<TScoredProduct> = {}): TScoredProduct => {
  const count = stars.reduce((s, c) => s + c, 0);
  return {
    product_id: id(n), question_id: null, stars, count, mean: null, score, top_two_box: count ? (100 * (stars[3] + stars[4])) / count : null,
    percentile: null, position: null, tier: null, recommendation: null, makerscore: null, ...extra,
  };
};
const view = (filters: TResultsView["query"]["filters"]): TResultsView => ({
  brandId: id(7),
  studyId: id(8),
  title: "Fall",
  status: "Closed",
  type: "concept",
  basePath: `/brand/${id(7)}/campaign/${id(8)}/results`,
  query: { tab: "insight-cards", salesPlan: false, viewAsUser: false, filters, params: {}, notices: [], share: null },
  products: [
    { product_id: id(1), question_id: null, name: "Parka", style_number: "PK-1", image: "/uploads/parka.jpg" },
    { product_id: id(2), question_id: null, name: "Vest", style_number: null, image: "/uploads/vest.jpg" },
    { product_id: id(3), question_id: null, name: "Fleece", style_number: null, image: null },
    { product_id: id(4), question_id: null, name: "Anorak", style_number: null, image: null },
  ],
  definitions: [{ type: "multi", accessor: "country", name: "Country", options: [id(55)], optionNames: ["France"] }],
  respondents: 100,
  totalRespondents: 300,
  can: { admin: true, writeSurvey: true, readBuckets: true, writeBuckets: true, readLearnings: true, writeLearnings: false, turf: false, snip: false },
});

function data(filters: TResultsView["query"]["filters"]) {
  const v = view(filters);
  const report = {
    version: "v1" as const,
    version_source: "brand" as const,
    benchmark: { scope: "brand" as const, category_id: null, type: null, size: 12, p25: 40, p50: 55, p75: 70 },
    respondents: 100,
    products: [
      scored(1, 80, [0, 5, 10, 35, 50], { percentile: 90, position: "AboveTop", tier: "Tier 1" }),
      scored(2, 55, [30, 10, 10, 20, 30], { percentile: 50, position: "Between" }),
      scored(3, 56, [25, 10, 15, 20, 30], { percentile: 52, position: "Between" }),
      scored(4, 20, [60, 30, 10, 0, 0], { percentile: 5, position: "BelowBottom" }),
    ],
  };
  // Vest and Fleece: 100 rated both, 47 / 48 with 5% alike — far below the ~21% their stars would tie by chance.
  const cell = (against: number, win: number, loss: number, tie: number) => ({ against: id(against), base: 100, wins: win, losses: loss, ties: tie, win_share: win / 100, loss_share: loss / 100, tie_share: tie / 100 });
  const headToHead = [
    { product_id: id(2), against: [cell(3, 47, 48, 5)] },
    { product_id: id(3), against: [cell(2, 48, 47, 5)] },
  ];
  return { v, d: buildInsightCards({ report, headToHead, products: v.products, filters, definitions: v.definitions }) };
}

describe("InsightCardsTab", () => {
  it("shows the findings: winner, lowest, above and below the benchmark, most polarising and possible cannibals", () => {
    const { v, d } = data({ country: [id(55)] });
    render(<InsightCardsTab view={v} data={d} />);
    const findings = within(screen.getByTestId("insight-findings")).getAllByTestId("insight-card");
    expect(findings.map((c) => c.getAttribute("data-card-id"))).toEqual([
      `winner:${id(1)}`,
      `lowest:${id(4)}`,
      "above-benchmark",
      "below-benchmark",
      `polarising:${id(2)}`,
      `cannibals:${id(2)}:${id(3)}`,
    ]);
    const win = within(findings[0]!);
    expect(win.getByText(INSIGHT_CARDS.kinds.winner)).toBeTruthy();
    expect(win.getByRole("heading").textContent).toBe("Parka is the winner");
    expect(win.getByTestId("insight-key").textContent).toBe("Parka scores 80, the highest of the 4 rated products, 24 points ahead of Fleece (56).");
    expect(findings[0]!.querySelector("img")!.getAttribute("src")).toContain("/uploads/parka.jpg");
    expect(win.getByTestId("insight-filters").textContent).toBe("Filters: Country: France");
    expect(within(findings[2]!).getByTestId("insight-key").textContent).toBe(
      "Parka scores at or above the 75th percentile of the benchmark (1 of 4 rated products).",
    );
    expect(within(findings[2]!).getAllByTestId("insight-figure").map((f) => [f.getAttribute("data-label"), f.textContent])).toEqual([["Parka", "90th percentile"]]);
    expect(within(findings[4]!).getByTestId("insight-key").textContent).toBe(
      "50% of ratings of Vest are 4–5 stars and 40% are 1–2 stars: the most divided of the study. A filter may show who loves it.",
    );
    const cannibals = within(findings[5]!);
    expect(cannibals.getByRole("heading").textContent).toBe("Vest and Fleece may compete for the same shoppers");
    expect(findings[5]!.querySelectorAll("img")).toHaveLength(1); // Fleece has no image
  });

  it("shows one card per product with its headline figures, highest score first", () => {
    const { v, d } = data({});
    render(<InsightCardsTab view={v} data={d} />);
    const cards = within(screen.getByTestId("insight-products")).getAllByTestId("insight-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Parka", "Fleece", "Vest", "Anorak"]);
    const parka = within(cards[0]!);
    expect(parka.getByTestId("insight-key").textContent).toBe("Scores 80, rank 1 of 4, 90th percentile (above the top quartile); 85% top-2-box from 100 ratings.");
    expect(parka.getAllByTestId("insight-figure").map((f) => `${f.getAttribute("data-label")}=${f.textContent}`)).toEqual([
      "Score=80",
      "Rank=1 of 4",
      "Percentile=90th",
      "Position=Above the top quartile",
      "Top-2-box=85%",
      "Ratings=100",
      "Tier=Tier 1",
    ]);
    expect(parka.getByText("Style PK-1")).toBeTruthy();
    expect(parka.getByTestId("insight-filters").textContent).toBe(`Filters: ${INSIGHT_CARDS.allRespondents}`);
    expect(parka.getByRole("img", { name: /^Star ratings: 1 star 0% \(0\)/ })).toBeTruthy();
  });

  it("offers no snip button (P12 builds it); its only buttons explain the figures (P15)", () => {
    const { v, d } = data({});
    render(<InsightCardsTab view={v} data={d} />);
    expect(screen.queryAllByRole("button").filter((b) => !/^What is /.test(b.getAttribute("aria-label") ?? ""))).toHaveLength(0);
  });

  it("says when no finding stands out", () => {
    const v = view({});
    const d = buildInsightCards({
      report: { version: "v1", version_source: "brand", benchmark: { scope: "none", category_id: null, type: null, size: 0, p25: null, p50: null, p75: null }, respondents: 0, products: [scored(1, null, [0, 0, 0, 0, 0])] },
      headToHead: [],
      products: v.products.slice(0, 1),
      filters: {},
      definitions: [],
    });
    render(<InsightCardsTab view={v} data={d} />);
    expect(screen.getByTestId("insight-no-findings").textContent).toBe(INSIGHT_CARDS.noFindings);
    expect(screen.getAllByTestId("insight-card")).toHaveLength(1);
  });
});
