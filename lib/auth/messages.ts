// Texts of sign-in and two-step sign-in (P8 item 11), defined once: the sign-in form, the enrolment steps, the
// bearer API's problem details and the users tab's reset action all read them from here.

/** Machine codes of the second step: next-auth hands them to the form as `error`; the bearer API sends them as the
 *  problem body's `code`. */
export const MFA_ERROR_CODES = ["mfa_required", "mfa_invalid", "mfa_recovery_invalid", "mfa_enrol_required", "mfa_ticket_invalid"] as const;
export type TMfaErrorCode = (typeof MFA_ERROR_CODES)[number];

export const isMfaErrorCode = (value: unknown): value is TMfaErrorCode =>
  typeof value === "string" && (MFA_ERROR_CODES as readonly string[]).includes(value);

/** What each code tells the person signing in. */
export const MFA_ERROR_TEXT: Record<TMfaErrorCode, string> = {
  mfa_required: "Enter the 6-digit code from your authenticator app.",
  mfa_invalid: "That code is not valid. Wait for the next code and try again.",
  mfa_recovery_invalid: "That recovery code is not valid or was already used.",
  mfa_enrol_required: "Your brand requires two-step sign-in. Scan the QR code with an authenticator app, then enter the code it shows.",
  mfa_ticket_invalid: "This sign-in step has expired. Please sign in again.",
};

/** Server texts beyond the codes above. */
export const MFA_MSG = {
  /** POST /api/v1/auth when the account must enrol first (the bearer API cannot show a QR code). */
  enrolInBrowser:
    "Your brand requires two-step sign-in, and it is not set up for this account yet. Sign in to the dashboard in a browser once to set it up, then send the code from your authenticator app as `code`.",
  alreadyEnrolled: "Two-step sign-in is already set up for this account.",
  notRequired: "Two-step sign-in is not required for this account, so it cannot be set up while signing in.",
  noEnrolment: "There is no two-step sign-in setup in progress for this account. Please sign in again to start it.",
  resetAdminOnly: "Only administrators can reset two-step sign-in.",
} as const;

/** The sign-in form and its two-step screens. */
export const SIGN_IN_FORM = {
  email: "Email",
  password: "Password",
  submit: "Sign In",
  submitting: "Signing in…",
  code: "Authentication code",
  recoveryCode: "Recovery code",
  recoveryHint: "One of the recovery codes you saved when you set up two-step sign-in, like abcd-2345.",
  useRecovery: "Use a recovery code instead",
  useCode: "Use a code from your authenticator app instead",
  verify: "Verify",
  verifying: "Verifying…",
  back: "Back",
  enrolTitle: "Set up two-step sign-in",
  enrolSteps: [
    "Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).",
    "Scan the QR code, or type in the key below.",
    "Enter the 6-digit code the app shows.",
  ],
  qrAlt: "QR code for your authenticator app",
  secretLabel: "Key for typing in",
  enrolLoading: "Preparing your QR code…",
  enrolFailed: "Couldn't start the two-step sign-in setup. Please try again.",
  confirm: "Turn on two-step sign-in",
  recoveryTitle: "Save your recovery codes",
  recoveryIntro:
    "Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.",
  copy: "Copy codes",
  copied: "Recovery codes copied.",
  copyFailed: "Couldn't copy. Please select the codes and copy them yourself.",
  savedContinue: "I have saved them, continue",
} as const;

/** The users tab's two-step column and reset action (admins). */
export const MFA_USERS_TAB = {
  column: "Two-step sign-in",
  on: "On",
  off: "Off",
  reset: "Reset two-step sign-in",
  resetTitle: "Reset two-step sign-in?",
  resetBody: (email: string) =>
    `${email} will be signed out everywhere, their authenticator and recovery codes will stop working, and they will set up two-step sign-in again at their next sign-in if their brand requires it.`,
  resetConfirm: "Reset",
  resetDone: "Two-step sign-in was reset.",
} as const;

/** The brand setting security.multifactor_authentication (settings, Security tab). */
export const MFA_BRAND_SETTING = {
  hint: "When on, members of this brand sign in with a code from an authenticator app as well as their password (internal admins excepted). Members who have not set it up yet are asked to at their next sign-in; sessions already open stay open until then.",
} as const;
