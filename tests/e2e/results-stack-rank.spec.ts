// The stack rank and insight cards tabs of the results page (P11 item 3) on the seeded Closed study, as an admin.
// The figures on screen are the engine's, fetched here through GraphQL (getResultsSummary, getSentimentScoreReport,
// significanceByFilters): every product's rank order, score, benchmark percentile and position, top-2-box and ratings,
// with and without a country filter; with the filter, each product's significance marks against the rest of the
// sample. The insight cards name the winner, the lowest and the most polarising product by those figures, a cannibal
// pair by the head-to-head shares, and carry the filter in words. axe finds nothing on either tab; screenshots at
// 1440 and 390. Nothing here writes.
import type { Page } from "@playwright/test";
import { audit, violationSummary } from "./support/axe";
import { adminApi, RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies } from "./support/world";
import { formatPercentile, formatScore } from "../../lib/products/format";
import type { TResultsFilterDefinition, TResultsFilters } from "../../lib/results/filters";
import type { TStarCounts } from "../../lib/results/definitions";
import { INSIGHT_CARDS } from "../../lib/results/tabs/insight-cards";
import {
  benchmarkSentence,
  formatCount,
  formatShare,
  POSITION_WORDS,
  rankProducts,
  STACK_RANK,
  type TBenchmarkNorm,
  type TScoredProduct,
} from "../../lib/results/tabs/stack-rank";

const { demoClosed, demoActive } = RESULTS_STUDIES;

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const { gql } = adminApi();

type TReport = { benchmark: TBenchmarkNorm; respondents: number; products: (TScoredProduct & { stars: TStarCounts })[] };
const REPORT = `benchmark { scope category_id type size p25 p50 p75 } respondents
  products { product_id question_id stars count mean score top_two_box percentile position tier recommendation makerscore }`;

const sentiment = async (study: { id: string }, filters: TResultsFilters) =>
  (await gql<{ getSentimentScoreReport: TReport }>(`query($s: ID!, $f: ResultsFilterInput) { getSentimentScoreReport(survey_id: $s, filter: $f) { ${REPORT} } }`, { s: study.id, f: filters }))
    .getSentimentScoreReport;

type THeadToHead = { product_id: string; against: { against: string; base: number; win_share: number; loss_share: number; tie_share: number }[] }[];
const summary = async (filters: TResultsFilters) =>
  (
    await gql<{ getResultsSummary: { respondents: number; sentiment: TReport; head_to_head: THeadToHead } }>(
      `query($s: ID!, $f: ResultsFilterInput) { getResultsSummary(survey_id: $s, filter: $f) {
        respondents sentiment { ${REPORT} } head_to_head { product_id against { against base win_share loss_share tie_share } } } }`,
      { s: demoClosed.id, f: filters },
    )
  ).getResultsSummary;

type TSig = { product_id: string; tested: boolean; base: { filtered: number; rest: number }; top_two_box: { difference: number; significant: boolean } | null; mean: { difference: number; significant: boolean } | null };
const significance = async (filters: TResultsFilters) =>
  (
    await gql<{ significanceByFilters: TSig[] }>(
      `query($s: ID!, $f: ResultsFilterInput) { significanceByFilters(survey_id: $s, filters: $f) {
        product_id tested base { filtered rest } top_two_box { difference significant } mean { difference significant } } }`,
      { s: demoClosed.id, f: filters },
    )
  ).significanceByFilters;

/** The study's first country filter option and its name (the seeded study runs in several countries). */
async function firstCountry(): Promise<{ id: string; name: string }> {
  const defs = (
    await gql<{ getResultsFilters: TResultsFilterDefinition[] }>(
      `query($b: ID!, $s: ID!) { getResultsFilters(brand_id: $b, survey_id: $s) { type accessor name options optionNames } }`,
      { b: demoClosed.brand, s: demoClosed.id },
    )
  ).getResultsFilters;
  const country = defs.find((d) => d.accessor === "country");
  expect(country?.options.length).toBeGreaterThan(1);
  return { id: country!.options[0]!, name: country!.optionNames[0]! };
}

