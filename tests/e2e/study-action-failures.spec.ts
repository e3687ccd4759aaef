// The study-action failure toasts, word for word (spec 3 §8 "Study actions"; P15 item 11): a close and a re-open whose
// call fails (forced at the network with page.route, so nothing reaches the server) say "Sorry, the study couldn't be
// closed. Try again?" and "Sorry, the study couldn't be re-opened. Try again?", and the study keeps its status.
import type { Page } from "@playwright/test";
import { MENU_LABELS } from "../../lib/studies/menu";
import { STUDY_DIALOGS } from "../../lib/studies/messages";
import { studyStatusToast } from "../../lib/studies/status-toasts";
import { RESULTS_STUDIES } from "./support/results";
import { expect, expectToast, test } from "./support/test";
import { acceptCookies, DEMO } from "./support/world";

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

const row = (page: Page, id: string) => page.locator(`[data-testid="study-row"][data-study-id="${id}"]`);

async function failing(page: Page, id: string, action: "close" | "reopen", status: string) {
  await page.route(`**/survey/${id}/${action}`, (route) =>
    route.fulfill({ status: 500, contentType: "application/problem+json", body: JSON.stringify({ title: "Internal error", status: 500 }) }),
  );
  const r = row(page, id);
  await expect(r.getByTestId("study-status")).toHaveText(status);
  await r.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: MENU_LABELS[action], exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: STUDY_DIALOGS[action].title });
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expectToast(page, studyStatusToast(action, "fail"));
  await expect(r.getByTestId("study-status")).toHaveText(status);
}

test("a failed close and a failed re-open say so in the spec's words, and the study keeps its status", async ({ page }) => {
  await page.goto(`/brand/${DEMO}/tests`);
  await failing(page, RESULTS_STUDIES.demoActive.id, "close", "Active");
  await failing(page, RESULTS_STUDIES.demoClosed.id, "reopen", "Closed");
  expect(studyStatusToast("close", "fail")).toBe("Sorry, the study couldn't be closed. Try again?");
  expect(studyStatusToast("reopen", "fail")).toBe("Sorry, the study couldn't be re-opened. Try again?");
});
