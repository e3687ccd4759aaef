// The wizard's Product questions step (spec 2 §2 "Product questions step (detail-questions)", §5 answer options and
// intro media, §8 success toasts, §9 defaults). Each test makes its own Draft study with products in a Demo
// assortment, as the full user, and opens the wizard at ?step=detail-questions.
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { ANSWER_MSG, DEFAULT_FOLLOW_UP_TITLES, FOLLOW_UP_MSG, FOLLOW_UP_TYPE_LABELS, INTRO_MSG, QUESTION_MSG } from "../../lib/study-rules/messages";
import { BUILDER_MSG } from "../../lib/builder/messages";
import { draftStudyWithProducts } from "./support/studies";
import { acceptCookies, DEMO, json } from "./support/world";

type TStudy = {
  _id: string;
  title: string;
  date_modified: string;
  questions: { product: string; full_product: { name: string }; follow_up: { _id: string; type: string; positive_title: string; positive: { options: string[] } }[] }[];
};

const studyUrl = (id: string) => `/api/v1/brand/${DEMO}/survey/${id}?view=wizard`;
const saveUrl = (id: string) => `/api/v1/admin/brand/${DEMO}/survey/${id}`;

/** A new Draft study of the full user with two products of a Demo assortment, as the wizard reads it. */
async function makeStudy(api: APIRequestContext): Promise<{ assortment: string; id: string; study: TStudy }> {
  const { assortment, id } = await draftStudyWithProducts(api, "Wizard questions e2e");
  return { assortment, id, study: await json<TStudy>(await api.get(studyUrl(id))) };
}

const wizard = (assortment: string, id: string) => `/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}?step=detail-questions`;
const saved = (page: Page) => expect(page.getByTestId("save-indicator")).toHaveAttribute("data-state", "saved");

test.use({ role: "full" });
test.beforeEach(async ({ page }) => acceptCookies(page));
// Long journeys on a shared 2-core machine: triple the default time limit (no timing is asserted).
test.slow();

