// @vitest-environment jsdom
// The Buckets tab's view (components/results/tabs/buckets.tsx) from hand-made data: the no-access sentence, the
// group chooser's links keeping the filters, the read-only board's figures (score rounded, percentile floored with
// its ordinal, position in words), the Unassigned area, the chart's summary and its table, the notice of an unknown
// group and the empty state.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { AnchorHTMLAttributes } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BucketsTab } from "@/components/results/tabs/buckets";
import { parseResultsQuery } from "@/lib/results/page";
import { BUCKETS_TEXT, type TBucketsData } from "@/lib/results/tabs/buckets";
import type { TResultsView } from "@/lib/results/view";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a href={href} {...rest} />,
}));

afterEach(cleanup);

const id = (n: number) => n.toString(16).padStart(24, "0");
const [QA, QB, QC, QD] = [id(11), id(12), id(13), id(14)];
const G1 = id(101);
const G2 = id(102);
const COUNTRY = id(201);

function viewOf(can: Partial<TResultsView["can"]> = {}, search: Record<string, string> = {}): TResultsView {
  return {
    brandId: id(1),
    studyId: id(2),
    title: "Study",
    status: "Closed",
    type: "concept",
    basePath: `/brand/${id(1)}/campaign/${id(2)}/results`,
    query: parseResultsQuery({ tab: "buckets", country: COUNTRY, ...search }),
    products: [
      { product_id: id(21), question_id: QA, name: "Alpine Parka", style_number: null, image: "/img/a.jpg" },
      { product_id: id(22), question_id: QB, name: "Bay Jacket", style_number: null, image: null },
      { product_id: id(23), question_id: QC, name: "Cirrus Vest", style_number: null, image: null },
      { product_id: id(24), question_id: QD, name: "Delta Fleece", style_number: null, image: null },
      { product_id: id(25), question_id: null, name: "Unrated Hat", style_number: null, image: null },
    ],
    definitions: [],
    respondents: 80,
    totalRespondents: 100,
    can: { admin: false, writeSurvey: false, readBuckets: true, writeBuckets: false, readLearnings: true, writeLearnings: false, turf: false, snip: false, ...can },
  };
}

const ready: TBucketsData = {
  kind: "ready",
  groups: [
    { _id: G1, name: "Line plan" },
    { _id: G2, name: "Colours" },
  ],
  group: {
    _id: G1,
    name: "Line plan",
    date_modified: "2026-01-01T00:00:00.000Z",
    buckets: [
      { name: "Hero", questions: [QA, QB], date_created: "2026-01-01T00:00:00.000Z", dropped_products: [], avg_score: 62.5, avg_percentile: 81.25, position: "AboveTop" },
      { name: "Tail", questions: [QC], date_created: "2026-01-01T00:00:00.000Z", dropped_products: [], avg_score: 20.4, avg_percentile: 12.9, position: "BelowBottom" },
      { name: "Empty", questions: [], date_created: "2026-01-01T00:00:00.000Z", dropped_products: [], avg_score: null, avg_percentile: null, position: null },
    ],
  },
  notice: null,
  scores: {
    [QA]: { count: 10, score: 75.4, percentile: 90 },
    [QB]: { count: 10, score: 49.6, percentile: 72.5 },
    [QC]: { count: 10, score: 20.4, percentile: 12.9 },
    [QD]: { count: 0, score: null, percentile: null },
  },
  benchmark: "brand",
};

const bucket = (name: string) => screen.getAllByTestId("bucket").find((b) => b.getAttribute("data-bucket-name") === name)!;
const figure = (el: HTMLElement, which: string) => within(el).getByTestId(`bucket-${which}`).textContent;

