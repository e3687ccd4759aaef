// Whole-page accessibility audits (P10 "Must show": axe finds zero violations, every rule, every impact) of the
// brands list, the catalogue, the studies list, each brand settings tab, MakerLabs and the knowledge base, as the
// admin, who sees every control. Page-wide rules (one main landmark, heading order, regions) only show in a
// whole-page audit. The wizard's seven steps are audited in wizard-walkthrough.spec.ts. Nothing here writes.
import { expect, test } from "./support/test";
import { auditPage, violationSummary } from "./support/axe";
import { SETTINGS_TABS } from "../../components/brands/settings/labels";
import { acceptCookies, DEMO } from "./support/world";
import { LABS_BRAND } from "../../prisma/seed/labs-history";

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const SCREENS = [
  { name: "the brands list", path: "/brands/1", ready: '[data-testid="brand-row"]' },
  { name: "the catalogue", path: `/brand/${DEMO}/products`, ready: '[data-testid="product-card"]' },
  { name: "the studies list", path: `/brand/${DEMO}/tests`, ready: '[data-testid="study-row"]' },
  { name: "the MakerLabs page", path: `/brand/${DEMO}/labs`, ready: "main h1" },
  { name: "MakerLabs with a model (Harbor & Pine)", path: `/brand/${LABS_BRAND.id}/labs`, ready: '[data-testid="labs-predict"]' },
  { name: "the knowledge base", path: `/brand/${DEMO}/knowledge-base?q=outer`, ready: '[data-testid="kb-result-count"]' },
] as const;

for (const screen of SCREENS) {
  test(`${screen.name} has no axe violation`, async ({ page }) => {
    await page.goto(screen.path);
    await expect(page.locator(screen.ready).first()).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
    expect(violationSummary(await auditPage(page, "main"))).toEqual([]);
  });
}

test("every brand settings tab has no axe violation", async ({ page }) => {
  test.slow(); // nine tabs, each audited whole, on a loaded 2-core machine
  for (const tab of SETTINGS_TABS) {
    await page.goto(`/edit/brand/${DEMO}?tab=${tab.id}`);
    await expect(page.getByRole("tab", { name: tab.label, exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    expect(violationSummary(await auditPage(page, '[role="tabpanel"]')), `axe on the ${tab.id} tab`).toEqual([]);
  }
});