test("Yes opens the editor; two follow-ups with answer chips, warnings and semicolon entry are saved; copy to all products", async ({ page }) => {
  const { assortment, id, study } = await makeStudy(page.request);
  const [first, second] = study.questions;
  await page.goto(wizard(assortment, id));

  await expect(page.getByRole("heading", { name: QUESTION_MSG.opener })).toBeVisible();
  await page.getByRole("button", { name: QUESTION_MSG.yes, exact: true }).click();
  await expect(page.getByRole("heading", { name: QUESTION_MSG.questionsAbout(first!.full_product.name) })).toBeVisible();
  await expect(page.getByTestId("question-text")).toHaveValue(QUESTION_MSG.defaultText);
  await expect(page.getByText(QUESTION_MSG.noQuestions)).toBeVisible();
  // The footer reads Skip while no follow-up exists, Next once one does (spec 2 §2).
  const footer = page.locator("footer");
  await expect(footer.getByRole("button", { name: QUESTION_MSG.skip, exact: true })).toBeVisible();

  // First follow-up: single select with six answers.
  await page.getByRole("button", { name: FOLLOW_UP_MSG.addNew }).click();
  const dialog = page.getByRole("dialog", { name: QUESTION_MSG.followUpModalNew });
  const save = dialog.getByRole("button", { name: QUESTION_MSG.save });
  await expect(save).toBeDisabled(); // no type yet
  await dialog.getByLabel(QUESTION_MSG.followUpType).selectOption({ label: FOLLOW_UP_TYPE_LABELS.choice });
  await expect(dialog.getByTestId("follow-up-title")).toHaveValue(DEFAULT_FOLLOW_UP_TITLES.positive);
  await expect(save).toBeEnabled();
  const entry = dialog.getByTestId("answer-entry");
  const chips = dialog.getByTestId("answer-chip");
  await entry.fill("Colour; Fit; colour;  ; Price");
  await entry.press("Enter");
  await expect(chips).toHaveText(["Colour", "Fit", "Price"]); // semicolons split, duplicate and blank dropped
  await expect(dialog.getByText(ANSWER_MSG.duplicate("colour"))).toBeVisible();
  await expect(dialog.getByText(ANSWER_MSG.tooLong)).toHaveCount(0);
  const long = "Comfortable for all-day wear!!";
  expect(long).toHaveLength(30);
  await entry.fill(long);
  await expect(dialog.getByText(ANSWER_MSG.tooLong)).toBeVisible(); // while typing
  await entry.press("Enter");
  await expect(chips).toHaveCount(4);
  await expect(dialog.getByText(ANSWER_MSG.tooLong)).toBeVisible();
  await entry.fill("Material");
  await entry.press("Enter");
  await expect(dialog.getByText(ANSWER_MSG.tooMany)).toHaveCount(0);
  await entry.fill("Style");
  await entry.press("Enter");
  await expect(chips).toHaveCount(6);
  await expect(dialog.getByText(ANSWER_MSG.tooMany)).toBeVisible();
  await expect(entry).toBeDisabled(); // at most 6
  // shift-Enter moves back to the question text
  await dialog.getByRole("button", { name: QUESTION_MSG.removeAnswer("Style") }).click();
  await entry.focus();
  await entry.press("Shift+Enter");
  await expect(dialog.getByTestId("follow-up-title")).toBeFocused();
  await entry.fill("Style");
  await entry.press("Enter");
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(footer.getByRole("button", { name: BUILDER_MSG.next, exact: true })).toBeVisible();
  await expect(footer.getByRole("button", { name: QUESTION_MSG.skip, exact: true })).toHaveCount(0);

  // Second follow-up: free text; its answer choices are hidden and its text is required.
  await page.getByRole("button", { name: FOLLOW_UP_MSG.addNew }).click();
  const dialog2 = page.getByRole("dialog", { name: QUESTION_MSG.followUpModalNew });
  await dialog2.getByLabel(QUESTION_MSG.followUpType).selectOption({ label: FOLLOW_UP_TYPE_LABELS.text });
  await expect(dialog2.getByTestId("answer-entry")).toHaveCount(0);
  await dialog2.getByTestId("follow-up-title").fill("");
  await expect(dialog2.getByRole("button", { name: QUESTION_MSG.save })).toBeDisabled();
  await dialog2.getByTestId("follow-up-title").fill("Anything else we should know?");
  await dialog2.getByRole("button", { name: QUESTION_MSG.save }).click();
  await expect(page.getByTestId("follow-up-row")).toHaveCount(2);
  await saved(page);

  await page.reload();
  // Follow-ups exist now: the editor opens directly.
  await expect(page.getByRole("heading", { name: QUESTION_MSG.questionsAbout(first!.full_product.name) })).toBeVisible();
  await expect(page.getByTestId("follow-up-title-preview")).toHaveText([DEFAULT_FOLLOW_UP_TITLES.positive, "Anything else we should know?"]);
  const stored = await json<TStudy>(await page.request.get(studyUrl(id)));
  const fus = stored.questions.find((q) => q.product === first!.product)!.follow_up;
  expect(fus.map((f) => f.type)).toEqual(["choice", "text"]);
  expect(fus[0]!.positive.options).toEqual(["Colour", "Fit", "Price", long, "Material", "Style"]);

  await page.getByRole("button", { name: QUESTION_MSG.copyQuestions }).click();
  await expectToast(page, QUESTION_MSG.copiedQuestions);
  await saved(page);
  await page.locator(`[data-testid="question-product"][data-product-id="${second!.product}"]`).click();
  await expect(page.getByRole("heading", { name: QUESTION_MSG.questionsAbout(second!.full_product.name) })).toBeVisible();
  await expect(page.getByTestId("follow-up-row")).toHaveCount(2);
  const copied = await json<TStudy>(await page.request.get(studyUrl(id)));
  const secondFus = copied.questions.find((q) => q.product === second!.product)!.follow_up;
  expect(secondFus.map((f) => f.positive_title)).toEqual([DEFAULT_FOLLOW_UP_TITLES.positive, "Anything else we should know?"]);
  expect(secondFus.map((f) => f._id)).not.toEqual(fus.map((f) => f._id));
});

