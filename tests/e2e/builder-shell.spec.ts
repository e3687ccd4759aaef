// The wizard shell, autosave and the Start step (spec 2 §2 "Wizard route", "Back destinations", "Start step",
// "Other modals" saving indicator; §4 saves; §5 Start rules; §6 survey write; §8 stale save). Studies are made here
// through the REST API with the admin's session, so no seeded study changes.
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, expectToast, apiAs } from "./support/test";
import { seedId } from "../../lib/ids";
import { BUILDER_MSG } from "../../lib/builder/messages";
import { TEST_MODE_KEY } from "../../lib/builder/throttle";
import { acceptCookies, DEMO, expectPath, json } from "./support/world";

test.describe.configure({ mode: "serial" });

const ASSORTMENT = seedId(`assortment:${DEMO}:2026:spring`);
const tag = `e2e-wiz-${Date.now().toString(36)}`;
const builderUrl = (id: string, assortment = ASSORTMENT) => `/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}`;

type TStudy = { _id: string; title: string; date_modified: string; due_date: string | null; type: string | null; purpose: string[]; insight_other: string | null; decision_point: { type: { title: string } } | null };
const getStudy = async (api: APIRequestContext, id: string) => json<TStudy>(await api.get(`/api/v1/brand/${DEMO}/survey/${id}?view=wizard`));

