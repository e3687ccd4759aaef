// Screenshots of the main screens at 1440 × 900 and at a phone's 390 × 844 (P10 "Must show"), attached to the run's
// report and written under test-results/ for a person to look at. At both widths each screen must also fit: the page
// itself never scrolls sideways (a wide table scrolls inside its own box), which is what made the brands list 4,572 px
// wide before P10. Below the md breakpoint the shell hides its sidebar and the top bar's menu button opens it as a
// drawer (components/shell/nav-drawer.tsx); the last test walks through that drawer at phone width.
// In the writes project: the builder screen needs a Draft study of its own.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { SCREENS_DIR, shoot } from "./support/screens";
import { apiAs, expect, test, userContext } from "./support/test";
import { draftStudyWithProducts } from "./support/studies";
import { acceptCookies, DEMO, expectPath, hydrated } from "./support/world";
import { MSG, RESULTS_PAGE, SHELL_MSG } from "../../lib/messages";
import { routes } from "../../lib/routes";
import { RESULTS_STATE_MSG } from "../../lib/results/study-state";

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

  test("every results link of the studies list opens the results page or its explanation", async ({ page }) => {
    await acceptCookies(page);
    await page.goto(routes.tests(DEMO));
    const links = page.locator('a[href*="/results"]');
    await expect(links.first()).toBeVisible();
    const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))];
    for (const href of hrefs) {
      const res = await page.goto(href);
      expect(res?.status(), href).toBe(200);
      // Results (a fielded study), the unfinished view (a Draft) or a message: never a blank or missing page.
      await expect(page.getByTestId("results-page").or(page.getByTestId("results-unfinished")).or(page.getByTestId("results-message"))).toBeVisible();
    }
    // An unknown study says so (spec 3 §2), with the way back.
    await page.goto(`/brand/${DEMO}/campaign/${"f".repeat(24)}/results`);
    await expect(page.getByTestId("results-message")).toHaveText(RESULTS_STATE_MSG.noStudy);
    await expect(page.getByRole("link", { name: RESULTS_PAGE.studies })).toBeVisible();
    await shoot(page, "results-no-study");
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
    mkdirSync(SCREENS_DIR, { recursive: true });
    const file = path.join(SCREENS_DIR, "nav-drawer-phone.png");
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
