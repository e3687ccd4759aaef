// The head-to-head and deep-dive tabs of the results page (P11 item 3) on the seeded Closed study, as an admin. The
// figures on screen are the engine's, fetched here through the same calls the spec names: every heat-map cell is
// reportHeadToHead's win share (GraphQL), with and without a filter; the pair view (by default the top two by
// getSentimentScoreReport's score) gives its wins, ties, losses and base; a cell opens its pair. The deep dive's stars
// are the ratings report's (REST POST …/report/ratings) and its follow-up shares the choice report's (REST POST
// …/report/question/{q}/choice); a text search narrows the answers and travels in the address; the product switcher
// keeps the filters. axe finds nothing on either tab; screenshots at 1440 and 390. Nothing here writes.
import type { Locator, Page } from "@playwright/test";
import { audit, violationSummary } from "./support/axe";
import { adminApi, RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies, DEMO, hydrated } from "./support/world";
import type { TResultsFilterDefinition, TResultsFilters } from "../../lib/results/filters";
import type { TChoiceReport } from "../../lib/results/respondent-reports";
import { H2H_TEXT, orderByScore, pct, type THeadToHeadRow } from "../../lib/results/tabs/head-to-head";
import { DEEP_DIVE_TEXT, pct100 } from "../../lib/results/tabs/deep-dive";

const { demoClosed } = RESULTS_STUDIES;

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const { api, gql } = adminApi();

async function rest<T>(path: string, filter: TResultsFilters): Promise<T> {
  const res = await api().post(`/api/v1/brand/${DEMO}/survey/${demoClosed.id}${path}`, { data: { filter } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { results: T }).results;
}

const headToHead = async (filters: TResultsFilters) =>
  (
    await gql<{ reportHeadToHead: THeadToHeadRow[] }>(
      `query($b: ID!, $s: ID!, $f: ResultsFilterInput) { reportHeadToHead(brand_id: $b, survey_id: $s, filters: $f) {
        product_id against { against base wins losses ties win_share loss_share tie_share } } }`,
      { b: DEMO, s: demoClosed.id, f: filters },
    )
  ).reportHeadToHead;

const sentiment = async (filters: TResultsFilters) =>
  (
    await gql<{ getSentimentScoreReport: { products: { product_id: string; question_id: string | null; score: number | null }[] } }>(
      `query($s: ID!, $f: ResultsFilterInput) { getSentimentScoreReport(survey_id: $s, filter: $f) { products { product_id question_id score } } }`,
      { s: demoClosed.id, f: filters },
    )
  ).getSentimentScoreReport.products;

/** The study's first country filter option (the seeded study runs in several). */
async function firstCountry(): Promise<string> {
  const defs = (
    await gql<{ getResultsFilters: TResultsFilterDefinition[] }>(
      `query($b: ID!, $s: ID!) { getResultsFilters(brand_id: $b, survey_id: $s) { type accessor name options optionNames } }`,
      { b: DEMO, s: demoClosed.id },
    )
  ).getResultsFilters;
  const country = defs.find((d) => d.accessor === "country");
  expect(country?.options.length).toBeGreaterThan(1);
  return country!.options[0]!;
}

/** Every heat-map cell shows the engine's win share (or n/a for a base of 0) and carries its base. */
async function expectMatrix(page: Page, rows: THeadToHeadRow[]) {
  const matrix = page.getByTestId("h2h-matrix");
  await expect(matrix.getByTestId("h2h-row")).toHaveCount(rows.length);
  const shown = await matrix.getByTestId("h2h-cell").evaluateAll((cells) =>
    cells.map((c) => ({ row: c.getAttribute("data-row"), col: c.getAttribute("data-col"), base: Number(c.getAttribute("data-base")), text: c.textContent?.trim() })),
  );
  const expected = rows.flatMap((r) => r.against.map((c) => ({ row: r.product_id, col: c.against, base: c.base, text: c.base ? pct(c.win_share) : H2H_TEXT.noBaseShort })));
  const key = (x: { row: string | null; col: string | null }) => `${x.row}:${x.col}`;
  expect(shown.sort((x, y) => key(x).localeCompare(key(y)))).toEqual(expected.sort((x, y) => key(x).localeCompare(key(y))));
}

/** The pair view's figures (wins, ties, losses, base) as shown. */
async function pairFigures(page: Page) {
  const read = (key: string) => page.getByTestId(`h2h-pair-${key}`).getByTestId("count").textContent();
  return { wins: await read("wins"), ties: await read("ties"), losses: await read("losses"), base: await read("base") };
}
const n = (x: number) => x.toLocaleString("en-US");
const selectedLabel = (select: Locator) => select.evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]!.text);

