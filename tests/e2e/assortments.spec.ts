// The dashboard's assortment timeline and the assortment page (spec 1 §2 /timeline; spec 3 §2 routes, "Assortment
// page", §5 "New assortment needs year, season and category", §8 texts): grouping by year and season order,
// create / edit / delete by an assortment writer, no "New Assortment" without assortment write, the redirect to the
// products tab with the header pills, the shared-learnings rule, failure toasts and an accessibility audit.
import { type Page } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { ASSORTMENT_LABELS, ASSORTMENT_PILLS, ASSORTMENT_TABS, HEADER_LABELS } from "../../components/assortments/labels";
import { FORM_MSG } from "../../lib/forms/messages";
import { assortmentFormYears, SEASON_ORDER } from "../../lib/studies/format";
import { CONFIRM_CANCEL, CONFIRM_YES, STUDY_DIALOGS, STUDY_MSG } from "../../lib/studies/messages";
import { audit } from "./support/axe";
import { acceptCookies, CUSTOMER, DEMO, expectPath } from "./support/world";

test.beforeEach(async ({ page }) => acceptCookies(page));

interface TApiAssortment {
  _id: string;
  year: number;
  season: string;
  brand_category: { _id: string; name: string } | null;
  decisions: { name: string; date_start: string | null; date_end: string | null }[];
  calendar_events: { name: string; date_start: string | null; date_end: string | null }[];
}

