// The invite box of the users tab: addresses separated by commas, semicolons, spaces or new lines; each trimmed and
// lowercased; malformed and repeated ones are reported per address (the later copies count as the duplicates).
import { z } from "zod";
import { USER_MSG } from "./messages";

const ZEmail = z.email();

export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();

export const isEmail = (email: string): boolean => email.length <= 320 && ZEmail.safeParse(email).success;

/** Splits what was typed or pasted into the invite box into addresses (empty pieces dropped). */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export type TInviteCheck = { email: string; problem: null } | { email: string; problem: string };

/** Per address, in input order: the normalised address and, when it cannot be invited, why. */
export function checkInviteEmails(emails: readonly string[]): TInviteCheck[] {
  const seen = new Set<string>();
  return emails.map((raw) => {
    const email = normalizeEmail(raw);
    if (!isEmail(email)) return { email, problem: USER_MSG.invalidEmail };
    if (seen.has(email)) return { email, problem: USER_MSG.duplicateEmail };
    seen.add(email);
    return { email, problem: null };
  });
}
