// The live survey on a phone (P6 "Must show"): a CRM respondent completes a 3-product study with privacy,
// segmentation and follow-ups (texts of the welcome, privacy, star labels, follow-up titles by side, exit page);
// a reload mid-survey resumes at the next product with the earlier rating kept; axe finds nothing on the welcome
// and a product page.
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, apiAs } from "./support/test";
import { audit } from "./support/axe";
import { LIVE_LABELS, LIVE_OUTCOME_TEXT, privacyText } from "../../lib/survey/messages";
import { answerAge, FOLLOW_UPS, liveStudy, respondentsCount, SEGMENTS, TEXTS, type TLiveStudy, PHONE, surveyHeading, surveyNext } from "./support/live-study";
import { DEMO_BRANDS } from "./support/world";

test.use(PHONE);

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await apiAs("admin");
});
test.afterAll(async () => admin.dispose());

const heading = surveyHeading;
const next = surveyNext;

/** The four kinds of segmentation input: radios (required), a dropdown, checkboxes and a text area (optional). */
const ALL_SEGMENTS = [
  { title: SEGMENTS.age, required: true },
  { title: SEGMENTS.state, required: false },
  { title: SEGMENTS.channels, required: false },
  { title: SEGMENTS.favourite, required: false },
];

async function answerSegmentation(page: Page) {
  // Age: required, radios; Next waits for an answer.
  await expect(heading(page)).toContainText(SEGMENTS.age);
  await expect(heading(page)).toContainText(LIVE_LABELS.required);
  await expect(next(page)).toBeDisabled();
  await page.getByRole("radiogroup", { name: SEGMENTS.age }).getByRole("radio", { name: "25-34" }).check();
  await next(page).click();
  // US state: shown as a dropdown, optional.
  await expect(heading(page)).toHaveText(SEGMENTS.state);
  await expect(next(page)).toBeEnabled();
  await page.getByRole("combobox", { name: SEGMENTS.state }).selectOption({ label: "California" });
  await next(page).click();
  // Channels: several answers.
  await expect(heading(page)).toHaveText(SEGMENTS.channels);
  await expect(page.getByText(LIVE_LABELS.chooseAll)).toBeVisible();
  const channels = page.getByRole("group", { name: SEGMENTS.channels });
  await channels.getByRole("checkbox", { name: "Online" }).check();
  await channels.getByRole("checkbox", { name: "Brand stores" }).check();
  await next(page).click();
  // Favourite brand: free text.
  await expect(heading(page)).toHaveText(SEGMENTS.favourite);
  await page.getByRole("textbox", { name: SEGMENTS.favourite }).fill("Acme, for the fit.");
  await next(page).click();
}

async function rate(page: Page, product: { name: string }, n: number, total: number, index: number) {
  await expect(heading(page)).toHaveText(product.name);
  await expect(page.getByText(LIVE_LABELS.progress(index, total), { exact: true })).toBeVisible();
  const stars = page.getByRole("group", { name: TEXTS.question });
  await stars.getByRole("radio", { name: LIVE_LABELS.starsLabel(n), exact: true }).check();
}

