// A study's results shared by link (P13 item 2; spec 3 §1 "Shared results reports can be viewed without login", §2
// "Shared links add ?share= to a results … page", "Share report page"): the admin copies a results link from the
// results page; a viewer in a fresh browser with no cookies passes the e-mail gate, reads the results read-only (no
// workspace, no links into the dashboard, only the tabs the link reads), prints them without chrome, and reaches
// nothing else by URL or API; the brand sees the view and revokes the link, which then shows the clear page.
import { RESULTS_PAGE } from "../../lib/messages";
import { RESULTS_PRINT } from "../../lib/results/print";
import { RESULTS_TAB_LABELS } from "../../lib/results/page";
import { SHARE_MSG, SHARE_UI } from "../../lib/shares/messages";
import { audit, violationSummary } from "./support/axe";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { seeViewAndRevoke } from "./support/shares";
import { expect, expectToast, test, userContext } from "./support/test";

const STUDY = RESULTS_STUDIES.customerClosed;
const VIEWER = "merchant@agency.example";

test.describe("results shared by link", () => {
  test.use({ role: "admin" });

  test("a viewer without an account passes the gate and reads the results read-only; the brand sees the view and revokes the link", async ({ page, context, browser }) => {
    test.slow();
    await page.goto(resultsPath(STUDY));
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: SHARE_UI.copyLink }).click();
    await expectToast(page, SHARE_MSG.created);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/brand/${STUDY.brand}/campaign/${STUDY.id}/results\\?share=[A-Za-z0-9_-]{43}$`));
    const token = new URL(link).searchParams.get("share")!;

    const viewer = await userContext(browser, null);
    try {
      const v = await viewer.newPage();
      await v.goto(link);
      // The gate: no workspace around it, a bad address refused with the spec's text.
      const gate = v.getByTestId("share-gate");
      await expect(gate.getByText(SHARE_UI.gateText)).toBeVisible();
      await expect(v.getByRole("navigation")).toHaveCount(0);
      await shoot(v, "share-gate");
      await gate.getByRole("button", { name: SHARE_UI.view }).click();
      await expect(gate.getByText(SHARE_MSG.invalidEmail)).toBeVisible();
      await gate.getByLabel(SHARE_UI.email).fill("buyer@@example");
      await gate.getByRole("button", { name: SHARE_UI.view }).click();
      await expect(gate.getByText(SHARE_MSG.invalidEmail)).toBeVisible();
      await gate.getByLabel(SHARE_UI.email).fill(VIEWER);
      await gate.getByRole("button", { name: SHARE_UI.view }).click();

      // The results, read-only: the tabs the link reads, no share or edit buttons, every link keeps the token.
      const shared = v.getByTestId("shared-results");
      await expect(shared.getByTestId("results-page")).toBeVisible();
      await expect(shared.getByText(SHARE_UI.sharedBy("Northwind Apparel"))).toBeVisible();
      const tabs = v.getByRole("navigation", { name: RESULTS_PAGE.tabsLabel });
      await expect(tabs.getByRole("link")).toHaveCount(6);
      await expect(tabs.getByRole("link", { name: RESULTS_TAB_LABELS.buckets })).toHaveCount(0);
      await expect(tabs.getByRole("link", { name: RESULTS_TAB_LABELS["learnings-impact"] })).toHaveCount(0);
      for (const name of [SHARE_UI.copyLink, SHARE_UI.manage]) await expect(v.getByRole("button", { name })).toHaveCount(0);
      await expect(v.getByRole("link", { name: RESULTS_PAGE.studies })).toHaveCount(0);
      await expect(v.locator('a[href^="/"]:not([href*="share="])')).toHaveCount(0);
      expect(violationSummary(await audit(v, '[data-testid="shared-results"]'))).toEqual([]);
      await shoot(v, "results-shared");

      // Another tab keeps the token and is not gated again (the view was counted once).
      await tabs.getByRole("link", { name: RESULTS_TAB_LABELS["head-to-head"] }).click();
      await expect(v).toHaveURL(new RegExp(`share=${token}.*tab=head-to-head`));
      await expect(v.getByTestId("results-panel-head-to-head")).toBeVisible();
      await v.reload();
      await expect(v.getByTestId("results-panel-head-to-head")).toBeVisible();
      await expect(v.getByTestId("share-gate")).toHaveCount(0);

      // Printing hides the chrome: tabs, buttons, the shared-by line.
      await v.emulateMedia({ media: "print" });
      await expect(tabs).toBeHidden();
      await expect(v.getByRole("link", { name: RESULTS_PRINT.buttonLabel })).toBeHidden();
      await expect(v.getByText(SHARE_UI.sharedBy("Northwind Apparel"))).toBeHidden();
      await v.emulateMedia({ media: "screen" });

      // The print view keeps the token and leaves out the tabs the link does not read.
      await v.getByRole("link", { name: RESULTS_PRINT.buttonLabel }).click();
      await expect(v).toHaveURL(/print=all/);
      await expect(v.getByTestId("results-panel-customers")).toBeVisible();
      await expect(v.getByTestId("results-panel-buckets")).toHaveCount(0);

      // The token reaches nothing else: another study's results, a dashboard page, another study's data, any write.
      await v.goto(resultsPath(RESULTS_STUDIES.customerActive, `share=${token}`));
      await expect(v.getByTestId("share-link-invalid")).toContainText(SHARE_UI.invalidTitle);
      await expect(v.getByTestId("results-page")).toHaveCount(0);
      await shoot(v, "share-link-invalid");
      await v.goto(`/brand/${STUDY.brand}/products?share=${token}`);
      await expect(v).toHaveURL(/\/login/);
      const headers = { "x-share-token": token, authorization: "Bearer null" };
      const summary = (s: string) =>
        v.request.post("/api/v1/graphql", { headers, data: { query: `query($s: ID!) { getResultsSummary(survey_id: $s) { __typename } }`, variables: { s } } });
      expect(((await (await summary(STUDY.id)).json()) as { errors?: unknown[] }).errors).toBeUndefined();
      expect(((await (await summary(RESULTS_STUDIES.customerActive.id)).json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
      const write = await v.request.post(`/api/v1/brand/${STUDY.brand}/survey/${STUDY.id}/create_share`, { headers, data: { scope: "results" } });
      expect([401, 403]).toContain(write.status());

      // The brand sees who opened the link, then revokes it.
      await seeViewAndRevoke(page, VIEWER, "share-links-dialog");

      // After revocation the link shows the clear page, never data.
      await v.goto(link);
      await expect(v.getByTestId("share-link-invalid")).toContainText(SHARE_UI.invalidTitle);
      await expect(v.getByTestId("results-page")).toHaveCount(0);
    } finally {
      await viewer.close();
    }
  });
});
