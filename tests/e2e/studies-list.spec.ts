// The studies list (spec 3 §2 "Studies list", "Assortment page" tests tab, "Study card action menu" display rules,
// §3 Filter, §6 rights, §8 texts, §9 page size): newest first with status labels and colours, search by title and
// by id, the status and assortment filters kept in local storage under "filters v2" across a reload, clearing
// them, the create buttons by role, "Create Study" opening the new Draft's editor, and the assortment's tab.
import { type Page } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { audit } from "./support/axe";
import { FILTERS_STORAGE_KEY, formatStudyDate, STUDIES_PAGE_SIZE, studyTitle } from "../../lib/studies/format";
import { STUDY_MSG } from "../../lib/studies/messages";
import { STATUS_META, type TStudyStatus } from "../../lib/studies/status";
import { acceptCookies, CUSTOMER, DEMO, expectPath } from "./support/world";

test.use({ role: "full" });
test.beforeEach(async ({ page }) => acceptCookies(page));

interface TRow {
  _id: string;
  title: string;
  type: string | null;
  status: TStudyStatus;
  date_created: string;
  due_date: string | null;
  product_count: number;
  assortment: { _id: string; year: number; season: string } | null;
}
interface TFilterDef { accessor: string; name: string; options: string[]; optionNames: string[] }

/** The list's own GraphQL API with the signed-in user's session: what the page should show. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const ROW_FIELDS = "_id title type status date_created due_date product_count assortment { _id year season }";

async function brandStudies(page: Page, args: { search?: string; filters?: Record<string, unknown> } = {}) {
  const data = await gql<{ getBrandSurveys: { total: number; surveys: TRow[] } }>(
    page,
    `query($brand_id: ID!, $search: String, $filters: SurveyListFilters) {
      getBrandSurveys(brand_id: $brand_id, search: $search, filters: $filters) { total surveys { ${ROW_FIELDS} } }
    }`,
    { brand_id: DEMO, ...args },
  );
  return data.getBrandSurveys;
}

async function assortmentStudies(page: Page, assortmentId: string, filters?: Record<string, unknown>) {
  const data = await gql<{ getAssortmentSurveys: { total: number; surveys: TRow[] } }>(
    page,
    `query($brand_id: ID!, $assortment_id: ID!, $filters: SurveyListFilters) {
      getAssortmentSurveys(brand_id: $brand_id, assortment_id: $assortment_id, filters: $filters) { total surveys { ${ROW_FIELDS} } }
    }`,
    { brand_id: DEMO, assortment_id: assortmentId, filters },
  );
  return data.getAssortmentSurveys;
}

async function filterDefs(page: Page): Promise<TFilterDef[]> {
  const data = await gql<{ surveyListFilters: TFilterDef[] }>(
    page,
    `query($brand_id: ID!) { surveyListFilters(brand_id: $brand_id) { accessor name options optionNames } }`,
    { brand_id: DEMO },
  );
  return data.surveyListFilters;
}

const rows = (page: Page) => page.getByTestId("study-row");
const rowIds = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-study-id")));
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search studies" });

/** Waits until the table shows exactly these study ids, in this order. */
async function expectRows(page: Page, ids: string[]) {
  await expect(rows(page)).toHaveCount(ids.length);
  await expect.poll(() => rowIds(page)).toEqual(ids);
}

