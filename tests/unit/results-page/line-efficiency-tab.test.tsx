// @vitest-environment jsdom
// The line-efficiency tab (components/results/tabs/line-efficiency.tsx) on hand-made data (line-efficiency-view.ts):
// the base and threshold in words; the chart (role img, a summary naming every point, exact and approximate marks,
// the chosen size ringed); the table of every size with the engine's figures; the chosen set with its products and
// their own reach; size links that keep the filters; for admins the sales plan toggle and, with show=sales-plan, the
// overlay point and the plan's figures; for others a notice instead; without TURF an explanatory panel; too few
// products or nobody reached: an empty state.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { AnchorHTMLAttributes } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LineEfficiencyTab } from "@/components/results/tabs/line-efficiency";
import { LINE_EFFICIENCY_MSG } from "@/lib/results/line-efficiency";
import { LINE_EFFICIENCY_TAB as T, type TLineEfficiencyData, type TSalesPlanView } from "@/lib/results/tabs/line-efficiency";
import { COUNTRY, ID, makeView, PLAN, REPORT } from "./line-efficiency-view";

// A plain anchor: the app router a real Link needs is not mounted here.
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a href={href} {...rest} />,
}));

afterEach(cleanup);

const ready = (over: Partial<Extract<TLineEfficiencyData, { kind: "ready" }>> = {}, salesPlan: TSalesPlanView = { state: "off" }): TLineEfficiencyData => ({
  kind: "ready",
  report: REPORT,
  chosenK: 2,
  elbowK: 2,
  kNotice: null,
  salesPlan,
  ...over,
});
const cells = (k: number) => {
  const row = screen.getByTestId(`reach-row-${k}`);
  return Object.fromEntries([...row.querySelectorAll("[data-cell]")].map((c) => [c.getAttribute("data-cell"), c.textContent]));
};
const params = (href: string | null) => new URL(href ?? "", "http://x").searchParams;

