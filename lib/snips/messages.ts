// Every text of snips and their comment threads (spec 3 §4, §5, §6, §8), and their limits (§9), defined once for the
// server (server/snips/*) and the snip modal. The limits beyond §9 are ours (docs/decisions.md P12).

/** Snips per page of the shared-learnings tab and of surveySnips (spec 3 §9 "snips page size 10"). */
export const SNIPS_PAGE_SIZE = 10;
/** The most snips one snips/surveySnips call answers. */
export const SNIPS_MAX_LIMIT = 50;
/** Comments per page of a snip's thread when the caller names no limit, and the most one call answers. */
export const COMMENTS_PAGE_SIZE = 20;
export const COMMENTS_MAX_LIMIT = 100;
/** A comment, trimmed, is at most this many characters (a long discussion fits; a pasted document does not). */
export const COMMENT_MAX_LENGTH = 10_000;
/** A snip title, trimmed, is at most this many characters. */
export const TITLE_MAX_LENGTH = 200;
/** A snip's key insight, trimmed, is at most this many characters. */
export const KEY_INSIGHT_MAX_LENGTH = 5_000;

export const SNIP_MSG = {
  // spec 3 §8 toasts
  updated: "Snip Updated.",
  deleted: "Snip deleted.",
  saveFailed: "There was an error saving your snapshot.",
  addCommentFailed: "There was an error adding a comment",
  deleteCommentFailed: "There was an error deleting a comment",
  notAvailable: "Sorry, this snip is not available at the moment.",
  // ours: refusals with a reason the user can act on
  notEnabled: "Snips are not enabled for this brand.",
  notCreator: "Only the person who created this snip can change or delete it.",
  notAuthor: "Only the author of this comment can change or delete it.",
  commentNotFound: "This comment is no longer available.",
  commentEmpty: "Write a comment before posting it.",
  commentTooLong: `A comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  titleRequired: "Give the snip a title.",
  titleTooLong: `A snip title can be at most ${TITLE_MAX_LENGTH} characters.`,
  keyInsightTooLong: `A key insight can be at most ${KEY_INSIGHT_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  stale: "This snip was changed by someone else since you opened it. Reload it and try again.",
  limit: (max: number) => `limit must be a whole number from 1 to ${max}.`,
  offset: "offset must be a whole number, 0 or more.",
} as const;

/** How much of a comment a mention e-mail quotes (P12 item 4). */
export const MENTION_EXCERPT_LENGTH = 300;

/** A snip's card image (server/snips/card-*.ts): refusals of the card argument, and the texts drawn on the image. */
export const SNIP_CARD_MSG = {
  productNeeded: "A product card needs a product id: one of this study's products.",
  productUnknown: (id: string) => `product_id: "${id}" is not a product of this study.`,
  pairNeeded: "A head-to-head card needs two different products of this study: product id and product b.",
  pairUnknown: (id: string) => `product_b: "${id}" is not a product of this study.`,
  insightNeeded: "An insight card needs an insight id: the id of one of the study's insight cards.",
  insightUnknown: (id: string) => `insight_id: "${id}" is not an insight card of this study under these filters.`,
  kindUnknown: "card.kind must be product, head-to-head, insight or customers.",
  // Drawn on the image.
  headToHead: "Head-to-head",
  customersLabel: "Customers",
  customers: "Respondents by country",
  respondents: (n: string) => `${n} respondents`,
  noCountries: "No respondent under these filters yet.",
  unnamed: "(unnamed product)",
} as const;

/** The shared-learnings tab and the snip modal (brand side, spec 3 §2 "Snip view modal"): labels and our own texts. */
export const SNIP_UI = {
  heading: "Shared learnings",
  emptyText:
    "Snips are saved from a study's results: open a study's results, pick the card that shows your finding and snip it with a title and a key insight. Your team's snips appear here, ready to discuss.",
  loadMore: "Load more",
  loading: "Loading...",
  noImage: "No image",
  by: (name: string) => `by ${name}`,
  comments: (n: number) => (n === 1 ? "1 comment" : `${n} comments`),
  unknownPerson: "Unknown",
  open: (title: string) => `Open snip ${title}`,
  close: "Close",
  editTitle: "Edit title",
  titleLabel: "Snip title",
  filters: "Filters",
  noFilters: "No filters: all respondents.",
  keyInsight: "Key insight",
  editKeyInsight: "Edit key insight",
  noKeyInsight: "No key insight yet.",
  save: "Save",
  cancel: "Cancel",
  deleteSnip: "Delete snip",
  deleteSnipQuestion: "Delete this snip?",
  deleteSnipText: "The snip and its whole comment thread are deleted for everyone. This cannot be undone.",
  delete: "Delete",
  commentsHeading: "Comments",
  noComments: "No comments yet. Start the discussion.",
  loadEarlier: "Load more comments",
  newComment: "Write a comment",
  post: "Post",
  newCommentHint: "Ctrl+Enter posts. Write @ and a colleague's full name or e-mail to notify them.",
  study: "Study",
  openStudy: (title: string) => `Open the results of ${title} with these filters`,
  created: (name: string, date: string) => `Snipped by ${name} · ${date}`,
  imageAlt: (title: string) => `The results card snipped for ${title}`,
  edit: "Edit",
  edited: "(edited)",
  editComment: "Edit comment",
  deleteComment: "Delete comment",
  deleteCommentQuestion: "Delete this comment?",
  deleteCommentText: "The comment is removed for everyone.",
  updateCommentFailed: "There was an error updating a comment",
  updateFailed: "There was an error updating the snip",
  deleteFailed: "There was an error deleting the snip",
  loadFailed: "There was an error loading the comments",
  listFailed: "There was an error loading more snips",
  fromLearnings: "From learnings reports",
  fromLearningsText: "Key takeaways recorded on this assortment's studies. Each opens its study's learnings and impact report.",
  openLearnings: (title: string) => `Open the learnings report of ${title}`,
  decision: "Decision",
  errorTitle: "Snip not available",
  errorOk: "Back to shared learnings",
} as const;
