// Every respondent-facing text of the live survey that the study itself does not supply (P6; the spec shows the
// brand side only, so these are our decisions, docs/decisions.md P6). Defined once; the server and the app import them.
import { QUESTION_MSG } from "../study-rules/messages";

/** Used when the study leaves a welcome / exit text blank. */
export const LIVE_DEFAULTS = {
  welcomeHeader: "Welcome!",
  welcomeMessage: "Tell us what you think of a few products. It only takes a few minutes.",
  welcomeButton: "Start",
  exitHeader: "Thank you!",
  exitMessage: "Your answers have been recorded.",
  exitButton: "Done",
  // The star question's spec defaults (spec 2 §1), defined once with the builder's texts.
  starLow: QUESTION_MSG.defaultStarLow,
  starHigh: QUESTION_MSG.defaultStarHigh,
  starText: QUESTION_MSG.defaultText,
} as const;

const SURVEY_NOT_FOUND = "Survey not found.";

/** Pages that end a visit. */
export const LIVE_OUTCOME_TEXT = {
  closed: { title: "This survey is closed", message: "Thank you for your interest. This survey is not accepting answers." },
  /** A Draft study's link (docs/decisions.md P10 #14): it has not been published, it is not closed. */
  not_open: { title: "This survey is not open yet", message: "Thank you for your interest. Please try this link again later." },
  /** A link that names no study. */
  not_found: { title: SURVEY_NOT_FOUND, message: "Check that the link is complete: it may have been cut short or mistyped. If it still does not work, ask whoever sent it to you for a new one." },
  quota_full: { title: "This survey is full", message: "We already have all the answers we need. Thank you for your interest." },
  terminate: { title: "Thank you for your time", message: "Unfortunately you do not match the group of people this survey is for." },
  complete: { title: "Thank you!", message: "Your answers have been recorded." },
} as const;

export const LIVE_MSG = {
  sessionNotFound: "Survey session not found.",
  surveyNotFound: SURVEY_NOT_FOUND,
  notActive: "This survey is not accepting answers.",
  alreadySubmitted: "This survey has already been submitted.",
  productNotAssigned: "This product is not part of your survey.",
  unknownQuestion: "This question is not part of your survey.",
  unknownOption: "This answer option does not exist.",
  oneOption: "Choose exactly one option.",
  atLeastOneOption: "Choose at least one option.",
  // The number is LIVE_TEXT_MAX (lib/survey/wire.ts, which imports these texts; a unit test keeps them equal).
  textTooLong: "Answers can be at most 2000 characters.",
  textRequired: "Enter an answer.",
  ratingFirst: "Rate the product before answering its follow-up questions.",
  sideNotAsked: "This follow-up question is not asked after that rating.",
  starRequired: "Give a rating from 1 to 5 stars.",
  missingAnswers: "Some required questions have not been answered.",
  tooLarge: "The request is too large.",
  rateLimited: "Too many surveys started from your network. Please wait a minute and try again.",
  previewNeedsSignIn: "Sign in to preview this study.",
  previewForbidden: "You cannot preview this study.",
  countryNotInStudy: "This survey is not available in your country.",
} as const;

/** Labels of the respondent app. */
export const LIVE_LABELS = {
  next: "Next",
  back: "Back",
  submit: "Submit",
  submitting: "Submitting...",
  continue: "Continue",
  selectPlaceholder: "Select an option",
  required: "Required",
  chooseAll: "Choose all that apply",
  yourAnswer: "Your answer",
  progress: (n: number, total: number) => `Product ${n} of ${total}`,
  starsLabel: (n: number) => `${n} star${n === 1 ? "" : "s"}`,
  previewBanner: "Preview: answers are not recorded.",
  privacyTitle: "Privacy",
  privacyAccept: "I understand",
  loading: "Loading...",
  saveFailed: "Your answer could not be saved. Check your connection and try again.",
  retry: "Try again",
  price: "Price",
  colors: "Colours",
  fit: "Fit",
  materials: "Materials",
  features: "Features",
} as const;

/** The privacy disclaimer for CRM respondents when the brand writes none (show_privacy_disclaimer_for_crm). */
export function privacyText(brandName: string | null, custom: string | null): string {
  if (custom?.trim()) return custom.trim();
  const who = brandName?.trim() ? brandName.trim() : "The company running this survey";
  return `${who} uses your answers only for product research. Your answers are stored without your name and are not sold or shared for advertising.`;
}
