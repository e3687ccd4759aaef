// MakerLabs (P14 item 2, "Must show › e2e"): on Harbor & Pine's seeded history (prisma/seed/labs-history.ts) the admin
// sees the backtest beat the brand's average, predicts a new product described by hand and sees the synthetic score,
// its interval and the most similar tested products, then ranks the planned line (synthetic line review, the
// uncertain ones marked); Demo Outfitters, with one closed study, gets the "not enough history" state instead.
import { LABS_MSG } from "../../lib/labs/messages";
import { LABS_UI } from "../../lib/labs/ui";
import { LABS_BRAND } from "../../prisma/seed/labs-history";
import { audit, violationSummary } from "./support/axe";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";
import { DEMO } from "./support/world";

test.describe("MakerLabs", () => {
  test.use({ role: "admin" });

  test("predict a new product with its interval and evidence, and rank a planned line", async ({ page }) => {
    test.slow();
    await page.goto(`/brand/${LABS_BRAND.id}/labs`);
    await expect(page.getByTestId("labs-verdict")).toHaveText(LABS_MSG.beatsBaseline);
    const mae = Number(await page.getByTestId("labs-mae").textContent());
    const baseline = Number(await page.getByTestId("labs-baseline-mae").textContent());
    expect(mae).toBeLessThan(baseline);

    const form = page.getByTestId("labs-predict");
    await form.getByLabel(LABS_UI.name).fill("Olive Merino Parka");
    await form.getByLabel(LABS_UI.category).selectOption("Outerwear");
    await form.getByLabel(LABS_UI.colors).fill("Olive");
    await form.getByLabel(LABS_UI.materials).fill("Merino wool");
    await form.getByLabel(LABS_UI.fit).fill("Relaxed");
    await form.getByRole("button", { name: LABS_MSG.predict }).click();
    const result = page.getByTestId("labs-result");
    await expect(result.getByTestId("synthetic-badge")).toHaveText(LABS_MSG.synthetic);
    const score = Number(await result.getByTestId("labs-score").textContent());
    const [low, high] = (await result.getByTestId("labs-interval").textContent())!.split("–").map(Number);
    expect(low!).toBeLessThanOrEqual(score);
    expect(score).toBeLessThanOrEqual(high!);
    expect(await result.getByTestId("labs-evidence").locator("tbody tr").count()).toBeGreaterThan(0);
    await expect(result.getByTestId("labs-missing")).toContainText("Description");
    await shoot(page, "makerlabs-prediction");

    // The planned line, ranked by predicted score.
    await page.getByLabel(LABS_UI.lineReviewAssortment).selectOption({ label: "2027 planned line" });
    await page.getByRole("button", { name: LABS_UI.lineReviewShow }).click();
    const rows = page.getByTestId("labs-line-review-row");
    await expect(rows).toHaveCount(10);
    const scores = await rows.locator("td:nth-child(3)").allTextContents();
    const numbers = scores.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    // Each product says where it stands: the top one likely above the line's middle, the uncertain ones worth testing.
    await expect(rows.first().getByTestId(/labs-verdict-/)).toHaveText(/Likely above|Worth testing/);
    expect(await page.getByTestId("labs-verdict-uncertain").count()).toBeGreaterThan(0);
    expect(violationSummary(await audit(page, '[data-testid="labs-page"]'))).toEqual([]);
    await shoot(page, "makerlabs-line-review");
  });

  test("a brand with too little history sees the \"not enough history\" state, not a number", async ({ page }) => {
    await page.goto(`/brand/${DEMO}/labs`);
    await expect(page.getByTestId("labs-not-enough")).toContainText("Not enough history yet");
    await expect(page.getByTestId("labs-predict")).toHaveCount(0);
    await expect(page.getByTestId("labs-score")).toHaveCount(0);
    await shoot(page, "makerlabs-not-enough");
  });
});
