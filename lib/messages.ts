// Every user-facing text from the spec lives here once (DESIGN.md rule 6). Spec 1 §8 unless noted.

export const MSG = {
  noBrandAccess: "User does not have access to this brand.",
  brandInactive: "This brand is inactive",
  invalidBrandId: "Oops, we received invalid Brand ID.",
  accountUpdated: "You have successfully updated your account.",
  accountUpdateFailed: "Couldn't update your account.",
  couldNotGetUser: "Could not get the user data",
  notAuthenticated: "Not authenticated",
  authenticationFailed: "Authentication failed",
  invalidInvitation: "invitation not found or already used",
  invitationExpired: "Your invitation link has expired. For help with your account, please contact our",
  errorStatus: (status: number) => `Error status: ${status}`,
  genericItemError: (verb: "fetching" | "creating" | "updating" | "deleting") =>
    `Sorry, there was a problem ${verb} the item`,
  noneFound: (type: string) => `No ${type} found.`,
  loading: "Loading...",
  websocketRetrying:
    "Oh No! We've hit a connection error, you might not see comments from other users displayed right away. We are trying to reconnect now! If it is taking too long please try refreshing this page.",
  invalidCredentials: "Invalid email or password.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
} as const;

/** Access texts of P8 (docs/decisions.md P8). */
export const ACCESS_MSG = {
  kbOnly: "Your account can open the knowledge base only.",
  shareViewerReadOnly: "This shared link gives read-only access to one report.",
  shareTokenInvalid: "This shared link is not valid. It may have expired or been revoked.",
  adminOnly: "Only administrators can do this.",
  /** A brand with gates and dates keeps results and the study actions of spec 3 §6 for admins (P15). */
  gatedResults: "This brand's results are shared by your Customer Success team, not opened directly.",
  gatedStudyActions: "On this brand your Customer Success team publishes, closes, re-opens and clears studies.",
  crossOrigin: "This request must come from the dashboard itself.",
  graphqlJsonOnly: "GraphQL requests must be sent as application/json.",
  sessionEnded: "Your session has ended. Please sign in again.",
  realtimeTokenOnly: "This token opens the live-updates connection only.",
} as const;

/** A study's results route until the results screens arrive (P11); docs/decisions.md P10 #18. */
export const RESULTS_PAGE = {
  heading: "Results",
  studies: "Back to Studies",
  edit: "Edit study",
  viewOnly: "View study as built",
  status: (status: string) => `Status: ${status}`,
  tabsLabel: "Results views",
  respondents: (n: number, of: number | null) =>
    of === null ? `${n.toLocaleString("en-US")} respondents` : `${n.toLocaleString("en-US")} of ${of.toLocaleString("en-US")} respondents`,
  /** Brands with gates and dates keep results for admins (spec 3 §6). */
  gated: "Results of this study are prepared by your Customer Success team, who will share them with you.",
  viewingAsUser: "You are viewing this page as a user of the brand sees it.",
  viewAsAdmin: "Back to the admin view",
  notices: "Some of this address could not be used",
  unfinishedTitle: "This study has not collected answers yet",
  unfinished: (status: string) =>
    `The study is in ${status}. Results appear here once it is published and respondents start answering. Finish building it, then publish it from the study's Review step.`,
  stats: { title: "Submissions (M/S Only)", raw: "Raw", processed: "Processed", waiting: "Waiting" },
  updating: "Updating results…",
  loading: "Loading results…",
  loadFailed: "The results could not be loaded.",
} as const;

/** Import Sales Data (spec 3 §2 study actions, line_review studies) until P13 builds the import. */
export const SALES_DATA_PAGE = {
  eyebrow: "Import Sales Data",
  lead: "Compare what consumers said with what sold.",
  notYet: "The sales-data import is not open yet. The study's results are ready to compare with sales as soon as it is.",
  whatTitle: "What the import will do",
  what: [
    "Take units and revenue per product from a spreadsheet, with a template to fill in and a preview before anything is saved.",
    "Show each product's sentiment score against its sell-through, and how closely the two rankings agree.",
    "Add an after-launch section to the study's learnings report.",
  ],
  whenTitle: "When it arrives",
  when: "The import comes in the next release of the dashboard, from this same menu item.",
  results: "Open the results",
  studies: "Back to Studies",
} as const;

/** Numeric authentication error codes (spec 1 §8) and the text shown with them on the error page. */
export const AUTH_ERROR_CODES = {
  1007: "Your user account is inactive.",
  1010: "This user does not exist.",
  1011: "Your user is not assigned to any brand.",
  1012: "Your user has no active brand.",
} as const;
export type TAuthErrorCode = keyof typeof AUTH_ERROR_CODES;

export const ERROR_SCREEN = {
  title: "We have encountered an error",
  generic: "Something went wrong. Please try again, or contact support if it keeps happening.",
  support: "Contact support",
} as const;

export const NOT_FOUND_SCREEN = {
  title: "Oops!",
  body: "We can't seem to find the page you're looking for",
  code: "Error code 404",
  home: "Go home",
} as const;

export const INACTIVE_BRAND_SCREEN = {
  title: "Your account is inactive",
  body: "Your brand's account is inactive because its contract has expired.",
  action: "Contact sales",
} as const;

export const MY_SETTINGS = {
  title: "My Settings",
  firstName: "First name",
  lastName: "Last name",
  department: "Department",
  changePassword: "Change Password",
  submit: "Update Info",
  cancel: "Cancel",
  chooseDepartment: "Select a department",
  intro: "Your name and department.",
  introNew: "Tell us who you are.",
} as const;

/** The pager under paged tables (brands list, studies list). */
export const PAGER = {
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  page: (page: number, of: number) => `Page ${page} of ${of}`,
} as const;

export const COOKIE_CONSENT = {
  text: "We use cookies to run this site and, with your consent, to understand how it is used.",
  essential: "Essential",
  analytics: "Analytics",
  acceptAll: "Accept all",
  save: "Save choices",
} as const;

/** The workspace shell below the md breakpoint: the menu button of the top bar and the navigation drawer it opens. */
export const SHELL_MSG = {
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  /** The sidebar's and the drawer's navigation landmark. */
  mainNav: "Main",
  expandSidebar: "Expand sidebar",
  collapseSidebar: "Collapse sidebar",
} as const;
