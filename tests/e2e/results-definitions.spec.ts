// Every figure explains itself, and claims are honest at small bases (P15 items 3 and 4): on a results page the
// terms of the figures open their definition (lib/results/metric-definitions.ts) from the keyboard and close with
// Escape; on the Gates & Dates study (the brand's only Closed study, so no benchmark) the score chart is not titled
// against a benchmark and the tab says how to get one; under a filter that leaves fewer ratings than the significance
// minimum, the insight cards name no winner and say why, and the stack rank marks the small base. axe on each screen,
// screenshots at 1440 and 390. Nothing here writes.
import { audit, violationSummary } from "./support/axe";
import { adminApi, RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies } from "./support/world";
import { CLAIM_TEXT, MIN_BASE_SIZE } from "../../lib/results/claims";
import type { TResultsFilterDefinition } from "../../lib/results/filters";
import { METRIC_DEFINITIONS, METRIC_INFO_TEXT } from "../../lib/results/metric-definitions";
import { INSIGHT_CARDS } from "../../lib/results/tabs/insight-cards";
import { STACK_RANK } from "../../lib/results/tabs/stack-rank";

const { demoClosed, gatedClosed } = RESULTS_STUDIES;

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const { gql } = adminApi();

/** The gated study's country with the fewest respondents (at least one), as a filter value. */
async function smallestCountry(): Promise<{ id: string; respondents: number }> {
  const { getResultsFilters } = await gql<{ getResultsFilters: TResultsFilterDefinition[] }>(
    `query($brand_id: ID!, $survey_id: ID!) { getResultsFilters(brand_id: $brand_id, survey_id: $survey_id) { type accessor name options optionNames } }`,
    { brand_id: gatedClosed.brand, survey_id: gatedClosed.id },
  );
  const country = getResultsFilters.find((d) => d.accessor === "country");
  expect(country?.options.length, "the gated study runs in several countries").toBeGreaterThan(1);
  const counts = await Promise.all(
    country!.options.map(async (id) => ({
      id,
      respondents: (
        await gql<{ reportRespondentsCount: number }>(
          `query($brand_id: ID!, $survey_id: ID!, $filters: ResultsFilterInput) { reportRespondentsCount(brand_id: $brand_id, survey_id: $survey_id, filters: $filters) }`,
          { brand_id: gatedClosed.brand, survey_id: gatedClosed.id, filters: { country: [id] } },
        )
      ).reportRespondentsCount,
    })),
  );
  return counts.filter((c) => c.respondents > 0).sort((a, b) => a.respondents - b.respondents)[0]!;
}

test("a figure's term opens its definition from the keyboard, and Escape closes it", async ({ page }) => {
  await page.goto(resultsPath(demoClosed, "tab=stack-rank"));
  const terms = page.getByTestId("stack-rank").getByTestId("metric-terms");
  await expect(terms).toBeVisible();
  const score = terms.getByRole("button", { name: METRIC_INFO_TEXT.open(METRIC_DEFINITIONS.score.term) });
  await score.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByTestId("metric-term-score-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("metric-short")).toHaveText(METRIC_DEFINITIONS.score.short);
  await expect(panel.getByTestId("metric-long")).toHaveText(METRIC_DEFINITIONS.score.long);
  await expect(score).toHaveAttribute("aria-expanded", "true");
  const violations = violationSummary(await audit(page, '[data-testid="stack-rank"]'));
  expect(violations).toEqual([]);
  await shoot(page, "results-definition-open");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(score).toBeFocused();

  // The significance panel's own "i", by keyboard too.
  const sig = page.getByRole("button", { name: METRIC_INFO_TEXT.open(METRIC_DEFINITIONS.significance.term) });
  await sig.focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("metric-info-significance-panel").getByTestId("metric-short")).toHaveText(METRIC_DEFINITIONS.significance.short);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("metric-info-significance-panel")).toBeHidden();
});

test("without a benchmark the chart is not titled against one and the tab says how to get one", async ({ page }) => {
  await page.goto(resultsPath(gatedClosed, "tab=stack-rank"));
  await expect(page.getByTestId("stack-rank-benchmark")).toHaveText(STACK_RANK.noBenchmark);
  expect(STACK_RANK.noBenchmark).toBe(CLAIM_TEXT.noBenchmark);
  await expect(page.getByTestId("score-chart").locator("figcaption")).toHaveText(CLAIM_TEXT.scoreChartWithoutBenchmark);
  await expect(page.getByTestId("score-chart").locator("figcaption")).not.toContainText(/benchmark/i);
  expect(violationSummary(await audit(page, '[data-testid="stack-rank"]'))).toEqual([]);
  await shoot(page, "results-no-benchmark");
});

test("below the significance base the insight cards name no winner and the stack rank marks the small base", async ({ page }) => {
  test.slow();
  const country = await smallestCountry();
  expect(country.respondents, "the smallest country leaves a small base").toBeLessThan(MIN_BASE_SIZE);

  await page.goto(resultsPath(gatedClosed, `tab=insight-cards&country=${country.id}`));
  const findings = page.getByTestId("insight-findings");
  const leader = findings.locator('[data-testid="insight-card"][data-kind="winner"]');
  await expect(leader).toHaveCount(1);
  await expect(leader.getByTestId("insight-key")).toContainText(CLAIM_TEXT.tooFewWinner(MIN_BASE_SIZE));
  await expect(leader.getByTestId("insight-kind")).toHaveText(INSIGHT_CARDS.smallBaseKinds.winner);
  await expect(leader.getByTestId("insight-title")).not.toContainText(/winner/i);
  await expect(leader.getByTestId("small-base")).toHaveText(/^Small base: n = \d+$/);
  await expect(page.getByText(/is the winner$/)).toHaveCount(0);
  expect(violationSummary(await audit(page, '[data-testid="insight-cards"]'))).toEqual([]);
  await shoot(page, "results-small-base-insights");

  await page.goto(resultsPath(gatedClosed, `tab=stack-rank&country=${country.id}`));
  await expect(page.getByTestId("score-chart-small-base")).toContainText(`fewer than ${MIN_BASE_SIZE} ratings`);
  const first = page.getByTestId("stack-rank-row").first();
  await expect(first.getByTestId("small-base")).toHaveText(CLAIM_TEXT.smallBase(Number(await first.getByTestId("sr-count").textContent())));
  expect(violationSummary(await audit(page, '[data-testid="stack-rank"]'))).toEqual([]);
  await shoot(page, "results-small-base-stack-rank");
});
