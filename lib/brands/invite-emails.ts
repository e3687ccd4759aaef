// The invite box of the users tab: addresses separated by commas, semicolons, spaces or new lines; each trimmed and
// lowercased; malformed and repeated ones are reported per address (the later copies count as the duplicates).
import { z } from "zod";
import { USER_MSG } from "./messages";
import { ZAddUsers } from "./wire";

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

/**
 * The invite box as a form (react-hook-form, docs/decisions.md P10 "Forms"): the typed text split into addresses and
 * checked by addUsersToBrand's own rule (one to MAX_INVITES_PER_BATCH). Malformed or repeated addresses are not
 * refused here: the server invites the others and reports each of them (checkInviteEmails).
 */
export const ZInviteForm = z.object({ emails: z.string().transform(splitEmailList).pipe(ZAddUsers.shape.emails) });
export type TInviteFormValues = z.input<typeof ZInviteForm>;
export type TInviteFormOutput = z.output<typeof ZInviteForm>;
