// Texts of brand administration, brand settings, users, invitations and passwords (spec 1 §2, §8), defined once.
// Spec texts are marked "spec"; the rest are decided in docs/decisions.md (P7).
import { BRANDS_PAGE_SIZE } from "../constants";
import { MSG } from "../messages";

export const BRAND_LIST = {
  title: "Brands",
  /** spec */
  filterPlaceholder: "Type to filter brands...",
  /** spec */
  empty: MSG.noneFound("brands"),
  /** spec */
  loading: "Loading Brands...",
  /** spec */
  addNew: "Add New Brand",
  /** The "Add New Brand" dialog (docs/decisions.md P10 "Add New Brand"). */
  newBrandName: "Brand name",
  newBrandHint: "The brand is created as an active Customer brand; change anything else in its settings next.",
  newBrandCreate: "Create Brand",
  newBrandCancel: "Cancel",
  /** spec: 20 rows per page, no page-size choice. */
  pageSize: BRANDS_PAGE_SIZE,
  statusFilterLabel: "Status",
  active: "Active",
  inactive: "Inactive",
  demo: "Demo",
  customer: "Customer",
  edit: "Edit",
  crmLink: "CRM record",
} as const;

/** Column headers and controls of the brands list (spec 1 §2 names the columns; the wording is decided, P7 list). */
export const BRAND_LIST_TEXT = {
  columns: {
    logo: "Logo",
    name: "Name",
    crm: "CRM",
    type: "Type",
    lastStarted: "Last Study Started",
    active30: "Active (30 days)",
    active60: "Active (60 days)",
    totalStudies: "Total Studies",
    totalUsers: "Total Users",
    active: "Active Studies",
    draft: "Draft Studies",
    closed: "Closed Studies",
    created: "Created On",
    status: "Status",
    edit: "Edit",
  },
  filterLabel: "Filter brands by name",
  allStatuses: "All",
  flagOn: "on",
  flagOff: "off",
  never: "—",
  total: (n: number) => (n === 1 ? "1 brand" : `${n} brands`),
  fetchFailed: MSG.genericItemError("fetching"),
  /** The table's scrolling box (a named region: the page's section is already "Brands"). */
  tableRegion: "Brands table",
} as const;

export const BRAND_MSG = {
  /** spec */
  createFailed: "Sorry, there was an issue creating a new brand. Try again.",
  listAdminOnly: "Only admins can list all brands.",
  createAdminOnly: "Only admins can create brands.",
  /** GraphQL createBrand(input): spec 1 §5 "the create-brand input is empty". */
  createInputNotEmpty: "The create-brand input is empty: send {} or nothing.",
  /** spec (403 body that sends a member to /inactive-brand) */
  inactive: MSG.brandInactive,
  /** The brand name field is empty (brand settings, "Add New Brand"). */
  nameRequired: "Enter the brand's name.",
  saved: "Brand settings saved.",
  saveFailed: "Couldn't save the brand settings.",
  staleEdit: "These settings were changed by someone else. Reload to see their changes, then edit again.",
  slugTaken: "This slug is already used by another brand.",
  slugFormat: "Use lowercase letters, digits and single hyphens.",
  colourFormat: "Use a colour like #1f2937.",
  urlFormat: "Enter a valid URL.",
  displayStyleFormat: (choices: readonly string[]) => `Use one of: ${choices.join(", ")}.`,
  unknownFeature: (name: string) => `There is no feature flag called "${name}".`,
  cssHasHtml: "The CSS override cannot contain HTML or a closing style tag.",
  logoNotImage: "The logo must be a PNG, JPEG, WebP or GIF image.",
  logoTooLarge: (mb: number) => `The logo must be at most ${mb} MB.`,
  adminOnlyField: (field: string) => `Only an admin can change ${field}.`,
  categoryInUse: "This brand category is used by assortments and cannot be deleted.",
  categoryExists: "A brand category with this name already exists.",
  tagExists: "A tag with this path already exists.",
  tagNameNeedsLetter: "The tag name needs at least one letter or digit.",
  // Added by the settings helper (P7).
  noSettingsAccess: "You do not have permission to open the brand settings.",
  noBrandWrite: "You do not have permission to change the brand settings.",
  countryNotFound: "This country does not exist.",
  languageNotFound: "This language does not exist.",
  logoMissing: "Choose a logo file to upload.",
  categoryMigrateSame: "Choose a different brand category to move the assortments to.",
  notificationsOff: "E-mail notifications are off for this brand, so there are no notification settings to change.",
  notificationsNotMember: "Notification settings belong to members of this brand, and you are not a member.",
  notificationsSaved: "Notification settings saved.",
} as const;

/** How each admin-only brand field (ADMIN_ONLY_BRAND_FIELDS) is named in BRAND_MSG.adminOnlyField. */
export const BRAND_ADMIN_FIELD_LABEL = {
  is_active: "the brand's status",
  demo: "the demo setting",
  brand_type: "the brand type",
  salesforce_id: "the CRM link",
  slug: "the slug",
  features: "the feature flags",
  security: "the security settings",
  sentiment_score_model_version: "the sentiment score model version",
} as const;

export const USER_MSG = {
  /** spec */
  invitationNotFound: MSG.invalidInvitation,
  /** spec (followed by the support link) */
  invitationExpired: MSG.invitationExpired,
  /** spec */
  resetSent: (email: string) => `Instructions to reset password sent to ${email}.`,
  /** spec */
  resetFailed: (email: string) => `Could not send reset instructions to ${email}.`,
  invalidEmail: "Enter a valid e-mail address.",
  duplicateEmail: "This address appears more than once in the list.",
  alreadyMember: "Already a member of this brand.",
  invited: "Invitation sent.",
  added: "Added to the brand.",
  tooManyEmails: (max: number) => `Invite at most ${max} addresses at a time.`,
  noEmails: "Enter at least one e-mail address.",
  resetLinkInvalid: "This password reset link is invalid or has already been used.",
  resetLinkExpired: "This password reset link has expired. Ask for a new one.",
  passwordRule: "Use at least 10 characters.",
  passwordsDiffer: "The passwords do not match.",
  passwordSet: "Your password is set.",
  cannotChangeOwnAccess: "You cannot change your own roles, permissions or membership.",
  cannotGrantMore: "You can only grant permissions you hold yourself.",
  userNotInBrand: "This user is not a member of this brand.",
  deleteSelf: "You cannot delete your own user.",
  // Added by the users helper (P7 Deliver 3):
  cannotChangeAdmin: "Only an admin can change an admin's roles, permissions or membership.",
  noUserManagement: "You do not have permission to manage the users of this brand.",
  rolesInOtherBrands: "This user also belongs to brands you do not manage; ask an admin to change their roles.",
  invitationAccepted: "Welcome! Signing you in…",
  deleteAdminOnly: "Only an admin can delete users.",
  addFailed: "Could not add this address. Try again.",
  nameRequired: "Enter your first and last name.",
  tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
} as const;

/** Invitation and reset links: lifetimes (decided, docs/decisions.md P7). */
export const TOKEN_LIFETIME_MS = {
  invitation: 7 * 24 * 60 * 60 * 1000,
  passwordReset: 60 * 60 * 1000,
} as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_INVITES_PER_BATCH = 50;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
