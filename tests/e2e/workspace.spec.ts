// The workspace shell (spec 1 §2): access errors, My Settings, user menu, sidebar memory, presence, cookies.
import { expect, test, expectToast, userContext } from "./support/test";
import { FORM_MSG } from "../../lib/forms/messages";
import { COOKIE_CONSENT, ERROR_SCREEN, MSG, MY_SETTINGS } from "../../lib/messages";
import { audit } from "./support/axe";
import { CUSTOMER, DEMO, expectPath } from "./support/world";

test.describe("as the full user", () => {
  test.use({ role: "full" });

  test("My Settings saves and confirms; Update Info is disabled while a field is empty", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/timeline`);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: MY_SETTINGS.title }).click();
    const dialog = page.getByRole("dialog", { name: MY_SETTINGS.title });
    const submit = dialog.getByRole("button", { name: MY_SETTINGS.submit });
    await dialog.getByLabel(MY_SETTINGS.firstName).fill("");
    await expect(submit).toBeDisabled();
    // P10: the three fields are marked required, and an emptied one says so in a sentence under it.
    for (const label of [MY_SETTINGS.firstName, MY_SETTINGS.lastName]) await expect(dialog.getByRole("textbox", { name: label, exact: true })).toHaveAttribute("required", "");
    await expect(dialog.getByRole("combobox", { name: MY_SETTINGS.department, exact: true })).toHaveAttribute("required", "");
    await expect(dialog.getByText(FORM_MSG.required(MY_SETTINGS.firstName))).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: MY_SETTINGS.firstName, exact: true })).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel(MY_SETTINGS.firstName).fill("Fiona");
    await expect(dialog.getByText(FORM_MSG.required(MY_SETTINGS.firstName))).toHaveCount(0);
    await dialog.getByLabel(MY_SETTINGS.lastName).fill("Fullerton");
    await dialog.getByLabel(MY_SETTINGS.department).selectOption("Product Development");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectToast(page, MSG.accountUpdated);
    await expect(page.getByRole("button", { name: "User menu" })).toHaveText("Fiona Fullerton");
  });

  test("the user menu lists the user's active brands and switches between them", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/timeline`);
    await page.getByRole("button", { name: "User menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Demo Outfitters" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Northwind Apparel" }).click();
    await expectPath(page, `/brand/${CUSTOMER}/timeline`);
  });

  test("the collapsed sidebar is remembered between visits", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/timeline`);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await page.reload();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await page.getByRole("button", { name: "Expand sidebar" }).click();
  });

  test("a malformed brand id is rejected with the spec's notice and the user goes home", async ({ page }) => {
    await page.goto("/brand/not-a-brand/timeline");
    await expectToast(page, MSG.invalidBrandId);
    await expectPath(page, `/brand/${DEMO}/timeline`);
  });

  test("the logo goes to the brand home, and Sign Out ends the session", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/knowledge-base`);
    await page.getByRole("link", { name: "Demo Outfitters home" }).click();
    await expectPath(page, `/brand/${DEMO}/timeline`);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expectPath(page, "/login");
    await page.goto(`/brand/${DEMO}/timeline`);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  });

  test("the dashboard passes an accessibility audit", async ({ page }) => {
    test.slow(); // an audit of a whole page on a loaded 2-core machine
    await page.goto(`/brand/${DEMO}/timeline`);
    await expect(page.getByTestId("assortment-card").first()).toBeVisible();
    // The whole page: this is the audit of the workspace shell (header, sidebar, user menu) around the dashboard.
    const results = await audit(page, "body");
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("as the restricted user", () => {
  test.use({ role: "restricted" });

  test("a brand the user does not belong to shows the error screen with the spec's text", async ({ page }) => {
    await page.goto(`/brand/${CUSTOMER}/timeline`);
    await expect(page).toHaveURL(/\/error\?/);
    await expect(page.getByRole("heading", { name: ERROR_SCREEN.title })).toBeVisible();
    await expect(page.getByText(MSG.noBrandAccess)).toBeVisible();
  });
});

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("outside a brand the logo leads to /brands/1; inside, to the brand home", async ({ page }) => {
    await page.goto("/brands/1");
    await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/brands/1");
    await page.getByRole("link", { name: "Northwind Apparel" }).click();
    await expectPath(page, `/brand/${CUSTOMER}/timeline`);
    await expect(page.getByRole("link", { name: "Northwind Apparel home" })).toHaveAttribute("href", `/brand/${CUSTOMER}/home`);
  });
});

test("users on the same brand page see each other's avatars live", async ({ browser }) => {
  const admin = await userContext(browser, "admin");
  const full = await userContext(browser, "full");
  const a = await admin.newPage();
  const f = await full.newPage();
  await a.goto(`/brand/${DEMO}/timeline`);
  await f.goto(`/brand/${DEMO}/timeline`);
  await expect(a.getByTestId("presence-avatars").getByTitle("Fiona", { exact: false })).toBeVisible();
  await expect(f.getByTestId("presence-avatars").getByTitle("Ada Admin")).toBeVisible();
  await f.close();
  await expect(a.getByTestId("presence-avatars")).toHaveCount(0, { timeout: 30_000 });
  await admin.close();
  await full.close();
});

test("the cookie banner offers Essential and Analytics and remembers the choice", async ({ page }) => {
  await page.goto("/login");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner.getByLabel(COOKIE_CONSENT.essential)).toBeChecked();
  await expect(banner.getByLabel(COOKIE_CONSENT.essential)).toBeDisabled();
  await banner.getByLabel(COOKIE_CONSENT.analytics).check();
  await banner.getByRole("button", { name: COOKIE_CONSENT.save }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  const stored = await page.evaluate(() => window.localStorage.getItem("cookie-consent"));
  expect(JSON.parse(stored ?? "{}")).toEqual({ essential: true, analytics: true });
});

test("the error page shows the code and message it is given", async ({ page }) => {
  await page.goto("/error?errorCode=1011&errorMessage=Your%20user%20is%20not%20assigned%20to%20any%20brand.");
  await expect(page.getByRole("heading", { name: ERROR_SCREEN.title })).toBeVisible();
  await expect(page.getByText("Error code 1011")).toBeVisible();
  await expect(page.getByText("Your user is not assigned to any brand.")).toBeVisible();
});
