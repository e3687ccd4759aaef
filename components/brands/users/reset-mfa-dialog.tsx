"use client";
// Confirm before an admin resets a user's two-step sign-in (DELETE /api/v1/admin/user/{id}/mfa, P8 item 11).
import { MFA_USERS_TAB } from "@/lib/auth/messages";
import type { TBrandUser } from "@/lib/brands/wire";
import { ConfirmUserDialog, type TUserAction } from "./confirm-user-dialog";
import { resetUserMfa } from "./users-api";

const RESET: TUserAction = { title: MFA_USERS_TAB.resetTitle, body: MFA_USERS_TAB.resetBody, confirm: MFA_USERS_TAB.resetConfirm, done: MFA_USERS_TAB.resetDone, run: resetUserMfa };

export function ResetMfaDialog({ user, onClose, onReset }: { user: TBrandUser | null; onClose: () => void; onReset: () => void }) {
  return <ConfirmUserDialog action={RESET} user={user} onClose={onClose} onDone={onReset} />;
}