/** Opens a multi-select filter (a button named after the filter) and ticks one option. */
async function pick(page: Page, filter: TFilterDef, optionName: string) {
  const trigger = page.getByTestId(`filter-${filter.accessor}`);
  await expect(trigger).toHaveAccessibleName(new RegExp(`^${filter.name}`));
  await trigger.click();
  await page.getByRole("menuitemcheckbox", { name: optionName, exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
}

test("the Demo brand's studies show newest first, 20 a page, with status labels and colours", async ({ page }) => {
  test.slow(); // a long journey ending in an accessibility audit, on a loaded 2-core machine
  const expected = await brandStudies(page);
  expect(expected.surveys.length).toBeGreaterThan(0);
  // The server's default order is by created date, newest first.
  const created = expected.surveys.map((s) => new Date(s.date_created).getTime());
  expect(created).toEqual([...created].sort((a, b) => b - a));

  await page.goto(`/brand/${DEMO}/tests`);
  await expect(page.getByRole("heading", { name: "Studies", level: 1 })).toBeVisible();
  await expectRows(page, expected.surveys.slice(0, STUDIES_PAGE_SIZE).map((s) => s._id));
  await expect(page.getByRole("columnheader", { name: /Created/ })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByTestId("studies-page")).toHaveText(`Page 1 of ${Math.max(1, Math.ceil(expected.total / STUDIES_PAGE_SIZE))}`);

  const statuses = new Set<string>();
  for (const s of expected.surveys.slice(0, STUDIES_PAGE_SIZE)) {
    const row = page.locator(`[data-testid="study-row"][data-study-id="${s._id}"]`);
    await expect(row.getByRole("link", { name: studyTitle(s.title), exact: true })).toHaveAttribute("href", `/brand/${DEMO}/campaign/${s._id}/results`);
    const addProducts = row.getByRole("link", { name: STUDY_MSG.addProducts });
    if (await addProducts.count()) {
      // "Add Products" replaces the status of an empty Draft due within 21 days (the full user writes studies).
      expect(s.status).toBe("Draft");
      expect(s.product_count).toBe(0);
      await expect(addProducts).toHaveAttribute("href", `/brand/${DEMO}/campaign/${s._id}/edit`);
      continue;
    }
    const badge = row.getByTestId("study-status");
    await expect(badge).toHaveText(STATUS_META[s.status].label);
    await expect(badge).toHaveAttribute("data-colour", STATUS_META[s.status].colour);
    await expect(row).toContainText(formatStudyDate(s.due_date));
    statuses.add(s.status);
  }
  // The seed holds studies in each status; the colours are Draft yellow, Active blue, Closed green.
  expect([...statuses].sort()).toEqual(["Active", "Closed", "Draft"]);
  expect([STATUS_META.Draft.colour, STATUS_META.Active.colour, STATUS_META.Closed.colour]).toEqual(["yellow", "blue", "green"]);
  // The untitled seeded study reads "(untitled)".
  if (expected.surveys.some((s) => !s.title.trim())) await expect(page.getByRole("link", { name: STUDY_MSG.untitled })).not.toHaveCount(0);

  // Sorting by title asks the server again, ascending first.
  await page.getByRole("button", { name: /^Title/ }).click();
  await expect(page.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", /ascending|descending/);

  const axe = await audit(page, "main");
  expect(axe.violations.filter((v) => v.impact === "critical" || v.impact === "serious")).toEqual([]);
});

test("search narrows the list by title, case-insensitively, and by id:", async ({ page }) => {
  const all = await brandStudies(page);
  const target = all.surveys.find((s) => s.title.trim().length > 6);
  if (!target) throw new Error("no titled study in the Demo brand");
  await page.goto(`/brand/${DEMO}/tests`);
  await expect(rows(page)).not.toHaveCount(0);

  // A lower-case piece of the title finds it, like the server's case-insensitive contains.
  const piece = target.title.slice(0, 12).toLowerCase();
  const matching = await brandStudies(page, { search: piece });
  expect(matching.surveys.map((s) => s._id)).toContain(target._id);
  await searchBox(page).fill(piece);
  await expectRows(page, matching.surveys.map((s) => s._id));
  for (const title of await rows(page).getByRole("link").allTextContents()) expect(title.toLowerCase()).toContain(piece);

  await searchBox(page).fill(`id:${target._id}`);
  await expectRows(page, [target._id]);

  await searchBox(page).fill("no study is called this zzqx");
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText(STUDY_MSG.noneFound("studies"))).toBeVisible();
});

test('status and assortment filters narrow the list, survive a reload ("filters v2") and clear', async ({ page }) => {
  const all = await brandStudies(page);
  const active = all.surveys.find((s) => s.status === "Active" && s.assortment);
  if (!active?.assortment) throw new Error("no Active study with an assortment in the Demo brand");
  const defs = await filterDefs(page);
  const statusDef = defs.find((d) => d.accessor === "status");
  const assortmentDef = defs.find((d) => d.accessor === "assortment_ids");
  if (!statusDef || !assortmentDef) throw new Error("status or assortment filter missing");
  const assortmentName = assortmentDef.optionNames[assortmentDef.options.indexOf(active.assortment._id)];

  await page.goto(`/brand/${DEMO}/tests`);
  await expectRows(page, all.surveys.slice(0, STUDIES_PAGE_SIZE).map((s) => s._id));

  await pick(page, statusDef, "Active");
  const onlyActive = await brandStudies(page, { filters: { status: ["Active"] } });
  await expectRows(page, onlyActive.surveys.map((s) => s._id));
  for (const badge of await rows(page).getByTestId("study-status").all()) await expect(badge).toHaveText("Active");

  await pick(page, assortmentDef, assortmentName);
  const both = await brandStudies(page, { filters: { status: ["Active"], assortment_ids: [active.assortment._id] } });
  expect(both.surveys.map((s) => s._id)).toContain(active._id);
  await expectRows(page, both.surveys.map((s) => s._id));

  // Kept in local storage under the versioned key, and applied again after a reload.
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), FILTERS_STORAGE_KEY);
  expect(JSON.parse(stored ?? "{}")[DEMO]).toEqual({ assortment_ids: [active.assortment._id], status: ["Active"] });
  await page.reload();
  await expectRows(page, both.surveys.map((s) => s._id));
  await expect(page.getByTestId("filter-status")).toHaveAccessibleName(`${statusDef.name} (1 selected)`);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expectRows(page, all.surveys.slice(0, STUDIES_PAGE_SIZE).map((s) => s._id));
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FILTERS_STORAGE_KEY)).toBe("{}");
});

