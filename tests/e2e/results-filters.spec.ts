// The results page's filters panel (P11 item 2; spec 3 §2 "Results filters", §5 number ranges, §9 slider): choices
// go into the address, so the filtered count (checked against reportRespondentsCount over GraphQL with the same
// filters) survives a reload, a copied URL and a tab switch; a chip widens the results again; the point range is set
// through its number boxes with the §5 rules; a hand-edited address shows notices and a page; axe with the panel open;
// screenshots at 1440 and 390. Nothing here writes.
import type { Page } from "@playwright/test";
import { audit, violationSummary } from "./support/axe";
import { adminApi, RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies, DEMO } from "./support/world";
import { RESULTS_PAGE } from "../../lib/messages";
import { FILTER_TEXT } from "../../lib/results/filter-text";
import type { TResultsFilterDefinition, TResultsFilters } from "../../lib/results/filters";
import { RESULTS_URL_MSG } from "../../lib/results/page";

const { demoClosed } = RESULTS_STUDIES;

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const { gql } = adminApi();

const definitions = async () =>
  (
    await gql<{ getResultsFilters: TResultsFilterDefinition[] }>(
      `query($brand_id: ID!, $survey_id: ID!) { getResultsFilters(brand_id: $brand_id, survey_id: $survey_id) { type accessor name options optionNames } }`,
      { brand_id: DEMO, survey_id: demoClosed.id },
    )
  ).getResultsFilters;

/** The engine's count of respondents under `filters` (what the page's header must show). */
const count = async (filters: TResultsFilters) =>
  (
    await gql<{ reportRespondentsCount: number }>(
      `query($brand_id: ID!, $survey_id: ID!, $filters: ResultsFilterInput) { reportRespondentsCount(brand_id: $brand_id, survey_id: $survey_id, filters: $filters) }`,
      { brand_id: DEMO, survey_id: demoClosed.id, filters },
    )
  ).reportRespondentsCount;

const respondents = (page: Page) => page.getByTestId("results-respondents");
const panel = (page: Page) => page.getByTestId("results-filters");
const chip = (page: Page, label: string) => panel(page).getByRole("button", { name: FILTER_TEXT.removeChip(label) });

/** The study's country filter and its gender question (the seed names it "Gender"). */
async function countryAndGender() {
  const defs = await definitions();
  const country = defs.find((d) => d.accessor === "country");
  const gender = defs.find((d) => d.accessor.startsWith("demographics.") && d.name === "Gender");
  expect(country?.options.length, "the study runs in several countries").toBeGreaterThan(1);
  expect(gender?.options.length).toBeGreaterThan(1);
  return { defs, country: country!, gender: gender!, genderId: gender!.accessor.slice("demographics.".length) };
}

test("a country and a demographic answer narrow the count, and travel with the address, a reload, a copied URL and the tabs", async ({ page, context }) => {
  test.slow();
  const { country, gender, genderId } = await countryAndGender();
  const [countryId, countryName] = [country.options[0]!, country.optionNames[0]!];
  const answer = gender.options[0]!;
  const both: TResultsFilters = { country: [countryId], demographics: [{ demographic_id: genderId, answers: [answer] }] };
  const [total, narrowed, countryOnly] = await Promise.all([count({}), count(both), count({ country: [countryId] })]);
  expect(narrowed).toBeLessThan(countryOnly);
  expect(countryOnly).toBeLessThan(total);

  await page.goto(resultsPath(demoClosed));
  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(total, null));
  await expect(panel(page)).toContainText(FILTER_TEXT.none);

  await panel(page).getByTestId("results-filter-country").click();
  await panel(page).getByRole("checkbox", { name: countryName }).check();
  await panel(page).getByTestId(`results-filter-${gender.accessor}`).click();
  await panel(page).getByRole("checkbox", { name: answer }).check();
  await expect(panel(page)).toContainText(FILTER_TEXT.unapplied);
  await panel(page).getByRole("button", { name: FILTER_TEXT.apply }).click();

  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(narrowed, total));
  const url = new URL(page.url());
  expect(url.searchParams.getAll("country")).toEqual([countryId]);
  expect(url.searchParams.getAll(`demographics.${genderId}`)).toEqual([answer]);
  await expect(chip(page, `Country: ${countryName}`)).toBeVisible();
  await expect(chip(page, `Gender: ${answer}`)).toBeVisible();

  await page.reload();
  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(narrowed, total));
  await expect(chip(page, `Gender: ${answer}`)).toBeVisible();

  // The copied address, opened in a new page, shows the same filtered view.
  const copied = await context.newPage();
  await copied.goto(page.url());
  await expect(respondents(copied)).toHaveText(RESULTS_PAGE.respondents(narrowed, total));
  await expect(chip(copied, `Country: ${countryName}`)).toBeVisible();
  await copied.close();

  // Another tab keeps the filters.
  await page.getByTestId("results-tab-customers").click();
  await expect(page.getByTestId("results-panel-customers")).toBeVisible();
  expect(new URL(page.url()).searchParams.getAll("country")).toEqual([countryId]);
  expect(new URL(page.url()).searchParams.getAll(`demographics.${genderId}`)).toEqual([answer]);
  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(narrowed, total));

  // Removing a chip widens the results again, and keeps the tab; the focus stays in the chips.
  await chip(page, `Gender: ${answer}`).click();
  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(countryOnly, total));
  expect(new URL(page.url()).searchParams.has(`demographics.${genderId}`)).toBe(false);
  expect(new URL(page.url()).searchParams.get("tab")).toBe("customers");
  await expect(chip(page, `Country: ${countryName}`)).toBeFocused();

  await panel(page).getByRole("button", { name: FILTER_TEXT.clearAll }).click();
  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(total, null));
  expect([...new URL(page.url()).searchParams.keys()]).toEqual(["tab"]);
});

