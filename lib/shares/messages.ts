// Share links (P13 item 2; spec 3 §2 "Share report page", §5 "Share page and learnings gate require a valid e-mail",
// §7 share tokens and report/view, §8): every text and limit, defined once for the server (server/shares/*) and the
// gate and link manager (components/results/learnings/*).

/** The scopes a link opens (prisma ShareScope). */
export const SHARE_SCOPES = ["results", "learnings"] as const;
export type TShareScopeName = (typeof SHARE_SCOPES)[number];

/** Views a gate accepts per link and address of the caller in its window (a flood of e-mails is refused). */
export const SHARE_VIEW_LIMIT = { points: 20, duration: 60 * 60 } as const;
/** The longest a link may live. */
export const SHARE_MAX_DAYS = 366;
/** The longest label a link may carry (P15 item 6). */
export const SHARE_LABEL_MAX = 80;
/** Views the link manager shows per page (P15 item 6). */
export const SHARE_VIEWS_PAGE = 10;

export const SHARE_MSG = {
  // spec 3 §5, §8
  invalidEmail: "*Please enter a valid email address",
  loadFailed: "Oops, we had an error. Please Reload",
  reload: "Reload",
  // ours
  scope: "scope must be results or learnings.",
  expiryPast: "The expiry date must be in the future.",
  expiryTooFar: `A link can last at most ${SHARE_MAX_DAYS} days.`,
  // P15 item 6
  expiryInvalid: "The expiry must be a date, for example 2027-03-31.",
  labelTooLong: `A label can be at most ${SHARE_LABEL_MAX} characters.`,
  labelMarkup: "A label is plain text: leave out < and >.",
  labelControl: "A label is one line of plain text.",
  labelType: "label must be text.",
  reuse: "reuse must be true or false.",
  reused: "The active share link was copied to the clipboard.",
  badPage: "page must be a whole number from 1.",
  notFound: "This share link does not exist (any more).",
  notAShareLink: "Open this report from its shared link to record a view.",
  tooManyViews: "Too many views were recorded from here. Please try again later.",
  revoked: "Link revoked. Anyone who opens it now sees that it is no longer valid.",
  created: "Share link created and copied to the clipboard.",
} as const;

/** The gate, the invalid-link page and the link manager. */
export const SHARE_UI = {
  gateTitle: "Enter your e-mail address to view this report",
  gateText: "The brand that shared this report sees who opened it.",
  gateLearningsText: "Your e-mail address is only used to count this view; it is not shared.",
  email: "E-mail address",
  view: "View report",
  invalidTitle: "This link is no longer valid",
  invalidText: "The link has expired, was revoked, or was mistyped. Ask the person who shared it for a new one.",
  sharedBy: (brand: string) => `Shared by ${brand}`,
  manage: "Share links",
  copyLink: "Copy share link",
  copyFailed: "The link could not be created or copied. Please try again.",
  sharedView: "Shared view: read-only.",
  manageTitle: "Share links of this report",
  manageText: "Anyone holding one of these links can read this report without an account, until it expires or is revoked.",
  newLink: "Create a new link",
  noLinks: "No link shared yet.",
  created: (date: string) => `Created ${date}`,
  expires: (date: string) => `Expires ${date}`,
  noExpiry: "Never expires",
  revokedBadge: "Revoked",
  views: (n: number) => (n === 1 ? "1 view" : `${n} views`),
  noViews: "Not opened yet.",
  revoke: "Revoke",
  revokeQuestion: "Revoke this link?",
  revokeText: "Anyone who opens it from now on sees that it is no longer valid. This cannot be undone.",
  cancel: "Cancel",
  close: "Close",
  // P15 item 6
  gateReport: (brand: string, study: string | null, scope: TShareScopeName) =>
    study ? `${brand} shared the ${scope} of “${study}” with you.` : `${brand} shared a study's ${scope} with you.`,
  newLinkChoice: "New link",
  newLinkTitle: "A new share link",
  newLinkText: "A new link of this report, with a label to tell it apart and, if you like, a last day. Copy share link hands out the newest active link.",
  label: "Label",
  labelHint: `Optional, plain text, up to ${SHARE_LABEL_MAX} characters.`,
  expiry: "Expires on",
  expiryHint: `Optional: the link stops opening at the end of this day (at most ${SHARE_MAX_DAYS} days ahead).`,
  createAndCopy: "Create and copy",
  noLabel: "No label",
  scopeName: (scope: TShareScopeName) => (scope === "results" ? "Results" : "Learnings"),
  createdBy: (name: string) => `by ${name}`,
  unknownCreator: "by a former user",
  viewsPage: (from: number, to: number, total: number) => `Views ${from}–${to} of ${total}`,
  previousViews: "Newer views",
  nextViews: "Older views",
  tabNotShared: (tab: string) => `This shared link does not open the ${tab} tab. It shows the tabs below; ask the person who shared it for access to the rest.`,
} as const;
