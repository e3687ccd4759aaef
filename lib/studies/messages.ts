// Every spec 3 text of the studies list, assortments, study actions and grouped studies (spec 3 §2, §8, §9).
import { PRODUCT_MSG } from "../products/messages";
import { BUILDER_MSG } from "../builder/messages";

export const STUDY_MSG = {
  untitled: "(untitled)",
  missing: "N/A",
  loading: "Loading...",
  noneFound: (type: string) => `No ${type} found.`,
  // toasts, failures
  legacyDuplicate: "Sorry, the legacy studies cannot be duplicated.",
  duplicateFailed: (title: string) => `Something has gone wrong while duplicating ${title}. Please try again.`,
  deleteFailed: (title: string) => `Something has gone wrong while deleting ${title}. Please try again.`,
  clearFailed: "Sorry, campaign couldn't clear answers. Try again?",
  closeFailed: "Sorry, the study couldn't be closed. Try again?",
  reopenFailed: "Sorry, the study couldn't be re-opened. Try again?",
  revertFailed: "Sorry, the study couldn't be reverted to draft. Try again?",
  createFailed: (v: "V1" | "V2") => `Something has gone wrong while creating a ${v} survey. Please try again.`,
  groupFailed: "Error updating Grouped Test.",
  fetchStudies: "Sorry, there was a problem fetching studies.",
  fetchAssortment: PRODUCT_MSG.fetchAssortmentOptionsFailed,
  fetchAssortmentDetails: PRODUCT_MSG.fetchAssortmentDetailsFailed,
  fetchSeasons: PRODUCT_MSG.fetchSeasonsFailed,
  fetchCategoriesAndSeasons: PRODUCT_MSG.fetchCategoriesAndSeasonsFailed,
  itemFailed: (verb: "creating" | "updating" | "deleting") => `Sorry, there was a problem ${verb} the item`,
  // toasts, success
  closed: "Study closed.",
  reopened: "Study re-opened.",
  toDraft: "Study set to draft.",
  cleared: "Successfully cleared answers.",
  duplicated: (title: string) => `Survey ${title} duplicated successfully.`,
  deleted: (title: string) => `Survey ${title} deleted successfully.`,
  groupSaved: "Grouped Test Saved.",
  // server refusals (our wording; the spec does not show them)
  transitionRefused: (action: string, status: string) => `A ${status} study cannot be ${action}.`,
  revertAdminOnly: "Only admins can revert a study to draft.",
  studyNotFound: "Study not found.",
  staleStudy: "This study was changed by someone else. Reload it and try again.",
  segmentationSeparately: "Save the segmentation questions and profiles on their own, without other study fields.",
  archiveV2Only: "Only studies made with the new builder can be archived.",
  templateAdminOnly: "Only admins can publish or close a template study.",
  groupNeedsName: "Give the grouped test a name.",
  groupNeedsStudy: "Add at least one study to the grouped test.",
  groupNeedsLimits: "Every study needs a respondent limit of at least 1 with this logic.",
  groupStudyOtherBrand: "Every study of a grouped test must belong to this brand.",
  assortmentNeeds: "An assortment needs a year, a season and a category.",
  /** The assortment form's category is not one of the brand's (it was deleted meanwhile, or a forged id). */
  assortmentCategoryUnknown: "Choose one of this brand's categories.",
  assortmentNotFound: "Assortment not found.",
  newBuilder: "Try New Builder [Beta]",
  addProducts: "Add Products",
  // study lifecycle and grouped studies (helper A; our wording, the spec does not show them)
  transitionVerb: {
    publish: "published",
    close: "closed",
    reopen: "re-opened",
    to_draft: "reverted to draft",
    clear_answers: "cleared",
    delete: "deleted",
  },
  groupDuplicateStudy: "A study can be added to a grouped test only once.",
  groupNotFound: "Grouped test not found.",
  v2CreatorDisabled: "The new builder is not enabled for this brand.",
  // study card menu and grouped-test modal (helper D2; copy toasts are spec 2's live-link texts, the rest ours)
  linkCopied: BUILDER_MSG.copied,
  linkCopyFailed: BUILDER_MSG.copyFailed,
  archived: (title: string) => `Survey ${title} archived.`,
  archiveFailed: (title: string) => `Something has gone wrong while archiving ${title}. Please try again.`,
  dpChanged: "Decision point updated.",
  groupTitle: "Grouped Test",
  groupLinks: "Grouped test links",
  groupNoLinks: "No links: the studies share no audience (other than panel) in any country.",
  // studies list filters (helper B; the spec names the accessors, these labels are ours)
  filterNames: {
    assortment_ids: "Assortment",
    brand_category: "Category",
    season: "Season",
    year: "Year",
    decision_point: "Decision Point",
    gender: "Gender",
    status: "Status",
    audiences: "Audience",
    price: "Price",
  },
  genderNames: { all: "All", male: "Male", female: "Female", other: "Other" },
  audienceNames: { crm: "CRM", social: "Social", panel: "Panel" },
  decisionNotFound: "Decision not found.",
  // the price filter's corrections (spec 3 §5 number-range rules; the texts are ours, docs/decisions.md P10)
  priceNegative: "A price cannot be negative.",
  rangeCorrected: {
    below_floor: (edge: string) => `A price cannot be negative: ${edge} was set to 0.`,
    above_max: (edge: string, other: string, value: string) => `${edge} cannot be more than ${other}: it was set to ${value}.`,
    below_min: (edge: string, other: string, value: string) => `${edge} cannot be less than ${other}: it was set to ${value}.`,
  },
} as const;

/** Confirm dialogs of spec 3 §2 "Study card action menu": title, busy label. Buttons are Yes and Cancel. */
export const STUDY_DIALOGS = {
  clear_answers: { title: "Clear Answers", busy: "Clearing..." },
  close: { title: "Close Study", busy: "Closing..." },
  reopen: { title: "Re-open Study", busy: "Re-opening..." },
  to_draft: { title: "Revert Study to Draft", busy: "Reverting..." },
  delete: { title: "Delete test", busy: "Deleting..." },
} as const;
export const CONFIRM_YES = "Yes";
export const CONFIRM_CANCEL = "Cancel";

/** The 10 fixed survey purposes (spec 3 §2 "Survey purpose form"). */
export const SURVEY_PURPOSES = [
  "Test new product silhouettes, features or details",
  "Test new products against prior seasons' products",
  "Test colorway options among key consumer groups",
  "Narrow print and pattern options",
  "Understand preferences of consumers who shop at key accounts or retailers",
  "Understand product preferences of core vs. new or target consumers",
  "Edit and finalize my line",
  "Adjust SKU investment depth to reduce out of stocks & markdowns",
  "Collect Consumer Data for E-comm / Marketing Teams",
  "Other",
] as const;
export const PURPOSE_DESCRIPTION_ROWS = 8;

/** Grouped-study logic labels (spec 3 §2); percent is the default. */
export const GROUP_LOGIC_LABELS = {
  combined: "Even Split With Limits",
  percent: "Even Split",
  reach: "Fill In Order",
} as const;
export type TGroupLogic = keyof typeof GROUP_LOGIC_LABELS;
export const DEFAULT_GROUP_LOGIC: TGroupLogic = "percent";
