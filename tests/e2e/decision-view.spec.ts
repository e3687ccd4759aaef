// The decision view (spec 3 §2 /brand/{b}/decision/{decisionId}): a seeded decision with its assortment link and
// the study that informs it; an unknown decision is the 404 page.
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { NOT_FOUND_SCREEN } from "../../lib/messages";
import { acceptCookies, DEMO } from "./support/world";

test.use({ role: "full" });
test.beforeEach(async ({ page }) => acceptCookies(page));

async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const TITLE = "Spring 2026 Line Review";

test("a decision lists the studies that inform it and links to its assortment", async ({ page }) => {
  await page.goto("/login");
  const { getBrandSurveys } = await api<{ getBrandSurveys: { surveys: { _id: string }[] } }>(
    page,
    `query($b: ID!, $s: String) { getBrandSurveys(brand_id: $b, search: $s) { surveys { _id } } }`,
    { b: DEMO, s: TITLE },
  );
  const { getBrandSurvey } = await api<{ getBrandSurvey: { decision_id: string | null; assortment: { _id: string } | null } }>(
    page,
    `query($b: ID!, $s: ID!) { getBrandSurvey(brand_id: $b, survey_id: $s) { decision_id assortment { _id } } }`,
    { b: DEMO, s: getBrandSurveys.surveys[0]._id },
  );
  if (!getBrandSurvey.decision_id || !getBrandSurvey.assortment) throw new Error("the seeded study has no decision");
  const { getAssortment } = await api<{ getAssortment: { decisions: { _id: string; name: string }[] } }>(
    page,
    `query($b: ID!, $a: ID!) { getAssortment(brand_id: $b, _id: $a) { decisions { _id name } } }`,
    { b: DEMO, a: getBrandSurvey.assortment._id },
  );
  const decision = getAssortment.decisions.find((d) => d._id === getBrandSurvey.decision_id);
  if (!decision) throw new Error("decision not in its assortment");

  await page.goto(`/brand/${DEMO}/decision/${decision._id}`);
  await expect(page.getByRole("heading", { level: 1, name: decision.name })).toBeVisible();
  const row = page.getByTestId("decision-study").filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("study-status")).toHaveText("Active");
  await expect(row.getByTestId("study-status")).toHaveAttribute("data-colour", "blue");
  await page.getByRole("link", { name: "Spring 2026", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/assortment/${getBrandSurvey.assortment._id}/products`));
});

test("an unknown decision is the 404 page", async ({ page }) => {
  await page.goto(`/brand/${DEMO}/decision/${"0".repeat(24)}`);
  await expect(page.getByText(NOT_FOUND_SCREEN.title)).toBeVisible();
  await expect(page.getByText(NOT_FOUND_SCREEN.code)).toBeVisible();
});
