// Users and passwords (P7 Deliver 3, 4): an admin invites a new colleague from the users tab of Demo Outfitters;
// the colleague opens the link from the recorded e-mail, sets a password and lands in the brand; the link then is
// spent. "Forgot password?" on the sign-in page sends the reset mail; its link sets a new password that signs in.
import { type Browser, type Page } from "@playwright/test";
import { expect, test, expectToast, userContext } from "./support/test";
import { audit } from "./support/axe";
import { MAX_INVITES_PER_BATCH, USER_MSG } from "../../lib/brands/messages";
import { FORGOT_PASSWORD, PASSWORD_FORM, USERS_TAB } from "../../lib/brands/users-labels";
import { MY_SETTINGS } from "../../lib/messages";
import { routes } from "../../lib/routes";
import { latestMailTo, linkIn } from "./support/mail";
import { acceptCookies, DEMO, DEMO_BRANDS, expectPath } from "./support/world";

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.example`;
const landedInBrand = new RegExp(`/brand/${DEMO}/(home|timeline)(\\?.*)?$`);

async function freshPage(browser: Browser): Promise<Page> {
  const context = await userContext(browser, null);
  const page = await context.newPage();
  await acceptCookies(page);
  return page;
}

async function setPassword(page: Page, password: string) {
  await page.getByLabel(PASSWORD_FORM.password, { exact: true }).fill(password);
  await page.getByLabel(PASSWORD_FORM.confirm, { exact: true }).fill(password);
  await page.getByRole("button", { name: PASSWORD_FORM.setPassword }).click();
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("inviting a colleague", () => {
  test.use({ role: "admin" });

  test("the admin invites from the users tab; the colleague sets a password from the e-mail and lands in the brand", async ({ page, browser }) => {
    test.slow(); // a long journey ending in an accessibility audit, on a loaded 2-core machine
    const email = unique("colleague");
    await page.goto(routes.settingsTab(DEMO, "users"));
    const box = page.getByLabel(USERS_TAB.inviteLabel);
    await box.fill(`${email}, not-an-address\n${email.toUpperCase()}`);
    await page.getByRole("button", { name: USERS_TAB.inviteSubmit }).click();
    const results = page.getByRole("list", { name: USERS_TAB.inviteResults });
    await expect(results.getByRole("listitem")).toHaveText([
      `${email}: ${USER_MSG.invited}`,
      `not-an-address: ${USER_MSG.invalidEmail}`,
      `${email}: ${USER_MSG.duplicateEmail}`,
    ]);
    const row = page.locator(`tr[data-user="${email}"]`);
    await expect(row).toContainText(USERS_TAB.pending);
    await expect(row).toContainText(USERS_TAB.active);
    await expect(row.getByRole("checkbox", { name: `${USERS_TAB.roles.full} (${email})` })).toBeChecked();
    expect((await audit(page, 'section[aria-labelledby="users-tab-title"]')).violations).toEqual([]);

    const mail = await latestMailTo(email, { containing: "/invitation/" });
    expect(mail.subject).toContain(DEMO_BRANDS.demo.name);
    const link = linkIn(mail, "/invitation/");

    const colleague = await freshPage(browser);
    await colleague.goto(link);
    await expect(colleague.getByRole("heading", { name: PASSWORD_FORM.invitationTitle(DEMO_BRANDS.demo.name) })).toBeVisible();
    // A mismatch is caught before anything is sent.
    await colleague.getByLabel(PASSWORD_FORM.firstName).fill("Cora");
    await colleague.getByLabel(PASSWORD_FORM.lastName).fill("Colleague");
    await colleague.getByLabel(PASSWORD_FORM.password, { exact: true }).fill("Colleague-pass-1");
    await colleague.getByLabel(PASSWORD_FORM.confirm, { exact: true }).fill("Colleague-pass-2");
    await expect(colleague.getByRole("alert").filter({ hasText: USER_MSG.passwordsDiffer })).toBeVisible();
    await setPassword(colleague, "Colleague-pass-1");
    await expect(colleague).toHaveURL(landedInBrand);

    // The link is spent.
    const again = await freshPage(browser);
    await again.goto(link);
    await expect(again.getByRole("alert").filter({ hasText: USER_MSG.invitationNotFound })).toBeVisible();

    // The admin sees the invitation accepted.
    await page.reload();
    await expect(page.locator(`tr[data-user="${email}"]`)).toContainText("Cora Colleague");
    await expect(page.locator(`tr[data-user="${email}"]`)).not.toContainText(USERS_TAB.pending);
  });

  test("the invite box is required and refuses more than 50 addresses in a sentence before sending (P10)", async ({ page }) => {
    await page.goto(routes.settingsTab(DEMO, "users"));
    const box = page.getByRole("textbox", { name: USERS_TAB.inviteLabel, exact: true });
    const send = page.getByRole("button", { name: USERS_TAB.inviteSubmit });
    await expect(box).toHaveAttribute("required", "");
    await expect(send).toBeDisabled();
    await box.fill(Array.from({ length: MAX_INVITES_PER_BATCH + 1 }, (_, i) => `many-${i}@e2e.example`).join("\n"));
    await expect(page.getByText(USER_MSG.tooManyEmails(MAX_INVITES_PER_BATCH))).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(send).toBeDisabled();
    await box.fill("one-more@e2e.example");
    await expect(page.getByText(USER_MSG.tooManyEmails(MAX_INVITES_PER_BATCH))).toHaveCount(0);
    await expect(send).toBeEnabled();
  });

  test("an unknown invitation link shows the spec text", async ({ browser }) => {
    const page = await freshPage(browser);
    await page.goto(routes.invitation("A".repeat(43)));
    await expect(page.getByRole("alert").filter({ hasText: USER_MSG.invitationNotFound })).toBeVisible();
  });
});

test.describe("forgotten password", () => {
  test.use({ role: "admin" });

  test("forgot password at sign-in sends the reset mail; the link sets a new password that signs in", async ({ page, browser }) => {
    // A user made through an invitation, not a seeded one.
    const email = unique("forgetful");
    const added = await page.request.post("/api/v1/graphql", {
      data: { query: `mutation($b: String!, $e: [String!]!) { addUsersToBrand(brandId: $b, emails: $e) { success } }`, variables: { b: DEMO, e: [email] } },
    });
    expect(await added.json()).toEqual({ data: { addUsersToBrand: [{ success: true }] } });
    const invitation = linkIn(await latestMailTo(email, { containing: "/invitation/" }), "/invitation/");
    const accepted = await page.request.post(`/api/v1${invitation.replace("/invitation/", "/invitations/")}`, {
      data: { password: "First-password-1", first_name: "Fred", last_name: "Forgetful" },
    });
    expect(accepted.status()).toBe(200);

    const visitor = await freshPage(browser);
    await visitor.goto("/login");
    await visitor.getByRole("button", { name: FORGOT_PASSWORD.link }).click();
    await visitor.getByLabel(FORGOT_PASSWORD.email).fill(email);
    await visitor.getByRole("button", { name: FORGOT_PASSWORD.submit }).click();
    await expectToast(visitor, USER_MSG.resetSent(email));

    const reset = linkIn(await latestMailTo(email, { containing: "/reset-password/" }), "/reset-password/");
    await visitor.goto(reset);
    await setPassword(visitor, "Second-password-2");
    await expect(visitor.getByRole("status").filter({ hasText: USER_MSG.passwordSet })).toBeVisible();
    await visitor.getByRole("link", { name: PASSWORD_FORM.resetDone }).click();
    await expectPath(visitor, "/login");
    await signInAs(visitor, email, "Second-password-2");
    await expect(visitor).toHaveURL(landedInBrand);

    // The reset link is single use.
    const later = await freshPage(browser);
    await later.goto(reset);
    await setPassword(later, "Third-password-3");
    await expect(later.getByRole("alert").filter({ hasText: USER_MSG.resetLinkInvalid })).toBeVisible();
  });

  test("when the instructions cannot be sent, the sign-in page says so with the address", async ({ browser }) => {
    const visitor = await freshPage(browser);
    const email = unique("unlucky");
    // The server refusing (here: a simulated outage) is what the visitor would see after too many requests, too.
    await visitor.route("**/api/v1/auth/change_password", (r) => r.fulfill({ status: 503, contentType: "application/problem+json", body: "{}" }));
    await visitor.goto("/login");
    await visitor.getByRole("button", { name: FORGOT_PASSWORD.link }).click();
    await visitor.getByLabel(FORGOT_PASSWORD.email).fill(email);
    await visitor.getByRole("button", { name: FORGOT_PASSWORD.submit }).click();
    await expectToast(visitor, USER_MSG.resetFailed(email));
  });

  test("Change Password in My Settings sends instructions to the user's own address", async ({ browser }) => {
    const context = await userContext(browser, "full");
    const page = await context.newPage();
    await acceptCookies(page);
    await page.goto(routes.timeline(DEMO));
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: MY_SETTINGS.title }).click();
    const asked = new Date(Date.now() - 1000);
    await page.getByRole("button", { name: MY_SETTINGS.changePassword }).click();
    await expectToast(page, USER_MSG.resetSent("full@demo.test"));
    const mail = await latestMailTo("full@demo.test", { containing: "/reset-password/", after: asked });
    expect(linkIn(mail, "/reset-password/")).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });
});