test("the point range through its number boxes: spec 3 §5 rules, an announced pending state, the engine's count", async ({ page }) => {
  test.slow();
  const defs = await definitions();
  const range = defs.find((d) => d.accessor === "summed_values");
  expect(range, "the study has a point range").toBeTruthy();
  const [low, high] = range!.options.map(Number) as [number, number];
  expect(high).toBeGreaterThan(low);
  const from = low + 1;
  const [total, inRange] = await Promise.all([count({}), count({ summed_values: { start_range: from, end_range: high } })]);
  expect(inRange).toBeLessThan(total);

  await page.goto(resultsPath(demoClosed, "tab=head-to-head"));
  await panel(page).getByTestId("results-filter-summed_values").click();
  const name = range!.name;
  const fromBox = panel(page).getByRole("textbox", { name: FILTER_TEXT.numberFrom(name) });
  const toBox = panel(page).getByRole("textbox", { name: FILTER_TEXT.numberTo(name) });
  await expect(fromBox).toHaveValue(String(low));
  await expect(toBox).toHaveValue(String(high));
  await expect(panel(page).getByRole("slider", { name: FILTER_TEXT.sliderFrom(name) })).toHaveAttribute("min", String(low));

  // Non-numeric becomes 0, which the upper end cannot fall below: it gives way to the lower.
  await fromBox.fill(String(from));
  await fromBox.press("Enter");
  await toBox.fill("abc");
  await toBox.press("Enter");
  await expect(toBox).toHaveValue(String(from));
  await expect(panel(page).getByTestId("range-note")).toHaveText(FILTER_TEXT.corrected.belowLower(FILTER_TEXT.to, FILTER_TEXT.from, String(from)));
  // The lower end cannot exceed the upper; a typed number settles by itself after the input debounce.
  await fromBox.fill(String(high));
  await expect(fromBox).toHaveValue(String(from));
  await expect(panel(page).getByTestId("range-note")).toHaveText(FILTER_TEXT.corrected.aboveUpper(FILTER_TEXT.from, FILTER_TEXT.to, String(from)));
  await toBox.fill(String(high));
  await toBox.press("Enter");
  await expect(panel(page).getByRole("slider", { name: FILTER_TEXT.sliderTo(name) })).toHaveValue(String(high));
  await expect(panel(page).getByRole("slider", { name: FILTER_TEXT.sliderFrom(name) })).toHaveValue(String(from));

  // Hold the server's answer back a moment, so the pending state can be seen.
  await page.route(
    (u) => u.pathname.endsWith("/results"),
    async (route) => {
      if (route.request().headers()["rsc"] === "1") await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    },
  );
  await panel(page).getByRole("button", { name: FILTER_TEXT.apply }).click();
  await expect(panel(page).getByRole("status").filter({ hasText: FILTER_TEXT.updating })).toBeVisible();
  await expect(panel(page)).toHaveAttribute("aria-busy", "true");
  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(inRange, total));
  await expect(panel(page)).not.toHaveAttribute("aria-busy", "true");
  await page.unroute((u) => u.pathname.endsWith("/results"));

  const url = new URL(page.url());
  expect(url.searchParams.get("summed_values")).toBe(`${from}..${high}`);
  expect(url.searchParams.get("tab")).toBe("head-to-head");
  await expect(chip(page, `${name}: ${from} - ${high}`)).toBeVisible();
});

