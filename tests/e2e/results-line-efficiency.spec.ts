// The results page's line-efficiency and learnings & impact tabs (P11 item 3; spec 3 §2 tab=line-efficiency-graph,
// show=sales-plan, "Learnings and impact report"; §6 the sales plan is "(M/S Only)"), as an admin on the seeded studies:
//   - Northwind (TURF): the curve's table shows the figures reportLineEfficiency returns (GraphQL for the Active study,
//     REST for the Closed one), the chosen set matches its row, a size link chooses another set;
//   - with show=sales-plan the overlay and the plan's reach, the best set's and the gap appear (every product of the
//     Active study has a sales plan), and "Hide sales plan" takes them away;
//   - Harbor & Pine (no TURF) explains what the analysis would show;
//   - the learnings tab shows what learningsAndImpact returns, or the empty state when nothing is recorded;
//   - axe finds nothing on either tab; both are photographed at 1440 and 390 px. Nothing here writes.
import { audit, violationSummary } from "./support/axe";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { apiAs, expect, test } from "./support/test";
import { acceptCookies } from "./support/world";
import { seedId } from "../../lib/ids";
import type { Page } from "@playwright/test";
import type { TLineEfficiencyReport } from "../../lib/results/line-efficiency";
import type { TLearningsAndImpact } from "../../lib/results/respondent-reports";
import { elbowK, formatFrequency, formatIncrement, formatReach, formatReachShare, LINE_EFFICIENCY_TAB as T } from "../../lib/results/tabs/line-efficiency";
import { LEARNINGS_TAB } from "../../lib/results/tabs/learnings-impact";

const { customerActive, customerClosed, demoClosed } = RESULTS_STUDIES;
const TAB = "tab=line-efficiency-graph";
/** A Closed line review of Harbor & Pine (prisma/seed/labs-history.ts), a brand without TURF. */
const labsClosed = { brand: seedId("brand:labs"), id: seedId("labs:survey:s7") };

const REPORT_FIELDS = `respondents threshold sales_plan_reason
  sets { k products reach reach_share frequency increment exact upper_bound }
  singles { product_id reach reach_share }
  sales_plan { products k reach reach_share frequency best_products best_reach best_exact gap }`;

