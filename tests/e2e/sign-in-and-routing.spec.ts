// Sign-in and index routing (spec 1 §2, §4, §6): each role lands where the spec says.
import { expect, expectToast, test } from "./support/test";
import { USER_MSG } from "../../lib/brands/messages";
import { FORGOT_PASSWORD } from "../../lib/brands/users-labels";
import { MSG, NOT_FOUND_SCREEN, INACTIVE_BRAND_SCREEN } from "../../lib/messages";
import { acceptCookies, CUSTOMER, DEMO, expectPath, hydrated, signIn } from "./support/world";

test.beforeEach(async ({ page }) => acceptCookies(page));

test("an admin signs in and lands on /brands/1", async ({ page }) => {
  await page.goto("/");
  await expectPath(page, "/login");
  await signIn(page, "admin");
  await expectPath(page, "/brands/1");
  await expect(page.getByRole("heading", { name: "Brands" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Demo Outfitters" })).toBeVisible();
});

test("a brand user signs in, goes to the brand home and on to the timeline, with only permitted sidebar entries", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "full");
  await expectPath(page, `/brand/${DEMO}/timeline`);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Dashboard", "Studies", "Products", "Settings", "Knowledge Base", "MakerLabs", "Help"]) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
});

test("a restricted user sees no Settings or Knowledge Base and is kept out of brand settings", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "restricted");
  await expectPath(page, `/brand/${DEMO}/timeline`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Knowledge Base" })).toHaveCount(0);
  await page.goto(`/edit/brand/${DEMO}`);
  await expectPath(page, `/brand/${DEMO}/timeline`);
});

test("a knowledge-base-only user lands on the knowledge base and is kept there", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "kb");
  await expectPath(page, `/brand/${DEMO}/knowledge-base`);
  await expect(page.getByRole("heading", { name: "Knowledge Base" })).toBeVisible();
  await page.goto(`/brand/${DEMO}/timeline`);
  await expectPath(page, `/brand/${DEMO}/knowledge-base`);
});

test("a visitor to a deep link signs in and lands back on it, with the sign-in page replaced in history", async ({ page }) => {
  await page.goto("/login");
  await page.goto(`/brand/${CUSTOMER}/timeline?view=list`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await signIn(page, "full");
  await expect(page).toHaveURL(new RegExp(`/brand/${CUSTOMER}/timeline\\?view=list$`));
  await page.goBack();
  await expect(page).not.toHaveURL(/callbackUrl/);
});

test("the user of an inactive brand sees /inactive-brand", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "inactive");
  await expectPath(page, "/inactive-brand");
  await expect(page.getByRole("heading", { name: INACTIVE_BRAND_SCREEN.title })).toBeVisible();
  await expect(page.getByRole("link", { name: INACTIVE_BRAND_SCREEN.action })).toBeVisible();
});

test("a wrong password shows a clear message and stays on sign-in", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("full@demo.test");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: MSG.invalidCredentials })).toBeVisible();
  await expectPath(page, "/login");
});

test("Forgot password? starts from the e-mail already typed on the sign-in form (P10)", async ({ page }) => {
  // The reset call is answered by a stand-in: this test is about the form, not the mail.
  const asked: unknown[] = [];
  await page.route("**/api/v1/auth/change_password", async (route) => {
    asked.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ results: { sent: true } }) });
  });
  await page.goto("/login");
  // Typed before React runs, the address would not reach the sign-in form's state.
  await hydrated(page.getByRole("button", { name: FORGOT_PASSWORD.link }));
  await page.getByLabel("Email", { exact: true }).fill("  Full@Demo.test ");
  await page.getByRole("button", { name: FORGOT_PASSWORD.link }).click();
  const box = page.getByRole("form", { name: FORGOT_PASSWORD.title }).getByLabel(FORGOT_PASSWORD.email);
  await expect(box).toHaveValue("Full@Demo.test");
  await page.getByRole("button", { name: FORGOT_PASSWORD.submit }).click();
  await expectToast(page, USER_MSG.resetSent("full@demo.test"));
  expect(asked).toEqual([expect.objectContaining({ email: "Full@Demo.test" })]);

  // Closed and opened again after the sign-in address changed: the new address.
  await page.getByRole("button", { name: FORGOT_PASSWORD.cancel }).click();
  await page.getByLabel("Email", { exact: true }).fill("restricted@demo.test");
  await page.getByRole("button", { name: FORGOT_PASSWORD.link }).click();
  await expect(box).toHaveValue("restricted@demo.test");
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: NOT_FOUND_SCREEN.title })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_SCREEN.body)).toBeVisible();
  await expect(page.getByText(NOT_FOUND_SCREEN.code)).toBeVisible();
  await expect(page.getByRole("link", { name: NOT_FOUND_SCREEN.home })).toHaveAttribute("href", "/");
});