/** A new Draft made like the "Create" button does; `fields` are then saved (e.g. a type, so the chooser stays shut). */
async function makeStudy(api: APIRequestContext, fields: Record<string, unknown> = {}): Promise<string> {
  const { _id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${DEMO}/campaignSNT`, { data: { assortment: ASSORTMENT } }));
  if (Object.keys(fields).length > 0) {
    const s = await getStudy(api, _id);
    await json(await api.put(`/api/v1/admin/brand/${DEMO}/survey/${_id}`, { data: { date_modified: s.date_modified, ...fields } }));
  }
  return _id;
}

const ids = { fresh: "", typed: "", stale: "", admin: "" };

test.beforeAll(async () => {
  const api = await apiAs("admin");
  ids.fresh = await makeStudy(api);
  ids.typed = await makeStudy(api, { type: "concept", title: `${tag} typed` });
  ids.stale = await makeStudy(api, { type: "concept", title: `${tag} stale` });
  ids.admin = await makeStudy(api);
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  // Test mode: saves wait 100 ms instead of 1000 ms (spec 2 §9).
  await page.addInitScript((key) => window.localStorage.setItem(key, "1"), TEST_MODE_KEY);
});

/** A day `days` from today as the date input's value. */
function dayFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * A valve on the wizard's saves of study `id`: while closed, every save waits at the network; open() lets the
 * waiting ones and the next ones through. "Saving..." can then be seen however slow the machine is (a fixed delay
 * is too short for a stalled test runner, and slows every save).
 */
async function saveValve(page: Page, id: string) {
  let open = false;
  let waiting: (() => void)[] = [];
  await page.route(`**/api/v1/admin/brand/${DEMO}/survey/${id}`, async (route) => {
    if (route.request().method() === "PUT" && !open) await new Promise<void>((r) => waiting.push(r));
    await route.continue();
  });
  return {
    open() {
      open = true;
      for (const go of waiting) go();
      waiting = [];
    },
    close() {
      open = false;
    },
  };
}

const indicator = (page: Page) => page.getByTestId("save-indicator");
const title = (page: Page) => page.getByLabel(BUILDER_MSG.studyTitle);
const dueDate = (page: Page) => page.getByLabel(BUILDER_MSG.dueDate);
const stepNav = (page: Page) => page.getByRole("navigation", { name: BUILDER_MSG.builderNav });

test.describe("as a full user", () => {
  test.use({ role: "full" });

  test("a new Draft: choose a phase, fill the Start step, autosave, reload and find the values", async ({ page }) => {
    const saves = await saveValve(page, ids.fresh);
    await page.goto(builderUrl(ids.fresh));
    const chooser = page.getByRole("dialog", { name: BUILDER_MSG.chooserTitle });
    await expect(chooser).toBeVisible();
    await expect(chooser.getByTestId("decision-card")).toHaveCount(5);
    for (const t of ["Concept", "Sketch Review", "Line Adoption", "Sell-In", "Other"]) await expect(chooser.getByRole("heading", { name: t, exact: true })).toBeVisible();
    await chooser.locator('[data-type="sketch_review"]').getByRole("button", { name: BUILDER_MSG.choose }).click();
    await expect(chooser).toBeHidden();

    // The numbered side navigation of every step, Start current; Back is disabled on the first step.
    const navButtons = stepNav(page).getByRole("button");
    await expect(navButtons).toHaveCount(7);
    const titles = ["1. Start", "2. Products", "3. Sales Plan", "4. Product Questions", "5. Consumers", "6. International Studying", "7. Review"];
    for (const [i, t] of titles.entries()) await expect(navButtons.nth(i)).toHaveAccessibleName(t);
    await expect(stepNav(page).getByRole("button", { name: /Start/ })).toHaveAttribute("aria-current", "step");
    await expect(page.getByRole("button", { name: BUILDER_MSG.back, exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: BUILDER_MSG.next, exact: true })).toBeEnabled();

    // The due date defaults to one month from now.
    await expect(dueDate(page)).not.toHaveValue("");
    const name = `${tag} fresh`;
    const due = dayFromNow(45);
    await title(page).fill(name);
    await expect(indicator(page)).toHaveText(BUILDER_MSG.saving);
    saves.open();
    await expect(indicator(page)).toHaveText(BUILDER_MSG.allSaved);
    saves.close();
    await dueDate(page).fill(due);
    await page.getByRole("checkbox", { name: "Other", exact: true }).check();
    await page.getByLabel("Description").fill("Why we test this line");
    await expect(indicator(page)).toHaveText(BUILDER_MSG.saving);
    saves.open();
    await expect(indicator(page)).toHaveText(BUILDER_MSG.allSaved);

    await page.reload();
    await expect(title(page)).toHaveValue(name);
    await expect(dueDate(page)).toHaveValue(due);
    await expect(page.getByRole("checkbox", { name: "Other", exact: true })).toBeChecked();
    await expect(page.getByLabel("Description")).toHaveValue("Why we test this line");
    await expect(page.getByRole("dialog", { name: BUILDER_MSG.chooserTitle })).toHaveCount(0);

    // The choice set the type and the phase's platform decision point.
    const saved = await getStudy(page.request, ids.fresh);
    expect(saved.type).toBe("sketch_review");
    expect(saved.decision_point?.type.title).toBe("sketch_review");
    expect(saved.purpose).toEqual(["Other"]);

    // Next saves and moves to Products; the address keeps the step without a reload.
    await page.getByRole("button", { name: BUILDER_MSG.next, exact: true }).click();
    await expect(page).toHaveURL(/[?&]step=products/);
    await expect(stepNav(page).getByRole("button", { name: /Products/ })).toHaveAttribute("aria-current", "step");
  });

  test("the Start step's errors use the spec's texts and keep the user on the step", async ({ page }) => {
    await page.goto(builderUrl(ids.typed));
    await expect(title(page)).toHaveValue(`${tag} typed`);
    await title(page).fill("");
    await expect(page.getByRole("alert").filter({ hasText: BUILDER_MSG.required })).toHaveCount(1);
    await dueDate(page).fill("2020-01-01");
    await expect(page.getByText(BUILDER_MSG.dateBeforeToday)).toBeVisible();
    await dueDate(page).fill("");
    await expect(page.getByRole("alert").filter({ hasText: "This is required!" })).toHaveCount(2);
    await page.getByRole("button", { name: BUILDER_MSG.next, exact: true }).click();
    await expect(stepNav(page).getByRole("button", { name: /Start/ })).toHaveAttribute("aria-current", "step");
    await expect(page).not.toHaveURL(/step=products/);
    // The invalid title was never saved.
    expect((await getStudy(page.request, ids.typed)).title).toBe(`${tag} typed`);
  });

  test("the no-assortment route and a wrong assortment redirect to the study's assortment URL; edit?step=review opens Review", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/campaign-wizard/${ids.typed}?from=homepage`);
    await expectPath(page, builderUrl(ids.typed));
    await expect(page).toHaveURL(/from=homepage/);
    await page.goto(builderUrl(ids.typed, "f".repeat(24)));
    await expectPath(page, builderUrl(ids.typed));
    await expect(title(page)).toHaveValue(`${tag} typed`);
    await page.goto(`/brand/${DEMO}/campaign/${ids.typed}/edit?step=review`);
    await expectPath(page, builderUrl(ids.typed));
    await expect(page).toHaveURL(/step=prep-to-send/);
    await expect(stepNav(page).getByRole("button", { name: /Review/ })).toHaveAttribute("aria-current", "step");
    // The second-generation builder's address opens the same wizard on a brand with the v2 creator (spec 3 §2).
    await page.goto(`/brand/${DEMO}/survey/${ids.typed}/edit?step=products`);
    await expectPath(page, builderUrl(ids.typed));
    await expect(page).toHaveURL(/step=products/);
  });

  test("/viewonly makes the Start step read-only", async ({ page }) => {
    await page.goto(`${builderUrl(ids.fresh)}/viewonly`);
    await expect(title(page)).toBeDisabled();
    await expect(dueDate(page)).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Other", exact: true })).toBeDisabled();
    await expect(page.getByLabel(BUILDER_MSG.sentTo)).toBeDisabled();
  });

  test("Go Back follows from=all tests to the brand's tests", async ({ page }) => {
    await page.goto(`${builderUrl(ids.typed)}?from=all%20tests`);
    await page.getByRole("link", { name: BUILDER_MSG.goBack }).click();
    await expectPath(page, `/brand/${DEMO}/tests`);
  });

  test("a stale save shows 'Changes Not Saved! Click Here To Reload'; clicking reloads with the other value", async ({ page }) => {
    await page.goto(builderUrl(ids.stale));
    await expect(title(page)).toHaveValue(`${tag} stale`);
    // Someone else saves behind the page's back.
    const s = await getStudy(page.request, ids.stale);
    await json(await page.request.put(`/api/v1/admin/brand/${DEMO}/survey/${ids.stale}`, { data: { date_modified: s.date_modified, title: `${tag} theirs` } }));
    await title(page).fill(`${tag} mine`);
    await expect(indicator(page)).toHaveText(BUILDER_MSG.notSaved);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await indicator(page).click();
    await expect(title(page)).toHaveValue(`${tag} theirs`);
    await expect(indicator(page)).not.toHaveText(BUILDER_MSG.notSaved);
  });
});

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("admins get the decision phase in the chooser and the decision point selector, labelled (M/S Only)", async ({ page }) => {
    await page.goto(builderUrl(ids.admin));
    const chooser = page.getByRole("dialog", { name: BUILDER_MSG.chooserTitle });
    await expect(chooser.getByLabel(`${BUILDER_MSG.decisionPhase} ${BUILDER_MSG.msOnly}`)).toBeVisible();
    await chooser.locator('[data-type="concept"]').getByRole("button", { name: BUILDER_MSG.choose }).click();
    await expect(chooser).toBeHidden();
    const point = page.getByLabel(`${BUILDER_MSG.decisionPoint} ${BUILDER_MSG.msOnly}`);
    await expect(point).toBeVisible();
    await expect(point.locator("option:checked")).toHaveText("Concept Review");
    // The assortment selector shows the study's assortment and is enabled for a Draft.
    await expect(page.getByLabel(BUILDER_MSG.assortment, { exact: true })).toHaveValue(ASSORTMENT);
    await expect(page.getByLabel(BUILDER_MSG.assortment, { exact: true })).toBeEnabled();
    // Who the study is sent to: a warning only off the default.
    const sentTo = page.getByLabel(BUILDER_MSG.sentTo);
    await expect(sentTo).toHaveValue("Your customers");
    await expect(page.getByText(/instead of the default question/)).toHaveCount(0);
    await sentTo.selectOption("Store associates");
    await expect(page.getByText(/Would your customers consider buying this item\?/)).toBeVisible();
    await expect(indicator(page)).toHaveText(BUILDER_MSG.allSaved);
    expect((await getStudy(page.request, ids.admin)).type).toBe("concept");
  });

  test("viewing as a user locks the wizard to products, sales plan and review", async ({ page }) => {
    await page.goto(`${builderUrl(ids.typed)}?view=user&step=start`);
    const navButtons = stepNav(page).getByRole("button");
    await expect(navButtons).toHaveCount(3);
    for (const [i, t] of ["1. Products", "2. Sales Plan", "3. Review"].entries()) await expect(navButtons.nth(i)).toHaveAccessibleName(t);
    // The locked-out Start step is not opened: the first available step is.
    await expect(navButtons.nth(0)).toHaveAttribute("aria-current", "step");
    await expect(page.getByLabel(BUILDER_MSG.studyTitle)).toHaveCount(0);
  });

  test("a study that does not exist: the bad-link toast, then home", async ({ page }) => {
    await page.goto(builderUrl("0".repeat(24)));
    await expectToast(page, BUILDER_MSG.badLink);
    await expectPath(page, `/brand/${DEMO}/timeline`);
  });
});