test("head-to-head: every cell is the engine's win share, the pair view its figures, with and without a filter", async ({ page }) => {
  test.slow();
  const [rows, scores] = await Promise.all([headToHead({}), sentiment({})]);
  const order = orderByScore(rows.map((r) => r.product_id), Object.fromEntries(scores.map((s) => [s.product_id, s.score])));
  await page.goto(resultsPath(demoClosed, "tab=head-to-head"));
  await expectMatrix(page, rows);
  // Rows in score order, highest first.
  expect(await page.getByTestId("h2h-row").evaluateAll((r) => r.map((x) => x.getAttribute("data-product")))).toEqual(order);

  // The pair view: the top two by score.
  const [a, b] = [order[0]!, order[1]!];
  const cell = rows.find((r) => r.product_id === a)!.against.find((c) => c.against === b)!;
  await expect(page.getByTestId("h2h-pick-a")).toHaveValue(a);
  await expect(page.getByTestId("h2h-pick-b")).toHaveValue(b);
  const [nameA, nameB] = [await selectedLabel(page.getByTestId("h2h-pick-a")), await selectedLabel(page.getByTestId("h2h-pick-b"))];
  await expect(page.getByTestId("h2h-sentence")).toHaveText(H2H_TEXT.sentence(nameA, nameB, cell));
  expect(await pairFigures(page)).toEqual({ wins: n(cell.wins), ties: n(cell.ties), losses: n(cell.losses), base: n(cell.base) });
  expect(cell.base).toBeGreaterThan(0);

  // A cell opens its pair.
  const [r, c] = [order[order.length - 1]!, order[0]!];
  const other = rows.find((x) => x.product_id === r)!.against.find((x) => x.against === c)!;
  await page.locator(`[data-testid="h2h-cell"][data-row="${r}"][data-col="${c}"] a`).click();
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tab: "head-to-head", a: r, b: c });
  await expect(page.getByTestId("h2h-pick-a")).toHaveValue(r);
  await expect.poll(() => pairFigures(page)).toEqual({ wins: n(other.wins), ties: n(other.ties), losses: n(other.losses), base: n(other.base) });

  // A country filter: the matrix follows it, and the pair chosen stays.
  const country = await firstCountry();
  const filtered = await headToHead({ country: [country] });
  await page.goto(resultsPath(demoClosed, `tab=head-to-head&country=${country}&a=${r}&b=${c}`));
  await expectMatrix(page, filtered);
  const fc = filtered.find((x) => x.product_id === r)!.against.find((x) => x.against === c)!;
  expect(await pairFigures(page)).toEqual({ wins: n(fc.wins), ties: n(fc.ties), losses: n(fc.losses), base: n(fc.base) });
  expect(fc.base).toBeLessThan(other.base);

  // Choosing a pair with the form keeps the filter.
  await hydrated(page.getByTestId("h2h-pick-a"));
  await page.getByTestId("h2h-pick-a").selectOption(order[1]!);
  await page.getByTestId("h2h-pick-b").selectOption(order[2]!);
  await page.getByRole("button", { name: H2H_TEXT.compare }).click();
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tab: "head-to-head", country, a: order[1], b: order[2] });
  await expect(page.getByTestId("h2h-pick-a")).toHaveValue(order[1]!);

  await page.goto(resultsPath(demoClosed, "tab=head-to-head"));
  const result = await audit(page, '[data-testid="results-panel-head-to-head"]');
  expect(violationSummary(result)).toEqual([]);
  await shoot(page, "results-head-to-head");
});

/** The star table's rows (5 down to 1): [star, count, share]. */
async function starRows(page: Page) {
  return page.getByTestId("dd-star-row").evaluateAll((rows) =>
    rows.map((r) => [r.getAttribute("data-star"), r.querySelector('[data-testid="count"]')!.textContent, r.querySelector('[data-testid="share"]')!.textContent]),
  );
}

