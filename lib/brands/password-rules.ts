// Pure rules of the set-password forms (invitation and reset; spec 1 §8 flows): the same ZPassword the server
// enforces on POST /invitations/{token} and /auth/reset_password, and the name an invitee without one must give.
import { USER_MSG } from "./messages";
import { ZPassword } from "./wire";

export interface TPasswordValues {
  password: string;
  confirm: string;
}

/** The problem with the two values, or null when they may be sent. */
export function passwordProblem(v: TPasswordValues): string | null {
  if (!ZPassword.safeParse(v.password).success) return USER_MSG.passwordRule;
  if (v.password !== v.confirm) return USER_MSG.passwordsDiffer;
  return null;
}

/** The problem with accepting an invitation: the password first, then the name when the invitee has none yet. */
export function invitationProblem(v: TPasswordValues, names: { first_name: string; last_name: string }, needsName: boolean): string | null {
  return passwordProblem(v) ?? (needsName && (!names.first_name.trim() || !names.last_name.trim()) ? USER_MSG.nameRequired : null);
}
