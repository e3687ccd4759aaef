// The study card action menu and the Grouped Studies modal (spec 3 §2 "Study card action menu", "Grouped Studies
// modal", §4, §5, §6, §8): close / re-open / revert / clear answers through their confirm dialogs with busy labels,
// toasts and status colours; copy link, delete and duplicate; a full user's menu without the admin-only revert; a
// grouped test from two selected rows with "Fill In Order" and limits. The studies are made here through the REST
// API with the admin's session, so no seeded study changes state.
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test, expectToast, apiAs } from "./support/test";
import { audit } from "./support/axe";
import { seedId } from "../../lib/ids";
import { GROUP_LOGIC_LABELS, STUDY_DIALOGS, STUDY_MSG } from "../../lib/studies/messages";
import { MENU_LABELS } from "../../lib/studies/menu";
import { acceptCookies, DEMO, json } from "./support/world";

test.describe.configure({ mode: "serial" });

const ASSORTMENT = seedId(`assortment:${DEMO}:2026:spring`);
const tag = `e2e-${Date.now().toString(36)}`;
const TITLES = {
  lifecycle: `${tag} lifecycle`,
  full: `${tag} full user`,
  groupA: `${tag} group A`,
  groupB: `${tag} group B`,
  doomed: `${tag} doomed`,
} as const;
type TKey = keyof typeof TITLES;
const studies = {} as Record<TKey, { _id: string; short_id: string }>;