/** The stack rank's rows as shown: product id and each figure's text. */
async function shownRows(page: Page) {
  return page.getByTestId("stack-rank-row").evaluateAll((rows) =>
    rows.map((r) => {
      const t = (id: string) => r.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
      return { id: r.getAttribute("data-product-id"), score: t("sr-score"), percentile: t("sr-percentile"), position: t("sr-position"), top2: t("sr-top2"), count: t("sr-count") };
    }),
  );
}

/** What the rows must show for a report: the engine's figures, formatted, in rank order. */
function expectedRows(report: TReport) {
  return rankProducts(report.products).map((p) =>
    p.score === null
      ? { id: p.product_id, score: null, percentile: null, position: null, top2: null, count: null }
      : {
          id: p.product_id,
          score: formatScore(p.score),
          percentile: formatPercentile(p.percentile) || STACK_RANK.noPercentile,
          position: p.position ? POSITION_WORDS[p.position] : "—",
          top2: formatShare(p.top_two_box),
          count: formatCount(p.count),
        },
  );
}

test("stack rank: the engine's scores, percentiles, positions and top-2-box in score order, for a Closed and an Active study", async ({ page }) => {
  test.slow();
  const closed = await sentiment(demoClosed, {});
  await page.goto(resultsPath(demoClosed));
  await expect(page.getByTestId("results-panel-stack-rank")).toBeVisible();
  expect(await shownRows(page)).toEqual(expectedRows(closed));
  // The scores really differ (the seed gives the study a winner and a loser) and highest comes first.
  const scores = closed.products.map((p) => p.score!).sort((a, b) => b - a);
  expect(scores[0]! - scores.at(-1)!).toBeGreaterThan(30);
  await expect(page.getByTestId("stack-rank-benchmark")).toHaveText(benchmarkSentence(closed.benchmark));
  await expect(page.getByTestId("stack-rank-significance")).toContainText(STACK_RANK.sigNoFilter);
  await expect(page.getByTestId("sr-sig")).toHaveCount(0);
  // The chart: a bar per product, the scores in its summary, the same figures in a table.
  const chart = page.getByTestId("score-chart").getByRole("img", { name: /^Bar chart of sentiment scores/ });
  await expect(chart).toHaveAttribute("aria-label", /^Bar chart of sentiment scores, 0 to 100, highest first: /);
  for (const p of closed.products) await expect(chart).toHaveAttribute("aria-label", new RegExp(` ${formatScore(p.score)}(,|\\.)`));
  await page.getByText(STACK_RANK.chartTable).click();
  await expect(page.getByTestId("score-chart-table").locator("tbody tr")).toHaveCount(closed.products.length + (closed.benchmark.scope === "none" ? 0 : 3));

  // Audited and photographed here; the audit's verdict is checked last, so a finding does not hide the rest.
  const result = await audit(page, "main");
  await shoot(page, "results-stack-rank");

  // The Active study has the Closed one as its benchmark: percentiles, positions and the norm's quartiles show.
  const active = await sentiment(demoActive, {});
  expect(active.benchmark.scope).not.toBe("none");
  await page.goto(resultsPath(demoActive));
  expect(await shownRows(page)).toEqual(expectedRows(active));
  await expect(page.getByTestId("stack-rank-benchmark")).toHaveText(benchmarkSentence(active.benchmark));
  expect((await shownRows(page)).some((r) => r.percentile && /\d+(st|nd|rd|th)$/.test(r.percentile))).toBe(true);
  await expect(page.getByTestId("score-chart").getByRole("img", { name: /^Bar chart of sentiment scores/ })).toHaveAttribute("aria-label", new RegExp(`Benchmark quartiles ${formatScore(active.benchmark.p25)}, `));

  expect(violationSummary(result)).toEqual([]);
});

