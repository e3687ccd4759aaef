// Rules of two-step sign-in (P8 item 11), pure and shared by the server and the sign-in form: the TOTP parameters
// (RFC 6238: SHA-1, 6 digits, 30-second steps), the shape of a code and of a recovery code, and who must use it.

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Recovery codes per enrolment (all replaced when they are made again). */
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i: 31 symbols. */
export const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
/** `xxxx-xxxx` */
export const RECOVERY_CODE_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{4}-[23456789abcdefghjkmnpqrstuvwxyz]{4}$/;

/** The TOTP time step of a moment (ms since the epoch). */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_S);

/** A typed code without spaces (apps show "123 456"); null when it is not six digits. */
export function normalizeTotpCode(raw: string): string | null {
  const code = raw.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/** A typed recovery code in its stored form (`xxxx-xxxx`, lower case), or null when it cannot be one. */
export function normalizeRecoveryCode(raw: string): string | null {
  const bare = raw.toLowerCase().replace(/[\s-]+/g, "");
  if (bare.length !== 8) return null;
  const code = `${bare.slice(0, 4)}-${bare.slice(4)}`;
  return RECOVERY_CODE_PATTERN.test(code) ? code : null;
}

export interface TMfaSubject {
  is_admin: boolean;
  /** The user's memberships with their brand's state and flag. */
  memberships: { is_active: boolean; brand: { is_active: boolean; multifactor_authentication: boolean } }[];
}

/**
 * Must this user set up two-step sign-in? A non-admin with at least one active membership in an active brand whose
 * security.multifactor_authentication is on. (Whoever has set it up is asked for a code whatever this answers.)
 */
export function mfaRequired(user: TMfaSubject): boolean {
  return !user.is_admin && user.memberships.some((m) => m.is_active && m.brand.is_active && m.brand.multifactor_authentication);
}
