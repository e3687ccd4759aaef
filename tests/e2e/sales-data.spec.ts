// Sales-data import (P13), as the demo admin on the seeded Active line_review study "Spring 2026 Line Review" (8
// products): the template downloads and lists the study's products; filled in here with exceljs (one bad row first,
// then fixed), it uploads into a preview that shows the bad row's error and keeps Import disabled; the good file's
// preview imports; the results page then shows sentiment against sell-through with Spearman's ρ and its interval,
// and the figures of the table are the imported ones. A concept study's import page says it takes no sales data.
// Screens: the import page with a bad and a good preview, and the results section, at 1440 and 390 px.
// P15 item 8: the page never says "no sales data" beside "imported: 8 products"; revenue carries the brand's currency;
// the scatter names its points (no two names overlap; the full name on hover).
import { readFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import { formatPrice } from "../../lib/products/format";
import { SALES_PAGE, SALES_RESULTS, SALES_MSG } from "../../lib/sales-data/messages";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { SCREENS_DIR, shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies } from "./support/world";

const { demoActive, demoClosed } = RESULTS_STUDIES;
const importPath = (s: { brand: string; id: string }) => `/brand/${s.brand}/campaign/${s.id}/sales-data`;

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

async function fill(template: Buffer, units: (i: number) => number | string): Promise<{ bytes: Buffer; rows: number }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const ws = wb.getWorksheet("Sales")!;
  let rows = 0;
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const u = units(n - 2);
    row.getCell(4).value = u;
    row.getCell(5).value = typeof u === "number" ? u * 25.5 : 10;
    rows += 1;
  });
  return { bytes: Buffer.from(await wb.xlsx.writeBuffer()), rows };
}

test("download the template, fill it in, preview, import and see sentiment against sell-through", async ({ page }) => {
  test.slow();
  await page.goto(importPath(demoActive));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spring 2026 Line Review");
  await expect(page.getByTestId("sales-data-state")).toHaveText(SALES_PAGE.none);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("sales-template").click()]);
  expect(download.suggestedFilename()).toBe("Spring 2026 Line Review - sales data template.xlsx");
  const template = await readFile((await download.path())!);
  const check = new ExcelJS.Workbook();
  await check.xlsx.load(template as unknown as ArrayBuffer);
  const header = (check.getWorksheet("Sales")!.getRow(1).values as ExcelJS.CellValue[]).slice(1);
  expect(header).toEqual(["Product ID", "Style Number", "Name", "Units", "Revenue"]);
  expect(check.getWorksheet("Sales")!.rowCount).toBe(9);

  // A bad file first: text in the first product's Units. The preview shows it and Import stays disabled.
  const bad = await fill(template, (i) => (i === 0 ? "many" : 100 + i));
  await page.getByTestId("sales-file").setInputFiles({ name: "sales-bad.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: bad.bytes });
  await page.getByTestId("sales-upload").click();
  await expect(page.getByTestId("sales-preview-summary")).toHaveText(SALES_PAGE.previewSummary(8, 1, 8, 0));
  await expect(page.locator('[data-testid="sales-preview-row"][data-validity="error"]')).toContainText("Units (cell D2) must be a number.");
  await expect(page.getByTestId("sales-has-errors")).toHaveText(SALES_MSG.hasErrors(1));
  await expect(page.getByTestId("sales-import")).toBeDisabled();
  await shoot(page, "sales-data-preview-errors");

  // Units falling with the study's product order, so the ranking is known: 800, 700, … 100.
  const good = await fill(template, (i) => 800 - 100 * i);
  await page.getByTestId("sales-file").setInputFiles({ name: "sales.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: good.bytes });
  await page.getByTestId("sales-upload").click();
  await expect(page.getByTestId("sales-preview-summary")).toHaveText(SALES_PAGE.previewSummary(8, 0, 8, 0));
  await expect(page.locator('[data-testid="sales-preview-row"][data-validity="success"]')).toHaveCount(8);
  await expect(page.getByTestId("sales-import")).toBeEnabled();
  await shoot(page, "sales-data-preview");

  await page.getByTestId("sales-import").click();
  await expect(page.getByTestId("sales-done")).toContainText(SALES_PAGE.imported(8));
  // Never "no sales data" beside "imported: 8 products".
  await expect(page.getByTestId("sales-data-state")).toHaveCount(0);
  await expect(page.getByText(SALES_PAGE.none)).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENS_DIR, "sales-data-imported.png"), fullPage: true });

  // The same preview cannot be imported twice; a reload shows what the study holds now.
  await page.reload();
  await expect(page.getByTestId("sales-data-state")).toContainText("Current sales data: 8 products");
  await expect(page.getByText(SALES_PAGE.none)).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(SCREENS_DIR, "sales-data-page-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENS_DIR, "sales-data-page-390.png"), fullPage: true });

  await page.getByRole("link", { name: SALES_PAGE.backToResults }).click();
  const section = page.getByTestId("sales-vs-sentiment");
  await expect(section).toBeVisible();
  await expect(section.getByRole("heading", { name: SALES_RESULTS.title })).toBeVisible();
  await expect(page.getByTestId("sales-correlation")).toHaveAttribute("data-kind", "rho");
  await expect(page.getByTestId("sales-correlation")).toContainText(/Spearman's ρ = −?\d\.\d\d \(95% CI −?\d\.\d\d to −?\d\.\d\d\), 8 products/);
  await expect(section.getByTestId("sales-point")).toHaveCount(8);
  const table = page.getByTestId("sales-table");
  await expect(table.locator("tbody tr")).toHaveCount(8);
  await expect(table.locator("tbody tr").first()).toContainText("800");
  // Demo Outfitters' currency is its default country's (the US): dollars.
  await expect(table.locator("tbody tr").first()).toContainText(formatPrice(20400, "$"));
  await expect(table.locator("tbody tr").first()).toContainText("22.2%");
  // The points carry their products' names, no two overlapping; the full name on hover (the wide drawing).
  await page.setViewportSize({ width: 1440, height: 900 });
  const labels = section.getByTestId("sales-point-label");
  expect(await labels.count()).toBeGreaterThanOrEqual(4);
  const boxes = [];
  for (let i = 0; i < (await labels.count()); i += 1) boxes.push((await labels.nth(i).boundingBox())!);
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) expect(a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y, "two point names overlap").toBe(false);
  const firstName = (await table.locator("tbody tr").first().locator("th").textContent())!;
  await expect(section.getByTestId("sales-point").locator("title").first()).toContainText(/^1\. /);
  expect((await section.getByTestId("sales-point").locator("title").allTextContents()).some((t) => firstName.startsWith(t.slice(3).split(":")[0]!))).toBe(true);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: path.join(SCREENS_DIR, "sales-results-1440.png") });
  await shoot(page, "sales-data-results");
  await section.screenshot({ path: path.join(SCREENS_DIR, "sales-results-390.png") });
});

test("a study that is no line review says it takes no sales data", async ({ page }) => {
  await page.goto(importPath(demoClosed));
  await expect(page.getByTestId("sales-data-not-line-review")).toHaveText(SALES_MSG.notLineReview);
  await expect(page.getByTestId("sales-template")).toHaveCount(0);
  await page.getByRole("link", { name: SALES_PAGE.backToResults }).click();
  await expect(page).toHaveURL(new RegExp(`${resultsPath(demoClosed)}$`));
});
