// The results page's frame (P11 items 1, 5, 7; spec 3 §2 routes and "Results page", §6 who sees results): the
// routes around it, what each kind of user sees, the texts for studies that cannot show results, a bad address, every
// tab audited by axe and photographed, and the print view printed to PDF. The tabs' figures are checked by their own
// specs (results-*.spec.ts). Nothing here writes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { audit, violationSummary } from "./support/axe";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { SCREENS_DIR, shoot } from "./support/screens";
import { expect, test, userContext } from "./support/test";
import { acceptCookies, CUSTOMER, DEMO, expectPath } from "./support/world";
import { RESULTS_PAGE, SALES_DATA_PAGE } from "../../lib/messages";
import { RESULTS_TABS, RESULTS_TAB_LABELS, RESULTS_URL_MSG } from "../../lib/results/page";
import { RESULTS_PRINT } from "../../lib/results/print";
import { RESULTS_STATE_MSG } from "../../lib/results/study-state";

const { demoClosed, demoDraft, customerClosed, gatedClosed } = RESULTS_STUDIES;

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("the study's address and the v2 base lead to the results; viewonly opens the study as built", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/campaign/${demoClosed.id}?tab=customers`);
    await expectPath(page, `/brand/${DEMO}/campaign/${demoClosed.id}/results`);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("customers");
    await expect(page.getByTestId("results-panel-customers")).toBeVisible();

    // Demo has the v2 creator: its base shows the same results; Northwind has not: its v2 address goes to v1.
    await page.goto(`/brand/${DEMO}/survey/${demoClosed.id}/results`);
    await expect(page.getByTestId("results-panel-stack-rank")).toBeVisible();
    await page.goto(`/brand/${CUSTOMER}/survey/${customerClosed.id}/results?tab=deep-dive`);
    await expectPath(page, `/brand/${CUSTOMER}/campaign/${customerClosed.id}/results`);
    await expect(page.getByTestId("results-panel-deep-dive")).toBeVisible();

    await page.goto(resultsPath(demoClosed));
    await page.getByRole("link", { name: RESULTS_PAGE.viewOnly }).click();
    await expectPath(page, /\/campaign-wizard\/[0-9a-f]{24}\/viewonly(\?.*)?$/);

    // Import Sales Data (line_review studies) opens the import (tests/e2e/sales-data.spec.ts), and leads to the results.
    await page.goto(`/brand/${CUSTOMER}/campaign/${RESULTS_STUDIES.customerActive.id}/sales-data`);
    await expect(page.getByTestId("sales-template")).toBeVisible();
    await page.getByRole("link", { name: SALES_DATA_PAGE.results }).click();
    await expect(page.getByTestId("results-panel-stack-rank")).toBeVisible();
  });

  test("a Draft shows the unfinished view; an unknown or foreign study and a bad address say so", async ({ page }) => {
    await page.goto(resultsPath(demoDraft));
    await expect(page.getByTestId("results-unfinished")).toContainText(RESULTS_PAGE.unfinishedTitle);
    await expect(page.getByTestId("submission-stats")).toBeVisible();

    for (const id of ["f".repeat(24), customerClosed.id, "not-a-study"]) {
      await page.goto(`/brand/${DEMO}/campaign/${id}/results`);
      await expect(page.getByTestId("results-message")).toHaveText(RESULTS_STATE_MSG.noStudy);
      await expect(page.getByRole("link", { name: RESULTS_PAGE.studies })).toBeVisible();
    }

    await page.goto(resultsPath(demoClosed, "tab=pie&colour=red&country=" + "a".repeat(24)));
    const notices = page.getByTestId("results-notices");
    await expect(notices).toContainText(RESULTS_URL_MSG.unknownTab("pie"));
    await expect(notices).toContainText(RESULTS_URL_MSG.unknownParam("colour"));
    await expect(notices).toContainText(RESULTS_URL_MSG.refusedFilter("").trim());
    await expect(page.getByTestId("results-panel-stack-rank")).toBeVisible();
  });

  test("gates and dates: an admin sees results and the submission stats; viewing as a user shows what a user sees", async ({ page }) => {
    await page.goto(resultsPath(gatedClosed));
    await expect(page.getByTestId("results-page")).toBeVisible();
    const stats = page.getByTestId("submission-stats");
    await expect(stats).toContainText(RESULTS_PAGE.stats.waiting);
    const [raw, processed, waiting] = await Promise.all(["raw", "processed", "waiting"].map(async (k) => Number((await page.getByTestId(`stats-${k}`).textContent())!.replace(/,/g, ""))));
    expect(waiting).toBe(Math.max(raw! - processed!, 0));

    await page.goto(resultsPath(gatedClosed, "view=user"));
    await expect(page.getByTestId("results-message")).toHaveText(RESULTS_PAGE.gated);
    // Without gates and dates, an admin viewing as a user sees results without the admin-only parts.
    await page.goto(resultsPath(customerClosed, "view=user"));
    await expect(page.getByText(RESULTS_PAGE.viewingAsUser)).toBeVisible();
    await expect(page.getByTestId("results-panel-stack-rank")).toBeVisible();
    await expect(page.getByTestId("submission-stats")).toHaveCount(0);
  });

  test("every tab: axe finds nothing, and each is photographed at 1440 × 900 and 390 × 844", async ({ page }) => {
    test.slow();
    for (const tab of RESULTS_TABS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(resultsPath(demoClosed, `tab=${tab}`));
      const nav = page.getByRole("navigation", { name: RESULTS_PAGE.tabsLabel });
      await expect(nav.getByRole("link", { name: RESULTS_TAB_LABELS[tab] })).toHaveAttribute("aria-current", "page");
      await expect(page.getByTestId(`results-panel-${tab}`)).toBeVisible();
      const result = await audit(page, "main");
      expect(violationSummary(result), tab).toEqual([]);
      await shoot(page, `results-tab-${tab}`);
    }
  });

  test("the print view lays out every tab and prints to PDF without the dashboard's chrome", async ({ page }) => {
    test.slow();
    // The print view opens the browser's print dialog by itself; counted here instead (a dialog open in headless
    // Chromium would hold off the PDF below).
    await page.addInitScript(() => {
      const w = window as unknown as { print: () => void; printed: number };
      w.printed = 0;
      w.print = () => void (w.printed += 1);
    });
    await page.goto(resultsPath(demoClosed));
    await page.getByRole("link", { name: RESULTS_PRINT.buttonLabel }).click();
    await expect(page).toHaveURL(/print=all/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(page.getByTestId("print-filters")).toContainText(RESULTS_PRINT.noFilters);
    for (const tab of RESULTS_TABS) await expect(page.locator(`#print-${tab}`)).toHaveText(RESULTS_TAB_LABELS[tab]);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: RESULTS_PRINT.printAgain })).toBeHidden();
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const file = path.join(SCREENS_DIR, "results-print.pdf");
    writeFileSync(file, pdf);
    await test.info().attach("results print (A4)", { path: file, contentType: "application/pdf" });
    // One tab per page section: at least a page per tab.
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(RESULTS_TABS.length);
  });
});

test("a brand user sees results where the brand has no gates and dates, and the explanation where it has", async ({ browser }) => {
  for (const role of ["full", "restricted"] as const) {
    const context = await userContext(browser, role);
    const page = await context.newPage();
    // full@ is a member of the gates-and-dates brand (prisma/seed/gated-brand.ts): there she gets the explanation.
    if (role === "full") {
      await page.goto(resultsPath(gatedClosed));
      await expect(page.getByTestId("results-message")).toHaveText(RESULTS_PAGE.gated);
      await expect(page.getByRole("link", { name: RESULTS_PAGE.studies })).toBeVisible();
    }
    // Demo Outfitters and Northwind have no gates and dates: results, without the admin-only submission stats.
    for (const study of role === "full" ? [demoClosed, customerClosed] : [demoClosed]) {
      await page.goto(resultsPath(study));
      await expect(page.getByTestId("results-panel-stack-rank")).toBeVisible();
      await expect(page.getByTestId("submission-stats")).toHaveCount(0);
    }
    if (role === "full") await shoot(page, "results-full-user");
    await context.close();
  }
});
