// The admin brands list (spec 1 §2 "Brands list", §5, §8): columns, name filter, status filter, pages of 20 with the
// page in /brands/{page}, row click and keyboard into the brand, Add New Brand → a name dialog → settings (and its
// failure toast),
// and non-admins sent to their brand.
import { type Page } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { audit } from "./support/axe";
import { FEATURE_FLAG_INFO } from "../../lib/brands/feature-flags";
import { BRAND_LIST, BRAND_LIST_TEXT, BRAND_MSG } from "../../lib/brands/messages";
import { PAGER } from "../../lib/messages";
import type { TBrandListRow } from "../../lib/brands/wire";
import { FEATURE_FLAGS } from "../../lib/schemas/brand";
import { SETTINGS_LABELS } from "../../components/brands/settings/labels";
import { acceptCookies, CUSTOMER, DEMO, DEMO_BRANDS, expectPath, hydrated, INACTIVE, json } from "./support/world";

const rows = (page: Page) => page.getByTestId("brand-row");
const row = (page: Page, id: string) => page.locator(`[data-testid="brand-row"][data-brand-id="${id}"]`);
const filter = (page: Page) => page.getByPlaceholder(BRAND_LIST.filterPlaceholder);
const status = (page: Page) => page.getByLabel(BRAND_LIST.statusFilterLabel);

