// The knowledge base (P14 item 1, "Must show › e2e"): the admin records a key takeaway, finds it by the beginning of a
// word, narrows by a facet and opens it (its learnings report); builds a collection, adds two entries, orders them and
// deletes the collection after a confirmation; a knowledge-base-only user finds the same takeaway and opens its
// read-only view, with no way into the dashboard. Texts carry a per-run tag so retries never see an earlier run's.
// P15 item 9: a knowledge-base-only user asks a natural question and finds a respondent's comment (the seeded demo
// answers), with its study and product, no raw markup and no study score; at a phone's width the filters fold away
// behind "Filters"; a text of symbols only gets lib's sentence inline; the screen is axe clean at both widths.
import type { Page } from "@playwright/test";
import { KNOWLEDGE_FACET_LABELS, KNOWLEDGE_KIND_LABELS, KNOWLEDGE_MSG, KNOWLEDGE_UI as T } from "../../lib/knowledge/messages";
import { auditPage, violationSummary } from "./support/axe";
import { RESULTS_STUDIES } from "./support/results";
import { shoot } from "./support/screens";
import { apiAs, expect, expectToast, gqlWith, test, userContext } from "./support/test";
import { DEMO } from "./support/world";

const STUDY = RESULTS_STUDIES.demoClosed;
const TAG = `zq${Date.now().toString(36)}`;
const LEARNING = `Cropped ${TAG} parkas outsell long ones in the north`;
const SECOND = `Quilted ${TAG} liners win with commuters`;

async function addTakeaway(learning: string) {
  const api = await apiAs("admin");
  try {
    await gqlWith(api, `mutation($b: ID!, $s: ID!, $t: KeyTakeawayInput!) { createKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: $t) { id } }`, {
      b: STUDY.brand,
      s: STUDY.id,
      t: { learning, decision: "Extend the range", estimated_roi: "+4%" },
    });
  } finally {
    await api.dispose();
  }
}

/** Searches `q` until the index (rebuilt by its job after the change) has a hit with `expected`: any of a search's
 *  words finds entries, so another hit may show before the new entry is indexed. */