test("intro dialog Save rules; switching editors warns; the global editor is titled with the study", async ({ page }) => {
  const { assortment, id, study } = await makeStudy(page.request);
  await page.goto(wizard(assortment, id));
  await page.getByRole("button", { name: QUESTION_MSG.yes, exact: true }).click();

  await page.getByRole("button", { name: QUESTION_MSG.addIntro }).click();
  const dialog = page.getByRole("dialog", { name: INTRO_MSG.addIntroMedia });
  const save = dialog.getByRole("button", { name: QUESTION_MSG.save });
  await expect(save).toBeDisabled();
  await expect(dialog.getByText(INTRO_MSG.typeRequired)).toBeVisible();
  await dialog.getByLabel(INTRO_MSG.typeLabels.video, { exact: true }).check();
  await expect(save).toBeDisabled(); // just "video": a host is needed
  await expect(dialog.getByText(INTRO_MSG.chooseVideoHost)).toBeVisible();
  await dialog.getByLabel(INTRO_MSG.typeLabels.youtube).check();
  await expect(save).toBeEnabled();
  await dialog.getByLabel(INTRO_MSG.videoId).fill("dQw4w9WgXcQ");
  await dialog.getByLabel(INTRO_MSG.typeLabels.image).check();
  await expect(save).toBeEnabled();
  await expect(dialog.getByLabel(INTRO_MSG.videoId)).toHaveCount(0);
  await dialog.getByLabel(INTRO_MSG.typeLabels.video, { exact: true }).check();
  await dialog.getByLabel(INTRO_MSG.typeLabels.youtube).check();
  await expect(dialog.getByLabel(INTRO_MSG.videoId)).toHaveValue(""); // image cleared the video ids
  await dialog.getByLabel(INTRO_MSG.videoId).fill("abc123");
  await dialog.getByLabel(INTRO_MSG.title).fill("Watch this first");
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("question-intro")).toContainText("Watch this first");
  await page.getByRole("button", { name: QUESTION_MSG.editIntro }).click();
  const details = page.getByRole("dialog", { name: INTRO_MSG.introDetails });
  await expect(details.getByLabel(INTRO_MSG.videoId)).toHaveValue("abc123");
  await details.getByRole("button", { name: QUESTION_MSG.cancel }).click();
  await saved(page);
  const stored = await json<{ questions: { intro: { type: string; video: { youtube_id: string } } | null }[] }>(await page.request.get(studyUrl(id)));
  expect(stored.questions[0]!.intro).toMatchObject({ type: "youtube", video: { youtube_id: "abc123" } });

  // Switching to the global editor warns first; Cancel stays, Switch moves.
  await page.getByRole("radio", { name: QUESTION_MSG.globalEditor }).click();
  const warn = page.getByRole("alertdialog", { name: QUESTION_MSG.switchTitle });
  await expect(warn).toContainText(QUESTION_MSG.switchToGlobal);
  await warn.getByRole("button", { name: QUESTION_MSG.cancel }).click();
  await expect(page.getByRole("radio", { name: QUESTION_MSG.productEditor })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("radio", { name: QUESTION_MSG.globalEditor }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: QUESTION_MSG.switchConfirm }).click();
  await expect(page.getByRole("heading", { name: QUESTION_MSG.globalQuestionsAbout(study.title) })).toBeVisible();
  await page.getByTestId("question-text").fill("Would you buy this today?");
  await page.getByRole("button", { name: QUESTION_MSG.applyTemplate }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: QUESTION_MSG.applyTemplate }).click();
  await expectToast(page, QUESTION_MSG.copiedGlobal);
  await saved(page);
  const applied = await json<{ questions: { text: string }[]; question_template: { text: string } | null }>(await page.request.get(studyUrl(id)));
  expect(applied.questions.map((q) => q.text)).toEqual(["Would you buy this today?", "Would you buy this today?"]);
  expect(applied.question_template?.text).toBe("Would you buy this today?");
});

