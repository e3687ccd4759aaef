// The P7 Must-show journey across the three parts: an admin filters the brands list, creates a brand, invites a
// new colleague who opens the link from the recorded e-mail, sets a password and lands in the brand; the admin then
// switches two feature flags and the colleague's sidebar changes; deactivating the brand sends the colleague to the
// inactive-brand page. A restricted user cannot reach brand settings.
import { type Browser, type Page } from "@playwright/test";
import { expect, test, expectToast, userContext } from "./support/test";
import { FEATURE_FLAG_INFO } from "../../lib/brands/feature-flags";
import { BRAND_LIST, BRAND_MSG, USER_MSG } from "../../lib/brands/messages";
import { PASSWORD_FORM, USERS_TAB } from "../../lib/brands/users-labels";
import { INACTIVE_BRAND_SCREEN } from "../../lib/messages";
import { routes } from "../../lib/routes";
import { SETTINGS_LABELS } from "../../components/brands/settings/labels";
import { latestMailTo, linkIn } from "./support/mail";
import { acceptCookies, CUSTOMER, DEMO, expectPath } from "./support/world";

const sidebarLink = (page: Page, name: string) => page.getByRole("navigation").first().getByRole("link", { name, exact: true });

async function freshPage(browser: Browser): Promise<Page> {
  const context = await userContext(browser, null);
  const page = await context.newPage();
  await acceptCookies(page);
  return page;
}

test.describe("an admin runs a new brand", () => {
  test.use({ role: "admin" });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("filter the list, create a brand, invite a colleague, switch two flags; the colleague's sidebar follows", async ({ page, browser }) => {
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const brandName = `Journey Goods ${suffix}`;
    const email = `journey-${suffix}@e2e.example`;

    // 1. The brands list, filtered by name.
    await page.goto(routes.brands(1));
    const filter = page.getByPlaceholder(BRAND_LIST.filterPlaceholder);
    await filter.fill("Northwind");
    const rows = page.getByTestId("brand-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-brand-id", CUSTOMER);
    await filter.fill("no brand has a name like this");
    await expect(page.getByText(BRAND_LIST.empty)).toBeVisible();
    await filter.fill("");

    // 2. Add New Brand asks for the name (P10), then opens the new brand's settings under that name.
    await page.getByRole("button", { name: BRAND_LIST.addNew }).click();
    const dialog = page.getByRole("dialog", { name: BRAND_LIST.addNew });
    await dialog.getByRole("textbox", { name: BRAND_LIST.newBrandName, exact: true }).fill(brandName);
    await dialog.getByRole("button", { name: BRAND_LIST.newBrandCreate }).click();
    await expect(page).toHaveURL(/\/edit\/brand\/[0-9a-f]{24}/);
    const brandId = /\/edit\/brand\/([0-9a-f]{24})/.exec(page.url())![1]!;
    const nameField = page.getByRole("textbox", { name: SETTINGS_LABELS.name, exact: true });
    await expect(nameField).toHaveValue(brandName);
    // The General tab saves the new brand.
    await page.getByRole("button", { name: SETTINGS_LABELS.save }).click();
    await expectToast(page, BRAND_MSG.saved);

    // 3. Invite a new colleague from the users tab.
    await page.goto(routes.settingsTab(brandId, "users"));
    await page.getByLabel(USERS_TAB.inviteLabel).fill(email);
    await page.getByRole("button", { name: USERS_TAB.inviteSubmit }).click();
    await expect(page.getByRole("list", { name: USERS_TAB.inviteResults }).getByRole("listitem")).toHaveText([`${email}: ${USER_MSG.invited}`]);

    // 4. The colleague opens the link from the recorded e-mail, sets a password and lands in the brand.
    const mail = await latestMailTo(email, { containing: "/invitation/" });
    expect(mail.subject).toContain(brandName);
    const colleague = await freshPage(browser);
    await colleague.goto(linkIn(mail, "/invitation/"));
    await expect(colleague.getByRole("heading", { name: PASSWORD_FORM.invitationTitle(brandName) })).toBeVisible();
    await colleague.getByLabel(PASSWORD_FORM.firstName).fill("Jo");
    await colleague.getByLabel(PASSWORD_FORM.lastName).fill("Journey");
    await colleague.getByLabel(PASSWORD_FORM.password, { exact: true }).fill("Journey-pass-1");
    await colleague.getByLabel(PASSWORD_FORM.confirm, { exact: true }).fill("Journey-pass-1");
    await colleague.getByRole("button", { name: PASSWORD_FORM.setPassword }).click();
    await expect(colleague).toHaveURL(new RegExp(`/brand/${brandId}/(home|timeline)(\\?.*)?$`));
    await expect(sidebarLink(colleague, "Dashboard")).toBeVisible();
    await expect(sidebarLink(colleague, "Knowledge Base")).toHaveCount(0);
    await expect(sidebarLink(colleague, "MakerLabs")).toHaveCount(0);

    // 5. The admin switches two feature flags on.
    await page.goto(routes.settingsTab(brandId, "features"));
    await page.getByRole("switch", { name: FEATURE_FLAG_INFO.enableKnowledgeBase.label }).click();
    await page.getByRole("switch", { name: FEATURE_FLAG_INFO.enableSyntheticResearch.label }).click();
    await page.getByRole("button", { name: SETTINGS_LABELS.save }).click();
    await expectToast(page, BRAND_MSG.saved);

    // 6. The colleague's sidebar follows on the next page load.
    await colleague.reload();
    await expect(sidebarLink(colleague, "Knowledge Base")).toBeVisible();
    await expect(sidebarLink(colleague, "MakerLabs")).toBeVisible();

    // 7. The list shows the new brand with its two flags on.
    await page.goto(routes.brands(1));
    await page.getByPlaceholder(BRAND_LIST.filterPlaceholder).fill(brandName);
    await expect(page.getByTestId("brand-row")).toHaveCount(1);
    await expect(page.getByTestId("brand-row").first()).toHaveAttribute("data-brand-id", brandId);

    // 8. Deactivating the brand sends its (non-admin) colleague to the inactive-brand page on their next request.
    await page.goto(routes.settings(brandId));
    await page.getByRole("switch", { name: SETTINGS_LABELS.active, exact: true }).click();
    await page.getByRole("button", { name: SETTINGS_LABELS.save }).click();
    await expectToast(page, BRAND_MSG.saved);
    await colleague.reload();
    await expectPath(colleague, routes.inactiveBrand);
    await expect(colleague.getByRole("heading", { name: INACTIVE_BRAND_SCREEN.title })).toBeVisible();
    await colleague.context().close();
  });
});

test.describe("a restricted user", () => {
  test.use({ role: "restricted" });

  test("cannot reach brand settings: /edit/brand/{b} goes to the dashboard, and the sidebar has no Settings", async ({ page }) => {
    await page.goto(routes.settings(DEMO));
    await expectPath(page, routes.timeline(DEMO));
    await expect(sidebarLink(page, "Settings")).toHaveCount(0);
  });
});
