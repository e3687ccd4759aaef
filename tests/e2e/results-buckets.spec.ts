// The Buckets tab (spec 3 §2 results tabs, §7 "Groups of buckets"; P11 "buckets can be built by drag and by
// keyboard"): an admin on Demo's Closed study creates a group with two buckets, moves one product by pointer drag and
// another by keyboard (dnd-kit's KeyboardSensor, its announcements read back from the live region), saves, reloads:
// the assignment persists and each bucket's avg score, avg percentile and position are the engine's
// getBucketGroupSentimentScoreReport (GraphQL). axe finds nothing; screenshots at 1440 and 390; the group is deleted
// through the tab's own Delete (a leftover from a failed run is deleted through REST).
import type { Locator, Page } from "@playwright/test";
import { formatPercentile, formatScore } from "../../lib/products/format";
import { BUCKETS_TEXT, positionWords } from "../../lib/results/tabs/buckets";
import type { TSentimentPosition } from "../../lib/results/definitions";
import { audit, violationSummary } from "./support/axe";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { shoot } from "./support/screens";
import { apiAs, expect, expectToast, test } from "./support/test";

const STUDY = RESULTS_STUDIES.demoClosed;
const t = BUCKETS_TEXT;

test.use({ role: "admin" });

interface TReport {
  name: string;
  buckets: { name: string; avg_score: number | null; avg_percentile: number | null; position: TSentimentPosition | null; products: { question_id: string }[] }[];
}