test("a CRM respondent completes a 3-product study: welcome, privacy, segmentation, stars and follow-ups by side, exit page", async ({ page }) => {
  test.slow(); // a long journey (a published study, several pages) on a loaded 2-core machine
  const study = await liveStudy(admin, { title: `Live CRM ${Date.now()}`, privacy: true, segments: ALL_SEGMENTS });
  await page.goto(`/s/${study.shortId}?audience=crm`);

  // Welcome: the study's texts, server-rendered, and the page language.
  await expect(heading(page)).toHaveText(TEXTS.welcomeHeader);
  await expect(page.getByText(TEXTS.welcomeMessage)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: TEXTS.welcomeButton }).click();

  // Privacy disclaimer for CRM respondents, with the brand name.
  await expect(heading(page)).toHaveText(LIVE_LABELS.privacyTitle);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByText(privacyText(DEMO_BRANDS.demo.name, null))).toBeVisible();
  await page.getByRole("button", { name: LIVE_LABELS.privacyAccept }).click();

  await answerSegmentation(page);

  // Product 1: star labels, low / high texts; Next waits for the rating and the side's required follow-ups.
  const [p1, p2, p3] = study.products as [TLiveStudy["products"][number], TLiveStudy["products"][number], TLiveStudy["products"][number]];
  await expect(heading(page)).toHaveText(p1.name);
  await expect(page.getByRole("img", { name: p1.name }).first()).toBeVisible();
  const stars = page.getByRole("group", { name: TEXTS.question });
  for (let n = 1; n <= 5; n++) await expect(stars.getByRole("radio", { name: LIVE_LABELS.starsLabel(n), exact: true })).toBeVisible();
  await expect(stars.getByText(TEXTS.starLow)).toBeVisible();
  await expect(stars.getByText(TEXTS.starHigh)).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await rate(page, p1, 5, 3, 1);
  // 5 stars: the positive side (choice, multi and the optional text).
  const liked = page.getByRole("group", { name: FOLLOW_UPS.liked.title });
  await expect(liked).toBeVisible();
  await expect(page.getByRole("group", { name: FOLLOW_UPS.wear.title })).toBeVisible();
  await expect(page.getByLabel(FOLLOW_UPS.text.title)).toBeVisible();
  await expect(page.getByRole("group", { name: FOLLOW_UPS.change.title })).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
  await liked.getByRole("radio", { name: "Fit" }).check();
  await expect(next(page)).toBeDisabled(); // the multi follow-up is still missing
  const wear = page.getByRole("group", { name: FOLLOW_UPS.wear.title });
  await wear.getByRole("checkbox", { name: "Work" }).check();
  await wear.getByRole("checkbox", { name: "Sport" }).check();
  await page.getByLabel(FOLLOW_UPS.text.title).fill("Lovely colour.");
  await next(page).click();

  // Product 2: 2 stars asks the negative side; the positive-only multi is not asked.
  await rate(page, p2, 2, 3, 2);
  await expect(page.getByRole("group", { name: FOLLOW_UPS.change.title })).toBeVisible();
  await expect(page.getByRole("group", { name: FOLLOW_UPS.wear.title })).toHaveCount(0);
  await page.getByRole("group", { name: FOLLOW_UPS.change.title }).getByRole("radio", { name: "Price" }).check();
  await next(page).click();

  // Product 3: the last page submits.
  await rate(page, p3, 4, 3, 3);
  await page.getByRole("group", { name: FOLLOW_UPS.liked.title }).getByRole("radio", { name: "Colour" }).check();
  await page.getByRole("group", { name: FOLLOW_UPS.wear.title }).getByRole("checkbox", { name: "Weekend" }).check();
  await page.getByRole("button", { name: LIVE_LABELS.submit }).click();

  // Exit page: the study's texts and its button.
  await expect(heading(page)).toHaveText(TEXTS.exitHeader);
  await expect(page.getByText(TEXTS.exitMessage)).toBeVisible();
  await expect(page.getByRole("link", { name: TEXTS.exitButton })).toHaveAttribute("href", TEXTS.exitUrl);
  expect(await respondentsCount(admin, study.id)).toBe(1);

  // A reload after the end shows the end again (the session is kept), not a new visit.
  await page.reload();
  await expect(heading(page)).toHaveText(LIVE_OUTCOME_TEXT.complete.title);
  await expect(page.getByText(LIVE_OUTCOME_TEXT.complete.message)).toBeVisible();
  await expect(page.getByRole("button", { name: TEXTS.welcomeButton })).toHaveCount(0);
  expect(await respondentsCount(admin, study.id)).toBe(1);
});