test("stack rank with a country filter: the filtered report's figures and each product's significance against the rest", async ({ page }) => {
  test.slow();
  const country = await firstCountry();
  const filters = { country: [country.id] };
  const [all, filtered, sig] = await Promise.all([sentiment(demoClosed, {}), sentiment(demoClosed, filters), significance(filters)]);
  expect(filtered.respondents).toBeLessThan(all.respondents);
  await page.goto(resultsPath(demoClosed, `country=${country.id}`));
  expect(await shownRows(page)).toEqual(expectedRows(filtered));
  expect(expectedRows(filtered)).not.toEqual(expectedRows(all));

  // A mark per product: tested ones say higher / lower / no difference on top-2-box and the mean, with the points.
  const tested = sig.filter((s) => s.tested);
  expect(tested.length).toBeGreaterThan(0);
  const higher = sig.filter((s) => s.tested && ((s.top_two_box!.significant && s.top_two_box!.difference > 0) || (s.mean!.significant && s.mean!.difference > 0))).length;
  const lower = sig.filter((s) => s.tested && ((s.top_two_box!.significant && s.top_two_box!.difference < 0) || (s.mean!.significant && s.mean!.difference < 0))).length;
  await expect(page.getByTestId("stack-rank-sig-summary")).toHaveText(STACK_RANK.sigSummary({ tested: tested.length, higher, lower }, sig.length));
  for (const s of sig) {
    const row = page.locator(`[data-testid="stack-rank-row"][data-product-id="${s.product_id}"]`);
    const box = row.getByTestId("sr-sig");
    await expect(box).toHaveAttribute("data-tested", String(s.tested));
    if (!s.tested) {
      await expect(box).toContainText(STACK_RANK.sigTooSmall(s.base));
      continue;
    }
    const dir = (t: { difference: number; significant: boolean }) => (t.significant ? (t.difference > 0 ? "higher" : "lower") : "none");
    await expect(box.getByTestId("sr-sig-top2")).toHaveAttribute("data-direction", dir(s.top_two_box!));
    await expect(box.getByTestId("sr-sig-mean")).toHaveAttribute("data-direction", dir(s.mean!));
    const m = { direction: dir(s.top_two_box!), difference: 100 * s.top_two_box!.difference, q: Number.NaN } as const;
    await expect(box.getByTestId("sr-sig-top2")).toContainText(STACK_RANK.sigTopTwoBox(m));
  }
  await shoot(page, "results-stack-rank-filtered");
});

/** The insight cards as shown: id, kind, title and figures. */
async function shownCards(page: Page, list: "insight-findings" | "insight-products") {
  return page
    .getByTestId(list)
    .getByTestId("insight-card")
    .evaluateAll((cards) =>
      cards.map((c) => ({
        id: c.getAttribute("data-card-id")!,
        kind: c.getAttribute("data-kind"),
        title: c.querySelector('[data-testid="insight-title"]')!.textContent,
        filters: c.querySelector('[data-testid="insight-filters"]')!.textContent,
        figures: Object.fromEntries([...c.querySelectorAll('[data-testid="insight-figure"]')].map((f) => [f.getAttribute("data-label"), f.textContent])),
      })),
    );
}

/** The product with the largest smaller share of 1–2 and 4–5 stars (on at least 30 ratings). */
function polarising(report: TReport): string {
  const split = (s: TStarCounts) => {
    const n = s.reduce((a, b) => a + b, 0);
    return Math.min(s[0] + s[1], s[3] + s[4]) / n;
  };
  return [...report.products].filter((p) => p.count >= 30).sort((a, b) => split(b.stars) - split(a.stars))[0]!.product_id;
}

