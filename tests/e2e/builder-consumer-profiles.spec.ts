// Consumer profiles in the wizard's Consumers step (spec 1 §2 "Consumer profile summary card", §4 tier rule;
// spec 2 §2 "Select More Consumer Profiles" modal): the admin creates a profile in the modal, sees the tier badge
// follow the Brand Purchaser rule while picking values, saves, sees the card with its badge, finds it again after
// a reload, then deletes it after confirming.
import { type APIRequestContext } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { PROFILE_MSG } from "../../lib/study-rules/messages";
import { tierBadge } from "../../lib/study-rules/tiers";
import { acceptCookies, DEMO, json } from "./support/world";

/** A new Draft study of the admin in a Demo assortment that has products. */
async function draftStudy(api: APIRequestContext): Promise<{ id: string; assortment: string }> {
  const products = await json<{ assortment: string[] }[]>(await api.get(`/api/v1/admin/brand/${DEMO}/products/?offset=0&limit=200`));
  const assortment = products.find((p) => p.assortment.length > 0)!.assortment[0]!;
  const { _id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${DEMO}/campaignSNT`, { data: { assortment } }));
  const s = await json<{ date_modified: string }>(await api.get(`/api/v1/brand/${DEMO}/survey/${_id}?view=wizard`));
  await json(await api.put(`/api/v1/admin/brand/${DEMO}/survey/${_id}`, { data: { date_modified: s.date_modified, title: "Consumer profiles e2e", type: "concept" } }));
  return { id: _id, assortment };
}

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

test("create a consumer profile and see its tier badge", async ({ page }) => {
  const { id, assortment } = await draftStudy(page.request);
  const title = `E2E Shoppers ${Date.now().toString(36)}`;
  await page.goto(`/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}?step=customers`);

  await page.getByRole("button", { name: PROFILE_MSG.selectMore }).click();
  const modal = page.getByRole("dialog", { name: PROFILE_MSG.selectMore });
  await expect(modal).toBeVisible();
  // The seeded profiles are listed with their badges.
  await expect(modal.getByRole("article", { name: "Weekend Trail Runners" })).toBeVisible();

  await modal.getByRole("button", { name: PROFILE_MSG.createNew }).click();
  const editor = page.getByRole("dialog", { name: PROFILE_MSG.createTitle });
  await expect(editor).toBeVisible();
  await editor.getByLabel(PROFILE_MSG.title).fill(title);
  const badge = editor.getByTestId("tier-badge");
  await expect(badge).toHaveText(tierBadge(1));

  const brandPurchaser = editor.getByRole("group", { name: "Brand Purchaser" });
  await brandPurchaser.getByText("Nike", { exact: true }).click();
  await expect(brandPurchaser.getByRole("checkbox", { name: "Nike" })).toBeChecked();
  await expect(badge).toHaveText("$$$");
  await brandPurchaser.getByText("Adidas", { exact: true }).click();
  await expect(badge).toHaveText("$$$");
  await expect(editor.getByRole("img", { name: PROFILE_MSG.tierLabel(3) })).toBeVisible();

  await editor.getByRole("button", { name: PROFILE_MSG.save }).click();
  await expectToast(page, PROFILE_MSG.created);
  await expect(editor).toBeHidden();
  const card = modal.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("tier-badge")).toHaveText("$$$");
  await expect(card.getByText("Nike, Adidas")).toBeVisible();
  await expect(card.getByText(PROFILE_MSG.notSpecified)).toBeVisible();
  // A profile created here is chosen right away.
  await expect(card.getByRole("checkbox", { name: PROFILE_MSG.select(title) })).toBeChecked();
  await modal.getByRole("button", { name: PROFILE_MSG.cancel }).click();
  await expect(modal).toBeHidden();

  await page.reload();
  await page.getByRole("button", { name: PROFILE_MSG.selectMore }).click();
  const again = page.getByRole("dialog", { name: PROFILE_MSG.selectMore }).getByRole("article", { name: title });
  await expect(again).toBeVisible();
  await expect(again.getByRole("img", { name: PROFILE_MSG.tierLabel(3) })).toHaveText("$$$");

  // Delete asks first; Cancel keeps the profile, Delete removes it.
  await again.getByRole("button", { name: PROFILE_MSG.menu(title) }).click();
  await page.getByRole("menuitem", { name: PROFILE_MSG.delete }).click();
  const confirm = page.getByRole("alertdialog", { name: PROFILE_MSG.deleteConfirmTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: PROFILE_MSG.cancel }).click();
  await expect(again).toBeVisible();
  await again.getByRole("button", { name: PROFILE_MSG.menu(title) }).click();
  await page.getByRole("menuitem", { name: PROFILE_MSG.delete }).click();
  await page.getByRole("alertdialog", { name: PROFILE_MSG.deleteConfirmTitle }).getByRole("button", { name: PROFILE_MSG.delete }).click();
  await expectToast(page, PROFILE_MSG.deleted);
  await expect(again).toHaveCount(0);
});
