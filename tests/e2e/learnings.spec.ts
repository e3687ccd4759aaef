// Recording learnings and reading the learnings and impact report (P13 item 1; spec 3 §2 "Learnings and impact
// report": toolbar with print and copy of a link, takeaways with the product's image, report pages of 4, 2 per row),
// as the demo admin on the seeded Closed study. The test starts by clearing what an earlier attempt left.
import type { APIRequestContext, Page } from "@playwright/test";
import { LEARNINGS_MSG, LEARNINGS_UI } from "../../lib/learnings/messages";
import { LEARNINGS_TAB } from "../../lib/results/tabs/learnings-impact";
import { audit, violationSummary } from "./support/axe";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { apiAs, expect, expectToast, test } from "./support/test";

const STUDY = RESULTS_STUDIES.demoClosed;

async function call<T>(api: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await api.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Removes every takeaway and the impact of the study, so the journey starts from nothing. */
async function clearLearnings(api: APIRequestContext) {
  const v = { b: STUDY.brand, s: STUDY.id };
  const { learningsAndImpact } = await call<{ learningsAndImpact: { key_takeaways: { id: string }[] } }>(
    api,
    `query($b: ID!, $s: ID!) { learningsAndImpact(brand_id: $b, survey_id: $s) { key_takeaways { id } } }`,
    v,
  );
  for (const k of learningsAndImpact.key_takeaways) await call(api, `mutation($b: ID!, $s: ID!, $id: ID!) { deleteKeyTakeaway(brand_id: $b, survey_id: $s, _id: $id) }`, { ...v, id: k.id });
  await call(api, `mutation($b: ID!, $s: ID!) { updateSurveyImpact(brand_id: $b, survey_id: $s, impact: { insight: "", learnings: "", decisions: "", estimated_roi: "" }) { insight } }`, v);
}

async function addTakeaways(api: APIRequestContext, learnings: string[]) {
  for (const learning of learnings) {
    await call(api, `mutation($b: ID!, $s: ID!, $t: KeyTakeawayInput!) { createKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: $t) { id } }`, {
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

  test("recorded on the results tab (add, check, edit, order, delete, impact) and read in the report, 4 a page, printed without its toolbar", async ({ page, context }) => {
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

      // Copy link puts the report's address on the clipboard.
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: LEARNINGS_UI.copyLink }).click();
      await expectToast(page, LEARNINGS_UI.linkCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

      // Printed: no toolbar; each report page but the last ends its sheet.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: LEARNINGS_UI.print })).toBeHidden();
      expect(await pages.nth(0).evaluate((el) => getComputedStyle(el).breakAfter)).toBe("page");
      await page.emulateMedia({ media: "screen" });
    } finally {
      await api.dispose();
    }
  });

  test("a study of another brand, or none, is the not-found page", async ({ page }) => {
    const res = await page.goto(`/learnings/${STUDY.brand}/${"0".repeat(24)}`);
    expect(res?.status()).toBe(404);
  });
});