test("insight cards: the winner, the lowest, the most polarising and a cannibal pair by the engine's figures, each card with its filters", async ({ page }) => {
  test.slow();
  const all = await summary({});
  const ranked = rankProducts(all.sentiment.products).filter((p) => p.score !== null);
  await page.goto(resultsPath(demoClosed, "tab=insight-cards"));
  const findings = await shownCards(page, "insight-findings");
  expect(findings[0]!.id).toBe(`winner:${ranked[0]!.product_id}`);
  expect(findings[1]!.id).toBe(`lowest:${ranked.at(-1)!.product_id}`);
  const w = ranked[0]!;
  expect(findings[0]!.figures).toEqual({ Score: formatScore(w.score), "Top-2-box": formatShare(w.top_two_box), Ratings: formatCount(w.count) });
  expect(findings.map((f) => f.id)).toContain(`polarising:${polarising(all.sentiment)}`);
  // The seeded cannibals (P9 #33): near 50/50 head-to-head with few ties; the card shows the engine's shares.
  const cannibal = findings.find((f) => f.kind === "cannibals");
  expect(cannibal).toBeDefined();
  const [, a, b] = cannibal!.id.split(":") as [string, string, string];
  const cell = all.head_to_head.find((r) => r.product_id === a)!.against.find((c) => c.against === b)!;
  expect(Object.values(cannibal!.figures)).toEqual(
    expect.arrayContaining([formatShare(100 * cell.win_share), formatShare(100 * cell.loss_share), formatShare(100 * cell.tie_share), formatCount(cell.base)]),
  );
  expect(Math.abs(cell.win_share - cell.loss_share)).toBeLessThanOrEqual(0.1);
  expect(findings.every((f) => f.filters === `${INSIGHT_CARDS.filtersLabel}: ${INSIGHT_CARDS.allRespondents}`)).toBe(true);

  // One card per product, in score order, with its score, top-2-box and ratings.
  const products = await shownCards(page, "insight-products");
  expect(products.map((c) => c.id)).toEqual(rankProducts(all.sentiment.products).map((p) => `product:${p.product_id}`));
  for (const [i, p] of rankProducts(all.sentiment.products).entries()) {
    expect([products[i]!.figures.Score, products[i]!.figures["Top-2-box"], products[i]!.figures.Ratings]).toEqual([formatScore(p.score), formatShare(p.top_two_box), formatCount(p.count)]);
  }
  // Every card, and nothing else, has its Snip button named after it (P12 #10; the brand has enableSnapShare); the
  // other buttons of the tab are the definitions' "What is …?" (P15 item 3).
  const cards = page.getByTestId("insight-card");
  await expect(page.getByTestId("results-panel-insight-cards").getByRole("button", { name: /^Snip / })).toHaveCount(await cards.count());
  await expect(page.getByTestId("results-panel-insight-cards").getByRole("button", { name: /^What is / }).first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByRole("button", { name: `Snip ${await card.getByTestId("insight-title").textContent()}`, exact: true })).toBeVisible();
  }

  // Audited and photographed here; the audit's verdict is checked last, so a finding does not hide the rest.
  const result = await audit(page, "main");
  await shoot(page, "results-insight-cards");

  // Under a country filter: the filtered figures, and every card says which filter it holds under.
  const country = await firstCountry();
  const filtered = await summary({ country: [country.id] });
  await page.goto(resultsPath(demoClosed, `tab=insight-cards&country=${country.id}`));
  const fRanked = rankProducts(filtered.sentiment.products).filter((p) => p.score !== null);
  const fFindings = await shownCards(page, "insight-findings");
  expect(fFindings[0]!.id).toBe(`winner:${fRanked[0]!.product_id}`);
  expect(fFindings[0]!.figures).toEqual({ Score: formatScore(fRanked[0]!.score), "Top-2-box": formatShare(fRanked[0]!.top_two_box), Ratings: formatCount(fRanked[0]!.count) });
  expect(fRanked[0]!.count).toBeLessThan(w.count);
  const fProducts = await shownCards(page, "insight-products");
  expect(fProducts.every((c) => c.filters === `${INSIGHT_CARDS.filtersLabel}: Country: ${country.name}`)).toBe(true);

  expect(violationSummary(result)).toEqual([]);
});
