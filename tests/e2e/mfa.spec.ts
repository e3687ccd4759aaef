// Two-step sign-in (P8 item 11): mfa@demo.test, a member of Secure Knitwear Co. (which requires it), sets up an
// authenticator at the first sign-in — the test reads the key shown for typing in and computes the codes with otplib —
// saves a recovery code, lands in the brand; signs in again with a fresh code (a replayed one is refused first), then
// with the recovery code; the same recovery code is refused the second time.
// Needs no project setup: every sign-in happens here through the UI. Re-runnable: an admin resets the user's
// enrolment first (DELETE /api/v1/admin/user/{id}/mfa), as a retry may find it enrolled.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { generate } from "otplib";
import { MFA_ERROR_TEXT, SIGN_IN_FORM as T } from "../../lib/auth/messages";
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_PERIOD_S, totpStep } from "../../lib/auth/mfa";
import type { TBrandUser } from "../../lib/brands/wire";
import { SECURE_BRAND } from "../../prisma/seed/platform";
import { acceptCookies, DEMO_PASSWORD, expectPath, hydrated, json, USERS } from "./support/world";

const MFA_USER = "mfa@demo.test";
const SECURE = SECURE_BRAND.id;
const inBrand = new RegExp(`/brand/${SECURE}/`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The current step's code, typed right away: waits for the next step when this one ends within 4 s. */
async function currentCode(secret: string): Promise<{ step: number; code: string }> {
  const into = Date.now() % (TOTP_PERIOD_S * 1000);
  if (into > TOTP_PERIOD_S * 1000 - 4000) await sleep(TOTP_PERIOD_S * 1000 - into + 200);
  const step = totpStep(Date.now());
  return { step, code: await generate({ secret, epoch: step * TOTP_PERIOD_S }) };
}

/** A step is accepted once: waits until the clock is past `step`. */
async function stepAfter(step: number) {
  while (totpStep(Date.now()) <= step) await sleep(250);
}

async function passwordStep(page: Page, email: string) {
  await page.goto("/login");
  // Typing before React runs the form would be lost, and a click would submit it as a plain HTML form.
  await hydrated(page.getByRole("button", { name: T.submit, exact: true }));
  await page.getByLabel(T.email, { exact: true }).fill(email);
  await page.getByLabel(T.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: T.submit, exact: true }).click();
}

async function signOut(page: Page) {
  // The brand page was reached by a client-side redirect, not page.goto: wait until React runs its menu.
  await hydrated(page.getByRole("button", { name: "User menu" }));
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expectPath(page, "/login");
}

/** An admin resets the user's two-step sign-in (a no-op when it is not set up), so every run starts from scratch. */
async function resetEnrolment(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  const page = await context.newPage();
  await acceptCookies(page);
  await passwordStep(page, USERS.admin);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  const users = await json<TBrandUser[]>(await page.request.get(`/api/v1/brand/${SECURE}/users`));
  const user = users.find((u) => u.email === MFA_USER);
  expect(user, `${MFA_USER} is seeded as a member of ${SECURE_BRAND.name}`).toBeTruthy();
  // Cookie-authenticated state changes must say they come from the app itself (same-origin rule, P8 item 9).
  await json(await page.request.delete(`/api/v1/admin/user/${user!._id}/mfa`, { headers: { Origin: baseURL } }));
  await context.close();
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test("enrol with a QR code's key, sign in with a fresh code, then with a recovery code once", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await resetEnrolment(browser, baseURL!);

  // 1. The password is right and the brand requires two-step sign-in: the set-up step.
  await passwordStep(page, MFA_USER);
  await expect(page.getByRole("heading", { name: T.enrolTitle })).toBeVisible();
  await expect(page.getByText(MFA_ERROR_TEXT.mfa_enrol_required)).toBeVisible();
  await expect(page.getByRole("img", { name: T.qrAlt })).toBeVisible();
  const secret = ((await page.getByTestId("mfa-secret").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const enrolment = await currentCode(secret);
  await page.getByLabel(T.code, { exact: true }).fill(enrolment.code);
  await page.getByRole("button", { name: T.confirm, exact: true }).click();

  // 2. The recovery codes, shown once.
  await expect(page.getByRole("heading", { name: T.recoveryTitle })).toBeVisible();
  await expect(page.getByText(T.recoveryIntro)).toBeVisible();
  const codes = (await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  for (const c of codes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
  const recovery = codes[0]!;
  await expect(page.getByRole("button", { name: T.copy })).toBeVisible();
  await page.getByRole("button", { name: T.savedContinue }).click();
  await expect(page).toHaveURL(inBrand);
  await signOut(page);

  // 3. A fresh code signs in; the enrolment's code (its step is used) is refused first.
  await passwordStep(page, MFA_USER);
  const codeField = page.getByLabel(T.code, { exact: true });
  await expect(codeField).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await codeField.fill(enrolment.code);
  await page.getByRole("button", { name: T.verify, exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: MFA_ERROR_TEXT.mfa_invalid })).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveValue("");
  await stepAfter(enrolment.step);
  const fresh = await currentCode(secret);
  await codeField.fill(fresh.code);
  await page.getByRole("button", { name: T.verify, exact: true }).click();
  await expect(page).toHaveURL(inBrand);
  await signOut(page);

  // 4. The recovery code signs in instead of a code.
  await passwordStep(page, MFA_USER);
  await page.getByRole("button", { name: T.useRecovery }).click();
  await page.getByLabel(T.recoveryCode, { exact: true }).fill(recovery);
  await page.getByRole("button", { name: T.verify, exact: true }).click();
  await expect(page).toHaveURL(inBrand);
  await signOut(page);

  // 5. The same recovery code again: refused with its text; still on the sign-in page.
  await passwordStep(page, MFA_USER);
  await page.getByRole("button", { name: T.useRecovery }).click();
  const recoveryField = page.getByLabel(T.recoveryCode, { exact: true });
  await recoveryField.fill(recovery);
  await page.getByRole("button", { name: T.verify, exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: MFA_ERROR_TEXT.mfa_recovery_invalid })).toBeVisible();
  await expect(recoveryField).toBeFocused();
  await expectPath(page, "/login");
});
