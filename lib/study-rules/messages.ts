// User-facing texts of the study-builder rules in lib/study-rules (spec 2 §2–§5, §9; spec 1 §2, §4).
// Spec texts are quoted verbatim; entries under "Our wording" are ours where the spec shows none.
import { WIZARD_MSG } from "../wizard/messages";

/** Spec 2 §5 "Answer options" and §9 "Answers": verbatim. */
export const ANSWER_MSG = {
  tooMany: "Getting excited about those options, eh? We find that anything more than 6 answers hurts the user's experience.",
  tooLong: "To improve user experience, we suggest limiting answer choices to 25 characters.",
  // Our wording:
  duplicate: (answer: string) => `"${answer}" is already an answer.`,
  full: "No more than 6 answers can be added.",
} as const;

/** Spec 2 §9 default follow-up titles: verbatim. */
export const DEFAULT_FOLLOW_UP_TITLES = {
  positive: "What do you like most about this product?",
  negative: "What do you like least about this product?",
  why: "What made you feel that way about this product?",
} as const;

/** Spec 2 §2 follow-up types with the spec's names for them. */
export const FOLLOW_UP_TYPE_LABELS = {
  multi: "select multiple",
  choice: "single select",
  text: "free text",
  star: "rating",
} as const;

export const FOLLOW_UP_MSG = {
  addNew: "Add New",
  // Our wording (spec 2 §5 states the rules, not their texts):
  typeRequired: "Choose a question type.",
  titleRequired: "Enter the question text.",
  titleTooLong: (max: number) => `The question text can be at most ${max} characters.`,
  singleTypeTaken: (label: string) => `This question already has a ${label} follow-up.`,
} as const;

/** Spec 2 §2 intro media dialog titles: verbatim. */
export const INTRO_MSG = {
  addIntroMedia: "Add Intro Media",
  introDetails: "Intro Details",
  // Our wording:
  typeRequired: "Choose an intro type.",
  chooseVideoHost: "Choose YouTube or Vimeo.",
  tooLong: (field: string, max: number) => `The ${field} can be at most ${max} characters.`,
  tooManyImages: (max: number) => `At most ${max} intro images can be added.`,
} as const;

/** Spec 2 §5 demographic (segmentation) question texts. */
export const DEMOGRAPHIC_MSG = {
  pointValueTooHigh: "We recommend that you use point values smaller than 1000 for the best experience.",
  weightingNotInProfiles:
    "You have weighted questions that do not belong to some or all of your consumer profiles. This may produce errors in your results, please speak with your CSM to understand the implication of this setup.",
  noQuestions: "No questions",
  noImageOptions: "No image options available.",
  // Our wording:
  titleRequired: "Enter a question title.",
  twoOptions: "Add at least 2 answer options.",
  pointValueRequired: "Each answer needs a point value of 0 or more.",
  pointValueOnEmpty: "An empty answer cannot have a point value.",
  twoImages: "Add at least 2 image options.",
  imageLabelRequired: "Each image option needs a label.",
  imageLabelUnique: "Image option labels must be different from each other.",
  tooManyImages: "At most 25 image options can be added.",
  tooManyQuestions: "We recommend no more than 15 segmentation questions.",
  inUseByProfile: "This question is used by a consumer profile and cannot be deleted.",
  weightingLocked: "This question is used for audience weighting and cannot be edited.",
} as const;

/** Spec 2 §3 / §9 audience labels and §5 redirect URL text: verbatim. */
export const AUDIENCE_MSG = {
  labels: WIZARD_MSG.audienceLabels,
  invalidUrl: "Enter a valid URL.",
} as const;

/** Spec 2 §4 / §8 translation texts: verbatim. */
export const TRANSLATION_MSG = {
  refresh: "Refresh Translation",
  keep: "Keep Current Translation",
  started: "Translation has been started!",
  kept: "Current translations has been kept",
  cancelled: "Translation has been cancelled!",
  startFailed: (supportEmail: string) =>
    `Something went wrong with the translation, we're sorry! Please contact ${supportEmail}`,
  cancelFailed: (supportEmail: string) =>
    `Something went wrong with the translation cancelation, we're sorry! Please contact ${supportEmail}`,
  noCountries: "No Countries found.",
  // Our wording:
  needsAdmin: "Translating more than 5 countries needs an admin. Send us a help request and we will start it for you.",
  priceNotNumber: "Enter a number.",
  defaultPriceLocked: "The default country's price comes from the product and cannot be edited here.",
  locked: "This study is being translated. It cannot be changed until the translation finishes or is cancelled.",
} as const;

/** Spec 1 §2 consumer profile summary card: verbatim. */
export const PROFILE_MSG = {
  notSpecified: "Not Specified",
} as const;
