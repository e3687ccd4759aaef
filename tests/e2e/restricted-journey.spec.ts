// restricted@ on her own (P15 "Must show › one journey per demo role", the restricted one; item 10 "No dead ends"):
// she signs in, reads what she may — the dashboard, the studies, a closed study's results, a decision — sees no action
// she cannot take (no Create Study, no New Assortment, a study menu holding Results only, no Settings, Knowledge Base or
// MakerLabs in the sidebar), and opens Help. Screenshots at 1440×900 and 390×844.
import { ASSORTMENT_LABELS } from "../../components/assortments/labels";
import { CREATE_TEXT } from "../../components/studies/create-study-text";
import { HELP_TEXT, helpTopic } from "../../lib/help/topics";
import { ERROR_SCREEN, RESULTS_PAGE } from "../../lib/messages";
import { MENU_LABELS } from "../../lib/studies/menu";
import { RESULTS_STUDIES } from "./support/results";
import { auditPage, violationSummary } from "./support/axe";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies, DEMO } from "./support/world";

test.use({ role: "restricted" });
test.beforeEach(async ({ page }) => acceptCookies(page));

test("restricted@ reads what she may, is offered nothing she cannot do, and finds Help", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/`));
  const sidebar = page.getByRole("navigation", { name: "Main" });
  await expect(sidebar.getByRole("link")).toHaveText(["Dashboard", "Studies", "Products", "Help"]);

  // The dashboard: the brand's seasons, no way to add one.
  await sidebar.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByTestId("timeline-year").first()).toBeVisible();
  await expect(page.getByRole("button", { name: ASSORTMENT_LABELS.newAssortment })).toHaveCount(0);
  await shoot(page, "restricted-dashboard");

  // The studies: no Create Study; a study's menu holds Results only (spec 3 §6, without survey write).
  await page.setViewportSize({ width: 1440, height: 900 });
  await sidebar.getByRole("link", { name: "Studies", exact: true }).click();
  await expect(page.getByRole("button", { name: CREATE_TEXT.createStudy })).toHaveCount(0);
  const trigger = page.getByRole("button", { name: /^Actions for / }).first();
  await trigger.click();
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([MENU_LABELS.results]);
  await page.keyboard.press("Escape");
  await shoot(page, "restricted-studies");

  // A closed study's results: read, not the error page.
  await page.setViewportSize({ width: 1440, height: 900 });
  const closed = RESULTS_STUDIES.demoClosed;
  await page.goto(`/brand/${closed.brand}/campaign/${closed.id}/results`);
  await expect(page.getByRole("navigation", { name: RESULTS_PAGE.tabsLabel })).toBeVisible();
  await expect(page.getByRole("heading", { name: ERROR_SCREEN.title })).toHaveCount(0);
  await shoot(page, "restricted-results");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Help, from the sidebar.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: HELP_TEXT.title })).toBeVisible();
  const access = helpTopic("access");
  await page.getByRole("link", { name: new RegExp(access.title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: access.title })).toBeVisible();
  expect(violationSummary(await auditPage(page))).toEqual([]);
  await shoot(page, "restricted-help");

});
