// Texts of brand administration, brand settings, users, invitations and passwords (spec 1 §2, §8), defined once.
// Spec texts are marked "spec"; the rest are decided in docs/decisions.md (P7).
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
  /** spec: 20 rows per page, no page-size choice. */
  pageSize: 20,
  statusFilterLabel: "Status",
  active: "Active",
  inactive: "Inactive",
  demo: "Demo",
  customer: "Customer",
  edit: "Edit",
  crmLink: "CRM record",
} as const;

export const BRAND_MSG = {
  /** spec */
  createFailed: "Sorry, there was an issue creating a new brand. Try again.",
  /** spec (403 body that sends a member to /inactive-brand) */
  inactive: MSG.brandInactive,
  saved: "Brand settings saved.",
  saveFailed: "Couldn't save the brand settings.",
  staleEdit: "These settings were changed by someone else. Reload to see their changes, then edit again.",
  slugTaken: "This slug is already used by another brand.",
  slugFormat: "Use lowercase letters, digits and single hyphens.",
  unknownFeature: (name: string) => `There is no feature flag called "${name}".`,
  cssHasHtml: "The CSS override cannot contain HTML or a closing style tag.",
  logoNotImage: "The logo must be a PNG, JPEG, WebP or GIF image.",
  logoTooLarge: (mb: number) => `The logo must be at most ${mb} MB.`,
  adminOnlyField: (field: string) => `Only an admin can change ${field}.`,
  categoryInUse: "This brand category is used by assortments and cannot be deleted.",
  categoryExists: "A brand category with this name already exists.",
  tagExists: "A tag with this path already exists.",
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
  resetLinkInvalid: "This password reset link is invalid or has already been used.",
  resetLinkExpired: "This password reset link has expired. Ask for a new one.",
  passwordRule: "Use at least 10 characters.",
  passwordsDiffer: "The passwords do not match.",
  passwordSet: "Your password is set.",
  cannotChangeOwnAccess: "You cannot change your own roles, permissions or membership.",
  cannotGrantMore: "You can only grant permissions you hold yourself.",
  userNotInBrand: "This user is not a member of this brand.",
  deleteSelf: "You cannot delete your own user.",
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
