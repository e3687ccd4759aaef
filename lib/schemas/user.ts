import { z } from "zod";
import { FORM_MSG } from "../forms/messages";
import { MY_SETTINGS } from "../messages";

const required = (label: string) => z.string().trim().min(1, { message: FORM_MSG.required(label) }).max(100);

/** My Settings (spec 1 §2, §5): all three fields required. Shared by the form, PUT /me and updateUser. */
export const ZUpdateMe = z
  .object({
    first_name: required(MY_SETTINGS.firstName),
    last_name: required(MY_SETTINGS.lastName),
    department: required(MY_SETTINGS.department),
  })
  .strict();
export type TUpdateMe = z.infer<typeof ZUpdateMe>;

const ZCredentials = z.object({
  email: z.string().trim().toLowerCase().email({ message: "email must be an e-mail address" }),
  password: z.string().min(1, { message: "password is required" }).max(200),
});

/** An optional second-step field: blank counts as absent (a form posts "" for an empty field). */
const secondStep = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined));

/**
 * Sign-in (next-auth's credentials and POST /api/v1/auth). Two-step sign-in (P8 item 11) adds one of: `code` (the
 * authenticator's 6 digits), `recovery_code` (xxxx-xxxx, single use), `ticket` (from confirming an enrolment).
 */
export const ZSignIn = ZCredentials.extend({
  code: secondStep(20),
  recovery_code: secondStep(40),
  ticket: secondStep(4000),
});
export type TSignIn = z.infer<typeof ZSignIn>;

/** POST /api/v1/auth/mfa/enrol: the password again, as nobody is signed in yet. */
export const ZMfaEnrol = ZCredentials;
/** POST /api/v1/auth/mfa/confirm: the code the authenticator shows for the new secret. */
export const ZMfaConfirm = ZCredentials.extend({ code: z.string().max(20) });

/** The answer of POST /api/v1/auth/mfa/enrol. */
export interface TMfaEnrolment {
  /** otpauth://totp/… for authenticator apps. */
  otpauth_uri: string;
  /** The same URI as a QR code (an SVG data URL). */
  qr: string;
  /** The secret in base32, for typing in. */
  secret: string;
}

/** The answer of POST /api/v1/auth/mfa/confirm: shown once; the ticket finishes the sign-in once, within 5 minutes. */
export interface TMfaConfirmed {
  recovery_codes: string[];
  ticket: string;
}
