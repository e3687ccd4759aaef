// "Snip" from the results cards (P12 Deliver item 1; docs/decisions.md P12 #10) on the seeded Closed study of Demo
// Outfitters (enableSnapShare), as an admin (the brand keeps results for admins). A stack rank row is snipped
// without filters, an insight card under a country filter and the head-to-head pair with its sentence: each says
// "Snip saved.", and the engine's surveySnips then holds it with its title, key insight, filters, image and the
// study's assortment; the toast's "Open snip" leads to the snip's address. A failed save (an error answer, then no
// answer at all) says "There was an error saving your snapshot." and writes nothing. The dialog is reached and left
// by keyboard; axe finds nothing with it open; screenshots at 1440 and 390. Northwind Apparel (no enableSnapShare)
// shows no Snip button. Writes snips: runs on the writes server.
import type { Locator, Page } from "@playwright/test";
import { audit, violationSummary } from "./support/axe";
import { adminApi, RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { expect, expectToast, test } from "./support/test";
import { acceptCookies } from "./support/world";
import type { TResultsFilterDefinition, TResultsFilters } from "../../lib/results/filters";
import { resultsSearch } from "../../lib/results/page";
import { routes } from "../../lib/routes";
import { SNIP_CREATE_UI } from "../../lib/snips/create-ui";
import { SNIP_MSG } from "../../lib/snips/messages";

const { demoClosed, customerClosed } = RESULTS_STUDIES;

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const { gql } = adminApi();

type TSavedSnip = { _id: string; title: string; keyInsight: string; filters: TResultsFilters; img: string | null; assortment_id: string | null };
const snips = async () =>
  (
    await gql<{ surveySnips: { total: number; results: TSavedSnip[] } }>(
      `query($s: ID!, $b: ID!) { surveySnips(survey_id: $s, brand_id: $b, limit: 50) { total results { _id title keyInsight filters img assortment_id } } }`,
      { s: demoClosed.id, b: demoClosed.brand },
    )
  ).surveySnips;

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

const dialogOf = (page: Page) => page.getByRole("dialog", { name: SNIP_CREATE_UI.dialogTitle });
const titleBox = (dialog: Locator) => dialog.getByRole("textbox", { name: SNIP_CREATE_UI.title });
const keyBox = (dialog: Locator) => dialog.getByRole("textbox", { name: SNIP_CREATE_UI.keyInsight });
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Saves the open dialog and waits for the toast; answers the snip as surveySnips has it. */
async function saveAndFind(page: Page, dialog: Locator, title: string): Promise<TSavedSnip> {
  await dialog.getByRole("button", { name: SNIP_CREATE_UI.save }).click();
  await expectToast(page, SNIP_CREATE_UI.saved, { timeout: 20_000 });
  await expect(dialog).toBeHidden();
  const found = (await snips()).results.find((s) => s.title === title);
  expect(found, `the snip "${title}" is saved`).toBeTruthy();
  expect(found!.img).toMatch(/^\/uploads\/.+\.png$/);
  expect(found!.assortment_id).toBeTruthy();
  return found!;
}

test("a stack rank row is snipped: the product's name to start with, no filters, and the toast opens the snip", async ({ page }) => {
  test.slow();
  await page.goto(resultsPath(demoClosed));
  const row = page.getByTestId("stack-rank-row").first();
  const name = (await row.getByRole("heading").textContent())!.trim();
  await expect(page.getByTestId("snip-button")).toHaveCount(await page.getByTestId("stack-rank-row").count());
  await shoot(page, "results-snip-stack-rank");
  await page.setViewportSize({ width: 1440, height: 900 });

  // By keyboard: the button opens the dialog with the focus in the title; Escape closes it and the focus comes back.
  const button = row.getByRole("button", { name: `Snip ${name}` });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(titleBox(dialog)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(titleBox(dialog)).toHaveValue(name);
  await expect(keyBox(dialog)).toHaveValue("");
  await expect(dialog.getByTestId("snip-create-filters")).toContainText(SNIP_CREATE_UI.noFilters);
  const result = await audit(page, "[role=dialog]");
  await shoot(page, "results-snip-dialog");
  await page.setViewportSize({ width: 1440, height: 900 });

  // An emptied title is refused in the dialog, in the server's words, and nothing is sent.
  const before = (await snips()).total;
  await titleBox(dialog).fill("  ");
  await dialog.getByRole("button", { name: SNIP_CREATE_UI.save }).click();
  await expect(dialog.getByText(SNIP_MSG.titleRequired)).toBeVisible();
  expect((await snips()).total).toBe(before);

  const title = unique(`${name} leads`);
  await titleBox(dialog).fill(title);
  await keyBox(dialog).fill("The team's favourite, by a distance.");
  const snip = await saveAndFind(page, dialog, title);
  expect(snip.keyInsight).toBe("The team's favourite, by a distance.");
  expect(snip.filters).toEqual({});

  await page.locator("[data-sonner-toast]", { hasText: SNIP_CREATE_UI.saved }).getByRole("button", { name: SNIP_CREATE_UI.open }).click();
  await expect(page).toHaveURL(routes.snip(demoClosed.brand, snip.assortment_id!, snip._id));
  expect(violationSummary(result)).toEqual([]);
});

test("an insight card is snipped under a country filter: its title and key insight to start with, the filter kept", async ({ page }) => {
  test.slow();
  const country = await firstCountry();
  const filters: TResultsFilters = { country: [country.id] };
  await page.goto(resultsPath(demoClosed, resultsSearch({ tab: "insight-cards", filters })));
  await expect(page.getByTestId("insight-card").first()).toBeVisible();
  await shoot(page, "results-snip-insight-cards");
  await page.setViewportSize({ width: 1440, height: 900 });
  const card = page.getByTestId("insight-card").first();
  const [cardTitle, cardKey] = [(await card.getByTestId("insight-title").textContent())!, (await card.getByTestId("insight-key").textContent())!];
  await card.getByRole("button", { name: `Snip ${cardTitle}` }).click();
  const dialog = dialogOf(page);
  await expect(titleBox(dialog)).toHaveValue(cardTitle);
  await expect(keyBox(dialog)).toHaveValue(cardKey);
  await expect(dialog.getByTestId("snip-create-filter")).toHaveText([`Country: ${country.name}`]);

  const title = unique(cardTitle);
  await titleBox(dialog).fill(title);
  const snip = await saveAndFind(page, dialog, title);
  expect(snip.keyInsight).toBe(cardKey);
  expect(snip.filters).toEqual(filters);
});

test("the head-to-head pair is snipped with its sentence; deep dive and customers offer theirs", async ({ page }) => {
  test.slow();
  await page.goto(resultsPath(demoClosed, "tab=head-to-head"));
  const pair = page.getByTestId("h2h-pair");
  const sentence = (await pair.getByTestId("h2h-sentence").textContent())!;
  await pair.getByRole("button", { name: / vs / }).click();
  const dialog = dialogOf(page);
  await expect(titleBox(dialog)).toHaveValue(/ vs /);
  await expect(keyBox(dialog)).toHaveValue(sentence);
  const title = unique(await titleBox(dialog).inputValue());
  await titleBox(dialog).fill(title);
  expect((await saveAndFind(page, dialog, title)).keyInsight).toBe(sentence);

  await page.goto(resultsPath(demoClosed, "tab=deep-dive"));
  const product = (await page.getByTestId("dd-product-head").getByRole("heading").textContent())!;
  await expect(page.getByTestId("dd-product-head").getByRole("button", { name: `Snip ${product}` })).toBeVisible();
  await page.goto(resultsPath(demoClosed, "tab=customers"));
  await expect(page.getByTestId("customers-geo").getByRole("button", { name: SNIP_CREATE_UI.buttonLabel(SNIP_CREATE_UI.customersCard) })).toBeVisible();
});

test("a failed save says 'There was an error saving your snapshot.', keeps the dialog and writes nothing", async ({ page }) => {
  const before = (await snips()).total;
  let mode: "error" | "abort" = "error";
  await page.route("**/api/v1/graphql", async (route) => {
    if (!route.request().postData()?.includes("createSnip")) return route.continue();
    if (mode === "abort") return route.abort("failed");
    return route.fulfill({ status: 200, json: { data: null, errors: [{ message: SNIP_MSG.saveFailed, extensions: { code: "internal" } }] } });
  });
  await page.goto(resultsPath(demoClosed));
  await page.getByTestId("snip-button").first().click();
  const dialog = dialogOf(page);
  const save = dialog.getByRole("button", { name: SNIP_CREATE_UI.save });
  await save.click();
  await expectToast(page, "There was an error saving your snapshot.");
  await expect(dialog).toBeVisible();
  await expect(save).toBeEnabled();

  mode = "abort";
  await save.click();
  await expectToast(page, "There was an error saving your snapshot.");
  await expect(dialog).toBeVisible();
  expect((await snips()).total).toBe(before);
});

test("a brand without enableSnapShare shows no Snip button", async ({ page }) => {
  await page.goto(resultsPath(customerClosed));
  await expect(page.getByTestId("stack-rank-row").first()).toBeVisible();
  await expect(page.getByTestId("snip-button")).toHaveCount(0);
  await page.goto(resultsPath(customerClosed, "tab=insight-cards"));
  await expect(page.getByTestId("insight-card").first()).toBeVisible();
  await expect(page.getByTestId("snip-button")).toHaveCount(0);
});
