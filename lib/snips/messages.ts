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