test.describe("as a restricted user (survey read only)", () => {
  test.use({ role: "restricted" });
  test("the wizard sends them to the home route", async ({ page }) => {
    await page.goto(builderUrl(ids.typed));
    await expectPath(page, `/brand/${DEMO}/timeline`);
  });
});

test.describe("help request", () => {
  test.use({ role: "admin" });

  test("Request help in the side panel sends the e-mail to support and says so (spec 2 §7, §8)", async ({ page }) => {
    await page.goto(builderUrl(ids.typed));
    await page.getByRole("button", { name: BUILDER_MSG.requestHelp }).click();
    const dialog = page.getByRole("dialog", { name: BUILDER_MSG.requestHelpTitle });
    const send = dialog.getByRole("button", { name: BUILDER_MSG.requestHelpSend, exact: true });
    await expect(send).toBeDisabled();
    await dialog.getByLabel(BUILDER_MSG.requestHelpSubject).fill(`${tag} translations`);
    await dialog.getByLabel(BUILDER_MSG.requestHelpMessage).fill("We need 7 countries translated.\n\n<b>Thanks</b>");
    const sent = page.waitForResponse((r) => r.url().endsWith(`/survey/${ids.typed}/send_email`) && r.request().method() === "POST");
    await send.click();
    const res = await sent;
    expect(res.status()).toBe(200);
    expect(res.request().postDataJSON()).toMatchObject({ subject: `${tag} translations`, html: "<p>We need 7 countries translated.</p><p>&lt;b&gt;Thanks&lt;/b&gt;</p>" });
    await expectToast(page, BUILDER_MSG.emailSent);
  });
});
