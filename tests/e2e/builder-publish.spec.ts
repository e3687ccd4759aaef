// The wizard from an empty Draft to a published (Active) study through the UI (spec 2 §2 "Start step", "Products
// step", "Prep-to-send step", §4 "Publish flow", §5 "Studies should have at least 1 product."), and Advanced Settings
// (spec 2 §2 "Other modals", §5 text limits and the thank-you URL prefix, §6 admin-only settings).
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { audit } from "./support/axe";
import { SURVEY_PURPOSES } from "../../lib/studies/messages";
import { BUILDER_MSG } from "../../lib/builder/messages";
import { acceptCookies, DEMO, json } from "./support/world";

type TProduct = { _id: string; name: string; assortment: string[]; images: unknown[] };
type TStudy = {
  _id: string;
  status: string;
  date_modified: string;
  demo: boolean;
  internal_template: boolean;
  welcome_header: string | null;
  thank_you: { button_url: string | null };
  questions: { product: string }[];
};

const studyUrl = (id: string) => `/api/v1/brand/${DEMO}/survey/${id}?view=wizard`;
const wizard = (assortment: string, id: string, query = "") => `/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}${query}`;
const saved = (page: Page) => expect(page.getByTestId("save-indicator")).toHaveAttribute("data-state", "saved");
const nav = (page: Page, step: string) =>
  page.getByRole("navigation", { name: BUILDER_MSG.builderNav }).getByRole("button", { name: new RegExp(`\\b${step}$`) });
const thumb = (page: Page, id: string) => page.locator(`[data-testid="wizard-catalogue-product"][data-product-id="${id}"]`).locator("button[aria-pressed]");

/** A Demo assortment with at least two products that have images (the publish checks need an image each). */
async function assortmentWithProducts(api: APIRequestContext): Promise<{ assortment: string; products: TProduct[] }> {
  const all = await json<TProduct[]>(await api.get(`/api/v1/admin/brand/${DEMO}/products/?offset=0&limit=5000`));
  const by = new Map<string, TProduct[]>();
  for (const p of all) if (p.images.length > 0) for (const a of p.assortment) by.set(a, [...(by.get(a) ?? []), p]);
  const found = [...by.entries()].find(([, ps]) => ps.length >= 2);
  if (!found) throw new Error("No Demo assortment with two products that have images");
  return { assortment: found[0], products: found[1] };
}