describe("line efficiency: the curve, its table and the chosen set", () => {
  it("states the base and the threshold", () => {
    render(<LineEfficiencyTab view={makeView()} data={ready()} />);
    expect(screen.getByTestId("line-efficiency-base").textContent).toBe(
      "Base: 16 respondents who rated at least one product. A product reaches a respondent who rated it 4 or 5 stars.",
    );
  });

  it("the table lists every size with the engine's figures; the chosen row is current", () => {
    render(<LineEfficiencyTab view={makeView()} data={ready()} />);
    expect(cells(1)).toEqual({ set: "Anorak", reach: "8", share: "50.0%", increment: "+8", frequency: "1.00", search: "Exact" });
    expect(cells(2)).toEqual({ set: "Anorak, Cap", reach: "13", share: "81.3%", increment: "+5", frequency: "1.00", search: "Exact" });
    expect(cells(3)).toEqual({ set: "Anorak, Cap, Duffel", reach: "14", share: "87.5%", increment: "+1", frequency: "1.07", search: "Exact" });
    expect(cells(4)).toEqual({ set: "Anorak, Boot, Cap, Duffel", reach: "14", share: "87.5%", increment: "0", frequency: "1.57", search: "Exact" });
    expect(screen.getByTestId("reach-row-2").getAttribute("aria-current")).toBe("true");
    expect(screen.getByTestId("reach-row-3").getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("table", { name: T.tableCaption })).toBeTruthy();
  });

  it("the chart is an image whose label names every point and the chosen size; the chosen point is ringed", () => {
    render(<LineEfficiencyTab view={makeView()} data={ready()} />);
    // Drawn twice (wide, and narrow for phones: CSS shows one), with the same summary.
    const drawings = screen.getAllByRole("img", { name: /^Line chart of reach/ });
    expect(drawings.map((d) => d.getAttribute("data-testid"))).toEqual(["line-efficiency-chart", "line-efficiency-chart-narrow"]);
    expect(drawings[1]!.getAttribute("aria-label")).toBe(drawings[0]!.getAttribute("aria-label"));
    expect(drawings[1]!.querySelectorAll("g[data-k]")).toHaveLength(4);
    const chart = screen.getByTestId("line-efficiency-chart");
    expect(chart.getAttribute("aria-label")).toBe(
      "Line chart of reach by number of products: 1 product 50.0%, 2 products 81.3%, 3 products 87.5%, 4 products 87.5%. Chosen: 2.",
    );
    const points = chart.querySelectorAll("g[data-k]");
    expect(points).toHaveLength(4);
    expect([...points].map((p) => p.getAttribute("data-exact"))).toEqual(["true", "true", "true", "true"]);
    // The value labels and the word "chosen" under the chosen point.
    expect(chart.textContent).toContain("81.3%");
    expect(within(chart.querySelector('g[data-k="2"]') as HTMLElement).getByText(T.chosenMark)).toBeTruthy();
    expect(chart.querySelector('g[data-k="3"]')?.textContent).not.toContain(T.chosenMark);
    expect(screen.queryByTestId("chart-sales-plan")).toBeNull();
  });

  it("the chosen set: reach, frequency, increment, exactness and its products with their own reach", () => {
    render(<LineEfficiencyTab view={makeView()} data={ready({ chosenK: 3, elbowK: 2 })} />);
    const set = screen.getByTestId("line-efficiency-set");
    expect(within(set).getByRole("heading", { name: "Best set of 3 products" })).toBeTruthy();
    expect(within(set).getByTestId("set-reach").textContent).toBe("14 (87.5%)");
    expect(within(set).getByTestId("set-frequency").textContent).toBe("1.07");
    expect(within(set).getByTestId("set-increment").textContent).toBe("+1");
    expect(within(set).getByTestId("set-search").textContent).toBe(T.exactNote);
    expect(within(set).queryByText(T.setElbow)).toBeNull();
    const products = within(set).getAllByTestId("set-product");
    expect(products.map((p) => p.querySelector("p")?.textContent)).toEqual(["Anorak", "Cap", "Duffel"]);
    expect(products[0]!.textContent).toContain("Reaches on its own: 8 (50.0%)");
    expect(products[2]!.textContent).toContain("Reaches on its own: 2 (12.5%)");
    expect(products[0]!.querySelector("img")?.getAttribute("src")).toBe("/img/a.png");
  });

  it("the elbow's set says it is the bend", () => {
    render(<LineEfficiencyTab view={makeView()} data={ready()} />);
    expect(within(screen.getByTestId("line-efficiency-set")).getByText(T.setElbow)).toBeTruthy();
  });

  it("size links keep the filters and the sales-plan choice, and mark the chosen size and the elbow", () => {
    render(<LineEfficiencyTab view={makeView({ admin: true, salesPlan: true })} data={ready({ chosenK: 3 }, { state: "shown", plan: PLAN })} />);
    const link = screen.getByTestId("set-size-4");
    const p = params(link.getAttribute("href"));
    expect(p.get("k")).toBe("4");
    expect(p.getAll("country")).toEqual([COUNTRY]);
    expect(p.get("show")).toBe("sales-plan");
    expect(p.get("tab")).toBe("line-efficiency-graph");
    expect(screen.getByTestId("set-size-3").getAttribute("aria-current")).toBe("true");
    expect(screen.getByTestId("set-size-2").getAttribute("aria-label")).toBe("Show the best set of 2 products (elbow of the curve)");
    expect(screen.getByTestId("set-size-1").getAttribute("aria-label")).toBe("Show the best set of 1 product");
  });

  it("an approximate size is hollow with a whisker to its upper bound and says so in the chart, the table and the set", () => {
    const approx = { ...REPORT.sets[2]!, exact: false, upper_bound: 15 };
    const report = { ...REPORT, sets: [REPORT.sets[0]!, REPORT.sets[1]!, approx] };
    render(<LineEfficiencyTab view={makeView()} data={ready({ report, chosenK: 3 })} />);
    const point = screen.getByTestId("line-efficiency-chart").querySelector('g[data-k="3"]')!;
    expect(point.getAttribute("data-exact")).toBe("false");
    expect(point.textContent).toContain(T.approximate);
    expect(point.querySelector("line[stroke-dasharray]")).not.toBeNull();
    expect(screen.getByTestId("line-efficiency-chart").getAttribute("aria-label")).toContain("3 products 87.5% (approximate)");
    expect(cells(3).search).toBe("Approximate (at most 15 (93.8%))");
    expect(screen.getByTestId("set-search").textContent).toBe(T.approximateNote(15, 16));
    expect(screen.getByText(T.legendApproximate)).toBeTruthy();
  });

  it("a k the address could not use is explained", () => {
    render(<LineEfficiencyTab view={makeView({ k: "9" })} data={ready({ kNotice: T.badK("9", 4, 2) })} />);
    expect(screen.getByRole("status").textContent).toBe('"k=9" is not a set size from 1 to 4; showing 2 (the elbow of the curve) instead.');
  });
});