async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function homepage(page: Page, brandId = DEMO): Promise<TApiAssortment[]> {
  const data = await api<{ getAssortmentsForHomepage: TApiAssortment[] }>(
    page,
    `query($brand_id: ID!) { getAssortmentsForHomepage(brand_id: $brand_id) {
      _id year season brand_category { _id name }
      decisions { name date_start date_end } calendar_events { name date_start date_end } } }`,
    { brand_id: brandId },
  );
  return data.getAssortmentsForHomepage;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const title = (a: { season: string; year: number }) => `${cap(a.season)} ${a.year}`;
const fullLabel = (a: TApiAssortment) => (a.brand_category ? `${title(a)} ${a.brand_category.name}` : title(a));
const day = (v: string) => {
  const d = new Date(v);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};
const cards = (page: Page) => page.getByTestId("assortment-card");
const yearSections = (page: Page) => page.getByTestId("timeline-year");

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("the timeline groups the brand's assortments by year, newest first, seasons resort → holiday", async ({ page }) => {
    const list = await homepage(page);
    await page.goto(`/brand/${DEMO}/timeline`);
    await expect(page).toHaveTitle(/Dashboard/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(list.length);

    // Year headings strictly descend; within each year the seasons follow the spec's order.
    const years = (await yearSections(page).getByRole("heading", { level: 2 }).allInnerTexts()).map(Number);
    expect(years).toEqual([...new Set(list.map((a) => a.year))].sort((x, y) => y - x));
    for (const year of years) {
      const shown = await yearSections(page).filter({ has: page.getByRole("heading", { name: String(year), exact: true }) }).getByRole("heading", { level: 3 }).allInnerTexts();
      const seasons = shown.map((t) => t.split(" ")[0].toLowerCase());
      expect(shown.every((t) => t.endsWith(String(year)))).toBe(true);
      expect(seasons).toEqual([...seasons].sort((x, y) => SEASON_ORDER.indexOf(x as never) - SEASON_ORDER.indexOf(y as never)));
    }
    // The seeded demo seasons, as the spec orders them.
    const all = await cards(page).getByRole("heading", { level: 3 }).allInnerTexts();
    const seeded = ["Spring 2027", "Holiday 2027", "Resort 2026", "Spring 2026", "Summer 2026", "Fall 2026", "Spring 2025", "Fall 2025"];
    expect(all.filter((t) => seeded.includes(t))).toEqual(seeded);

    // Each card: season, year and category, its decisions and calendar events with their dates, and a link to it.
    const first = list[0];
    const card = page.getByRole("article", { name: fullLabel(first) });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title(first));
    if (first.brand_category) await expect(card).toContainText(first.brand_category.name);
    for (const d of [...first.decisions, ...first.calendar_events]) {
      await expect(card.getByRole("listitem").filter({ hasText: d.name })).toContainText(d.date_start ? day(d.date_start) : STUDY_MSG.missing);
    }
    await expect(card.getByRole("link", { name: ASSORTMENT_LABELS.open(fullLabel(first)) })).toHaveAttribute("href", `/brand/${DEMO}/assortment/${first._id}`);
  });

  test("an admin creates an assortment (Save waits for a category), edits it and deletes it through the confirm", async ({ page }) => {
    // On the second brand: the demo brand's assortment lists are read by other journeys running alongside.
    const list = await homepage(page, CUSTOMER);
    const year = assortmentFormYears()[0];
    // A season this year has no assortment in yet (holiday first), so the new card is unambiguous.
    const season = [...SEASON_ORDER].reverse().find((s) => !list.some((a) => a.year === year && a.season === s));
    if (!season) throw new Error(`every season of ${year} already has an assortment`);
    const cats = await page.request.get(`/api/v1/brand/${CUSTOMER}/brand_category`);
    const categories = ((await cats.json()) as { results: { _id: string; name: string }[] }).results;
    expect(categories.length).toBeGreaterThanOrEqual(2);
    const [cat1, cat2] = categories;

    await page.goto(`/brand/${CUSTOMER}/timeline`);
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("button", { name: ASSORTMENT_LABELS.newAssortment }).click();
    const dialog = page.getByRole("dialog", { name: ASSORTMENT_LABELS.newAssortment });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole("button", { name: ASSORTMENT_LABELS.save });
    await expect(save).toBeDisabled();

    // Year options: the current year through the next 4 (spec 3 §2); seasons in the spec's order.
    const yearSelect = dialog.getByLabel(ASSORTMENT_LABELS.year);
    await expect(yearSelect.locator("option")).toHaveText([ASSORTMENT_LABELS.choose, ...assortmentFormYears().map(String)]);
    await expect(dialog.getByLabel(ASSORTMENT_LABELS.season).locator("option")).toHaveText([ASSORTMENT_LABELS.choose, "Resort", "Spring", "Summer", "Fall", "Holiday"]);
    await yearSelect.selectOption(String(year));
    await dialog.getByLabel(ASSORTMENT_LABELS.season).selectOption(season);
    // Year and season alone are not enough: a category is required too (spec 3 §5).
    await expect(save).toBeDisabled();
    const categorySelect = dialog.getByLabel(ASSORTMENT_LABELS.category);
    await expect(categorySelect.locator("option")).toHaveText([ASSORTMENT_LABELS.choose, ...categories.map((c) => c.name)]);
    await categorySelect.selectOption(cat1._id);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();

    const created = `${title({ season, year })} ${cat1.name}`;
    const card = page.getByRole("article", { name: created });
    await expect(card).toBeVisible();
    // In its year, in season order.
    const section = yearSections(page).filter({ has: page.getByRole("heading", { name: String(year), exact: true }) });
    await expect(section.getByRole("article", { name: created })).toBeVisible();
    const seasons = (await section.getByRole("heading", { level: 3 }).allInnerTexts()).map((t) => t.split(" ")[0].toLowerCase());
    expect(seasons).toEqual([...seasons].sort((x, y) => SEASON_ORDER.indexOf(x as never) - SEASON_ORDER.indexOf(y as never)));
    await expect(card).toContainText(ASSORTMENT_LABELS.noDecisions);

    // Edit: the same form, prefilled; a new category.
    await card.getByRole("button", { name: ASSORTMENT_LABELS.edit(created) }).click();
    const edit = page.getByRole("dialog", { name: ASSORTMENT_LABELS.editAssortment });
    await expect(edit.getByLabel(ASSORTMENT_LABELS.year)).toHaveValue(String(year));
    await expect(edit.getByLabel(ASSORTMENT_LABELS.season)).toHaveValue(season);
    await expect(edit.getByLabel(ASSORTMENT_LABELS.category)).toHaveValue(cat1._id);
    await edit.getByLabel(ASSORTMENT_LABELS.category).selectOption(cat2._id);
    await edit.getByRole("button", { name: ASSORTMENT_LABELS.save }).click();
    await expect(edit).toBeHidden();
    const edited = `${title({ season, year })} ${cat2.name}`;
    const editedCard = page.getByRole("article", { name: edited });
    await expect(editedCard).toBeVisible();
    await expect(page.getByRole("article", { name: created })).toHaveCount(0);
    // The server kept it: a reload shows the edit.
    await page.reload();
    await expect(editedCard).toBeVisible();

    // Delete: Cancel keeps it; Yes shows "Deleting..." while the call runs, then the card is gone.
    await editedCard.getByRole("button", { name: ASSORTMENT_LABELS.delete(edited) }).click();
    const confirm = page.getByRole("alertdialog", { name: ASSORTMENT_LABELS.deleteTitle });
    await expect(confirm).toContainText(edited);
    await confirm.getByRole("button", { name: CONFIRM_CANCEL }).click();
    await expect(confirm).toBeHidden();
    await expect(editedCard).toBeVisible();

    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/v1/graphql", async (route) => {
      if ((route.request().postData() ?? "").includes("deleteAssortment")) await held;
      await route.continue();
    });
    await editedCard.getByRole("button", { name: ASSORTMENT_LABELS.delete(edited) }).click();
    await confirm.getByRole("button", { name: CONFIRM_YES }).click();
    await expect(confirm.getByRole("button", { name: STUDY_DIALOGS.delete.busy })).toBeDisabled();
    release();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("article", { name: edited })).toHaveCount(0);
    expect((await homepage(page, CUSTOMER)).some((a) => a.year === year && a.season === season)).toBe(false);
  });

  test("the form marks its three fields required; the server's refusal of a category shows under Category (P10)", async ({ page }) => {
    // A category that is not the brand's (the list is answered by a stand-in): the server refuses it by name.
    const foreign = { _id: "f".repeat(24), name: "Gone Category", gender: null };
    await page.route("**/api/v1/brand/*/brand_category", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ results: [foreign] }) }));
    let created = 0;
    page.on("request", (r) => {
      if ((r.postData() ?? "").includes("createAssortment")) created += 1;
    });
    await page.goto(`/brand/${CUSTOMER}/timeline`);
    await page.getByRole("button", { name: ASSORTMENT_LABELS.newAssortment }).click();
    const dialog = page.getByRole("dialog", { name: ASSORTMENT_LABELS.newAssortment });
    await expect(dialog.getByText(FORM_MSG.requiredNote)).toBeVisible();
    for (const label of [ASSORTMENT_LABELS.year, ASSORTMENT_LABELS.season, ASSORTMENT_LABELS.category]) {
      await expect(dialog.getByRole("combobox", { name: label, exact: true })).toHaveAttribute("required", "");
    }
    // Leaving a select unchosen says what is missing.
    await dialog.getByRole("combobox", { name: ASSORTMENT_LABELS.year, exact: true }).focus();
    await dialog.getByRole("combobox", { name: ASSORTMENT_LABELS.season, exact: true }).focus();
    await expect(dialog.getByText(STUDY_MSG.assortmentNeeds)).toBeVisible();

    await dialog.getByRole("combobox", { name: ASSORTMENT_LABELS.year, exact: true }).selectOption({ index: 1 });
    await dialog.getByRole("combobox", { name: ASSORTMENT_LABELS.season, exact: true }).selectOption({ index: 1 });
    const category = dialog.getByRole("combobox", { name: ASSORTMENT_LABELS.category, exact: true });
    await category.selectOption(foreign._id);
    await dialog.getByRole("button", { name: ASSORTMENT_LABELS.save }).click();
    await expect(category).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(STUDY_MSG.assortmentCategoryUnknown)).toBeVisible();
    await expectToast(page, STUDY_MSG.assortmentCategoryUnknown);
    await expect(dialog).toBeVisible();
    expect(created).toBe(1);
  });

  test("failures show the spec's toasts: loading the timeline, the categories, and creating", async ({ page }) => {
    await page.route("**/api/v1/graphql", async (route) => {
      const body = route.request().postData() ?? "";
      if (body.includes("getAssortmentsForHomepage") || body.includes("createAssortment")) {
        return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "down" }] }) });
      }
      return route.continue();
    });
    await page.goto(`/brand/${DEMO}/timeline`);
    await expect(page.getByText(STUDY_MSG.fetchAssortment).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.unroute("**/api/v1/graphql");
    await page.route("**/api/v1/brand/*/brand_category", (route) => route.fulfill({ status: 500, contentType: "application/problem+json", body: "{}" }));
    await page.getByRole("button", { name: ASSORTMENT_LABELS.newAssortment }).click();
    await expectToast(page, STUDY_MSG.fetchCategoriesAndSeasons);
    await page.keyboard.press("Escape");

    // Creating fails on the server: the form stays open with the spec's toast.
    await page.unroute("**/api/v1/brand/*/brand_category");
    await page.route("**/api/v1/graphql", async (route) => {
      if ((route.request().postData() ?? "").includes("createAssortment")) {
        return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "nope", extensions: { code: "internal" } }] }) });
      }
      return route.continue();
    });
    await page.getByRole("button", { name: ASSORTMENT_LABELS.newAssortment }).click();
    const dialog = page.getByRole("dialog", { name: ASSORTMENT_LABELS.newAssortment });
    await dialog.getByLabel(ASSORTMENT_LABELS.year).selectOption({ index: 1 });
    await dialog.getByLabel(ASSORTMENT_LABELS.season).selectOption({ index: 1 });
    await dialog.getByLabel(ASSORTMENT_LABELS.category).selectOption({ index: 1 });
    await dialog.getByRole("button", { name: ASSORTMENT_LABELS.save }).click();
    await expectToast(page, STUDY_MSG.itemFailed("creating"));
    await expect(dialog).toBeVisible();
  });

  test("a brand without snap-and-share or the assortment dashboard has no shared-learnings tab: it goes to products", async ({ page }) => {
    const [first] = await homepage(page, CUSTOMER);
    await page.goto(`/brand/${CUSTOMER}/assortment/${first._id}/shared-learnings`);
    await expectPath(page, `/brand/${CUSTOMER}/assortment/${first._id}/products`);
    const tabs = page.getByRole("navigation", { name: HEADER_LABELS.tabs });
    await expect(tabs.getByRole("link")).toHaveText(ASSORTMENT_TABS.filter((t) => t.slug !== "shared-learnings").map((t) => t.label));
  });

  test("the timeline and the assortment form pass an accessibility audit", async ({ page }) => {
    test.slow(); // two audits on a loaded 2-core machine
    await page.goto(`/brand/${DEMO}/timeline`);
    await expect(cards(page).first()).toBeVisible();
    const serious = (r: { violations: { id: string; impact?: string | null }[] }) =>
      r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
    // The timeline is the main region (the workspace shell around it is audited in workspace.spec.ts).
    expect(serious(await audit(page, "main"))).toEqual([]);
    await page.getByRole("button", { name: ASSORTMENT_LABELS.newAssortment }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(serious(await audit(page, "[role=dialog]"))).toEqual([]);
  });
});