/** An empty Draft made like the "Create" button does (POST campaignSNT): no title, no type, no products. */
async function emptyDraft(api: APIRequestContext, assortment: string): Promise<string> {
  const { _id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${DEMO}/campaignSNT`, { data: { assortment } }));
  return _id;
}

test.use({ role: "full" });
test.beforeEach(async ({ page }) => acceptCookies(page));

test("an empty Draft is built and published through the wizard, fixing the missing products on the way", async ({ page }) => {
  test.slow(); // a long journey (a published study, several pages) on a loaded 2-core machine
  const { assortment, products } = await assortmentWithProducts(page.request);
  const id = await emptyDraft(page.request, assortment);
  const title = `Publish journey ${Date.now()}`;
  await page.goto(wizard(assortment, id));

  // The study has no type yet: the decision-point chooser comes first.
  const chooser = page.getByRole("dialog", { name: BUILDER_MSG.chooserTitle });
  await expect(chooser).toBeVisible();
  await chooser.locator('[data-testid="decision-card"][data-type="concept"]').getByRole("button", { name: BUILDER_MSG.choose }).click();
  await expect(chooser).toHaveCount(0);

  // Start step: title, due date, purpose.
  await page.getByLabel(BUILDER_MSG.studyTitle).fill(title);
  const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(BUILDER_MSG.dueDate).fill(due);
  await page.getByLabel(SURVEY_PURPOSES[0]).check();
  await saved(page);
  await page.getByRole("button", { name: BUILDER_MSG.next, exact: true }).click();
  await expect(page.getByText(BUILDER_MSG.productsNoneSelected)).toBeVisible();

  // Publishing without products: the issues dialog lists "Studies should have at least 1 product.".
  await nav(page, BUILDER_MSG.stepTitles["prep-to-send"]).click();
  await expect(page.getByRole("heading", { name: BUILDER_MSG.review, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: BUILDER_MSG.liveLink, exact: true })).toBeVisible();
  await page.getByRole("button", { name: BUILDER_MSG.readyToSend, exact: true }).click();
  const issues = page.getByRole("alertdialog", { name: BUILDER_MSG.publishIssues });
  await expect(issues).toBeVisible();
  await expect(issues.getByRole("listitem")).toContainText(["Studies should have at least 1 product."]);
  await issues.getByRole("button", { name: BUILDER_MSG.fixErrors }).click();
  await expect(issues).toHaveCount(0);
  // Nothing was published: the server still has the Draft.
  expect((await json<TStudy>(await page.request.get(studyUrl(id)))).status).toBe("Draft");

  // Back to products: select two.
  await nav(page, BUILDER_MSG.stepTitles.products).click();
  for (const p of products.slice(0, 2)) {
    await thumb(page, p._id).click();
    await expect(thumb(page, p._id)).toHaveAttribute("aria-pressed", "true");
  }
  await saved(page);

  // Review → Ready to Send → "Ready to Send?" → Yes, publish.
  await nav(page, BUILDER_MSG.stepTitles["prep-to-send"]).click();
  await expect(page.getByTestId("review-summary")).toContainText(`${BUILDER_MSG.summaryProducts}2`);
  await expect(page.getByTestId("price-estimate")).toHaveText("$250");
  await page.getByRole("button", { name: BUILDER_MSG.readyToSend, exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: BUILDER_MSG.readyToSendTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(BUILDER_MSG.readyToSendBody);
  await expect(confirm.getByRole("button", { name: BUILDER_MSG.cancel })).toBeVisible();
  await confirm.getByRole("button", { name: BUILDER_MSG.yesPublish }).click();
  await expectToast(page, BUILDER_MSG.published);
  // The finish modal (P10): the study is live, its absolute live link to copy, and Great goes Back.
  const done = page.getByRole("dialog", { name: BUILDER_MSG.publishedTitle });
  await expect(done).toBeVisible();
  await expect(done).toContainText(BUILDER_MSG.publishedBody);
  const origin = new URL(page.url()).origin;
  await expect(done.getByRole("textbox", { name: BUILDER_MSG.liveLink })).toHaveValue(new RegExp(`^${origin}/s/[^/]+$`));
  await done.getByRole("button", { name: BUILDER_MSG.great, exact: true }).click();
  await expect(done).toHaveCount(0);
  // Back goes to the assortment's tests by default (spec 2 §2 "Back destinations").
  await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/assortment/${assortment}/tests(\\?.*)?$`));

  const after = await json<TStudy>(await page.request.get(studyUrl(id)));
  expect(after.status).toBe("Active");
  expect(after.questions.map((q) => q.product)).toEqual(products.slice(0, 2).map((p) => p._id));

  // The studies list shows it Active.
  await page.goto(`/brand/${DEMO}/tests`);
  await page.getByRole("searchbox", { name: "Search studies" }).fill(`id:${id}`);
  const row = page.locator(`[data-testid="study-row"][data-study-id="${id}"]`);
  await expect(page.getByTestId("study-row")).toHaveCount(1);
  await expect(row.getByTestId("study-status")).toHaveText("Active");
});