describe("BucketsTab", () => {
  it("says in words that the viewer has no access, with no board and no error", () => {
    render(<BucketsTab view={viewOf({ readBuckets: false })} data={{ kind: "no_access" }} />);
    expect(screen.getByRole("status").textContent).toBe(BUCKETS_TEXT.noAccess);
    expect(screen.queryByTestId("buckets-board")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers the groups as links that keep the filters, the chosen one current", () => {
    render(<BucketsTab view={viewOf()} data={ready} />);
    const links = within(screen.getByRole("navigation", { name: BUCKETS_TEXT.groupsLabel })).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Line plan", "Colours"]);
    expect(links[0]!.getAttribute("aria-current")).toBe("page");
    expect(links[1]!.getAttribute("aria-current")).toBeNull();
    const href = new URL(links[1]!.getAttribute("href")!, "http://x");
    expect(href.pathname).toBe(`/brand/${id(1)}/campaign/${id(2)}/results`);
    expect(href.searchParams.get("tab")).toBe("buckets");
    expect(href.searchParams.get("country")).toBe(COUNTRY);
    expect(href.searchParams.get("group")).toBe(G2);
  });

  it("shows each bucket's products and figures: score rounded, percentile floored with its ordinal, position in words", () => {
    render(<BucketsTab view={viewOf()} data={ready} />);
    expect(screen.getByTestId("buckets-group-name").textContent).toBe("Line plan");
    const hero = bucket("Hero");
    expect(figure(hero, "avg-score")).toBe("63");
    expect(figure(hero, "avg-percentile")).toBe("81st");
    expect(figure(hero, "position")).toBe("Above the top quartile");
    expect(within(hero).getAllByTestId("bucket-product").map((p) => p.getAttribute("data-question-id"))).toEqual([QA, QB]);
    expect(within(hero).getAllByTestId("bucket-product-score").map((s) => s.textContent)).toEqual(["Score 75", "Score 50"]);
    expect(within(hero).getByTestId("bucket-count").textContent).toBe("2 products");
    const tail = bucket("Tail");
    expect([figure(tail, "avg-score"), figure(tail, "avg-percentile"), figure(tail, "position")]).toEqual(["20", "12th", "Below the bottom quartile"]);
    const empty = bucket("Empty");
    expect([figure(empty, "avg-score"), figure(empty, "position")]).toEqual([BUCKETS_TEXT.noScore, BUCKETS_TEXT.noPosition]);
    expect(within(empty).getByText(BUCKETS_TEXT.emptyBucket)).toBeTruthy();
    // Read-only: no handles, no Move to, no Save.
    expect(screen.queryByRole("button", { name: BUCKETS_TEXT.dragHandle("Alpine Parka") })).toBeNull();
    expect(screen.queryByRole("button", { name: BUCKETS_TEXT.save })).toBeNull();
    expect(screen.queryByTestId("buckets-new-group")).toBeNull();
  });

  it("lists the rated products in no bucket under Unassigned (an unrated product nowhere)", () => {
    render(<BucketsTab view={viewOf()} data={ready} />);
    const area = screen.getByTestId("bucket-unassigned");
    expect(within(area).getAllByTestId("bucket-product").map((p) => p.textContent)).toEqual([expect.stringContaining("Delta Fleece")]);
    expect(within(area).getByTestId("bucket-product-score").textContent).toBe(BUCKETS_TEXT.productNoScore);
    expect(screen.queryByText("Unrated Hat")).toBeNull();
  });

  it("charts the average scores as an SVG image with a summary, and the figures as a table", () => {
    render(<BucketsTab view={viewOf()} data={ready} />);
    const chart = screen.getByRole("img");
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(chart.getAttribute("aria-label")).toBe(
      BUCKETS_TEXT.chartLabel([
        { name: "Hero", score: "63" },
        { name: "Tail", score: "20" },
        { name: "Empty", score: BUCKETS_TEXT.chartNoScore },
      ]),
    );
    expect(chart.querySelectorAll("rect")).toHaveLength(2);
    const rows = screen.getAllByTestId("buckets-table-row").map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Hero", "2", "63", "81st", "Above the top quartile"],
      ["Tail", "1", "20", "12th", "Below the bottom quartile"],
      ["Empty", "0", BUCKETS_TEXT.noScore, BUCKETS_TEXT.noScore, BUCKETS_TEXT.noPosition],
    ]);
    expect(screen.getByText(BUCKETS_TEXT.tableToggle).tagName.toLowerCase()).toBe("summary");
  });

  it("says there is no benchmark instead of a percentile when the brand has none", () => {
    const data = { ...ready, benchmark: "none" as const, group: { ...ready.group!, buckets: ready.group!.buckets.map((b) => ({ ...b, avg_percentile: null, position: null })) } };
    render(<BucketsTab view={viewOf()} data={data} />);
    expect(screen.getByText(BUCKETS_TEXT.benchmarkNone)).toBeTruthy();
    expect([figure(bucket("Hero"), "avg-score"), figure(bucket("Hero"), "avg-percentile"), figure(bucket("Hero"), "position")]).toEqual(["63", "No benchmark", "No benchmark"]);
  });

  it("shows the notice of an unknown group, and an empty state without groups", () => {
    const { unmount } = render(<BucketsTab view={viewOf({}, { group: id(999) })} data={{ ...ready, notice: BUCKETS_TEXT.unknownGroup(id(999)) }} />);
    expect(screen.getByTestId("buckets-notice").textContent).toBe(BUCKETS_TEXT.unknownGroup(id(999)));
    unmount();
    render(<BucketsTab view={viewOf()} data={{ ...ready, groups: [], group: null }} />);
    expect(screen.getByTestId("buckets-empty").textContent).toContain(BUCKETS_TEXT.noGroupsReadOnly);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("gives a writer the New group button and the editor", () => {
    render(<BucketsTab view={viewOf({ writeBuckets: true })} data={ready} />);
    expect(screen.getByTestId("buckets-new-group")).toBeTruthy();
    expect(screen.getByTestId("buckets-editor")).toBeTruthy();
    expect(screen.getByRole("button", { name: BUCKETS_TEXT.dragHandle("Alpine Parka") })).toBeTruthy();
  });
});