test.describe("as the full user", () => {
  test.use({ role: "full" });

  test("the assortment page redirects to products, with the header's pills and tabs", async ({ page }) => {
    const list = await homepage(page);
    const target = list.find((a) => a.season === "spring" && a.year === 2026) ?? list[0];
    const { getAssortmentHeaderInfo: info } = await api<{ getAssortmentHeaderInfo: { products: number; surveys: number; profiles: number; shared_items: number } }>(
      page,
      `query($_id: ID!, $brand_id: ID!) { getAssortmentHeaderInfo(_id: $_id, brand_id: $brand_id) { products surveys profiles shared_items } }`,
      { _id: target._id, brand_id: DEMO },
    );
    expect(info.products).toBeGreaterThan(0);

    await page.goto(`/brand/${DEMO}/timeline`);
    await page.getByRole("link", { name: ASSORTMENT_LABELS.open(fullLabel(target)) }).click();
    await expectPath(page, `/brand/${DEMO}/assortment/${target._id}/products`);
    await expect(page.getByTestId("assortment-header-title")).toHaveText(`${title(target)}${target.brand_category ? ` · ${target.brand_category.name}` : ""}`);
    const pills = page.getByRole("list", { name: HEADER_LABELS.counts });
    await expect(pills.getByTestId("pill-products")).toHaveText(`${ASSORTMENT_PILLS.products} ${info.products}`);
    await expect(pills.getByTestId("pill-surveys")).toHaveText(`${ASSORTMENT_PILLS.surveys} ${info.surveys}`);
    await expect(pills.getByTestId("pill-profiles")).toHaveText(`${ASSORTMENT_PILLS.profiles} ${info.profiles}`);
    await expect(pills.getByTestId("pill-shared_items")).toHaveText(`${ASSORTMENT_PILLS.shared_items} ${info.shared_items}`);
    // The catalogue of this assortment is still the page below the header.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Products");

    // Tabs: products (current), tests, line-reviews, shared-learnings (the demo brand has snap-and-share).
    const tabs = page.getByRole("navigation", { name: HEADER_LABELS.tabs });
    await expect(tabs.getByRole("link")).toHaveText(ASSORTMENT_TABS.map((t) => t.label));
    await expect(tabs.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    for (const t of ASSORTMENT_TABS) {
      await expect(tabs.getByRole("link", { name: t.label })).toHaveAttribute("href", `/brand/${DEMO}/assortment/${target._id}/${t.slug}`);
    }

    // The bare assortment URL lands on products too.
    await page.goto(`/brand/${DEMO}/assortment/${target._id}`);
    await expectPath(page, `/brand/${DEMO}/assortment/${target._id}/products`);
  });

  test("the shared-learnings tab lists the assortment's snips read-only, or says none were found", async ({ page }) => {
    const [first] = await homepage(page);
    const { getAssortmentHeaderInfo: info } = await api<{ getAssortmentHeaderInfo: { shared_items: number } }>(
      page,
      `query($_id: ID!, $brand_id: ID!) { getAssortmentHeaderInfo(_id: $_id, brand_id: $brand_id) { shared_items } }`,
      { _id: first._id, brand_id: DEMO },
    );
    await page.goto(`/brand/${DEMO}/assortment/${first._id}/shared-learnings`);
    await expectPath(page, `/brand/${DEMO}/assortment/${first._id}/shared-learnings`);
    await expect(page.getByRole("navigation", { name: HEADER_LABELS.tabs }).getByRole("link", { name: "Shared Learnings" })).toHaveAttribute("aria-current", "page");
    if (info.shared_items === 0) await expect(page.getByText(STUDY_MSG.noneFound("snips"))).toBeVisible();
    else await expect(page.getByTestId("snip-card")).toHaveCount(Math.min(info.shared_items, 10));
  });
});

test.describe("as the restricted user (assortment read only)", () => {
  test.use({ role: "restricted" });

  test("the timeline shows the assortments without New Assortment, Edit or Delete", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/timeline`);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: ASSORTMENT_LABELS.newAssortment })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
    // The server refuses the write too.
    const res = await page.request.post("/api/v1/graphql", {
      data: { query: `mutation($id: ID!, $b: ID!) { deleteAssortment(_id: $id, brand_id: $b) }`, variables: { id: "f".repeat(24), b: DEMO } },
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe("forbidden");
  });
});