test("Advanced Settings: text limit counters, the thank-you URL gets http://, no admin-only settings for a non-admin", async ({ page, context }) => {
  test.slow(); // two audits and a long journey on a loaded 2-core machine
  const { assortment } = await assortmentWithProducts(page.request);
  const id = await emptyDraft(page.request, assortment);
  const s = await json<TStudy>(await page.request.get(studyUrl(id)));
  await json(await page.request.put(`/api/v1/admin/brand/${DEMO}/survey/${id}`, { data: { date_modified: s.date_modified, title: "Settings e2e", type: "concept" } }));
  await page.goto(wizard(assortment, id, "?step=prep-to-send"));

  const review = await audit(page, "main");
  expect(review.violations.filter((v) => v.impact === "critical" || v.impact === "serious")).toEqual([]);
  // The live link copies with the spec's toast.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: BUILDER_MSG.copy, exact: true }).click();
  await expectToast(page, BUILDER_MSG.copied);

  await page.getByRole("button", { name: BUILDER_MSG.advancedSettings }).click();
  const dialog = page.getByRole("dialog", { name: BUILDER_MSG.advancedSettings });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab")).toHaveText(["General", "Welcome", "Exit", "Intro"]);
  const axe = await audit(page, '[role="dialog"]');
  expect(axe.violations.filter((v) => v.impact === "critical" || v.impact === "serious")).toEqual([]);
  // A non-admin sees no admin-only settings (spec 2 §6).
  await expect(dialog.getByTestId("admin-settings")).toHaveCount(0);
  await expect(dialog.getByLabel(BUILDER_MSG.settingLabels.internal_template)).toHaveCount(0);

  // Welcome header: at most 30 characters, with a counter.
  await dialog.getByRole("tab", { name: "Welcome" }).click();
  const header = dialog.getByLabel(BUILDER_MSG.welcomeHeader);
  await header.fill("Welcome to our brand new spring collection");
  await expect(header).toHaveValue("Welcome to our brand new sprin");
  await expect(dialog.getByText(BUILDER_MSG.charactersUsed("30/30"))).toBeVisible();

  // Exit: the thank-you button URL gets http:// when it has no scheme.
  await dialog.getByRole("tab", { name: "Exit" }).click();
  await expect(dialog.getByText(BUILDER_MSG.charactersUsed("0/300"))).toBeVisible();
  const url = dialog.getByLabel(BUILDER_MSG.thankYouUrl);
  await url.fill("example.com/thanks");
  await expect(dialog.getByTestId("thank-you-url-preview")).toHaveText(BUILDER_MSG.thankYouUrlPreview("http://example.com/thanks"));
  await url.blur();
  await expect(url).toHaveValue("http://example.com/thanks");
  await saved(page);
  const after = await json<TStudy>(await page.request.get(studyUrl(id)));
  expect(after.welcome_header).toBe("Welcome to our brand new sprin");
  expect(after.thank_you.button_url).toBe("http://example.com/thanks");
});