describe("line efficiency: the sales plan", () => {
  it("admins see a Show sales plan link keeping the filters", () => {
    render(<LineEfficiencyTab view={makeView({ admin: true })} data={ready()} />);
    const toggle = screen.getByTestId("sales-plan-toggle");
    expect(toggle.textContent).toBe("Show sales plan");
    const p = params(toggle.getAttribute("href"));
    expect(p.get("show")).toBe("sales-plan");
    expect(p.getAll("country")).toEqual([COUNTRY]);
    expect(screen.queryByTestId("sales-plan")).toBeNull();
  });

  it("with show=sales-plan an admin sees the overlay point and the plan's figures, and a Hide link", () => {
    render(<LineEfficiencyTab view={makeView({ admin: true, salesPlan: true })} data={ready({}, { state: "shown", plan: PLAN })} />);
    const toggle = screen.getByTestId("sales-plan-toggle");
    expect(toggle.textContent).toBe("Hide sales plan");
    expect(params(toggle.getAttribute("href")).get("show")).toBeNull();
    expect(params(toggle.getAttribute("href")).getAll("country")).toEqual([COUNTRY]);

    const overlay = screen.getByTestId("chart-sales-plan");
    expect(overlay.textContent).toBe("Sales plan 56.3%");
    expect(screen.getByTestId("line-efficiency-chart").getAttribute("aria-label")).toContain("Sales plan of 2 products: 56.3%; best set of that size: 81.3%.");
    expect(screen.getByTestId("line-efficiency-chart-narrow").querySelector('[data-part="sales-plan"]')?.textContent).toBe("Sales plan 56.3%");

    const panel = screen.getByTestId("sales-plan");
    expect(within(panel).getByRole("heading", { name: "Sales plan (M/S Only)" })).toBeTruthy();
    expect(within(panel).getByTestId("plan-plan").textContent).toBe("9 (56.3%)");
    expect(within(panel).getByTestId("plan-best").textContent).toBe("13 (81.3%)");
    expect(within(panel).getByTestId("plan-gap").textContent).toBe("4 (25.0%)");
    expect(within(panel).getByTestId("sales-plan-text").textContent).toBe(
      "The sales plan's 2 products reach 9 (56.3%) respondents." +
        "The best set of 2 products reaches 13 (81.3%)." +
        "Gap: 4 respondents (25.0% of the base) that the best set reaches and the plan does not.",
    );
    const planItems = within(within(panel).getByTestId("sales-plan-products")).getAllByRole("listitem");
    expect(planItems.map((li) => li.getAttribute("data-product-id"))).toEqual([ID.A, ID.B]);
    expect(planItems[0]!.textContent).toContain(T.inBoth);
    expect(planItems[1]!.textContent).not.toContain(T.inBoth);
    const bestItems = within(within(panel).getByTestId("sales-plan-best-products")).getAllByRole("listitem");
    expect(bestItems.map((li) => li.getAttribute("data-product-id"))).toEqual([ID.A, ID.C]);
    expect(screen.getByText(T.legendPlan)).toBeTruthy();
  });

  it("a plan larger than the curve: the best set of its size is drawn beyond it; no gap says so", () => {
    const plan = { ...PLAN, products: [ID.A, ID.B, ID.C, ID.D], k: 4, reach: 14, best_products: [ID.A, ID.B, ID.C, ID.D], best_reach: 14, gap: 0 };
    const report = { ...REPORT, sets: REPORT.sets.slice(0, 3) };
    render(<LineEfficiencyTab view={makeView({ admin: true, salesPlan: true })} data={ready({ report }, { state: "shown", plan })} />);
    expect(screen.getByTestId("chart-best-beyond").textContent).toBe("Best 4");
    expect(within(screen.getByTestId("sales-plan")).getByTestId("sales-plan-text").textContent).toContain(
      "Gap: none. The sales plan reaches as many respondents as the best set of its size.",
    );
  });

  it("others asking for the sales plan get a notice, no figures and no toggle", () => {
    render(<LineEfficiencyTab view={makeView({ admin: false, salesPlan: true })} data={ready({}, { state: "admin-only" })} />);
    expect(screen.getByTestId("sales-plan-admin-only").textContent).toBe(T.salesPlanAdminOnly);
    expect(screen.queryByTestId("sales-plan")).toBeNull();
    expect(screen.queryByTestId("chart-sales-plan")).toBeNull();
    expect(screen.queryByTestId("sales-plan-toggle")).toBeNull();
  });

  it("a study without a sales plan says so", () => {
    render(<LineEfficiencyTab view={makeView({ admin: true, salesPlan: true })} data={ready({}, { state: "none", reason: LINE_EFFICIENCY_MSG.noSalesPlan })} />);
    expect(screen.getByTestId("sales-plan-none").textContent).toBe(LINE_EFFICIENCY_MSG.noSalesPlan);
    expect(screen.queryByTestId("sales-plan")).toBeNull();
  });
});