async function engineReport(groupId: string): Promise<TReport> {
  const api = await apiAs("admin");
  try {
    const res = await api.post("/api/v1/graphql", {
      data: {
        query: `query($s: ID!, $g: ID!) { getBucketGroupSentimentScoreReport(survey_id: $s, bucket_group_id: $g) { name buckets { name avg_score avg_percentile position products { question_id } } } }`,
        variables: { s: STUDY.id, g: groupId },
      },
    });
    const body = (await res.json()) as { data?: { getBucketGroupSentimentScoreReport: TReport }; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.getBucketGroupSentimentScoreReport;
  } finally {
    await api.dispose();
  }
}

/** Deletes this run's group if a failed run left it (the journey deletes it through the page). */
async function deleteLeftover(name: string) {
  const api = await apiAs("admin");
  try {
    const base = `/api/v1/admin/brand/${STUDY.brand}/survey/${STUDY.id}`;
    const groups = ((await (await api.get(`${base}/groups`)).json()) as { results: { _id: string; name: string }[] }).results;
    for (const g of groups.filter((x) => x.name === name)) await api.delete(`${base}/group/${g._id}`);
  } finally {
    await api.dispose();
  }
}

const bucket = (page: Page, name: string) => page.locator(`[data-testid="bucket"][data-bucket-name="${name}"]`);
const productsIn = (area: Locator) => area.getByTestId("bucket-product").evaluateAll((els) => els.map((e) => e.getAttribute("data-question-id")));

test("build a group by drag and by keyboard, save, reload: the buckets' figures are the engine's", async ({ page }) => {
  test.slow();
  const name = `E2E buckets ${Date.now().toString(36)}-${test.info().workerIndex}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  try {
    await page.goto(resultsPath(STUDY, "tab=buckets"));
    await expect(page.getByTestId("buckets-tab")).toBeVisible();

    // Create the group: a name and two buckets.
    await page.getByTestId("buckets-new-group").click();
    const dialog = page.getByRole("dialog", { name: t.createTitle });
    await dialog.getByRole("textbox", { name: t.groupName }).fill(name);
    await dialog.getByRole("textbox", { name: t.bucketName(1) }).fill("Keepers");
    await dialog.getByRole("textbox", { name: t.bucketName(2) }).fill("Maybes");
    await dialog.getByRole("button", { name: t.create }).click();
    await expectToast(page, t.created(name));
    await expect(page).toHaveURL(/[?&]group=[0-9a-f]{24}/);
    const groupId = new URL(page.url()).searchParams.get("group")!;
    await expect(page.getByTestId("buckets-group-name")).toHaveText(name);
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");

    const unassigned = page.getByTestId("bucket-unassigned");
    const [first, second] = (await productsIn(unassigned)) as [string, string];
    expect(first && second).toBeTruthy();
    const keepers = bucket(page, "Keepers");
    const maybes = bucket(page, "Maybes");
    await expect(keepers.getByTestId("bucket-avg-score")).toHaveText(t.noScore);

    // Pointer: drag the first product by its handle onto Keepers (the board's top in view, so both are on screen).
    const tile = (q: string) => page.locator(`[data-testid="bucket-product"][data-question-id="${q}"]`);
    const handleOf = (q: string) => tile(q).getByRole("button", { name: /^Drag / });
    await page.getByTestId("buckets-board").evaluate((el) => el.scrollIntoView({ block: "start" }));
    // The raw pointer goes wherever it is sent: the "created" toast (top right) must be gone from above the
    // unassigned column's first handle first.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 30_000 });
    const from = (await handleOf(first).boundingBox())!;
    const to = (await keepers.getByText(t.emptyBucket).boundingBox())!;
    expect(from.y + from.height).toBeLessThan(900);
    expect(to.y + to.height).toBeLessThan(900);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await expect(keepers).toHaveClass(/ring-2/); // the bucket under the pointer is highlighted
    await page.mouse.up();
    await expect.poll(() => productsIn(keepers)).toEqual([first]);

    // Keyboard: pick the second product up with Space, move left until it is over Maybes, drop with Space.
    const live = page.locator('[id^="DndLiveRegion"]');
    const handle = handleOf(second);
    const secondName = (await tile(second).locator("p").first().textContent())!.trim();
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    for (let i = 0; i < 6; i++) {
      if ((await live.textContent())?.includes(t.dnd.over(secondName, "Maybes"))) break;
      await page.keyboard.press("ArrowLeft");
      await page.waitForTimeout(150);
    }
    await expect(live).toContainText(t.dnd.over(secondName, "Maybes"));
    await page.keyboard.press("Space");
    await expect(live).toContainText(t.dnd.drop(secondName, "Maybes"));
    await expect.poll(() => productsIn(maybes)).toEqual([second]);
    await expect(page.getByTestId("buckets-unsaved")).toBeVisible();

    // Save: the PUT carries date_modified; the page refreshes with the server's figures.
    await page.getByRole("button", { name: t.save }).click();
    await expectToast(page, t.saved(name));
    await expect(page.getByTestId("buckets-unsaved")).toHaveCount(0);

    await page.reload();
    await expect.poll(() => productsIn(bucket(page, "Keepers"))).toEqual([first]);
    await expect.poll(() => productsIn(bucket(page, "Maybes"))).toEqual([second]);

    // Each bucket's figures are the engine's.
    const report = await engineReport(groupId);
    expect(report.name).toBe(name);
    expect(report.buckets.map((b) => [b.name, b.products.map((p) => p.question_id)])).toEqual([
      ["Keepers", [first]],
      ["Maybes", [second]],
    ]);
    await page.getByText(t.tableToggle).click();
    for (const b of report.buckets) {
      expect(b.avg_score).not.toBeNull();
      const area = bucket(page, b.name);
      await expect(area.getByTestId("bucket-avg-score")).toHaveText(formatScore(b.avg_score));
      await expect(area.getByTestId("bucket-avg-percentile")).toHaveText(b.avg_percentile === null ? t.noPercentile : formatPercentile(b.avg_percentile));
      await expect(area.getByTestId("bucket-position")).toHaveText(b.avg_percentile === null ? t.noPercentile : positionWords(b.position));
      // The chart's table says the same.
      const row = page.getByTestId("buckets-table-row").filter({ has: page.getByRole("rowheader", { name: b.name, exact: true }) });
      await expect(row.locator("td").nth(1)).toHaveText(formatScore(b.avg_score));
    }
    await expect(page.getByRole("img", { name: /Bar chart of the buckets' average scores/ })).toBeVisible();

    const axe = await audit(page, '[data-testid="buckets-tab"]');
    expect(violationSummary(axe)).toEqual([]);
    await shoot(page, "results-buckets");
    await page.setViewportSize({ width: 1440, height: 900 });

    // Delete the group through the tab: it asks first, then the tab shows no such group.
    await page.getByRole("button", { name: t.deleteGroup }).click();
    const confirm = page.getByRole("alertdialog", { name: t.deleteTitle(name) });
    await confirm.getByRole("button", { name: t.deleteConfirm }).click();
    await expectToast(page, t.deleted(name));
    await expect(page).not.toHaveURL(/[?&]group=/);
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  } finally {
    await deleteLeftover(name);
  }
});