/** reportLineEfficiency through GraphQL, as the admin. */
async function reportByGraphql(study: { brand: string; id: string }, maxK: number, show?: "sales-plan"): Promise<TLineEfficiencyReport> {
  const api = await apiAs("admin");
  try {
    const res = await api.post("/api/v1/graphql", {
      data: {
        query: `query($b: ID!, $s: ID!, $k: Int, $show: String) { reportLineEfficiency(brand_id: $b, survey_id: $s, max_k: $k, show: $show) { ${REPORT_FIELDS} } }`,
        variables: { b: study.brand, s: study.id, k: maxK, show: show ?? null },
      },
    });
    const body = (await res.json()) as { data?: { reportLineEfficiency: TLineEfficiencyReport }; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.reportLineEfficiency;
  } finally {
    await api.dispose();
  }
}

/** The same report through REST: POST …/report/line-efficiency. */
async function reportByRest(study: { brand: string; id: string }, maxK: number): Promise<TLineEfficiencyReport> {
  const api = await apiAs("admin");
  try {
    const res = await api.post(`/api/v1/brand/${study.brand}/survey/${study.id}/report/line-efficiency`, { data: { max_k: maxK } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { results: TLineEfficiencyReport }).results;
  } finally {
    await api.dispose();
  }
}

/** Every row of the tab's table against the report: products, reach, share, increment, frequency, exactness. */
async function expectTableEquals(page: Page, report: TLineEfficiencyReport) {
  const table = page.getByTestId("line-efficiency-table");
  await expect(table.locator("tbody tr")).toHaveCount(report.sets.length);
  const base = report.respondents;
  for (const s of report.sets) {
    const row = page.getByTestId(`reach-row-${s.k}`);
    await expect(row.locator('[data-cell="set"]')).toHaveAttribute("data-products", s.products.join(","));
    await expect(row.locator('[data-cell="reach"]')).toHaveText(s.reach.toLocaleString("en-US"));
    await expect(row.locator('[data-cell="share"]')).toHaveText(formatReachShare(s.reach / base));
    await expect(row.locator('[data-cell="increment"]')).toHaveText(formatIncrement(s.increment));
    await expect(row.locator('[data-cell="frequency"]')).toHaveText(formatFrequency(s.frequency));
    await expect(row.locator('[data-cell="search"]')).toHaveText(s.exact ? T.exact : T.approximateUpTo(s.upper_bound, base));
  }
  await expect(page.getByTestId("line-efficiency-base")).toHaveText(T.base(base, report.threshold));
  // One point per size on the chart, named in its label.
  const chart = page.getByRole("img", { name: /^Line chart of reach by number of products/ });
  await expect(chart.locator("g[data-k]")).toHaveCount(report.sets.length);
}

async function expectChosenSet(page: Page, report: TLineEfficiencyReport, k: number) {
  const set = report.sets.find((s) => s.k === k)!;
  const panel = page.getByTestId("line-efficiency-set");
  await expect(panel.getByRole("heading", { name: T.setTitle(k) })).toBeVisible();
  await expect(panel.getByTestId("set-reach")).toHaveText(formatReach(set.reach, report.respondents));
  await expect(panel.getByTestId("set-frequency")).toHaveText(formatFrequency(set.frequency));
  await expect(panel.getByTestId("set-increment")).toHaveText(formatIncrement(set.increment));
  await expect(panel.getByTestId("set-product")).toHaveCount(set.products.length);
  await expect(page.getByTestId(`reach-row-${k}`)).toHaveAttribute("aria-current", "true");
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("line efficiency on Northwind's Active study: the curve equals the engine's, and the sales plan overlay", async ({ page }) => {
    test.slow();
    // 6 products: every size from 1 to 6 is searched.
    const report = await reportByGraphql(customerActive, 6);
    await page.goto(resultsPath(customerActive, TAB));
    await expect(page.getByTestId("line-efficiency")).toBeVisible();
    await expectTableEquals(page, report);
    // No k in the address: the elbow of the curve is chosen.
    await expectChosenSet(page, report, elbowK(report.sets));
    await expect(page.getByTestId("sales-plan")).toHaveCount(0);

    // The sales plan: every product of this study has one, so the plan is all six against the best six.
    await page.getByTestId("sales-plan-toggle").click();
    await expect(page).toHaveURL(/show=sales-plan/);
    const withPlan = await reportByGraphql(customerActive, 6, "sales-plan");
    const plan = withPlan.sales_plan!;
    expect(plan.k).toBe(6);
    const base = withPlan.respondents;
    const panel = page.getByTestId("sales-plan");
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("plan-plan")).toHaveText(formatReach(plan.reach, base));
    await expect(panel.getByTestId("plan-best")).toHaveText(formatReach(plan.best_reach, base));
    await expect(panel.getByTestId("plan-gap")).toHaveText(`${plan.gap.toLocaleString("en-US")} (${formatReachShare(plan.gap / base)})`);
    await expect(panel.getByTestId("sales-plan-text")).toContainText(T.gap(plan, base));
    await expect(panel.getByTestId("sales-plan-products").locator("li")).toHaveCount(plan.products.length);
    await expect(page.getByTestId("chart-sales-plan")).toHaveText(`${T.planPoint} ${formatReachShare(plan.reach / base)}`);
    await expect(page.getByTestId("sales-plan-toggle")).toHaveText(T.hideSalesPlan);
    await expectTableEquals(page, withPlan);

    const a = await audit(page, '[data-testid="results-panel-line-efficiency-graph"]');
    expect(violationSummary(a)).toEqual([]);
    await shoot(page, "results-line-efficiency");

    await page.getByTestId("sales-plan-toggle").click();
    await expect(page.getByTestId("sales-plan")).toHaveCount(0);
    await expect(page.getByTestId("chart-sales-plan")).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("show")).toBeNull();
  });

  test("line efficiency on Northwind's Closed study equals the REST report; a size link chooses its set", async ({ page }) => {
    const report = await reportByRest(customerClosed, 5);
    await page.goto(resultsPath(customerClosed, TAB));
    await expectTableEquals(page, report);
    await page.getByTestId("set-size-1").click();
    await expect(page).toHaveURL(/[?&]k=1(&|$)/);
    await expectChosenSet(page, report, 1);
    await page.getByTestId(`set-size-${report.sets.length}`).click();
    await expectChosenSet(page, report, report.sets.length);
  });

  test("Harbor & Pine has no TURF: the tab says what the analysis would show", async ({ page }) => {
    await page.goto(resultsPath(labsClosed, `${TAB}&show=sales-plan`));
    const panel = page.getByTestId("turf-off");
    await expect(panel.getByRole("heading", { name: T.turfOffTitle })).toBeVisible();
    for (const line of T.turfOffWhat) await expect(panel.getByText(line)).toBeVisible();
    await expect(panel.getByText(T.turfOffHow)).toBeVisible();
    await expect(page.getByTestId("line-efficiency-chart")).toHaveCount(0);
    const a = await audit(page, '[data-testid="results-panel-line-efficiency-graph"]');
    expect(violationSummary(a)).toEqual([]);
    await shoot(page, "results-line-efficiency-off");
  });

  test("learnings & impact on Demo's Closed study: what learningsAndImpact returns, or the empty state", async ({ page }) => {
    const api = await apiAs("admin");
    const res = await api.post("/api/v1/graphql", {
      data: {
        query: `query($b: ID!, $s: ID!) { learningsAndImpact(brand_id: $b, survey_id: $s) { survey_id impact { insight learnings decisions estimated_roi }
          key_takeaways { id learning decision estimated_roi order question { id product { id name image } } } } }`,
        variables: { b: demoClosed.brand, s: demoClosed.id },
      },
    });
    const body = (await res.json()) as { data?: { learningsAndImpact: TLearningsAndImpact }; errors?: unknown };
    await api.dispose();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const data = body.data!.learningsAndImpact;

    await page.goto(resultsPath(demoClosed, "tab=learnings-impact"));
    await expect(page.getByRole("heading", { name: LEARNINGS_TAB.title, level: 2 })).toBeVisible();
    const nothing = data.key_takeaways.length === 0 && Object.values(data.impact).every((v) => v === null || v.trim() === "");
    if (nothing) {
      const empty = page.getByTestId("learnings-empty");
      await expect(empty).toContainText(LEARNINGS_TAB.emptyTitle);
      for (const w of LEARNINGS_TAB.emptyWhat) await expect(empty.getByText(w.term, { exact: true })).toBeVisible();
      // Its one link leads to a tab that exists.
      await empty.getByTestId("learnings-empty-action").click();
      await expect(page.getByTestId("results-panel-insight-cards")).toBeVisible();
      await page.goBack();
      await expect(page.getByTestId("learnings-empty")).toBeVisible();
    } else {
      await expect(page.getByTestId("takeaway")).toHaveCount(data.key_takeaways.length);
      for (const [i, k] of data.key_takeaways.entries()) {
        const card = page.getByTestId("takeaway").nth(i);
        await expect(card.getByTestId("takeaway-product")).toHaveText(k.question?.product?.name ?? LEARNINGS_TAB.noProduct);
        if (k.learning.trim()) await expect(card.getByTestId("takeaway-learning")).toContainText(k.learning.trim());
      }
    }
    const a = await audit(page, '[data-testid="results-panel-learnings-impact"]');
    expect(violationSummary(a)).toEqual([]);
    await shoot(page, "results-learnings");
  });
});
