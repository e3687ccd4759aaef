// The publish checks of spec 2 §5, pure and shared: the Review step shows them before publishing and the server
// runs them again in PUT …/survey/{s}/publish (a blocking failure → 409 with invalid_params [{name: key, reason}]).
import { BUILDER_MSG } from "./messages";
import { isValidRedirect } from "./save-rules";
import type { TIntro, TBuilderStudy } from "./study";
import { weightingWarning } from "../study-rules/demographics";

export interface TPublishCheck {
  key: string;
  message: string;
  blocking: boolean;
}

export const PUBLISH_CHECK_KEYS = [
  "deleted_products", "products", "product_images", "question_text", "recommended_answers", "sales_plan",
  "redirect_link", "intro", "question_intro", "missing_translations", "source_text_changed", "weighted_questions",
  "template",
] as const;
export type TPublishCheckKey = (typeof PUBLISH_CHECK_KEYS)[number];

const isChoice = (t: string | undefined) => t === "choice" || t === "multi";
const filled = (options: readonly string[] | undefined) => (options ?? []).filter((o) => o.trim() !== "");

/** spec 2 §5: an intro, when set, needs a title, text, button text, type, and an image or the video id of its type. */
export function introComplete(intro: TIntro): boolean {
  if (!intro.title.trim() || !intro.text.trim() || !intro.button_text.trim() || !intro.type) return false;
  switch (intro.type) {
    case "image":
    case "photo":
      return intro.images.length > 0;
    case "youtube":
      return !!intro.video.youtube_id?.trim();
    case "vimeo":
      return !!intro.video.vimeo_id?.trim();
    default:
      // "video" alone: youtube or vimeo must still be chosen (spec 2 §5 "Intro media type required").
      return false;
  }
}

/**
 * Every failing check of spec 2 §5 for `study`, in a fixed order; blocking ones stop publishing, the others are
 * warnings. `isAdmin`: admins may publish template studies (spec 3 §6), so the template check only blocks others.
 */
export function publishChecks(study: TBuilderStudy, opts: { isAdmin?: boolean } = {}): TPublishCheck[] {
  const s = study;
  // Disabled product questions are not shown to respondents: their follow-ups and intros are not checked.
  const questions = s.questions;
  const asked = questions.filter((q) => !q.disabled);
  const out: TPublishCheck[] = [];
  const add = (key: TPublishCheckKey, message: string, blocking = true) => out.push({ key, message, blocking });

  if (questions.some((q) => q.full_product.deleted)) add("deleted_products", BUILDER_MSG.checkDeletedProducts);
  if (questions.length === 0) add("products", BUILDER_MSG.checkNoProducts);
  if (questions.some((q) => q.full_product.images.length === 0)) add("product_images", BUILDER_MSG.checkProductImage);

  const followUps = asked.flatMap((q) => q.follow_up ?? []);
  // The save copies the positive side to the negative one (spec 2 §5), so the positive title is the one to check.
  if (questions.some((q) => !q.text.trim()) || followUps.some((f) => !f.positive_title.trim())) {
    add("question_text", BUILDER_MSG.checkQuestionText);
  }
  const segmentation = (s.demographics ?? []).filter((d) => !d.disabled).map((d) => d.demographic);
  if (
    followUps.some((f) => isChoice(f.type) && filled(f.positive?.options).length < 2) ||
    segmentation.some((d) => isChoice(d.type) && filled(d.options).length < 2)
  ) {
    add("recommended_answers", BUILDER_MSG.checkRecommendedAnswers, false);
  }
  if (questions.length > 0 && !questions.some((q) => (q.merchantAllocationValue ?? 0) > 0)) {
    add("sales_plan", BUILDER_MSG.checkSalesPlanEmpty, false);
  }
  if (!isValidRedirect(s.redirect_link)) add("redirect_link", BUILDER_MSG.checkRedirectUrl);
  if (s.intro && !introComplete(s.intro)) add("intro", BUILDER_MSG.checkIntroIncomplete);
  // A product question's intro (spec 2 §2 "An intro modal exists per product") must be complete too.
  if (asked.some((q) => q.intro && !introComplete(q.intro))) add("question_intro", BUILDER_MSG.checkIntroIncomplete);

  const needed = s.countries_translations_needed ?? [];
  if (needed.length) add("missing_translations", BUILDER_MSG.checkMissingTranslations(needed.join(", ")));
  if ((s.products_out_of_sync_translations ?? []).length) add("source_text_changed", BUILDER_MSG.checkSourceTextChanged);
  const weighting = weightingWarning(
    segmentation.map((d) => ({ _id: d._id, audience_weighting: d.audience_weighting })),
    s.segmentation_profiles ?? [],
  );
  if (weighting) add("weighted_questions", weighting, false);

  if ((s.internal_template || s.temp_type === "template") && !opts.isAdmin) add("template", BUILDER_MSG.checkTemplateStudy);
  return out;
}

export const blockingChecks = (checks: TPublishCheck[]): TPublishCheck[] => checks.filter((c) => c.blocking);