test("a reload after product 1 resumes at product 2 with product 1's rating kept", async ({ page }) => {
  test.slow(); // a long journey (a published study, several pages) on a loaded 2-core machine
  const study = await liveStudy(admin, { title: `Live resume ${Date.now()}` });
  const [p1, p2, p3] = study.products as [TLiveStudy["products"][number], TLiveStudy["products"][number], TLiveStudy["products"][number]];
  await page.goto(`/s/${study.shortId}?audience=crm`);
  await page.getByRole("button", { name: TEXTS.welcomeButton }).click();
  await answerAge(page);
  await rate(page, p1, 3, 3, 1);
  await page.getByRole("group", { name: FOLLOW_UPS.change.title }).getByRole("radio", { name: "Fit" }).check();
  await next(page).click();
  await expect(heading(page)).toHaveText(p2.name);

  await page.reload();
  // Straight back at product 2 (no welcome), its heading focused.
  await expect(heading(page)).toHaveText(p2.name);
  await expect(page.getByText(LIVE_LABELS.progress(2, 3), { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: LIVE_LABELS.starsLabel(1), exact: true })).not.toBeChecked();
  // Back: product 1 keeps its 3 stars and its follow-up answer.
  await page.getByRole("button", { name: LIVE_LABELS.back }).click();
  await expect(heading(page)).toHaveText(p1.name);
  await expect(page.getByRole("radio", { name: LIVE_LABELS.starsLabel(3), exact: true })).toBeChecked();
  await expect(page.getByRole("group", { name: FOLLOW_UPS.change.title }).getByRole("radio", { name: "Fit" })).toBeChecked();
  await next(page).click();
  await rate(page, p2, 1, 3, 2);
  await page.getByRole("group", { name: FOLLOW_UPS.change.title }).getByRole("radio", { name: "Colour" }).check();
  await next(page).click();
  await rate(page, p3, 2, 3, 3);
  await page.getByRole("group", { name: FOLLOW_UPS.change.title }).getByRole("radio", { name: "Price" }).check();
  await page.getByRole("button", { name: LIVE_LABELS.submit }).click();
  await expect(heading(page)).toHaveText(TEXTS.exitHeader);
  expect(await respondentsCount(admin, study.id)).toBe(1);
});

test("axe finds no violations on the welcome page and on a product page with its follow-ups", async ({ page }) => {
  test.slow(); // a published study, two pages and two audits on a loaded 2-core machine
  const study = await liveStudy(admin, { title: `Live axe ${Date.now()}` });
  await page.goto(`/s/${study.shortId}?audience=crm`);
  await expect(heading(page)).toHaveText(TEXTS.welcomeHeader);
  // The respondent app is the whole page.
  expect((await audit(page, "body")).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  await page.getByRole("button", { name: TEXTS.welcomeButton }).click();
  await answerAge(page);
  await rate(page, study.products[0]!, 5, 3, 1);
  await expect(page.getByRole("group", { name: FOLLOW_UPS.liked.title })).toBeVisible();
  expect((await audit(page, "body")).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});

test("a save that fails keeps the page, says so politely, and Try again saves and goes on", async ({ page }) => {
  test.slow(); // a published study and several pages on a loaded 2-core machine
  const study = await liveStudy(admin, { title: `Live retry ${Date.now()}` });
  await page.goto(`/s/${study.shortId}?audience=crm`);
  await page.getByRole("button", { name: TEXTS.welcomeButton }).click();
  await expect(heading(page)).toContainText(SEGMENTS.age);
  // The connection drops for the first save.
  let dropped = false;
  await page.route("**/api/v1/live/*/answers", async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.abort("internetdisconnected");
  });
  await page.getByRole("radiogroup", { name: SEGMENTS.age }).getByRole("radio", { name: "35-44" }).check();
  await next(page).click();
  await expect(page.locator("[aria-live=polite]").getByText(LIVE_LABELS.saveFailed)).toBeVisible();
  await expect(heading(page)).toContainText(SEGMENTS.age);
  await page.getByRole("button", { name: LIVE_LABELS.retry }).click();
  await expect(heading(page)).toHaveText(study.products[0]!.name);
  await expect(page.getByText(LIVE_LABELS.saveFailed)).toHaveCount(0);
  // The retried answer was stored: a reload resumes past the age question.
  await page.reload();
  await expect(heading(page)).toHaveText(study.products[0]!.name);
});
