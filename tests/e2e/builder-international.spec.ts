// The wizard's International step (spec 2 §2 "International step", §4 "Translation", §5, §8): as the admin, on a
// Draft study with products, "Let's do it!", three countries chosen in the Select Countries modal, their cards and
// price columns, the default country's price read-only, a translation started (the wizard read-only while it runs),
// finished by the offline pseudo-locale provider, and its texts shown under "View translations".
import { type APIRequestContext } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { pseudoTranslate } from "../../lib/international/pseudo";
import { QUESTION_MSG, TRANSLATION_MSG } from "../../lib/study-rules/messages";
import { BUILDER_MSG } from "../../lib/builder/messages";
import { draftStudyWithProducts } from "./support/studies";
import { acceptCookies, DEMO, json } from "./support/world";

type TStudy = { _id: string; date_modified: string; questions: { product: string; text: string; full_product: { name: string } }[] };

const studyUrl = (id: string) => `/api/v1/brand/${DEMO}/survey/${id}?view=wizard`;

const studyWithProducts = (api: APIRequestContext) => draftStudyWithProducts(api, "Wizard international e2e");

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

test("choose three countries, see cards and prices, translate (read-only while running) and view the translations", async ({ page }) => {
  test.slow(); // three countries, a translation job and its pages on a loaded 2-core machine
  const { assortment, id } = await studyWithProducts(page.request);
  const before = await json<TStudy>(await page.request.get(studyUrl(id)));
  const product = before.questions[0]!;
  await page.goto(`/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}?step=international`);

  await expect(page.getByRole("heading", { name: TRANSLATION_MSG.prompt })).toBeVisible();
  await expect(page.getByRole("button", { name: TRANSLATION_MSG.skipIt })).toBeVisible();
  // The footer reads Skip while the study has no country besides the default one, Next after (spec 2 §2).
  const footer = page.locator("footer");
  await expect(footer.getByRole("button", { name: QUESTION_MSG.skip, exact: true })).toBeVisible();
  await page.getByRole("button", { name: TRANSLATION_MSG.letsDoIt }).click();

  const modal = page.getByRole("dialog", { name: TRANSLATION_MSG.selectCountries });
  await expect(modal).toBeVisible();
  const search = modal.getByLabel(TRANSLATION_MSG.searchCountries);
  await search.fill("Atlantis");
  await expect(modal.getByText(TRANSLATION_MSG.noCountries)).toBeVisible();
  for (const name of ["France", "Germany", "Japan"]) {
    await search.fill(name);
    await modal.getByRole("button", { name: TRANSLATION_MSG.selectCountry(name), exact: true }).click();
    await expect(modal.getByRole("button", { name: TRANSLATION_MSG.selectCountry(name), exact: true })).toHaveAttribute("aria-pressed", "true");
  }
  await modal.getByRole("button", { name: TRANSLATION_MSG.done }).click();
  await expect(modal).toHaveCount(0);

  // Cards (default country first) and a price column per country, once saved.
  const cards = page.getByTestId("intl-country-card");
  await expect.poll(() => cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-country")))).toEqual(["US", "FR", "DE", "JP"]);
  const france = page.locator('[data-testid="intl-country-card"][data-country="FR"]');
  await expect(france).toContainText(TRANSLATION_MSG.population);
  await expect(france).toContainText("EUR");
  // No registry package ships GDP figures: the cards leave those rows out (P10; wizard-walkthrough.spec.ts).
  await expect(france).not.toContainText(TRANSLATION_MSG.gdpPerCapita);
  await expect.poll(() => page.getByTestId("intl-price-column").evaluateAll((els) => els.map((e) => e.getAttribute("data-country")))).toEqual(["US", "FR", "DE", "JP"]);
  await expect(page.getByTestId("save-indicator")).toHaveAttribute("data-state", "saved");

  // The default country's price comes from the product: read-only, with the reason.
  const usPrice = page.getByLabel(TRANSLATION_MSG.priceLabel(product.full_product.name, "United States"));
  await expect(usPrice).toHaveAttribute("readonly", "");
  await expect(usPrice).toHaveAccessibleDescription(TRANSLATION_MSG.defaultPriceLocked);
  await expect(page.getByLabel(TRANSLATION_MSG.priceLabel(product.full_product.name, "France"))).toBeEditable();
  await expect(footer.getByRole("button", { name: BUILDER_MSG.next, exact: true })).toBeVisible();

  // A country price is saved with the product's question (additional_price_conversions).
  const frPrice = page.getByLabel(TRANSLATION_MSG.priceLabel(product.full_product.name, "France"));
  await frPrice.fill("49.5");
  await frPrice.press("Tab");
  await expect
    .poll(async () => {
      const s = await json<{ questions: { additional_price_conversions: Record<string, number> }[] }>(await page.request.get(studyUrl(id)));
      return s.questions[0]!.additional_price_conversions.FR;
    })
    .toBe(49.5);

  // Translate: all three need it.
  const row = (code: string) => page.locator(`[data-testid="intl-translation-row"][data-country="${code}"]`);
  await expect(row("FR").getByTestId("intl-translation-status")).toHaveAttribute("data-status", "needs_translation");
  await page.getByRole("button", { name: TRANSLATION_MSG.startTranslation }).click();
  await expectToast(page, TRANSLATION_MSG.started);
  const progress = page.getByRole("dialog", { name: TRANSLATION_MSG.inProgressTitle });
  await expect(progress).toContainText("24 to 48 hours");
  await expect(row("JP").getByTestId("intl-translation-status")).toHaveAttribute("data-status", "in_progress");
  // The wizard is read-only meanwhile: no country changes, no price edits; cancel stays possible.
  await progress.getByRole("button", { name: TRANSLATION_MSG.close }).click();
  await expect(page.getByRole("button", { name: TRANSLATION_MSG.addCountries })).toHaveCount(0);
  await expect(page.getByLabel(TRANSLATION_MSG.priceLabel(product.full_product.name, "France"))).toBeDisabled();

  // The pseudo-locale provider finishes; polling reloads the study.
  for (const code of ["FR", "DE", "JP"]) {
    await expect(row(code).getByTestId("intl-translation-status")).toHaveAttribute("data-status", "up_to_date", { timeout: 60_000 });
  }
  await expect(page.getByRole("button", { name: TRANSLATION_MSG.addCountries })).toBeVisible();
  await expect(page.getByLabel(TRANSLATION_MSG.priceLabel(product.full_product.name, "France"))).toBeEditable();

  await row("FR").getByRole("button", { name: TRANSLATION_MSG.viewTranslations }).click();
  const table = page.getByRole("table", { name: TRANSLATION_MSG.translationsOf("France") });
  await expect(table).toContainText(pseudoTranslate(product.text, "fr"));
  await expect(table).toContainText(pseudoTranslate(product.full_product.name, "fr"));
  await row("JP").getByRole("button", { name: TRANSLATION_MSG.viewTranslations }).click();
  await expect(page.getByRole("table", { name: TRANSLATION_MSG.translationsOf("Japan") })).toContainText(pseudoTranslate(product.text, "ja"));
});
