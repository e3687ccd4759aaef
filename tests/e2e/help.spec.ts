// The in-app help and the self-explaining decision page (P15 item 10 "No dead ends"): the sidebar's Help opens the
// help written for merchandisers, whose "what each figure means" is the results pages' own definitions list; Contact
// support leads to the deployment's address, also from the error page; the decision page says what a decision point
// is and links to its studies. axe clean, screenshots at 1440×900 and 390×844.
import { type Page } from "@playwright/test";
import { DECISION_TEXT } from "../../lib/help/decision";
import { SUPPORT_TEXT } from "../../lib/help/support";
import { HELP_TEXT, helpTopic, helpTopics } from "../../lib/help/topics";
import { ERROR_SCREEN } from "../../lib/messages";
import { METRIC_DEFINITION_LIST } from "../../lib/results/metric-definitions";
import { auditPage, violationSummary } from "./support/axe";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies, DEMO } from "./support/world";

test.use({ role: "full" });
test.beforeEach(async ({ page }) => acceptCookies(page));

async function gql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

test("the sidebar's Help opens the in-app help; the figures' topic is the results' definitions; support is the deployment's address", async ({ page }) => {
  test.slow();
  await page.goto(`/brand/${DEMO}/tests`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/help$`));
  await expect(page.getByRole("heading", { level: 1, name: HELP_TEXT.title })).toBeVisible();
  await expect(page.getByTestId("help-topic")).toHaveCount(helpTopics().length);
  expect(violationSummary(await auditPage(page))).toEqual([]);
  await shoot(page, "help-index");

  const metrics = helpTopic("metrics");
  await page.getByRole("link", { name: new RegExp(metrics.title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: metrics.title })).toBeVisible();
  const entries = page.getByTestId("help-entry");
  await expect(entries).toHaveCount(METRIC_DEFINITION_LIST.length);
  for (const [i, d] of METRIC_DEFINITION_LIST.entries()) {
    await expect(entries.nth(i).getByRole("heading", { level: 2 })).toHaveText(d.term);
    await expect(entries.nth(i)).toContainText(d.short);
  }
  expect(violationSummary(await auditPage(page))).toEqual([]);
  await shoot(page, "help-metrics");

  for (const t of helpTopics()) {
    await page.goto(`/brand/${DEMO}/help/${t.topic}`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId("help-entry")).toHaveCount(t.entries.length);
  }
  expect(violationSummary(await auditPage(page))).toEqual([]);

  const email = page.getByTestId("support-email");
  await expect(email).toHaveAttribute("href", /^mailto:[^?]+@[^?]+\?subject=/);
  await page.goto(`/brand/${DEMO}/help/nope`);
  await expect(page.getByText("Error code 404")).toBeVisible();
});

test("Contact support on the error page leads to the support page with the configured address", async ({ page }) => {
  await page.goto("/error?errorCode=500&errorMessage=Boom");
  await expect(page.getByRole("heading", { name: ERROR_SCREEN.title })).toBeVisible();
  await page.getByRole("link", { name: ERROR_SCREEN.support }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole("heading", { level: 1, name: SUPPORT_TEXT.title })).toBeVisible();
  const address = process.env.SUPPORT_EMAIL ?? (await page.getByTestId("support-email").getAttribute("href"))!.slice(7).split("?")[0]!;
  await expect(page.getByTestId("support-email")).toHaveText(SUPPORT_TEXT.email(address));
  expect(violationSummary(await auditPage(page))).toEqual([]);
  await shoot(page, "support");
});

test("the decision page says what a decision point is and links to its studies", async ({ page }) => {
  await page.goto("/login");
  const { getBrandSurveys } = await gql<{ getBrandSurveys: { surveys: { _id: string }[] } }>(
    page,
    `query($b: ID!, $s: String) { getBrandSurveys(brand_id: $b, search: $s) { surveys { _id } } }`,
    { b: DEMO, s: "Spring 2026 Line Review" },
  );
  const { getBrandSurvey } = await gql<{ getBrandSurvey: { decision_id: string | null } }>(
    page,
    `query($b: ID!, $s: ID!) { getBrandSurvey(brand_id: $b, survey_id: $s) { decision_id } }`,
    { b: DEMO, s: getBrandSurveys.surveys[0]!._id },
  );
  if (!getBrandSurvey.decision_id) throw new Error("the seeded study has no decision");
  await page.goto(`/brand/${DEMO}/decision/${getBrandSurvey.decision_id}`);
  const about = page.getByTestId("decision-about");
  await expect(about).toContainText(DECISION_TEXT.what);
  await expect(about).toContainText(DECISION_TEXT.studies);
  const study = page.getByTestId("decision-study").first().getByRole("link");
  await expect(study).toHaveAttribute("href", new RegExp(`^/brand/${DEMO}/`));
  expect(violationSummary(await auditPage(page))).toEqual([]);
  await shoot(page, "decision");
  await page.setViewportSize({ width: 1440, height: 900 });
  await about.getByRole("link", { name: DECISION_TEXT.more }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${DEMO}/help/screens#decision$`));
  await expect(page.locator("#decision")).toContainText(DECISION_TEXT.what);
});