/** A titled study in the Demo brand made like the "Create" button does, then published (Active). */
async function makeStudy(api: APIRequestContext, title: string, publish: boolean) {
  const base = `/api/v1/admin/brand/${DEMO}/survey`;
  const { _id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${DEMO}/campaignSNT`, { data: { assortment: ASSORTMENT } }));
  const survey = await json<{ date_modified: string; short_id: string }>(await api.get(`/api/v1/brand/${DEMO}/survey/${_id}`));
  // A study must hold a product with an image to pass the publish checks (spec 2 §5).
  const products = await json<{ _id: string; images: unknown[] }[]>(await api.get(`/api/v1/admin/brand/${DEMO}/products/?offset=0&limit=50&assortmentId=${ASSORTMENT}`));
  const product = products.find((p) => p.images.length > 0)!._id;
  await json(await api.put(`${base}/${_id}`, { data: { date_modified: survey.date_modified, title, products: [{ product }] } }));
  if (publish) await json(await api.put(`${base}/${_id}/publish`, { data: {} }));
  return { _id, short_id: survey.short_id };
}

test.beforeAll(async () => {
  const api = await apiAs("admin");
  for (const key of Object.keys(TITLES) as TKey[]) studies[key] = await makeStudy(api, TITLES[key], key !== "doomed");
  await api.dispose();
});

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The studies list searched down to what `text` matches; waits until the search applied. */
async function search(page: Page, text: string, rows: number) {
  await page.getByRole("searchbox", { name: "Search studies" }).fill(text);
  await expect(page.getByTestId("study-row")).toHaveCount(rows);
}
const row = (page: Page, key: TKey) => page.locator(`[data-testid="study-row"][data-study-id="${studies[key]._id}"]`);

async function openMenu(page: Page, key: TKey): Promise<Locator> {
  await row(page, key).getByRole("button", { name: `Actions for ${TITLES[key]}` }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Holds a REST call at the network until the returned release() is called, so the dialog's busy state can be seen
 * however slow the machine is (a fixed delay is too short for a stalled test runner).
 */
async function hold(page: Page, urlPart: string): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(`**${urlPart}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectStatus(page: Page, key: TKey, label: string, colour: string) {
  const badge = row(page, key).getByTestId("study-status");
  await expect(badge).toHaveText(label);
  await expect(badge).toHaveAttribute("data-colour", colour);
}

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("close, re-open, revert to draft and clear answers through confirm dialogs", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/tests`);
    await search(page, `id:${studies.lifecycle._id}`, 1);
    await expectStatus(page, "lifecycle", "Active", "blue");

    // An Active study offers Close and Revert, not Publish nor Re-open (spec 3 §2).
    let menu = await openMenu(page, "lifecycle");
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.publish })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.reopen })).toHaveCount(0);
    const releaseClose = await hold(page, `/survey/${studies.lifecycle._id}/close`);
    await menu.getByRole("menuitem", { name: MENU_LABELS.close, exact: true }).click();
    let dialog = page.getByRole("alertdialog", { name: STUDY_DIALOGS.close.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(dialog.getByRole("button", { name: STUDY_DIALOGS.close.busy })).toBeDisabled();
    releaseClose();
    await expectToast(page, STUDY_MSG.closed);
    await expect(dialog).toBeHidden();
    await expectStatus(page, "lifecycle", "Closed", "green");

    // Cancel leaves the study as it is.
    menu = await openMenu(page, "lifecycle");
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.edit })).toHaveCount(0);
    await menu.getByRole("menuitem", { name: MENU_LABELS.reopen }).click();
    dialog = page.getByRole("alertdialog", { name: STUDY_DIALOGS.reopen.title });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expectStatus(page, "lifecycle", "Closed", "green");

    menu = await openMenu(page, "lifecycle");
    await menu.getByRole("menuitem", { name: MENU_LABELS.reopen }).click();
    dialog = page.getByRole("alertdialog", { name: STUDY_DIALOGS.reopen.title });
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expectToast(page, STUDY_MSG.reopened);
    await expectStatus(page, "lifecycle", "Active", "blue");

    menu = await openMenu(page, "lifecycle");
    await menu.getByRole("menuitem", { name: MENU_LABELS.to_draft }).click();
    dialog = page.getByRole("alertdialog", { name: STUDY_DIALOGS.to_draft.title });
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expectToast(page, STUDY_MSG.toDraft);
    await expectStatus(page, "lifecycle", "Draft", "yellow");

    // A Draft offers Publish (to the wizard's review step) and no Close.
    menu = await openMenu(page, "lifecycle");
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.close, exact: true })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.publish })).toHaveAttribute(
      "href",
      `/brand/${DEMO}/campaign/${studies.lifecycle._id}/edit?step=review`,
    );
    await menu.getByRole("menuitem", { name: MENU_LABELS.clear_answers }).click();
    dialog = page.getByRole("alertdialog", { name: STUDY_DIALOGS.clear_answers.title });
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expectToast(page, STUDY_MSG.cleared);
    await expectStatus(page, "lifecycle", "Draft", "yellow");
  });

  test("copy link copies the live link; delete removes the study", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/brand/${DEMO}/tests`);
    await search(page, `id:${studies.doomed._id}`, 1);
    let menu = await openMenu(page, "doomed");
    await menu.getByRole("menuitem", { name: MENU_LABELS.link }).click();
    await expectToast(page, STUDY_MSG.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/s/${studies.doomed.short_id}$`));

    menu = await openMenu(page, "doomed");
    const releaseDelete = await hold(page, `/survey/${studies.doomed._id}/delete`);
    await menu.getByRole("menuitem", { name: MENU_LABELS.delete }).click();
    const dialog = page.getByRole("alertdialog", { name: STUDY_DIALOGS.delete.title });
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(dialog.getByRole("button", { name: STUDY_DIALOGS.delete.busy })).toBeDisabled();
    releaseDelete();
    await expectToast(page, STUDY_MSG.deleted(TITLES.doomed));
    await expect(page.getByTestId("study-row")).toHaveCount(0);
  });

  test("a grouped test from two selected rows with Fill In Order and limits", async ({ page }) => {
    test.slow(); // a long journey ending in an accessibility audit, on a loaded 2-core machine
    await page.goto(`/brand/${DEMO}/tests`);
    await search(page, `${tag} group`, 2);
    await page.getByRole("checkbox", { name: `Select ${TITLES.groupA}` }).check();
    await page.getByRole("checkbox", { name: `Select ${TITLES.groupB}` }).check();
    await page.getByRole("button", { name: /^Group Studies/ }).click();

    const modal = page.getByRole("dialog", { name: STUDY_MSG.groupTitle });
    await expect(modal).toBeVisible();
    const save = modal.getByRole("button", { name: "Save" });
    const logic = modal.getByLabel("Logic");
    // Even Split is the default and sends no limits: no limit inputs, Save waits only for the name.
    await expect(logic.locator("option:checked")).toHaveText(GROUP_LOGIC_LABELS.percent);
    await expect(modal.getByRole("spinbutton")).toHaveCount(0);
    await expect(save).toBeDisabled();
    await modal.getByLabel("Name").fill(`${tag} grouped`);
    await expect(save).toBeEnabled();

    await logic.selectOption({ label: GROUP_LOGIC_LABELS.reach });
    await expect(modal.getByRole("spinbutton")).toHaveCount(2);
    await expect(save).toBeDisabled();
    await modal.getByLabel(`Respondent limit for ${TITLES.groupA}`).fill("50");
    await expect(save).toBeDisabled();
    await modal.getByLabel(`Respondent limit for ${TITLES.groupB}`).fill("0");
    await expect(save).toBeDisabled();
    await modal.getByLabel(`Respondent limit for ${TITLES.groupB}`).fill("30");
    await expect(save).toBeEnabled();

    // Reorder with the keyboard: B first (the Up button; the drag handle is keyboard-operable too).
    const items = modal.getByTestId("group-study");
    const first = await items.first().textContent();
    const moving = first?.includes(TITLES.groupA) ? TITLES.groupB : TITLES.groupA;
    await modal.getByRole("button", { name: `Move ${moving} up` }).click();
    await expect(items.first()).toContainText(moving);
    await expect(modal.getByRole("button", { name: `Reorder ${moving}` })).toBeVisible();

    const axe = await audit(page, '[role="dialog"]');
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/graphql") && (r.postData() ?? "").includes("createSurveyGroup"));
    await save.click();
    const variables = (JSON.parse((await sent).postData() ?? "{}") as { variables: { group: { logic: string; surveys: unknown[] } } }).variables;
    expect(variables.group.logic).toBe("reach");
    expect(variables.group.surveys).toEqual([
      { survey: studies[moving === TITLES.groupA ? "groupA" : "groupB"]._id, order: 0, limit: moving === TITLES.groupA ? 50 : 30 },
      { survey: studies[moving === TITLES.groupA ? "groupB" : "groupA"]._id, order: 1, limit: moving === TITLES.groupA ? 30 : 50 },
    ]);
    await expectToast(page, STUDY_MSG.groupSaved);
    await expect(modal.getByRole("region", { name: STUDY_MSG.groupLinks })).toBeVisible();
    await modal.getByRole("button", { name: "Done" }).click();
    await expect(modal).toBeHidden();
  });
});

test.describe("as a full (non-admin) user", () => {
  test.use({ role: "full" });

  test("the menu has no Revert to Draft nor the admin-only items; duplicate makes a copy", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/tests`);
    await search(page, `id:${studies.full._id}`, 1);
    const menu = await openMenu(page, "full");
    // Demo Outfitters has no gates and dates (P15): a writer closes and reads results; revert and the "(M/S Only)"
    // items are admin-only (spec 3 §6). The gated brand's menu: tests/e2e/gates-and-dates.spec.ts.
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.duplicate })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.close, exact: true })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.results })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.to_draft })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: MENU_LABELS.submission_stats, exact: false })).toHaveCount(0);

    await menu.getByRole("menuitem", { name: MENU_LABELS.duplicate }).click();
    const dialog = page.getByRole("dialog", { name: "Duplicate Study" });
    await dialog.getByRole("button", { name: "Without products" }).click();
    await expectToast(page, STUDY_MSG.duplicated(TITLES.full));
    await search(page, `${TITLES.full} (copy)`, 1);
  });
});