test("the assortment's tests tab lists only that assortment's studies", async ({ page }) => {
  const all = await brandStudies(page);
  const withAssortment = all.surveys.find((s) => s.assortment);
  if (!withAssortment?.assortment) throw new Error("no study with an assortment");
  const assortmentId = withAssortment.assortment._id;
  const expected = await assortmentStudies(page, assortmentId);
  expect(expected.surveys.every((s) => s.assortment?._id === assortmentId)).toBe(true);
  const others = all.surveys.filter((s) => s.assortment?._id !== assortmentId);
  expect(others.length).toBeGreaterThan(0);

  await page.goto(`/brand/${DEMO}/assortment/${assortmentId}/tests`);
  await expectRows(page, expected.surveys.map((s) => s._id));
  for (const s of others) await expect(page.locator(`[data-study-id="${s._id}"]`)).toHaveCount(0);
  // The route fixes the assortment, so that filter is not offered.
  await expect(page.getByTestId("filter-status")).toBeVisible();
  await expect(page.getByTestId("filter-assortment_ids")).toHaveCount(0);
});

test("the assortment's line-reviews tab lists only its line_review studies", async ({ page }) => {
  const all = await brandStudies(page);
  const review = all.surveys.find((s) => s.type === "line_review" && s.assortment);
  if (!review?.assortment) throw new Error("no line review with an assortment");
  const assortmentId = review.assortment._id;
  const expected = await assortmentStudies(page, assortmentId, { type: ["line_review"] });
  expect(expected.surveys.map((s) => s._id)).toContain(review._id);
  expect(expected.surveys.every((s) => s.type === "line_review" && s.assortment?._id === assortmentId)).toBe(true);

  await page.goto(`/brand/${DEMO}/assortment/${assortmentId}/line-reviews`);
  await expect(page.getByRole("heading", { name: "Line Reviews", level: 1 })).toBeVisible();
  await expectRows(page, expected.surveys.map((s) => s._id));
  for (const s of all.surveys.filter((x) => x.type !== "line_review")) await expect(page.locator(`[data-study-id="${s._id}"]`)).toHaveCount(0);
});

