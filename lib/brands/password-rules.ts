// Pure rules of the set-password forms (invitation and reset; spec 1 §8 flows): the same ZPassword the server
// enforces on POST /invitations/{token} and /auth/reset_password, and the name an invitee without one must give.
import { z } from "zod";
import { USER_MSG } from "./messages";
import { ZAcceptInvitation, ZPassword } from "./wire";

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

const confirmed = <T extends { password: string; confirm: string }>(v: T) => v.password === v.confirm;

/** The reset-password form (react-hook-form): the password by ZPassword's rule and its confirmation. */
export const ZSetPasswordForm = z
  .object({ password: ZPassword, confirm: z.string() })
  .refine(confirmed, { message: USER_MSG.passwordsDiffer, path: ["confirm"] });
export type TSetPasswordFormValues = z.input<typeof ZSetPasswordForm>;

/**
 * The accept-invitation form (react-hook-form): the password by ZAcceptInvitation's rule, its confirmation, and the
 * name only when the invitee has none yet. Each problem is reported on its field.
 */
export function invitationFormSchema(needsName: boolean) {
  const name = needsName ? z.string().trim().min(1, { message: USER_MSG.nameRequired }).max(100) : z.string();
  return z
    .object({ password: ZAcceptInvitation.shape.password, confirm: z.string(), first_name: name, last_name: name })
    .refine(confirmed, { message: USER_MSG.passwordsDiffer, path: ["confirm"] });
}
export type TInvitationFormValues = z.input<ReturnType<typeof invitationFormSchema>>;
export const INVITATION_FORM_FIELDS = ["password", "confirm", "first_name", "last_name"] as const;
