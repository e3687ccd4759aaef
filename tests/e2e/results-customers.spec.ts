// The Customers tab of the results page (P11 item 3) on the seeded Closed study (countries US, GB, DE, FR), as an
// admin. The figures on screen are the engine's, fetched here through GraphQL: every demographic answer's share and
// count (reportDemographics), the segmentation profiles with the unassigned (reportSegmentationProfiles), browsers and
// devices (reportBrowser); the map shades the study's four countries and its table lists their respondents, and the
// US states', as getGeoSentimentScoreReport counts them; the Score link keeps the filters and shows the scores of the
// product, and the product form switches product. axe finds nothing; screenshots at 1440 and 390. Nothing here writes.
import type { Locator, Page } from "@playwright/test";
import { audit, violationSummary } from "./support/axe";
import { adminApi, RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies, DEMO } from "./support/world";
import type { TResultsFilters } from "../../lib/results/filters";
import { formatScore } from "../../lib/products/format";
import { usState, worldAtlasId } from "../../lib/results/geo-map";
import { CUSTOMERS_TEXT, formatShare } from "../../lib/results/tabs/customers";

const { demoClosed } = RESULTS_STUDIES;
const SEEDED = ["US", "GB", "DE", "FR"];

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const { gql } = adminApi();

type TShare = { name: string; count: number; percentage: number };
interface TReports {
  reportDemographics: {
    total: number;
    questions: { demographic_id: string; title: string; dashboard_title: string | null; type: string; answered: number; not_answered: number; options: { option: string; count: number; percentage: number }[] }[];
  };
  reportSegmentationProfiles: { total: number; profiles: { profile_name: string; count: number; percentage: number }[]; unassigned: { count: number; percentage: number } };
  reportBrowser: { total: number; browsers: TShare[]; devices: TShare[] };
  getSentimentScoreReport: { products: { product_id: string; question_id: string | null }[] };
}

const reports = (filters: TResultsFilters) =>
  gql<TReports>(
    `query($b: ID!, $s: ID!, $f: ResultsFilterInput) {
      reportDemographics(brand_id: $b, survey_id: $s, filters: $f) { total questions { demographic_id title dashboard_title type answered not_answered options { option count percentage } } }
      reportSegmentationProfiles(brand_id: $b, survey_id: $s, filters: $f) { total profiles { profile_name count percentage } unassigned { count percentage } }
      reportBrowser(brand_id: $b, survey_id: $s, filters: $f) { total browsers { name count percentage } devices { name count percentage } }
      getSentimentScoreReport(survey_id: $s, filter: $f) { products { product_id question_id } }
    }`,
    { b: DEMO, s: demoClosed.id, f: filters },
  );

type TGeoRow = { name: string; code?: string | null; country_id?: string | null; respondents: number; count: number; score: number | null };
const geoReport = async (questionId: string, filters: TResultsFilters) =>
  (
    await gql<{ getGeoSentimentScoreReport: { total: TGeoRow; countries: (TGeoRow & { states: TGeoRow[] })[] } }>(
      `query($s: ID!, $q: ID!, $f: ResultsFilterInput) { getGeoSentimentScoreReport(survey_id: $s, question_id: $q, filter: $f) {
        total { respondents count score } countries { country_id code name respondents count score states { name respondents count score } } } }`,
      { s: demoClosed.id, q: questionId, f: filters },
    )
  ).getGeoSentimentScoreReport;

/** "name share (count)" of each bar of a chart, as the page shows them. */
const barsOf = (root: Locator) =>
  root.getByTestId("share-bar").evaluateAll((bars) =>
    bars.map((b) => `${(b as HTMLElement).dataset.name} ${b.querySelector('[data-testid="share"]')!.textContent} ${b.querySelector('[data-testid="count"]')!.textContent}`),
  );
const expected = (rows: TShare[]) => rows.map((r) => `${r.name} ${formatShare(r.percentage)} (${r.count.toLocaleString("en-US")})`);

/** The cells of a geo table's rows by code (countries: ISO alpha-2; US states: FIPS): [respondents, share-or-score]. */
const geoRows = (page: Page, table: string, cell: "geo-share" | "geo-score") =>
  page.getByTestId(table).getByTestId("geo-row").evaluateAll(
    (rows, c) => rows.map((r) => [(r as HTMLElement).dataset.code || (r as HTMLElement).dataset.name, r.querySelector('[data-testid="geo-respondents"]')!.textContent, r.querySelector(`[data-testid="${c}"]`)!.textContent]),
    cell,
  );

