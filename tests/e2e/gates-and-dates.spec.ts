// Gates and dates (P15 item 2, spec 3 §6) on its own demo brand, Gates & Dates Outfitters (prisma/seed/gated-brand.ts),
// and the "not available to your role" page (P15 item 10):
//   - admin@ reads the Closed study's results there (screenshots at 1440×900 and 390×844);
//   - full@, a member with every permission, gets the gated message on the page, and the API refuses her results,
//     the study status actions and clear answers with lib's texts (403), changing nothing;
//   - a study link followed by a role that may not open it: kb@ on a results link lands in her knowledge base;
//   - restricted@ typing /labs or /knowledge-base, and full@ on a brand without the knowledge base, get the role page
//     with a way back; axe finds nothing on it.
import { audit, violationSummary } from "./support/axe";
import { resultsPath, RESULTS_STUDIES } from "./support/results";
import { shoot } from "./support/screens";
import { expect, test, userContext } from "./support/test";
import { acceptCookies, CUSTOMER, DEMO, expectPath } from "./support/world";
import { ROLE_PAGE, rolePageText } from "../../lib/access/role-page";
import { ACCESS_MSG, RESULTS_PAGE } from "../../lib/messages";
import { GATED_BRAND } from "../../prisma/seed/gated-brand";

const { gatedClosed, demoClosed } = RESULTS_STUDIES;
const api = (path: string) => `/api/v1${path.replace("{b}", gatedClosed.brand).replace("{s}", gatedClosed.id)}`;

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe("as the admin", () => {
  test.use({ role: "admin" });

  test("admin@ reads the results of the gates-and-dates brand", async ({ page }) => {
    await page.goto(resultsPath(gatedClosed));
    await expect(page.getByTestId("results-page")).toBeVisible();
    await expect(page.getByTestId("results-panel-stack-rank")).toBeVisible();
    await expect(page.getByTestId("submission-stats")).toBeVisible();
    await expect(page.getByTestId("results-message")).toHaveCount(0);
    const res = await page.request.post(api("/brand/{b}/survey/{s}/report/ratings"), { data: {} });
    expect(res.status()).toBe(200);
    await shoot(page, "gates-and-dates-admin-results");
  });
});

test.describe("as the full user", () => {
  test.use({ role: "full" });

  test("full@ sees the gated message there, and the API refuses her with lib's texts", async ({ page }) => {
    await page.goto(resultsPath(gatedClosed));
    await expect(page.getByTestId("results-message")).toHaveText(RESULTS_PAGE.gated);
    await expect(page.getByTestId("results-panel-stack-rank")).toHaveCount(0);
    await expect(page.getByRole("link", { name: RESULTS_PAGE.studies })).toBeVisible();
    await shoot(page, "gates-and-dates-user-results");

    for (const path of ["/brand/{b}/survey/{s}/report/ratings", "/brand/{b}/survey/{s}/report/respondents"]) {
      const res = await page.request.post(api(path), { data: {} });
      expect(res.status(), path).toBe(403);
      expect(((await res.json()) as { detail: string }).detail).toBe(ACCESS_MSG.gatedResults);
    }
    const gql = await page.request.post("/api/v1/graphql", {
      data: { query: "query($s: ID!) { getResultsSummary(survey_id: $s) { respondents } }", variables: { s: gatedClosed.id } },
    });
    expect(((await gql.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(ACCESS_MSG.gatedResults);
    for (const action of ["reopen", "clear_answers"]) {
      const res = await page.request.put(api(`/admin/brand/{b}/survey/{s}/${action}`), { data: {} });
      expect(res.status(), action).toBe(403);
      expect(((await res.json()) as { detail: string }).detail).toBe(ACCESS_MSG.gatedStudyActions);
    }
    // Nothing changed: the study is still Closed and its answers are still there (as the admin reads them).
    await page.goto(`/brand/${GATED_BRAND.id}/tests`);
    await expect(page.getByTestId("study-row").filter({ hasText: "Winter 2025 Line Review" }).getByTestId("study-status")).toHaveText(/Closed/);
  });

  test("on a brand without the knowledge base, its address gets the role page with a way back", async ({ page }) => {
    await page.goto(`/brand/${CUSTOMER}/knowledge-base`);
    const role = page.getByTestId("role-page");
    await expect(role.getByRole("heading", { name: ROLE_PAGE.title })).toBeVisible();
    await expect(role).toContainText(rolePageText("knowledge_base", "feature", "Northwind Apparel"));
  });
});

test.describe("as the restricted user", () => {
  test.use({ role: "restricted" });

  test("MakerLabs and the knowledge base typed in: the role page, axe clean, and back home", async ({ page }) => {
    for (const [path, screen] of [["labs", "labs"], ["knowledge-base", "knowledge_base"]] as const) {
      await page.goto(`/brand/${DEMO}/${path}`);
      const role = page.getByTestId("role-page");
      await expect(role.getByRole("heading", { name: ROLE_PAGE.title })).toBeVisible();
      await expect(role).toContainText(rolePageText(screen, "role", "Demo Outfitters"));
    }
    const results = await audit(page, '[data-testid="role-page"]');
    expect(violationSummary(results)).toEqual([]);
    await shoot(page, "role-page-restricted");
    await page.getByRole("link", { name: ROLE_PAGE.back }).click();
    await expectPath(page, new RegExp(`/brand/${DEMO}/(home|timeline)(\\?.*)?$`));
    await expect(page.getByTestId("role-page")).toHaveCount(0);
  });
});

test("a results link followed by the knowledge-base-only user lands in her knowledge base, the API refuses her", async ({ browser }) => {
  const context = await userContext(browser, "kb");
  const page = await context.newPage();
  await page.goto(resultsPath(demoClosed));
  await expectPath(page, `/brand/${DEMO}/knowledge-base`);
  const res = await page.request.post(`/api/v1/brand/${DEMO}/survey/${demoClosed.id}/report/ratings`, { data: {} });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { detail: string }).detail).toBe(ACCESS_MSG.kbOnly);
  await context.close();
});
