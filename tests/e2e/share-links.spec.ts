// Share links a brand can manage (P15 item 6; spec 3 §7): in the Share links dialog the admin makes a New link with a
// label and a last day (bad labels and days refused beside their fields, nothing made); Copy share link then hands
// out that same active link again. An outside viewer with no account opens it: the gate names the brand and the
// report, and a tab the link does not open (Buckets) shows a notice above the tab shown instead. Back on the brand's
// side, the dialog lists the link's label, scope, creator, expiry and the view. axe on the dialog and the gate;
// screenshots at 1440×900 and 390×844.
import { RESULTS_PAGE } from "../../lib/messages";
import { RESULTS_TAB_LABELS } from "../../lib/results/page";
import { SHARE_MSG, SHARE_UI } from "../../lib/shares/messages";
import { formatStudyDate } from "../../lib/studies/format";
import { audit, violationSummary } from "./support/axe";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { expect, expectToast, test, userContext } from "./support/test";

const STUDY = RESULTS_STUDIES.customerActive;
const BRAND = "Northwind Apparel";
const TITLE = "Summer 2026 Assortment Test";
const LABEL = "Buyers' meeting, spring";
const VIEWER = "planner@retailer.example";
const DESKTOP = { width: 1440, height: 900 };

/** A day `days` from today in the browser's calendar (YYYY-MM-DD), as the date field takes it. */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

test.describe("share links a brand can manage", () => {
  test.use({ role: "admin" });

  test("a labelled, expiring link: made, copied again, opened by an outside viewer, and listed with its view", async ({ page, context, browser }) => {
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(resultsPath(STUDY));
    await page.getByRole("button", { name: SHARE_UI.manage }).click();
    const dialog = page.getByTestId("share-links-dialog");
    await expect(dialog.getByRole("heading", { name: SHARE_UI.manageTitle })).toBeVisible();
    const before = await dialog.getByTestId("share-link").count();

    // New link: bad input is refused beside its field and makes nothing.
    await dialog.getByRole("button", { name: SHARE_UI.newLinkChoice }).click();
    const form = dialog.getByTestId("new-share-form");
    const label = form.getByLabel(SHARE_UI.label);
    const expiry = form.getByLabel(SHARE_UI.expiry);
    await label.fill("<b>Buyers</b>");
    await form.getByRole("button", { name: SHARE_UI.createAndCopy }).click();
    await expect(form.getByText(SHARE_MSG.labelMarkup)).toBeVisible();
    await label.fill("x".repeat(10_240));
    await form.getByRole("button", { name: SHARE_UI.createAndCopy }).click();
    await expect(form.getByText(SHARE_MSG.labelTooLong)).toBeVisible();
    await label.fill(LABEL);
    await expiry.fill(dayFromToday(-1));
    await form.getByRole("button", { name: SHARE_UI.createAndCopy }).click();
    await expect(form.getByText(SHARE_MSG.expiryPast)).toBeVisible();
    await expiry.fill(dayFromToday(400));
    await form.getByRole("button", { name: SHARE_UI.createAndCopy }).click();
    await expect(form.getByText(SHARE_MSG.expiryTooFar)).toBeVisible();
    await expect(dialog.getByTestId("share-link")).toHaveCount(before);
    expect(violationSummary(await audit(page, '[data-testid="share-links-dialog"]'))).toEqual([]);
    await shoot(page, "share-links-new-link-refused");
    await page.setViewportSize(DESKTOP);

    // A good one: made, copied, first in the list with its label and last day.
    const lastDay = dayFromToday(30);
    await expiry.fill(lastDay);
    await form.getByRole("button", { name: SHARE_UI.createAndCopy }).click();
    await expectToast(page, SHARE_MSG.created);
    await expect(dialog.getByTestId("share-link")).toHaveCount(before + 1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/brand/${STUDY.brand}/campaign/${STUDY.id}/results\\?share=[A-Za-z0-9_-]{43}$`));
    const row = dialog.getByTestId("share-link").filter({ hasText: LABEL });
    const expiresText = SHARE_UI.expires(formatStudyDate(`${lastDay}T23:59:59`));
    await expect(row.getByTestId("share-link-expiry")).toHaveText(expiresText);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Copy share link hands out the same active link, not a new one.
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await page.getByRole("button", { name: SHARE_UI.copyLink }).click();
    await expectToast(page, SHARE_MSG.reused);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const viewer = await userContext(browser, null);
    try {
      const v = await viewer.newPage();
      await v.goto(`${link}&tab=buckets`);
      // The gate names the brand and the report.
      const gate = v.getByTestId("share-gate");
      await expect(gate.getByTestId("share-gate-report")).toHaveText(SHARE_UI.gateReport(BRAND, TITLE, "results"));
      expect(violationSummary(await audit(v, '[data-testid="share-gate"]'))).toEqual([]);
      await shoot(v, "share-links-gate");
      await v.setViewportSize(DESKTOP);
      await gate.getByLabel(SHARE_UI.email).fill(VIEWER);
      await gate.getByRole("button", { name: SHARE_UI.view }).click();

      // Buckets is not the link's: a notice names it above the tab shown instead.
      const shared = v.getByTestId("shared-results");
      await expect(shared.getByTestId("share-tab-not-shared")).toHaveText(SHARE_UI.tabNotShared(RESULTS_TAB_LABELS.buckets));
      await expect(v.getByTestId("results-panel-stack-rank")).toBeVisible();
      await expect(v.getByTestId("results-panel-buckets")).toHaveCount(0);
      expect(violationSummary(await audit(v, '[data-testid="shared-results"]'))).toEqual([]);
      await shoot(v, "share-links-tab-not-shared");
      await v.setViewportSize(DESKTOP);
      // A tab the link opens shows no notice.
      await v.getByRole("navigation", { name: RESULTS_PAGE.tabsLabel }).getByRole("link", { name: RESULTS_TAB_LABELS.customers }).click();
      await expect(v.getByTestId("results-panel-customers")).toBeVisible();
      await expect(v.getByTestId("share-tab-not-shared")).toHaveCount(0);
    } finally {
      await viewer.close();
    }

    // The brand's side: the link with its label, scope, creator, expiry and the view.
    await page.reload();
    await page.getByRole("button", { name: SHARE_UI.manage }).click();
    const listed = page.getByTestId("share-links-dialog").getByTestId("share-link").filter({ hasText: LABEL });
    await expect(listed.getByTestId("share-link-label")).toHaveText(LABEL);
    await expect(listed.getByTestId("share-link-scope")).toHaveText(SHARE_UI.scopeName("results"));
    await expect(listed.getByTestId("share-link-expiry")).toHaveText(expiresText);
    await expect(listed.getByTestId("share-link-views")).toHaveText(SHARE_UI.views(1));
    await expect(listed.getByTestId("share-link-view-list")).toContainText(VIEWER);
    expect(violationSummary(await audit(page, '[data-testid="share-links-dialog"]'))).toEqual([]);
    await shoot(page, "share-links-dialog-listed");
    await page.setViewportSize(DESKTOP);

    // Revoke, confirmed: the link is marked and no longer opens.
    await listed.getByRole("button", { name: SHARE_UI.revoke }).click();
    await page.getByRole("alertdialog", { name: SHARE_UI.revokeQuestion }).getByRole("button", { name: SHARE_UI.revoke }).click();
    await expectToast(page, SHARE_MSG.revoked);
    await expect(listed.getByText(SHARE_UI.revokedBadge)).toBeVisible();
  });
});