describe("line efficiency: when there is nothing to show", () => {
  it("without TURF: what it would show and how it is turned on, no link", () => {
    render(<LineEfficiencyTab view={makeView({ turf: false })} data={{ kind: "turf-off" }} />);
    const panel = screen.getByTestId("turf-off");
    expect(within(panel).getByRole("heading", { level: 2 }).textContent).toBe("Line efficiency is not enabled for this brand");
    expect(within(panel).getByRole("heading", { name: T.turfOffWhatTitle })).toBeTruthy();
    expect(within(panel).getAllByRole("listitem")).toHaveLength(T.turfOffWhat.length);
    expect(panel.textContent).toContain('An admin turns it on with the brand setting "TURF analysis".');
    expect(panel.querySelector("a")).toBeNull();
  });

  it("fewer than 2 products", () => {
    render(<LineEfficiencyTab view={makeView()} data={{ kind: "too-few-products", products: 1 }} />);
    const empty = screen.getByTestId("line-efficiency-empty");
    expect(empty.textContent).toContain(T.tooFewTitle);
    expect(empty.textContent).toContain("This study has 1 product with ratings");
  });

  it("nobody reached: no ratings, or none at the threshold", () => {
    render(<LineEfficiencyTab view={makeView()} data={{ kind: "nobody-reached", respondents: 0, threshold: 4 }} />);
    expect(screen.getByTestId("line-efficiency-empty").textContent).toContain("No respondent in this view has rated a product yet.");
    cleanup();
    render(<LineEfficiencyTab view={makeView()} data={{ kind: "nobody-reached", respondents: 40, threshold: 4 }} />);
    expect(screen.getByTestId("line-efficiency-empty").textContent).toContain(
      "None of the 40 respondents in this view rated a product 4 or 5 stars, so no set of products reaches anyone.",
    );
  });
});