test.describe("a read-only user (survey read only)", () => {
  test.use({ role: "restricted" });

  test("sees the studies but no create, group or select controls", async ({ page }) => {
    const all = await brandStudies(page);
    await page.goto(`/brand/${DEMO}/tests`);
    await expectRows(page, all.surveys.slice(0, STUDIES_PAGE_SIZE).map((s) => s._id));
    await expect(page.getByRole("button", { name: "Create Study" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: STUDY_MSG.newBuilder })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Group Studies/ })).toHaveCount(0);
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    // Without survey write there is no "Add Products": every row shows its status.
    await expect(page.getByRole("link", { name: STUDY_MSG.addProducts })).toHaveCount(0);
    await expect(rows(page).getByTestId("study-status")).toHaveCount(await rows(page).count());
  });
});

test.describe("an admin on a brand with the v2 creator", () => {
  test.use({ role: "admin" });

  test('sees "Create Study" and "Try New Builder [Beta]"', async ({ page }) => {
    await page.goto(`/brand/${DEMO}/tests`);
    await expect(rows(page)).not.toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create Study" })).toBeVisible();
    await expect(page.getByRole("button", { name: STUDY_MSG.newBuilder })).toBeVisible();
  });
});

test('"Create Study" asks for the assortment, then opens the new Draft\'s editor; a brand without v2 offers no beta', async ({ page }) => {
  await page.goto(`/brand/${CUSTOMER}/tests`);
  await expect(page.getByRole("heading", { name: "Studies", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: STUDY_MSG.newBuilder })).toHaveCount(0);
  await page.getByRole("button", { name: "Create Study" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose an assortment" });
  await expect(dialog.getByLabel("Assortment")).toBeVisible();
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  // The editor link leads into the study wizard (spec 2 §2) at the new Draft's assortment.
  await expectPath(page, /\/brand\/[0-9a-f]{24}\/assortment\/[0-9a-f]{24}\/campaign-wizard\/[0-9a-f]{24}(\?.*)?$/);
  const created = /\/campaign-wizard\/([0-9a-f]{24})/.exec(page.url())?.[1];
  expect(created).toBeTruthy();
  // The new study is a Draft of that brand; it is removed again so other journeys see the seeded list.
  const res = await page.request.delete(`/api/v1/admin/brand/${CUSTOMER}/survey/${created}/delete`);
  expect(res.status()).toBe(200);
});

test("failures show the spec's toasts: fetching studies and creating a V1 study", async ({ page }) => {
  await page.route("**/api/v1/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes("getBrandSurveys")) {
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "down" }] }) });
    }
    return route.continue();
  });
  await page.goto(`/brand/${DEMO}/tests`);
  await expectToast(page, STUDY_MSG.fetchStudies);
  await page.unroute("**/api/v1/graphql");

  await page.route("**/api/v1/admin/brand/*/campaignSNT", (route) =>
    route.fulfill({ status: 500, contentType: "application/problem+json", body: JSON.stringify({ detail: "boom" }) }),
  );
  await page.getByRole("button", { name: "Create Study" }).click();
  await page.getByRole("dialog", { name: "Choose an assortment" }).getByRole("button", { name: "Create", exact: true }).click();
  await expectToast(page, STUDY_MSG.createFailed("V1"));
  await expectPath(page, `/brand/${DEMO}/tests`);
});

test.describe("an admin whose new-builder study cannot be created", () => {
  test.use({ role: "admin" });

  test('sees the V2 failure toast from "Try New Builder [Beta]"', async ({ page }) => {
    await page.route("**/api/v2/surveys", (route) =>
      route.fulfill({ status: 500, contentType: "application/problem+json", body: JSON.stringify({ detail: "boom" }) }),
    );
    await page.goto(`/brand/${DEMO}/tests`);
    await page.getByRole("button", { name: STUDY_MSG.newBuilder }).click();
    await page.getByRole("dialog", { name: "Choose an assortment" }).getByRole("button", { name: "Create", exact: true }).click();
    await expectToast(page, STUDY_MSG.createFailed("V2"));
  });
});