async function searchFor(page: Page, q: string, expected: string) {
  await expect(async () => {
    await page.goto(`/brand/${DEMO}/knowledge-base?q=${encodeURIComponent(q)}`);
    await expect(page.getByTestId("kb-hit").filter({ hasText: expected }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

test.describe("knowledge base", () => {
  test.use({ role: "admin" });

  test("search by a word's beginning, narrow by a facet, open a hit; build, order and delete a collection", async ({ page }) => {
    test.slow();
    await addTakeaway(LEARNING);
    await addTakeaway(SECOND);

    await searchFor(page, `${TAG.slice(0, -2)} crop`, LEARNING);
    const hit = page.getByTestId("kb-hit").filter({ hasText: LEARNING });
    await expect(hit).toHaveCount(1);
    await expect(hit.locator("mark").first()).toBeVisible();
    await expect(hit.getByTestId("kb-hit-kind")).toHaveText(KNOWLEDGE_KIND_LABELS.takeaway);
    await shoot(page, "knowledge-base");

    // A facet: only key takeaways (at a phone's width, where shoot() left the page, behind "Filters").
    await expect(page.getByLabel(KNOWLEDGE_FACET_LABELS.kind, { exact: true })).toBeHidden();
    await page.getByTestId("kb-filters-toggle").click();
    await page.getByLabel(KNOWLEDGE_FACET_LABELS.kind, { exact: true }).selectOption("takeaway");
    await page.getByRole("button", { name: T.apply }).click();
    await expect(page).toHaveURL(/kind=takeaway/);
    await expect(page.getByTestId("kb-hit-kind").filter({ hasNotText: KNOWLEDGE_KIND_LABELS.takeaway })).toHaveCount(0);
    await expect(page.getByTestId("kb-hit").filter({ hasText: LEARNING })).toHaveCount(1);

    // A search with nothing to find says so.
    await page.goto(`/brand/${DEMO}/knowledge-base?q=${TAG}xyzzy`);
    await expect(page.getByTestId("kb-no-match")).toContainText(T.noMatchTitle);

    // Open the hit: its learnings report.
    await searchFor(page, LEARNING, LEARNING);
    await page.getByTestId("kb-hit").filter({ hasText: LEARNING }).getByTestId("kb-hit-link").click();
    await expect(page).toHaveURL(new RegExp(`/learnings/${STUDY.brand}/${STUDY.id}$`));

    // A collection: create it, add both takeaways, order them, delete it.
    const name = `Outerwear learnings 2026 ${TAG}`;
    await page.goto(`/brand/${DEMO}/knowledge-base`);
    await page.getByRole("button", { name: T.newCollection }).click();
    const dialog = page.getByTestId("kb-new-collection");
    await dialog.getByRole("button", { name: T.create }).click();
    await expect(dialog.getByText("Give the collection a name.")).toBeVisible();
    await dialog.getByLabel(T.name).fill(name);
    await dialog.getByRole("button", { name: T.create }).click();
    await expectToast(page, T.created);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByTestId("kb-empty-collection")).toBeVisible();

    for (const text of [LEARNING, SECOND]) {
      await searchFor(page, text, text);
      await page.getByTestId("kb-hit").filter({ hasText: text }).getByRole("button", { name: new RegExp(T.addToCollection) }).click();
      await page.getByTestId("kb-add-dialog").getByRole("button", { name: new RegExp(name) }).click();
      await expectToast(page, T.added(name));
    }
    await page.goto(`/brand/${DEMO}/knowledge-base`);
    await page.getByTestId("kb-collections").getByRole("link", { name: new RegExp(name) }).click();
    const items = page.getByTestId("kb-collection-item");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(LEARNING);
    await page.getByRole("button", { name: T.moveDown(LEARNING) }).click();
    await expect(items.nth(0)).toContainText(SECOND);
    await expect(items.nth(1)).toContainText(LEARNING);
    await page.reload();
    await expect(items.nth(0)).toContainText(SECOND);
    await shoot(page, "knowledge-collection");

    await page.getByRole("button", { name: T.deleteCollection }).click();
    await page.getByRole("alertdialog", { name: T.deleteQuestion }).getByRole("button", { name: T.deleteCollection }).click();
    await expectToast(page, T.deleted);
    await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/knowledge-base$`));
    await expect(page.getByTestId("kb-collections").getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
  });

  test("a knowledge-base-only user finds a takeaway and reads it, read-only, without a way into the dashboard", async ({ browser }) => {
    test.slow();
    await addTakeaway(`Hooded ${TAG} anoraks sell out first`);
    const kb = await userContext(browser, "kb");
    try {
      const page = await kb.newPage();
      await searchFor(page, `hooded ${TAG}`, `Hooded ${TAG} anoraks`);
      // The knowledge base and nothing else: the sidebar holds it and Help.
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(["Knowledge Base", "Help"]);
      await expect(page.getByRole("button", { name: new RegExp(T.addToCollection) })).toHaveCount(0);
      // Any of the words finds entries; the takeaway is the one with the tag.
      await page.getByTestId("kb-hit").filter({ hasText: `Hooded ${TAG} anoraks` }).getByTestId("kb-hit-link").click();
      await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/knowledge-base/entry/[0-9a-f]{24}$`));
      await expect(page.getByTestId("kb-entry")).toContainText(`Hooded ${TAG} anoraks sell out first`);
      await expect(page.getByText(T.readOnly)).toBeVisible();
      await expect(page.getByTestId("kb-entry-source")).toHaveCount(0);
      await shoot(page, "knowledge-entry");
      await page.goto(`/brand/${DEMO}/campaign/${STUDY.id}/results`);
      await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/knowledge-base$`));
    } finally {
      await kb.close();
    }
  });

  test("a knowledge-base-only user asks a natural question and finds a respondent's comment, with its study and product, and no score", async ({ browser }) => {
    test.slow();
    const kb = await userContext(browser, "kb");
    try {
      const page = await kb.newPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/brand/${DEMO}/knowledge-base`);
      await page.getByRole("searchbox", { name: T.searchLabel }).fill("What did shoppers dislike about price?");
      await page.getByRole("button", { name: T.search, exact: true }).click();
      await expect(page).toHaveURL(/q=What\+did\+shoppers/);

      // A respondent's comment about price, its words marked, with its study and product.
      const comment = page.getByTestId("kb-hit").filter({ has: page.getByTestId("kb-hit-kind").getByText(KNOWLEDGE_KIND_LABELS.answer, { exact: true }) }).filter({ hasText: /pric/i }).first();
      await expect(comment).toBeVisible();
      await expect(comment.locator("mark").first()).toBeVisible();
      await expect(comment.getByTestId("kb-hit-study")).not.toBeEmpty();
      await expect(comment.getByTestId("kb-hit-product")).not.toBeEmpty();
      // No raw markup and no study score anywhere in the hits.
      const hitsText = await page.getByTestId("kb-hit").allInnerTexts();
      expect(hitsText.join("\n")).not.toMatch(/<\/?(p|li|ul|ol|b|br|div)\b[^>]*>/i);
      expect(hitsText.join("\n")).not.toMatch(/\(\d+\)/);
      expect(violationSummary(await auditPage(page, "main"))).toEqual([]);
      await shoot(page, "knowledge-natural-question");

      // At a phone's width the filters fold away behind "Filters", and open on demand; axe clean both ways.
      await expect(page.getByLabel(KNOWLEDGE_FACET_LABELS.kind, { exact: true })).toBeHidden();
      expect(violationSummary(await auditPage(page, "main"))).toEqual([]);
      await page.getByTestId("kb-filters-toggle").click();
      await expect(page.getByTestId("kb-filters-toggle")).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByLabel(KNOWLEDGE_FACET_LABELS.kind, { exact: true })).toBeVisible();
      expect(violationSummary(await auditPage(page, "main"))).toEqual([]);
      await shoot(page, "knowledge-filters-open");

      // The study summaries name products without their scores.
      await page.goto(`/brand/${DEMO}/knowledge-base?kind=study`);
      await expect(page.getByTestId("kb-hit").first()).toBeVisible();
      expect((await page.getByTestId("kb-hit-snippet").allInnerTexts()).join("\n")).not.toMatch(/\(\d+\)/);

      // The comment opens read-only, with its product.
      await page.goto(`/brand/${DEMO}/knowledge-base?q=${encodeURIComponent("what did shoppers dislike about price")}&kind=answer`);
      await page.getByTestId("kb-hit").filter({ hasText: /pric/i }).first().getByTestId("kb-hit-link").click();
      await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/knowledge-base/entry/[0-9a-f]{24}$`));
      await expect(page.getByTestId("kb-entry")).toContainText(KNOWLEDGE_KIND_LABELS.answer);
      await expect(page.getByTestId("kb-entry-product")).toBeVisible();
      await expect(page.getByText(T.readOnly)).toBeVisible();
      await shoot(page, "knowledge-answer-entry");

      // Symbols only: lib's sentence, inline, and no hits.
      await page.goto(`/brand/${DEMO}/knowledge-base`);
      await page.getByRole("searchbox", { name: T.searchLabel }).fill(`-"" | & !`);
      await page.getByRole("button", { name: T.search, exact: true }).click();
      await expect(page.getByTestId("kb-search-error")).toHaveText(KNOWLEDGE_MSG.queryNoWords);
      await expect(page.getByTestId("kb-hit")).toHaveCount(0);
      await shoot(page, "knowledge-bad-query");
    } finally {
      await kb.close();
    }
  });
});