test("copy actions, display settings and disable/enable all show their toasts and store what they say", async ({ page }) => {
  const { assortment, id, study } = await makeStudy(page.request);
  const [first, second] = study.questions;
  // One follow-up on the first product, through the save: the editor then opens directly.
  const side = (options: string[]) => ({ options, min_label: null, max_label: null });
  const followUp = {
    type: "choice", fire_positive: true, fire_negative: true, positive_title: "What stands out?", negative_title: "What stands out?",
    positive: side(["Colour", "Fit"]), negative: side(["Colour", "Fit"]),
  };
  await json(await page.request.put(saveUrl(id), { data: { date_modified: study.date_modified, questions: [{ product: first!.product, follow_up: [followUp] }] } }));
  await page.goto(wizard(assortment, id));
  await expect(page.getByRole("heading", { name: QUESTION_MSG.questionsAbout(first!.full_product.name) })).toBeVisible();
  const read = async () =>
    json<{ questions: { product: string; text: string; disabled: boolean; settings: Record<string, boolean>; follow_up: { positive_title: string }[] }[] }>(
      await page.request.get(studyUrl(id)),
    );

  await page.getByRole("button", { name: `${QUESTION_MSG.copyFollowUp}: What stands out?` }).click();
  await expectToast(page, QUESTION_MSG.copied);
  await saved(page);
  expect((await read()).questions.find((q) => q.product === second!.product)!.follow_up.map((f) => f.positive_title)).toEqual(["What stands out?"]);

  await page.getByTestId("question-text").fill("Would you wear this?");
  await page.getByRole("button", { name: QUESTION_MSG.copyTextAndStars }).click();
  await expectToast(page, QUESTION_MSG.copiedTextAndStars);
  await page.getByLabel(QUESTION_MSG.displayFlags.disable_product_pricing).check();
  await page.getByRole("button", { name: QUESTION_MSG.applySettingsToAll }).click();
  await expectToast(page, QUESTION_MSG.settingsApplied);
  await saved(page);
  let stored = await read();
  expect(stored.questions.map((q) => q.text)).toEqual(["Would you wear this?", "Would you wear this?"]);
  expect(stored.questions.map((q) => q.settings.disable_product_pricing)).toEqual([true, true]);

  await page.getByRole("button", { name: QUESTION_MSG.disableAll }).click();
  await expectToast(page, QUESTION_MSG.disabledAll);
  await saved(page);
  expect((await read()).questions.map((q) => q.disabled)).toEqual([true, true]);
  await page.getByRole("button", { name: QUESTION_MSG.enableAll }).click();
  await expectToast(page, QUESTION_MSG.enabledAll);
  await saved(page);
  stored = await read();
  expect(stored.questions.map((q) => q.disabled)).toEqual([false, false]);
});

test('the single-follow-up view: with a single select and a free text, Add New is disabled and says "No questions available to add."', async ({ page }) => {
  const { assortment, id, study } = await makeStudy(page.request);
  const side = (options: string[]) => ({ options, min_label: null, max_label: null });
  const choice = { type: "choice", fire_positive: true, fire_negative: true, positive_title: "Why?", negative_title: "Why?", positive: side(["Fit", "Colour"]), negative: side(["Fit", "Colour"]) };
  const text = { ...choice, type: "text", positive_title: "Tell us more", negative_title: "Tell us more", positive: side([]), negative: side([]) };
  await json(
    await page.request.put(saveUrl(id), {
      data: { date_modified: study.date_modified, config: { single_followup: true }, questions: [{ product: study.questions[0]!.product, follow_up: [choice, text] }] },
    }),
  );
  await page.goto(wizard(assortment, id));
  await expect(page.getByTestId("follow-up-row")).toHaveCount(2);
  await expect(page.getByRole("button", { name: FOLLOW_UP_MSG.addNew })).toBeDisabled();
  await expect(page.getByText(QUESTION_MSG.noQuestionsToAdd)).toBeVisible();
  await expect(page.getByText(QUESTION_MSG.singleModeHint)).toBeVisible();
});

test("No moves on to the next step", async ({ page }) => {
  const { assortment, id } = await makeStudy(page.request);
  await page.goto(wizard(assortment, id));
  await page.getByRole("button", { name: QUESTION_MSG.no, exact: true }).click();
  await expect(page).toHaveURL(/step=(customers|international|prep-to-send)/);
});