test("a hand-edited address: unknown parameters, tabs, mangled and foreign ids give notices and a page, not an error", async ({ page }) => {
  const { country, genderId, gender } = await countryAndGender();
  const total = await count({});
  // A mangled id is dropped alone; the rest is kept.
  await page.goto(resultsPath(demoClosed, `tab=pie&colour=red&country=FR&country=${country.options[0]}&demographics.${genderId}=${encodeURIComponent(gender.options[0]!)}`));
  const notices = page.getByTestId("results-notices");
  await expect(notices).toContainText(RESULTS_URL_MSG.unknownTab("pie"));
  await expect(notices).toContainText(RESULTS_URL_MSG.unknownParam("colour"));
  await expect(notices).toContainText(RESULTS_URL_MSG.badValue("country", "FR"));
  await expect(page.getByTestId("results-panel-stack-rank")).toBeVisible();
  const kept = await count({ country: [country.options[0]!], demographics: [{ demographic_id: genderId, answers: [gender.options[0]!] }] });
  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(kept, total));
  await expect(panel(page).getByTestId("results-filter-chip")).toHaveCount(2);

  // A well-formed id the study does not run in (another brand's study id), and an answer the question does not offer.
  await page.goto(resultsPath(demoClosed, `country=${"a".repeat(24)}&demographics.${genderId}=Martian&summed_values=9..x`));
  await expect(notices).toContainText(RESULTS_URL_MSG.badRange("9..x"));
  // Each refused filter is left out with its own notice (both are refused here, so every respondent is shown).
  await expect(notices.getByText(RESULTS_URL_MSG.refusedFilter("").trim())).toHaveCount(2);
  await expect(respondents(page)).toHaveText(RESULTS_PAGE.respondents(total, null));
  await expect(panel(page)).toContainText(FILTER_TEXT.none);
});

test("axe finds nothing with the panel open; the panel photographed at 1440 × 900 and 390 × 844", async ({ page }) => {
  test.slow();
  const { defs, country, gender, genderId } = await countryAndGender();
  const age = defs.find((d) => d.accessor.startsWith("demographics.") && d.name === "Age");
  const ageId = age?.accessor.slice("demographics.".length);
  const query = [
    `country=${country.options[0]}`,
    `country=${country.options[1]}`,
    ...gender.options.slice(0, 2).map((a) => `demographics.${genderId}=${encodeURIComponent(a)}`),
    ...(age ? age.options.slice(0, 2).map((a) => `demographics.${ageId}=${encodeURIComponent(a)}`) : []),
  ].join("&");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(resultsPath(demoClosed, query));
  // 6 chips: 3 shown, then the expand button.
  await expect(panel(page).getByTestId("results-filter-chip")).toHaveCount(3);
  const expand = panel(page).getByRole("button", { name: FILTER_TEXT.expand(age ? 3 : 1) });
  await expand.click();
  await expect(panel(page).getByTestId("results-filter-chip")).toHaveCount(age ? 6 : 4);
  await expect(panel(page).getByRole("button", { name: FILTER_TEXT.condense })).toHaveAttribute("aria-expanded", "true");

  await panel(page).getByTestId("results-filter-country").click();
  let result = await audit(page, "[data-testid=results-filters]");
  expect(violationSummary(result), "country open").toEqual([]);
  await panel(page).getByTestId("results-filter-summed_values").click();
  result = await audit(page, "[data-testid=results-filters]");
  expect(violationSummary(result), "range open").toEqual([]);
  // Keyboard: Escape closes the open filter and gives the focus back to its button.
  await panel(page).getByRole("slider", { name: FILTER_TEXT.sliderFrom(defs.find((d) => d.accessor === "summed_values")!.name) }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(panel(page).getByTestId("results-filter-summed_values")).toBeFocused();
  await panel(page).getByTestId("results-filter-country").click();
  await shoot(page, "results-filters");
  await panel(page).getByTestId("results-filter-summed_values").click();
  await shoot(page, "results-filters-range");
});
