// Screenshots of the main screens at 1440 × 900 and at a phone's 390 × 844 (P10 "Must show"), attached to the run's
// report and written under test-results/ for a person to look at. At both widths each screen must also fit: the page
// itself never scrolls sideways (a wide table scrolls inside its own box), which is what made the brands list 4,572 px
// wide before P10. Below the md breakpoint the shell hides its sidebar and the top bar's menu button opens it as a
// drawer (components/shell/nav-drawer.tsx); the last test walks through that drawer at phone width.
// In the writes project: the builder screen needs a Draft study of its own.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { apiAs, expect, test, userContext } from "./support/test";
import { draftStudyWithProducts } from "./support/studies";
import { acceptCookies, DEMO, expectPath, hydrated } from "./support/world";
import { MSG, RESULTS_PAGE, SHELL_MSG } from "../../lib/messages";
import { routes } from "../../lib/routes";

const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const outDir = path.resolve(import.meta.dirname, "../../test-results/screens");

/** Screenshots the page at both sizes (attached and written to test-results/screens/) and checks it fits. */
async function shoot(page: Page, name: string) {
  mkdirSync(outDir, { recursive: true });
  for (const v of VIEWPORTS) {
    await page.setViewportSize({ width: v.width, height: v.height });
    // The layout settles after a resize (media queries, observers): wait for two frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const file = path.join(outDir, `${name}-${v.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(`${name} (${v.width}×${v.height})`, { path: file, contentType: "image/png" });
    expect(overflow, `${name} at ${v.width}px scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
}

test.describe("main screens at 1440 × 900 and 390 × 844", () => {
  test.use({ role: "admin" });

  test("the sign-in page", async ({ browser }) => {
    const context = await userContext(browser, null);
    const page = await context.newPage();
    await page.goto(routes.login);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await shoot(page, "sign-in");
    await context.close();
  });

  const pages: [string, string, string][] = [
    ["brands-list", routes.brands(1), "Add New Brand"],
    ["brand-home", routes.brandHome(DEMO), ""],
    ["timeline", routes.timeline(DEMO), ""],
    ["catalogue", routes.products(DEMO), ""],
    ["studies-list", routes.tests(DEMO), ""],
    ["brand-settings", routes.settings(DEMO), ""],
    ["knowledge-base", routes.knowledgeBase(DEMO), ""],
    ["makerlabs", routes.labs(DEMO), ""],
  ];
  for (const [name, url, button] of pages) {
    test(`${name}`, async ({ page }) => {
      await acceptCookies(page);
      const res = await page.goto(url);
      expect(res?.status(), `${url} answered ${res?.status()}`).toBe(200);
      await expect(page.getByRole("main")).toBeVisible();
      if (button) await expect(page.getByRole("button", { name: button })).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The screen with its data, not its loading line (the brand home's timeline loads on the client).
      await expect(page.getByText(MSG.loading, { exact: true })).toHaveCount(0);
      await shoot(page, name);
    });
  }

  test("a study's results link from the studies list opens a real page until the results screens arrive", async ({ page }) => {
    await acceptCookies(page);
    await page.goto(routes.tests(DEMO));
    const link = page.locator('a[href*="/results"]').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href"))!;
    const res = await page.goto(href);
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId("results-not-yet")).toHaveText(RESULTS_PAGE.notYet);
    await expect(page.getByRole("link", { name: RESULTS_PAGE.studies })).toBeVisible();
    await shoot(page, "results-coming");
    // An unknown study is a 404, not a page about nothing.
    const unknown = await page.goto(`/brand/${DEMO}/campaign/${"f".repeat(24)}/results`);
    expect(unknown?.status()).toBe(404);
  });

  test("the builder's start and products steps", async ({ page }) => {
    const api = await apiAs("admin");
    const { assortment, id } = await draftStudyWithProducts(api, "Screens study", 3);
    await api.dispose();
    await acceptCookies(page);
    for (const step of ["start", "products"]) {
      await page.goto(`/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}?step=${step}`);
      await expect(page.getByRole("main")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shoot(page, `builder-${step}`);
    }
  });

  test("at phone width the sidebar is a drawer behind the top bar's menu button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await acceptCookies(page);
    await page.goto(routes.timeline(DEMO));
    // While the drawer is open the page behind it, the button included, is hidden from assistive technology (Radix).
    const button = page.getByRole("button", { name: SHELL_MSG.openMenu, includeHidden: true });
    const drawer = page.getByRole("dialog", { name: SHELL_MSG.menu });
    const nav = page.getByRole("navigation", { name: "Main" });
    await hydrated(button);
    // The sidebar is hidden; the menu button says the drawer is closed and which element it opens.
    await expect(nav).toHaveCount(0);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAttribute("aria-controls", (await drawer.getAttribute("id"))!);
    await expect(drawer.getByRole("button", { name: SHELL_MSG.closeMenu })).toBeFocused();
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, "nav-drawer-phone.png");
    await page.screenshot({ path: file });
    await test.info().attach("navigation drawer (390×844)", { path: file, contentType: "image/png" });
    // An entry goes to its page and closes the drawer.
    await drawer.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Studies" }).click();
    await expectPath(page, routes.tests(DEMO));
    await expect(drawer).toBeHidden();
    // Escape closes it and the focus is back on the button; so does a click on the backdrop beside the panel.
    await button.click();
    await expect(drawer.getByRole("link", { name: "Studies" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(380, 420);
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    // From md up the sidebar is back and the button is gone.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(button).toBeHidden();
    await expect(nav).toBeVisible();
  });
});
