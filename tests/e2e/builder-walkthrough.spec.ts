// Rough edges a new user hit in the P10 walk-through, in the study builder: every one of the 7 steps has one main
// landmark and passes a whole-page axe audit with no violation at all; the Review step copies the same absolute live
// link as the studies list's Copy Link; Select Countries shows real (SVG) flags and no "—" for figures nobody has.
// The publish feedback (toast and finish modal) is in wizard-publish.spec.ts.
import { expect, test, expectToast } from "./support/test";
import { auditPage, violationSummary } from "./support/axe";
import { MENU_LABELS } from "../../lib/studies/menu";
import { STUDY_MSG } from "../../lib/studies/messages";
import { TRANSLATION_MSG } from "../../lib/study-rules/messages";
import { BUILDER_MSG } from "../../lib/builder/messages";
import { BUILDER_STEPS } from "../../lib/builder/study";
import { draftStudyWithProducts } from "./support/studies";
import { acceptCookies, DEMO, json } from "./support/world";

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const wizard = (assortment: string, id: string, step: string) => `/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}?step=${step}`;
const stepsNav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: BUILDER_MSG.builderNav });

test("every wizard step has one main landmark and no axe violation", async ({ page }, info) => {
  test.slow(); // seven pages, each audited whole, on a loaded 2-core machine
  await page.setViewportSize({ width: 1440, height: 900 });
  const { assortment, id } = await draftStudyWithProducts(page.request, `Wizard axe ${Date.now()}`);
  await page.goto(wizard(assortment, id, BUILDER_STEPS[0]));
  await expect(stepsNav(page).getByRole("button")).toHaveCount(BUILDER_STEPS.length);

  for (const step of BUILDER_STEPS) {
    await page.goto(wizard(assortment, id, step));
    await expect(stepsNav(page).locator('[aria-current="step"]')).toContainText(BUILDER_MSG.stepTitles[step]);
    await expect(page.getByRole("main")).toHaveCount(1);
    const results = await auditPage(page, "main");
    expect(violationSummary(results), `axe on the ${step} step`).toEqual([]);
    await info.attach(`wizard-${step}-1440`, { body: await page.screenshot(), contentType: "image/png" });
  }
});

test("the Review step copies the absolute live link, the same one the studies list copies", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { assortment, id } = await draftStudyWithProducts(page.request, `Live link ${Date.now()}`);
  const { short_id } = await json<{ short_id: string }>(await page.request.get(`/api/v1/brand/${DEMO}/survey/${id}?view=wizard`));
  await page.goto(wizard(assortment, id, "prep-to-send"));
  const expected = `${new URL(page.url()).origin}/s/${short_id}`;

  const box = page.getByRole("textbox", { name: BUILDER_MSG.liveLink });
  await expect(box).toHaveValue(expected);
  await page.getByRole("button", { name: BUILDER_MSG.copy, exact: true }).click();
  await expectToast(page, BUILDER_MSG.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // The studies list's Copy Link gives the very same text.
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await page.goto(`/brand/${DEMO}/tests`);
  await page.getByRole("searchbox", { name: "Search studies" }).fill(`id:${id}`);
  const row = page.locator(`[data-testid="study-row"][data-study-id="${id}"]`);
  await expect(page.getByTestId("study-row")).toHaveCount(1);
  await row.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: MENU_LABELS.link }).click();
  await expectToast(page, STUDY_MSG.linkCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test("Select Countries shows SVG flags, and no GDP row where no figure exists", async ({ page }) => {
  const { assortment, id } = await draftStudyWithProducts(page.request, `Flags ${Date.now()}`);
  await page.goto(wizard(assortment, id, "international"));
  await page.getByRole("button", { name: TRANSLATION_MSG.letsDoIt }).click();
  const modal = page.getByRole("dialog", { name: TRANSLATION_MSG.selectCountries });
  await expect(modal).toBeVisible();

  const options = modal.getByTestId("intl-country-option");
  await expect(options.first()).toBeVisible();
  // Every country's flag is a flag-icons SVG (not an emoji, which needs a colour-emoji font), loaded as an image.
  const france = modal.locator('[data-testid="intl-country-option"][data-country="FR"]');
  const flag = france.getByTestId("country-flag");
  await expect(flag).toHaveAttribute("data-flag", "fr");
  await expect.poll(() => flag.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/url\(.+\.svg.*\)/);
  const box = (await flag.boundingBox())!;
  expect(box.width).toBeGreaterThan(16);
  expect(box.height).toBeGreaterThan(12);
  const flagless = await options.evaluateAll((els) => els.filter((el) => !el.querySelector('[data-testid="country-flag"][data-flag]:not([data-flag=""]), img')).length);
  expect(flagless).toBe(0);
  const sheetLoaded = await flag.evaluate(async (el) => {
    const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(el).backgroundImage)?.[1];
    return url ? (await fetch(url)).headers.get("content-type") : null;
  });
  expect(sheetLoaded).toContain("image/svg+xml");

  // The seeded countries carry no GDP (no registry package ships it): no "GDP" rows and no "—" anywhere.
  await expect(france).toContainText(TRANSLATION_MSG.population);
  await expect(france).toContainText("EUR");
  await expect(modal.getByText(TRANSLATION_MSG.gdp, { exact: true })).toHaveCount(0);
  await expect(modal.getByText(TRANSLATION_MSG.gdpPerCapita, { exact: true })).toHaveCount(0);
  expect(await modal.textContent()).not.toContain("—");

  const results = await auditPage(page, '[role="dialog"]');
  expect(violationSummary(results)).toEqual([]);
  await modal.getByRole("button", { name: BUILDER_MSG.cancel }).click();
  await expect(modal).toHaveCount(0);
});
