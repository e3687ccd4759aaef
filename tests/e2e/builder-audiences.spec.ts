// The Consumers step's section 1, "1. Select Your Consumer Profiles" (spec 2 §2 "Segmentation step", §3 "Audience",
// §5 country/audience rows and toluna redirect URLs "Enter a valid URL.", §6 admin-only provider and redirect URLs,
// §9 crm default for the brand's default country, lucid default). Each test makes its own Draft study in a Demo
// assortment and opens /brand/{b}/assortment/{a}/campaign-wizard/{id}?step=customers.
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AUDIENCE_MSG } from "../../lib/study-rules/messages";
import { acceptCookies, DEMO, json } from "./support/world";
import { GATED_BRAND } from "../../prisma/seed/gated-brand";

/** A new Draft study in a Demo assortment, typed so the decision-point chooser stays closed. */
async function makeStudy(api: APIRequestContext, brand: string = DEMO): Promise<{ id: string; assortment: string }> {
  const products = await json<{ assortment: string[] }[]>(await api.get(`/api/v1/admin/brand/${brand}/products/?offset=0&limit=5000`));
  const assortment = products.flatMap((p) => p.assortment)[0];
  if (!assortment) throw new Error("No Demo assortment");
  const { _id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${brand}/campaignSNT`, { data: { assortment } }));
  const s = await json<{ date_modified: string }>(await api.get(`/api/v1/brand/${brand}/survey/${_id}?view=wizard`));
  await json(await api.put(`/api/v1/admin/brand/${brand}/survey/${_id}`, { data: { date_modified: s.date_modified, title: "Wizard audiences e2e", type: "concept" } }));
  return { id: _id, assortment };
}

const wizard = (assortment: string, id: string, brand: string = DEMO) => `/brand/${brand}/assortment/${assortment}/campaign-wizard/${id}?step=customers`;
const saved = (page: Page) => expect(page.getByTestId("save-indicator")).toHaveAttribute("data-state", "saved");
const usRows = (page: Page): Locator => page.locator('[data-testid="audience-country"][data-country="US"]').getByTestId("audience-row");

test.describe("as an admin", () => {
  test.use({ role: "admin" });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("default country's CRM row, add a Recruited Audience row, toluna redirect link checked and saved", async ({ page }) => {
    test.slow(); // a long journey with two page loads on a shared 2-core machine
    const { id, assortment } = await makeStudy(page.request);
    await page.goto(wizard(assortment, id));

    await expect(page.getByRole("heading", { name: AUDIENCE_MSG.heading })).toBeVisible();
    await expect(page.getByRole("button", { name: AUDIENCE_MSG.selectMore })).toBeVisible();
    const us = page.locator('[data-testid="audience-country"][data-country="US"]');
    await expect(us.getByRole("heading", { name: AUDIENCE_MSG.countryHeading("United States") })).toBeVisible();
    await expect(usRows(page)).toHaveCount(1);
    await expect(usRows(page).first().getByLabel(AUDIENCE_MSG.typeLabel)).toHaveValue("crm");
    // The last row of a country has no delete icon (spec 2 §5).
    await expect(usRows(page).first().getByRole("button", { name: AUDIENCE_MSG.deleteRow(1) })).toHaveCount(0);

    await us.getByRole("button", { name: AUDIENCE_MSG.addRow }).click();
    await expect(usRows(page)).toHaveCount(2);
    const added = usRows(page).nth(1);
    await expect(added.getByLabel(AUDIENCE_MSG.typeLabel)).toHaveValue("panel");
    await expect(added.getByLabel(AUDIENCE_MSG.typeLabel).locator("option:checked")).toHaveText(AUDIENCE_MSG.labels.panel);
    await expect(added.getByLabel(AUDIENCE_MSG.providerLabel)).toHaveValue("lucid");
    await expect(usRows(page).first().getByRole("button", { name: AUDIENCE_MSG.deleteRow(1) })).toBeVisible();
    await saved(page);

    await added.getByLabel(AUDIENCE_MSG.providerLabel).selectOption("toluna");
    const complete = added.getByLabel(AUDIENCE_MSG.redirectLabels.complete);
    await complete.fill("javascript:alert(1)");
    await expect(added.getByRole("alert")).toHaveText(AUDIENCE_MSG.invalidUrl);
    await complete.fill("https://example.com/complete");
    await expect(added.getByText(AUDIENCE_MSG.invalidUrl)).toHaveCount(0);
    await saved(page);

    await page.reload();
    await expect(usRows(page)).toHaveCount(2);
    await expect(usRows(page).first().getByLabel(AUDIENCE_MSG.typeLabel)).toHaveValue("crm");
    const again = usRows(page).nth(1);
    await expect(again.getByLabel(AUDIENCE_MSG.typeLabel)).toHaveValue("panel");
    await expect(again.getByLabel(AUDIENCE_MSG.providerLabel)).toHaveValue("toluna");
    await expect(again.getByLabel(AUDIENCE_MSG.redirectLabels.complete)).toHaveValue("https://example.com/complete");
    // Admin-only panels (spec 2 §6).
    await expect(page.getByRole("heading", { name: new RegExp(AUDIENCE_MSG.limitsHeading) })).toBeVisible();
    await expect(page.getByRole("heading", { name: new RegExp(AUDIENCE_MSG.panelSurveys) })).toBeVisible();
    await expect(page.getByText(AUDIENCE_MSG.panelSurveysEmpty)).toBeVisible();

    // Removing the added row brings back a single CRM row without a delete icon.
    await usRows(page).first().getByRole("button", { name: AUDIENCE_MSG.deleteRow(1) }).click();
    await expect(usRows(page)).toHaveCount(1);
    await expect(usRows(page).first().getByLabel(AUDIENCE_MSG.typeLabel)).toHaveValue("panel");
  });
});

test.describe("as the full (non-admin) user", () => {
  test.use({ role: "full" });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("no provider, redirect link, limit or panel-survey controls; gatesAndDates shows a plain type label", async ({ page }) => {
    // On the gates-and-dates brand (prisma/seed/gated-brand.ts), where full@ is a member with every permission.
    const { id, assortment } = await makeStudy(page.request, GATED_BRAND.id);
    await page.goto(wizard(assortment, id, GATED_BRAND.id));
    await expect(page.getByRole("heading", { name: AUDIENCE_MSG.heading })).toBeVisible();
    await expect(usRows(page)).toHaveCount(1);
    // gatesAndDates: a plain audience-type label instead of the select (spec 2 §6).
    await expect(usRows(page).first().getByTestId("audience-type-label")).toHaveText(AUDIENCE_MSG.labels.crm);
    await page.getByRole("button", { name: AUDIENCE_MSG.addRow }).click();
    await expect(usRows(page)).toHaveCount(2);
    await expect(usRows(page).nth(1).getByTestId("audience-type-label")).toHaveText(AUDIENCE_MSG.labels.panel);
    await expect(page.getByLabel(AUDIENCE_MSG.providerLabel)).toHaveCount(0);
    await expect(page.getByLabel(AUDIENCE_MSG.redirectLabels.complete)).toHaveCount(0);
    await expect(page.getByText(AUDIENCE_MSG.limitsHeading)).toHaveCount(0);
    await expect(page.getByText(AUDIENCE_MSG.panelSurveys)).toHaveCount(0);
    await saved(page);
    await page.reload();
    await expect(usRows(page)).toHaveCount(2);
  });
});