/** The follow-ups as shown: per follow-up and side, the base and each option's [value, count, share]. */
async function shownFollowUps(page: Page) {
  return page.getByTestId("dd-follow-up").evaluateAll((fus) =>
    fus.map((f) => ({
      id: f.getAttribute("data-follow-up"),
      sides: ["positive", "negative"].map((side) => {
        const s = f.querySelector(`[data-testid="dd-side-${side}"]`)!;
        return {
          side,
          base: Number(s.getAttribute("data-base")),
          options: [...s.querySelectorAll('[data-testid="dd-option"]')].map((o) => [
            o.getAttribute("data-value"),
            o.querySelector('[data-testid="count"]')!.textContent,
            o.querySelector('[data-testid="share"]')!.textContent,
          ]),
        };
      }),
    })),
  );
}

test("deep dive: the ratings report's stars, the choice report's shares by side, a text search and the product switcher", async ({ page }) => {
  test.slow();
  const country = await firstCountry();
  const filters: TResultsFilters = { country: [country] };
  const [ratings, products] = await Promise.all([
    rest<{ product_id: string; count: number; stars: { star: number; count: number; percentage: number }[] }[]>("/report/ratings", filters),
    sentiment(filters),
  ]);
  const first = products[0]!;
  expect(first.question_id).not.toBeNull();
  const choice = await rest<TChoiceReport>(`/report/question/${first.question_id}/choice`, filters);

  await page.goto(resultsPath(demoClosed, `tab=deep-dive&country=${country}`));
  await expect(page.getByTestId("dd-product-head")).toHaveAttribute("data-product", first.product_id);
  const stars = ratings.find((r) => r.product_id === first.product_id)!;
  expect(await starRows(page)).toEqual([...stars.stars].reverse().map((s) => [String(s.star), n(s.count), pct100(s.percentage)]));
  await page.getByText(DEEP_DIVE_TEXT.showTable).click();
  await expect(page.getByTestId("dd-stars-table")).toBeVisible();

  expect(await shownFollowUps(page)).toEqual(
    choice.follow_ups.map((f) => ({
      id: f.follow_up_id,
      sides: (["positive", "negative"] as const).map((side) => {
        const s = f.sides.find((x) => x.side === side);
        const rowsOf = f.type === "star" ? (s?.stars ?? []).map((x) => [String(x.star), n(x.count), pct100(x.percentage)]) : (s?.options ?? []).map((o) => [o.value, n(o.count), pct100(o.percentage)]);
        return { side, base: s?.base ?? 0, options: s && s.base > 0 && f.type !== "text" ? rowsOf : [] };
      }),
    })),
  );
  expect(choice.follow_ups.some((f) => f.sides.some((s) => s.base > 0))).toBe(true);

  // The search narrows the written answers, in the address, with the filter kept.
  const count = page.getByTestId("dd-answers-count");
  const total = Number(await count.getAttribute("data-total"));
  expect(total).toBeGreaterThan(0);
  await hydrated(page.getByTestId("dd-search"));
  await page.getByTestId("dd-search").fill("TRAVEL");
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tab: "deep-dive", country, q: "TRAVEL" });
  await expect(count).toHaveAttribute("data-matching", /^\d+$/);
  await expect.poll(async () => Number(await count.getAttribute("data-matching"))).toBeLessThan(total);
  const matching = Number(await count.getAttribute("data-matching"));
  expect(matching).toBeGreaterThan(0);
  await expect(count).toHaveAttribute("data-total", String(total));
  const texts = await page.getByTestId("dd-answer-text").allTextContents();
  expect(texts.length).toBe(Math.min(matching, 50));
  for (const t of texts) expect(t.toLowerCase()).toContain("travel");

  // Another product: the filter and the search stay; its stars are the report's.
  const second = products[1]!;
  await hydrated(page.getByTestId("dd-product"));
  await page.getByTestId("dd-product").selectOption(second.product_id);
  await page.getByRole("button", { name: DEEP_DIVE_TEXT.show }).click();
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tab: "deep-dive", country, q: "TRAVEL", product: second.product_id });
  await expect(page.getByTestId("dd-product-head")).toHaveAttribute("data-product", second.product_id);
  const secondStars = ratings.find((r) => r.product_id === second.product_id)!;
  expect(await starRows(page)).toEqual([...secondStars.stars].reverse().map((s) => [String(s.star), n(s.count), pct100(s.percentage)]));

  await page.goto(resultsPath(demoClosed, "tab=deep-dive"));
  const result = await audit(page, '[data-testid="results-panel-deep-dive"]');
  expect(violationSummary(result)).toEqual([]);
  await shoot(page, "results-deep-dive");
});
