// MakerLabs widens its interval when the nearest tested products are dissimilar, and says so (P15 item 10): on Harbor
// & Pine's history, a product unlike every tested one (a stoneware vase among outerwear and knitwear) gets a wider
// range than a product like them, and the sentence under the prediction says why. axe clean; screenshots.
import type { Page } from "@playwright/test";
import { LABS_MSG } from "../../lib/labs/messages";
import { LABS_UI } from "../../lib/labs/ui";
import { LABS_BRAND } from "../../prisma/seed/labs-history";
import { audit, violationSummary } from "./support/axe";
import { shoot } from "./support/screens";
import { expect, test } from "./support/test";

test.use({ role: "admin" });

async function predict(page: Page, fields: { name: string; category?: string; colors: string; materials: string; fit: string }) {
  const form = page.getByTestId("labs-predict");
  await form.getByLabel(LABS_UI.name).fill(fields.name);
  if (fields.category) await form.getByLabel(LABS_UI.category).selectOption(fields.category);
  await form.getByLabel(LABS_UI.colors).fill(fields.colors);
  await form.getByLabel(LABS_UI.materials).fill(fields.materials);
  await form.getByLabel(LABS_UI.fit).fill(fields.fit);
  await form.getByRole("button", { name: LABS_MSG.predict }).click();
  const result = page.getByTestId("labs-result");
  await expect(result.getByRole("heading", { name: new RegExp(fields.name) })).toBeVisible();
  const [low, high] = (await result.getByTestId("labs-interval").textContent())!.split("–").map(Number);
  return { result, width: high! - low! };
}

test("a product unlike the tested ones gets a wider range and the sentence saying why", async ({ page }) => {
  test.slow();
  await page.goto(`/brand/${LABS_BRAND.id}/labs`);
  await expect(page.getByTestId("labs-verdict")).toHaveText(LABS_MSG.beatsBaseline);

  const like = await predict(page, { name: "Olive Merino Parka", category: "Outerwear", colors: "Olive", materials: "Merino wool", fit: "Relaxed" });
  const unlike = await predict(page, { name: "Glazed Stoneware Vase", colors: "Terracotta", materials: "Stoneware", fit: "Footed" });
  await expect(unlike.result.getByTestId("labs-widened")).toContainText("less alike than usual");
  await expect(unlike.result.getByTestId("labs-widened")).toContainText("so the range is wider");
  expect(unlike.width).toBeGreaterThan(like.width);
  expect(violationSummary(await audit(page, '[data-testid="labs-result"]'))).toEqual([]);
  await shoot(page, "makerlabs-widened");
});