async function openTab(page: Page, query: string) {
  await page.goto(resultsPath(demoClosed, query));
  await expect(page.getByTestId("customers-tab")).toBeVisible();
}

test("demographics, segmentation profiles and browsers are the engine's figures", async ({ page }) => {
  const r = await reports({});
  await openTab(page, "tab=customers");

  const questions = r.reportDemographics.questions;
  expect(questions.length).toBeGreaterThan(0);
  await expect(page.getByTestId("demographic")).toHaveCount(questions.length);
  for (const q of questions) {
    const card = page.locator(`[data-testid="demographic"][data-id="${q.demographic_id}"]`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(q.dashboard_title || q.title);
    await expect(card.getByTestId("answered")).toHaveText(CUSTOMERS_TEXT.demographics.answered(q.answered, r.reportDemographics.total));
    await expect(card.getByTestId("not-answered")).toHaveText(CUSTOMERS_TEXT.demographics.notAnswered(q.not_answered));
    if (q.type === "text") continue;
    expect(await barsOf(card), q.title).toEqual(expected(q.options.map((o) => ({ name: o.option, count: o.count, percentage: o.percentage }))));
    await expect(card.getByTestId("multi-note")).toHaveCount(q.type === "multi" ? 1 : 0);
  }

  const seg = r.reportSegmentationProfiles;
  if (seg.profiles.length) {
    expect(await barsOf(page.getByTestId("segmentation-bars"))).toEqual(
      expected([...seg.profiles.map((p) => ({ name: p.profile_name, count: p.count, percentage: p.percentage })), { name: CUSTOMERS_TEXT.segmentation.unassigned, ...seg.unassigned }]),
    );
  } else {
    await expect(page.getByTestId("customers-segmentation")).toContainText(CUSTOMERS_TEXT.segmentation.none(seg.total));
  }
  expect(await barsOf(page.getByTestId("browsers-bars"))).toEqual(expected(r.reportBrowser.browsers));
  expect(await barsOf(page.getByTestId("devices-bars"))).toEqual(expected(r.reportBrowser.devices));

  // The text alternative of a chart: the same figures in a table behind a disclosure, opened by keyboard.
  const browsers = page.getByTestId("browsers-bars");
  await browsers.getByText(CUSTOMERS_TEXT.tableToggle).focus();
  await page.keyboard.press("Enter");
  await expect(browsers.getByRole("table")).toBeVisible();
  const top = r.reportBrowser.browsers[0]!;
  await expect(browsers.getByRole("row").nth(1)).toHaveText(`${top.name}${top.count.toLocaleString("en-US")}${formatShare(top.percentage)}`);
});

test("the map shades the study's countries, its tables count their respondents, and the view passes axe", async ({ page }) => {
  const r = await reports({});
  const first = r.getSentimentScoreReport.products.find((p) => p.question_id)!;
  const geo = await geoReport(first.question_id!, {});
  await openTab(page, "tab=customers");

  const world = page.getByTestId("geo-world");
  await expect(world).toHaveAttribute("role", "img");
  await expect(world).toHaveAttribute("data-measure", "respondents");
  for (const code of SEEDED) {
    const row = geo.countries.find((c) => c.code === code)!;
    expect(row.respondents, code).toBeGreaterThan(0);
    const area = world.locator(`[data-testid="geo-area"][data-id="${worldAtlasId(code)}"]`);
    await expect(area, code).toHaveAttribute("data-shaded", "true");
    await expect(area.locator("title"), code).toHaveText(CUSTOMERS_TEXT.geo.areaRespondents(row.name, row.respondents, (100 * row.respondents) / geo.total.respondents));
  }
  expect(await world.getAttribute("aria-label")).toContain(CUSTOMERS_TEXT.geo.areaRespondents(geo.countries[0]!.name, geo.countries[0]!.respondents, (100 * geo.countries[0]!.respondents) / geo.total.respondents));
  expect(await geoRows(page, "geo-countries", "geo-share")).toEqual(
    geo.countries.map((c) => [c.code ?? "", c.respondents.toLocaleString("en-US"), formatShare((100 * c.respondents) / geo.total.respondents)]),
  );
  // The US states: the seed stores USPS codes, the page names and draws the states.
  const states = geo.countries.find((c) => c.code === "US")!.states;
  const us = page.getByTestId("geo-us");
  for (const s of states) await expect(us.locator(`[data-testid="geo-area"][data-id="${usState(s.name)!.fips}"]`), s.name).toHaveAttribute("data-shaded", "true");
  const named = usState(states[0]!.name)!;
  await expect(page.getByTestId("geo-states").locator(`[data-testid="geo-row"][data-code="${named.fips}"] th`)).toHaveText(named.name);
  const usTotal = geo.countries.find((c) => c.code === "US")!.respondents;
  expect((await geoRows(page, "geo-states", "geo-share")).sort()).toEqual(
    states.map((s) => [usState(s.name)!.fips, s.respondents.toLocaleString("en-US"), formatShare((100 * s.respondents) / usTotal)]).sort(),
  );

  const result = await audit(page, '[data-testid="results-panel-customers"]');
  expect(violationSummary(result)).toEqual([]);
  await shoot(page, "results-customers");
});

test("the score view keeps the filters, shows the product's scores, and the form switches product", async ({ page }) => {
  const all = await geoReport((await reports({})).getSentimentScoreReport.products.find((p) => p.question_id)!.question_id!, {});
  const us = all.countries.find((c) => c.code === "US")!;
  const gb = all.countries.find((c) => c.code === "GB")!;
  const filters: TResultsFilters = { country: [us.country_id!, gb.country_id!] };
  const r = await reports(filters);
  const rated = r.getSentimentScoreReport.products.filter((p) => p.question_id);
  await openTab(page, `tab=customers&country=${us.country_id}&country=${gb.country_id}`);

  await page.getByTestId("geo-measure-score").click();
  await expect(page.getByTestId("geo-world")).toHaveAttribute("data-measure", "score");
  const url = new URL(page.url());
  expect(url.searchParams.getAll("country")).toEqual([us.country_id, gb.country_id]);
  expect(url.searchParams.get("product")).toBe(rated[0]!.product_id);
  await expect(page.getByTestId("geo-measure-score")).toHaveAttribute("aria-current", "true");

  const check = async (questionId: string) => {
    const geo = await geoReport(questionId, filters);
    expect(await geoRows(page, "geo-countries", "geo-score")).toEqual(
      geo.countries.map((c) => [c.code ?? "", c.respondents.toLocaleString("en-US"), c.count > 0 ? formatScore(c.score) : CUSTOMERS_TEXT.geo.noScore]),
    );
    for (const code of ["US", "GB"]) await expect(page.locator(`[data-testid="geo-world"] [data-testid="geo-area"][data-id="${worldAtlasId(code)}"]`)).toHaveAttribute("data-shaded", "true");
    for (const code of ["DE", "FR"]) await expect(page.locator(`[data-testid="geo-world"] [data-testid="geo-area"][data-id="${worldAtlasId(code)}"]`)).toHaveAttribute("data-shaded", "false");
  };
  await check(rated[0]!.question_id!);

  // Another product through the form: the filters travel in its hidden fields.
  await page.getByTestId("geo-product").selectOption(rated[1]!.product_id);
  await page.getByRole("button", { name: CUSTOMERS_TEXT.geo.show }).click();
  await expect(page).toHaveURL(new RegExp(`product=${rated[1]!.product_id}`));
  expect(new URL(page.url()).searchParams.getAll("country")).toEqual([us.country_id, gb.country_id]);
  await expect(page.getByTestId("geo-note")).toHaveText(CUSTOMERS_TEXT.geo.scoreOf(await page.getByTestId("geo-product").locator("option:checked").innerText()));
  await check(rated[1]!.question_id!);
  expect(violationSummary(await audit(page, '[data-testid="customers-geo"]'))).toEqual([]);
  await shoot(page, "results-customers-score");

  // Back to respondents: the product leaves the address, the filters stay.
  await page.getByTestId("geo-measure-respondents").click();
  await expect(page.getByTestId("geo-world")).toHaveAttribute("data-measure", "respondents");
  expect(new URL(page.url()).searchParams.get("product")).toBeNull();
  expect(new URL(page.url()).searchParams.getAll("country")).toEqual([us.country_id, gb.country_id]);
});
