// Recording learnings and reading the learnings and impact report (P13 item 1; spec 3 §2 "Learnings and impact
// report": toolbar with print and copy of a link, takeaways with the product's image, report pages of 4, 2 per row),
// as the demo admin on the seeded Closed study. The test starts by clearing what an earlier attempt left.
import type { APIRequestContext, Page } from "@playwright/test";
import { LEARNINGS_MSG, LEARNINGS_UI } from "../../lib/learnings/messages";
import { LEARNINGS_TAB } from "../../lib/results/tabs/learnings-impact";
import { audit, violationSummary } from "./support/axe";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { seeViewAndRevoke } from "./support/shares";
import { SHARE_MSG, SHARE_UI } from "../../lib/shares/messages";
import { SNIP_UI } from "../../lib/snips/messages";
import { apiAs, expect, expectToast, gqlWith, test, userContext } from "./support/test";

const STUDY = RESULTS_STUDIES.demoClosed;

/** Removes every takeaway and the impact of the study, so the journey starts from nothing. */
async function clearLearnings(api: APIRequestContext) {
  const v = { b: STUDY.brand, s: STUDY.id };
  const { learningsAndImpact } = await gqlWith<{ learningsAndImpact: { key_takeaways: { id: string }[] } }>(
    api,
    `query($b: ID!, $s: ID!) { learningsAndImpact(brand_id: $b, survey_id: $s) { key_takeaways { id } } }`,
    v,
  );
  for (const k of learningsAndImpact.key_takeaways) await gqlWith(api, `mutation($b: ID!, $s: ID!, $id: ID!) { deleteKeyTakeaway(brand_id: $b, survey_id: $s, _id: $id) }`, { ...v, id: k.id });
  await gqlWith(api, `mutation($b: ID!, $s: ID!) { updateSurveyImpact(brand_id: $b, survey_id: $s, impact: { insight: "", learnings: "", decisions: "", estimated_roi: "" }) { insight } }`, v);
}

async function addTakeaways(api: APIRequestContext, learnings: string[]) {
  for (const learning of learnings) {
    await gqlWith(api, `mutation($b: ID!, $s: ID!, $t: KeyTakeawayInput!) { createKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: $t) { id } }`, {
      b: STUDY.brand,
      s: STUDY.id,
      t: { learning, decision: `Act on: ${learning}`, estimated_roi: "+5%" },
    });
  }
}

const takeaways = (page: Page) => page.getByTestId("takeaway");
const learningOf = (page: Page, i: number) => takeaways(page).nth(i).getByTestId("takeaway-learning");