// The cookie banner would cover the pager (the stored auth state may come from another origin's run).
test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("shows every column, the seeded brands with their figures and the feature-flag marks", async ({ page }) => {
    test.slow(); // a long journey ending in an accessibility audit, on a loaded 2-core machine
    await page.goto("/brands/1");
    await expect(page.getByRole("heading", { name: BRAND_LIST.title })).toBeVisible();
    const C = BRAND_LIST_TEXT.columns;
    for (const header of [C.logo, C.name, C.crm, C.type, C.lastStarted, C.active30, C.active60, C.totalStudies, C.totalUsers, C.active, C.draft, C.closed, C.created, C.status, C.edit]) {
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toHaveCount(1);
    }
    for (const f of FEATURE_FLAGS) await expect(page.getByRole("columnheader", { name: FEATURE_FLAG_INFO[f].label, exact: true })).toHaveCount(1);

    for (const b of Object.values(DEMO_BRANDS)) await expect(row(page, b.id).getByRole("link", { name: b.name, exact: true })).toBeVisible();
    const northwind = row(page, CUSTOMER);
    await expect(northwind.getByRole("cell", { name: BRAND_LIST.customer, exact: true })).toBeVisible();
    await expect(northwind.getByRole("cell", { name: BRAND_LIST.active, exact: true })).toBeVisible();
    await expect(row(page, INACTIVE).getByRole("cell", { name: BRAND_LIST.inactive, exact: true })).toBeVisible();
    const edit = northwind.getByRole("link", { name: BRAND_LIST.edit, exact: true });
    await expect(edit).toHaveAttribute("href", `/edit/brand/${CUSTOMER}`);
    await expect(edit).toHaveAccessibleDescription(DEMO_BRANDS.customer.name);
    // Every flag cell is a check (on) or a dash (off), with an accessible label.
    const marks = northwind.locator("[data-flag] [role=img]");
    await expect(marks).toHaveCount(FEATURE_FLAGS.length);
    const labels = await marks.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(labels.every((l) => l === BRAND_LIST_TEXT.flagOn || l === BRAND_LIST_TEXT.flagOff)).toBe(true);
    await expect(northwind.locator('[data-flag="timeline"] [role=img]')).toHaveAttribute("aria-label", BRAND_LIST_TEXT.flagOn);

    // The figures are those of POST /reports/all-brands.
    const report = await json<{ _id: string; num_users: number; test_data: { num_tests: number } }[]>(
      await page.request.post("/api/v1/reports/all-brands", { data: {} }),
    );
    const nw = report.find((r) => r._id === CUSTOMER)!;
    expect(nw.test_data.num_tests).toBeGreaterThan(0);
    const cells = northwind.getByRole("cell");
    // logo, name, crm, type, last started, 30, 60, total studies, total users, ...
    await expect(cells.nth(7)).toHaveText(String(nw.test_data.num_tests));
    await expect(cells.nth(8)).toHaveText(String(nw.num_users));

    const results = await audit(page, "main");
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("shows the loading text until the rows arrive", async ({ page }) => {
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/v1/reports/all-brands", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/brands/1");
    await expect(page.getByRole("status").filter({ hasText: BRAND_LIST.loading })).toBeVisible();
    release();
    await expect(row(page, CUSTOMER)).toBeVisible();
    await expect(page.getByText(BRAND_LIST.loading)).toHaveCount(0);
  });

  test("filters by name, then shows the empty text; the status filter sends {is_active}", async ({ page }) => {
    await page.goto("/brands/1");
    await expect(row(page, CUSTOMER)).toBeVisible();
    await filter(page).fill("northwind");
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, CUSTOMER)).toBeVisible();
    await filter(page).fill("no such brand zzq");
    await expect(page.getByText(BRAND_LIST.empty)).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await filter(page).fill("");

    const inactiveBody = page.waitForRequest((r) => r.url().endsWith("/api/v1/reports/all-brands") && r.postData() === JSON.stringify({ is_active: false }));
    await status(page).selectOption({ label: BRAND_LIST.inactive });
    await inactiveBody;
    await expect(row(page, INACTIVE)).toBeVisible();
    await expect(row(page, CUSTOMER)).toHaveCount(0);
    await status(page).selectOption({ label: BRAND_LIST.active });
    await expect(row(page, CUSTOMER)).toBeVisible();
    await expect(row(page, INACTIVE)).toHaveCount(0);
    await status(page).selectOption({ label: BRAND_LIST_TEXT.allStatuses });
    await expect(row(page, INACTIVE)).toBeVisible();
  });

  test("a row click opens the brand; Enter on its name does too", async ({ page }) => {
    await page.goto("/brands/1");
    await row(page, CUSTOMER).getByRole("cell", { name: BRAND_LIST.customer, exact: true }).click();
    await expectPath(page, `/brand/${CUSTOMER}/timeline`);
    await page.goto("/brands/1");
    await row(page, DEMO).getByRole("link", { name: DEMO_BRANDS.demo.name, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expectPath(page, `/brand/${DEMO}/timeline`);
  });

  test("Add New Brand asks for the name first, then creates the brand and opens its settings; a failure shows the spec's toast", async ({ page }) => {
    const name = `E2E Brand ${Date.now().toString(36)}`;
    await page.goto("/brands/1");
    // The first thing this test does on the page: a click before React runs the button would be lost.
    await hydrated(page.getByRole("button", { name: BRAND_LIST.addNew }));
    let posts = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/v1/admin/brand") && r.method() === "POST") posts += 1;
    });
    await page.getByRole("button", { name: BRAND_LIST.addNew }).click();
    // P10: no brand is made by the click; a dialog asks for the name.
    const dialog = page.getByRole("dialog", { name: BRAND_LIST.addNew });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(BRAND_LIST.newBrandHint)).toBeVisible();
    const nameField = dialog.getByRole("textbox", { name: BRAND_LIST.newBrandName, exact: true });
    await expect(nameField).toHaveAttribute("required", "");
    // A blank name is refused under the field, before anything is sent.
    await dialog.getByRole("button", { name: BRAND_LIST.newBrandCreate }).click();
    await expect(dialog.getByText(BRAND_MSG.nameRequired)).toBeVisible();
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);

    // A server failure: the spec's toast, and the dialog keeps the name.
    await page.route("**/api/v1/admin/brand", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }), { times: 1 });
    await nameField.fill(name);
    await expect(dialog.getByText(BRAND_MSG.nameRequired)).toHaveCount(0);
    await dialog.getByRole("button", { name: BRAND_LIST.newBrandCreate }).click();
    await expectToast(page, BRAND_MSG.createFailed);
    await expectPath(page, "/brands/1");
    await expect(nameField).toHaveValue(name);

    const created = page.waitForResponse((r) => r.url().endsWith("/api/v1/admin/brand") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: BRAND_LIST.newBrandCreate }).click();
    const response = await created;
    expect(response.request().postDataJSON()).toEqual({ name });
    const { results } = (await response.json()) as { results: { _id: string } };
    expect(results._id).toMatch(/^[0-9a-f]{24}$/);
    await expectPath(page, `/edit/brand/${results._id}`);
    // The brand carries the name it was given, not "New Brand".
    await expect(page.getByRole("textbox", { name: SETTINGS_LABELS.name, exact: true })).toHaveValue(name);
  });

  test("pages hold 20 rows; the page number is in the URL and filtering goes back to page 1", async ({ page }) => {
    // 45 brands, answered by a stand-in for the report (the seeded world has only a few): pages of 20, 20 and 5.
    const real = await json<TBrandListRow[]>(await page.request.post("/api/v1/reports/all-brands", { data: {} }));
    const template = real.find((r) => r._id === CUSTOMER)!;
    const many = Array.from({ length: 45 }, (_, i) => ({ ...template, _id: `${String(i).padStart(2, "0")}${template._id.slice(2)}`, name: `Paged Brand ${String(i + 1).padStart(2, "0")}` }));
    await page.route("**/api/v1/reports/all-brands", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ results: many }) }));

    await page.goto("/brands/1");
    const pager = page.getByRole("navigation", { name: PAGER.pagination });
    await expect(rows(page)).toHaveCount(BRAND_LIST.pageSize);
    await expect(pager.getByText(PAGER.page(1, 3))).toBeVisible();
    await pager.getByRole("button", { name: PAGER.next }).click();
    await expectPath(page, "/brands/2");
    await expect(rows(page).first()).toContainText("Paged Brand 21");
    await pager.getByRole("button", { name: PAGER.next }).click();
    await expectPath(page, "/brands/3");
    await expect(rows(page)).toHaveCount(5);
    await expect(pager.getByRole("button", { name: PAGER.next })).toBeDisabled();

    // The page survives a reload and back goes to the previous page.
    await page.reload();
    await expect(pager.getByText(PAGER.page(3, 3))).toBeVisible();
    await page.goBack();
    await expectPath(page, "/brands/2");
    await expect(pager.getByText(PAGER.page(2, 3))).toBeVisible();

    // Filtering resets to page 1.
    await filter(page).fill("Brand 4");
    await expectPath(page, "/brands/1");
    await expect(rows(page)).toHaveCount(6);
    await expect(pager.getByText(PAGER.page(1, 1))).toBeVisible();
  });
});

test.describe("as a full user", () => {
  test.use({ role: "full" });

  test("the brands list sends a non-admin to their brand, and its API refuses them", async ({ page }) => {
    await page.goto("/brands/1");
    await expectPath(page, `/brand/${DEMO}/timeline`);
    expect((await page.request.post("/api/v1/reports/all-brands", { data: {} })).status()).toBe(403);
    expect((await page.request.post("/api/v1/admin/brand", { data: {} })).status()).toBe(403);
  });
});
