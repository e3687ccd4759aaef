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

export const SHARE_MSG = {
  // spec 3 §5, §8
  invalidEmail: "*Please enter a valid email address",
  loadFailed: "Oops, we had an error. Please Reload",
  reload: "Reload",
  // ours
  scope: "scope must be results or learnings.",
  expiryPast: "The expiry date must be in the future.",
  expiryTooFar: `A link can last at most ${SHARE_MAX_DAYS} days.`,
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
} as const;