test("Finish on the last step of a steps= limit shows the finish modal; Great goes Back", async ({ page }) => {
  const { assortment } = await assortmentWithProducts(page.request);
  const id = await emptyDraft(page.request, assortment);
  const s = await json<TStudy>(await page.request.get(studyUrl(id)));
  const due_date = new Date(Date.now() + 20 * 86_400_000).toISOString();
  await json(
    await page.request.put(`/api/v1/admin/brand/${DEMO}/survey/${id}`, {
      data: { date_modified: s.date_modified, title: "Finish e2e", type: "concept", purpose: [SURVEY_PURPOSES[0]], due_date },
    }),
  );
  await page.goto(wizard(assortment, id, "?steps=start&from=all+tests"));
  await page.getByRole("button", { name: BUILDER_MSG.finish, exact: true }).click();
  const finish = page.getByRole("dialog", { name: BUILDER_MSG.finishTitle });
  await expect(finish).toBeVisible();
  await finish.getByRole("button", { name: BUILDER_MSG.great }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/tests(\\?.*)?$`));
});

test("Move test takes a Draft to another assortment without its products, after the data-loss warning", async ({ page }) => {
  const all = await json<TProduct[]>(await page.request.get(`/api/v1/admin/brand/${DEMO}/products/?offset=0&limit=5000`));
  const { assortment, products } = await assortmentWithProducts(page.request);
  const other = [...new Set(all.flatMap((p) => p.assortment))].find((a) => a !== assortment);
  if (!other) throw new Error("No second Demo assortment");
  const id = await emptyDraft(page.request, assortment);
  const s = await json<TStudy>(await page.request.get(studyUrl(id)));
  await json(
    await page.request.put(`/api/v1/admin/brand/${DEMO}/survey/${id}`, {
      data: { date_modified: s.date_modified, title: "Move e2e", type: "concept", products: [{ product: products[0]!._id }] },
    }),
  );
  await page.goto(wizard(assortment, id, "?step=prep-to-send"));
  await page.getByRole("button", { name: BUILDER_MSG.advancedSettings }).click();
  await page.getByRole("dialog", { name: BUILDER_MSG.advancedSettings }).getByRole("button", { name: BUILDER_MSG.moveTestOpen }).click();
  const move = page.getByRole("dialog", { name: BUILDER_MSG.moveTest });
  await expect(move).toBeVisible();
  await move.getByLabel(BUILDER_MSG.moveTarget).selectOption(other);
  await move.getByLabel(BUILDER_MSG.moveExclude).check();
  await expect(move.getByRole("alert")).toHaveText(BUILDER_MSG.moveExcludeWarning);
  await move.getByRole("button", { name: BUILDER_MSG.moveTest, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/assortment/${other}/campaign-wizard/${id}(\\?.*)?$`));
  const after = await json<TStudy & { assortment_id: string }>(await page.request.get(studyUrl(id)));
  expect(after.assortment_id).toBe(other);
  expect(after.questions).toEqual([]);
});

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("the admin-only settings show; template study turns demo on; the product limit has the spec's messages", async ({ page }) => {
    const { assortment } = await assortmentWithProducts(page.request);
    const id = await emptyDraft(page.request, assortment);
    const s = await json<TStudy>(await page.request.get(studyUrl(id)));
    await json(await page.request.put(`/api/v1/admin/brand/${DEMO}/survey/${id}`, { data: { date_modified: s.date_modified, title: "Admin settings e2e", type: "concept" } }));
    await page.goto(wizard(assortment, id, "?step=prep-to-send"));
    // Admins get the recruited audience section on the Review step.
    await expect(page.getByLabel(BUILDER_MSG.panelCost)).toBeVisible();

    await page.getByRole("button", { name: BUILDER_MSG.advancedSettings }).click();
    const dialog = page.getByRole("dialog", { name: BUILDER_MSG.advancedSettings });
    await expect(dialog.getByTestId("admin-settings")).toBeVisible();
    await dialog.getByLabel(BUILDER_MSG.settingLabels.internal_template, { exact: true }).check();
    await expect(dialog.getByLabel(BUILDER_MSG.settingLabels.demo, { exact: true })).toBeChecked();

    await dialog.getByLabel(BUILDER_MSG.settingLabels.limit).check();
    const limit = dialog.getByLabel(BUILDER_MSG.productLimitLabel);
    await limit.fill("");
    await expect(dialog.getByRole("alert")).toHaveText("Product count is required");
    await limit.fill("0");
    await expect(dialog.getByRole("alert")).toHaveText("Product count per respondent must be a valid number");
    await limit.fill("5");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    // The study owner is chosen among the brand's active members (spec 2 §6).
    const owner = dialog.getByLabel(BUILDER_MSG.settingLabels.owned_by);
    await expect(owner.locator("option", { hasText: "full@demo.test" })).toHaveCount(1);
    await owner.selectOption({ label: (await owner.locator("option", { hasText: "full@demo.test" }).textContent()) ?? "" });
    await saved(page);
    const after = await json<TStudy & { limit: { active: boolean; number: number }; owned_by: { email: string } | null }>(await page.request.get(studyUrl(id)));
    expect(after).toMatchObject({ internal_template: true, demo: true, limit: { active: true, number: 5 }, owned_by: { email: "full@demo.test" } });

    // Viewing as a user hides them again.
    await page.goto(wizard(assortment, id, "?step=prep-to-send&view=user"));
    await page.getByRole("button", { name: BUILDER_MSG.advancedSettings }).click();
    await expect(page.getByRole("dialog", { name: BUILDER_MSG.advancedSettings }).getByTestId("admin-settings")).toHaveCount(0);
  });
});
