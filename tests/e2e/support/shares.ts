// The brand's side of a share link in the e2e journeys (P13 item 2): the link's row in "Share links" lists the
// viewer's view, then the link is revoked after the confirmation. Optionally screenshots the dialog first.
import type { Page } from "@playwright/test";
import { SHARE_MSG, SHARE_UI } from "../../../lib/shares/messages";
import { shoot } from "./screens";
import { expect, expectToast } from "./test";

export async function seeViewAndRevoke(page: Page, viewerEmail: string, screenshot?: string) {
  await page.getByRole("button", { name: SHARE_UI.manage }).click();
  const dialog = page.getByTestId("share-links-dialog");
  const row = dialog.getByTestId("share-link").filter({ hasText: viewerEmail });
  await expect(row.getByTestId("share-link-views")).toHaveText(SHARE_UI.views(1));
  if (screenshot) await shoot(page, screenshot);
  await row.getByRole("button", { name: SHARE_UI.revoke }).click();
  await page.getByRole("alertdialog", { name: SHARE_UI.revokeQuestion }).getByRole("button", { name: SHARE_UI.revoke }).click();
  await expectToast(page, SHARE_MSG.revoked);
  await expect(row.getByText(SHARE_UI.revokedBadge)).toBeVisible();
}