test.describe("learnings and impact", () => {
  test.use({ role: "admin" });

  test("recorded on the results tab (add, check, edit, order, delete, impact) and read in the report, 4 a page, printed without its toolbar", async ({ page }) => {
    test.slow();
    const api = await apiAs("admin");
    try {
      await clearLearnings(api);
      await page.goto(resultsPath(STUDY, "tab=learnings-impact"));
      await expect(page.getByTestId("learnings-empty")).toBeVisible();

      // An empty learning is refused under its field; nothing is saved.
      await page.getByRole("button", { name: LEARNINGS_UI.addTakeaway }).click();
      const dialog = page.getByTestId("takeaway-dialog");
      await dialog.getByRole("button", { name: LEARNINGS_UI.save }).click();
      await expect(dialog.getByText(LEARNINGS_MSG.learningRequired)).toBeVisible();

      // A takeaway about a product.
      const product = dialog.getByLabel(LEARNINGS_UI.product);
      const productName = (await product.locator("option").nth(1).textContent())!;
      await product.selectOption({ index: 1 });
      await dialog.getByLabel(LEARNINGS_UI.learning).fill("Earth tones win with the 25–34s");
      await dialog.getByLabel(LEARNINGS_UI.decision).fill("Keep the olive colourway, drop navy");
      await dialog.getByLabel(LEARNINGS_UI.estimatedRoi).fill("+$120k first season");
      await dialog.getByRole("button", { name: LEARNINGS_UI.save }).click();
      await expectToast(page, LEARNINGS_MSG.saved);
      await expect(takeaways(page)).toHaveCount(1);
      await expect(takeaways(page).first().getByTestId("takeaway-product")).toHaveText(productName);
      await expect(learningOf(page, 0)).toContainText("Earth tones win with the 25–34s");

      // Five more through the API, then edit, order and delete on the page.
      await addTakeaways(api, ["Price ceiling is $180", "Shorter lengths test better", "Hoods matter in the north", "Recycled fill is a plus", "Too many neutrals"]);
      await page.reload();
      await expect(takeaways(page)).toHaveCount(6);
      await page.getByRole("button", { name: LEARNINGS_UI.editTakeawayOf(2) }).click();
      await dialog.getByLabel(LEARNINGS_UI.learning).fill("Price ceiling is $170");
      await dialog.getByRole("button", { name: LEARNINGS_UI.save }).click();
      await expectToast(page, LEARNINGS_MSG.saved);
      await expect(learningOf(page, 1)).toContainText("Price ceiling is $170");
      await page.getByRole("button", { name: LEARNINGS_UI.moveUp(2) }).click();
      await expectToast(page, LEARNINGS_MSG.reordered);
      await expect(learningOf(page, 0)).toContainText("Price ceiling is $170");
      await expect(learningOf(page, 1)).toContainText("Earth tones win");
      await page.getByRole("button", { name: LEARNINGS_UI.deleteTakeawayOf(6) }).click();
      await page.getByRole("alertdialog", { name: LEARNINGS_UI.deleteQuestion }).getByRole("button", { name: LEARNINGS_UI.delete }).click();
      await expectToast(page, LEARNINGS_MSG.deleted);
      await expect(takeaways(page)).toHaveCount(5);
      await expect(page.getByText("Too many neutrals")).toHaveCount(0);

      // The impact.
      await page.getByRole("button", { name: LEARNINGS_UI.editImpact }).click();
      const impact = page.getByTestId("impact-dialog");
      await impact.getByLabel(LEARNINGS_TAB.impact.insight).fill("Colour, not cut, drives intent");
      await impact.getByLabel(LEARNINGS_TAB.impact.estimated_roi).fill("+8% sell-through");
      await impact.getByRole("button", { name: LEARNINGS_UI.save }).click();
      await expectToast(page, LEARNINGS_MSG.impactSaved);
      await expect(page.getByTestId("impact-insight")).toContainText("Colour, not cut, drives intent");
      await expect(page.getByTestId("impact-decisions")).toContainText(LEARNINGS_TAB.notRecorded);
      await shoot(page, "learnings-tab-editor");

      // The report: study, impact, takeaways 4 on the first page and 1 on the second.
      await page.getByTestId("learnings-report-link").click();
      await expect(page).toHaveURL(new RegExp(`/learnings/${STUDY.brand}/${STUDY.id}$`));
      const report = page.getByTestId("learnings-report");
      await expect(report.getByRole("heading", { name: LEARNINGS_UI.reportTitle })).toBeVisible();
      await expect(report.getByTestId("impact-insight")).toContainText("Colour, not cut, drives intent");
      const pages = report.getByTestId("learnings-report-page");
      await expect(pages).toHaveCount(2);
      await expect(pages.nth(0).getByTestId("takeaway")).toHaveCount(4);
      await expect(pages.nth(1).getByTestId("takeaway")).toHaveCount(1);
      await expect(pages.nth(0).getByTestId("takeaway").first().getByTestId("takeaway-learning")).toContainText("Price ceiling is $170");
      expect(violationSummary(await audit(page, '[data-testid="learnings-report"]'))).toEqual([]);
      await shoot(page, "learnings-report");

      // Printed: no toolbar; each report page but the last ends its sheet.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: LEARNINGS_UI.print })).toBeHidden();
      expect(await pages.nth(0).evaluate((el) => getComputedStyle(el).breakAfter)).toBe("page");
      await page.emulateMedia({ media: "screen" });
    } finally {
      await api.dispose();
    }
  });

  test("shared by link: a viewer without an account passes the e-mail gate and reads it, the brand sees the view and revokes the link", async ({ page, context, browser }) => {
    test.slow();
    const api = await apiAs("admin");
    try {
      await clearLearnings(api);
      await addTakeaways(api, ["Olive outsells navy", "Hoods matter in the north"]);
    } finally {
      await api.dispose();
    }
    // The brand copies a shareable link from the report's toolbar.
    await page.goto(`/learnings/${STUDY.brand}/${STUDY.id}`);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: LEARNINGS_UI.copyLink }).click();
    await expectToast(page, SHARE_MSG.created);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/learnings/${STUDY.brand}/${STUDY.id}\\?share=[A-Za-z0-9_-]{43}$`));

    // A fresh browser with no cookies: the gate refuses a bad address, then shows the report, read-only.
    const viewer = await userContext(browser, null);
    try {
      const v = await viewer.newPage();
      await v.goto(link);
      const gate = v.getByTestId("share-gate");
      await expect(gate.getByText(SHARE_UI.gateLearningsText)).toBeVisible();
      await gate.getByLabel(SHARE_UI.email).fill("not-an-address");
      await gate.getByRole("button", { name: SHARE_UI.view }).click();
      await expect(gate.getByText(SHARE_MSG.invalidEmail)).toBeVisible();
      await gate.getByLabel(SHARE_UI.email).fill("buyer@retailer.example");
      await gate.getByRole("button", { name: SHARE_UI.view }).click();
      const report = v.getByTestId("learnings-report");
      await expect(report.getByTestId("takeaway")).toHaveCount(2);
      await expect(report.getByText(SHARE_UI.sharedBy("Demo Outfitters"))).toBeVisible();
      await expect(report.getByRole("button", { name: LEARNINGS_UI.copyLink })).toHaveCount(0);
      await expect(v.locator('a[href^="/brand"], a[href^="/learnings"]')).toHaveCount(0);
      await shoot(v, "learnings-shared");
      await v.emulateMedia({ media: "print" });
      await expect(v.getByRole("button", { name: LEARNINGS_UI.print })).toBeHidden();
      await v.emulateMedia({ media: "screen" });

      // The token reaches nothing else: no dashboard page, no other study, no write.
      const token = new URL(link).searchParams.get("share")!;
      const headers = { "x-share-token": token, authorization: "Bearer null" };
      const other = await v.request.post("/api/v1/graphql", {
        headers,
        data: { query: `query($b: ID!, $s: ID!) { learningsAndImpact(brand_id: $b, survey_id: $s) { survey_id } }`, variables: { b: STUDY.brand, s: RESULTS_STUDIES.demoActive.id } },
      });
      expect(((await other.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
      const write = await v.request.post("/api/v1/graphql", {
        headers,
        data: { query: `mutation($b: ID!, $s: ID!) { deleteKeyTakeaway(brand_id: $b, survey_id: $s, _id: "${"0".repeat(24)}") }`, variables: { b: STUDY.brand, s: STUDY.id } },
      });
      expect(((await write.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toMatch(/unauthenticated|forbidden/);
      await v.goto(`/brand/${STUDY.brand}/timeline`);
      await expect(v).toHaveURL(/\/login/);

      // The brand sees the view (who), then revokes the link.
      await seeViewAndRevoke(page, "buyer@retailer.example");

      // After revocation the link shows the clear page, never data.
      await v.goto(link);
      await expect(v.getByTestId("share-link-invalid")).toContainText(SHARE_UI.invalidTitle);
      await expect(v.getByTestId("takeaway")).toHaveCount(0);
    } finally {
      await viewer.close();
    }
  });

  test("a takeaway shows among the shared learnings; the brand cancels the report after a confirmation and restores it", async ({ page }) => {
    const api = await apiAs("admin");
    try {
      await clearLearnings(api);
      await addTakeaways(api, ["Olive outsells navy"]);
      await gqlWith(api, `mutation($b: ID!, $s: ID!) { updateSurveyImpact(brand_id: $b, survey_id: $s, impact: { insight: "Colour sells" }) { insight } }`, { b: STUDY.brand, s: STUDY.id });
    } finally {
      await api.dispose();
    }
    // The takeaway shows among the assortment's shared learnings as a pseudo-snip that opens the report.
    const api2 = await apiAs("admin");
    const { getBrandSurvey } = await gqlWith<{ getBrandSurvey: { assortment_id: string } }>(api2, `query($b: ID!, $s: ID!) { getBrandSurvey(brand_id: $b, survey_id: $s) { assortment_id } }`, {
      b: STUDY.brand,
      s: STUDY.id,
    }).finally(() => api2.dispose());
    const shared = `/brand/${STUDY.brand}/assortment/${getBrandSurvey.assortment_id}/shared-learnings`;
    await page.goto(shared);
    const pseudo = page.getByTestId("pseudo-snip-card").filter({ hasText: "Olive outsells navy" });
    await expect(pseudo).toHaveCount(1);
    await pseudo.click();
    await expect(page).toHaveURL(new RegExp(`/learnings/${STUDY.brand}/${STUDY.id}$`));

    await page.getByRole("button", { name: LEARNINGS_UI.cancelReport }).click();
    const confirm = page.getByRole("alertdialog", { name: LEARNINGS_UI.cancelQuestion });
    await confirm.getByRole("button", { name: LEARNINGS_UI.keepReport }).click();
    await expect(page.getByTestId("takeaway")).toHaveCount(1);
    await page.getByRole("button", { name: LEARNINGS_UI.cancelReport }).click();
    await confirm.getByRole("button", { name: LEARNINGS_UI.cancelReport }).click();
    await expectToast(page, LEARNINGS_MSG.cancelled);
    await expect(page.getByTestId("learnings-report-cancelled")).toContainText(LEARNINGS_UI.cancelledTitle);
    await expect(page.getByTestId("takeaway")).toHaveCount(0);
    // A cancelled report's takeaways leave the shared learnings too.
    await page.goto(shared);
    await expect(page.getByRole("heading", { name: SNIP_UI.heading })).toBeVisible();
    await expect(page.getByTestId("pseudo-snip-card").filter({ hasText: "Olive outsells navy" })).toHaveCount(0);
    await page.goto(`/learnings/${STUDY.brand}/${STUDY.id}`);
    await page.getByRole("button", { name: LEARNINGS_UI.restoreReport }).click();
    await expectToast(page, LEARNINGS_MSG.restored);
    await expect(page.getByTestId("takeaway")).toHaveCount(1);
  });

  test("a study of another brand, or none, is the not-found page", async ({ page }) => {
    const res = await page.goto(`/learnings/${STUDY.brand}/${"0".repeat(24)}`);
    expect(res?.status()).toBe(404);
  });
});
