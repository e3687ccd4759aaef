"use client";
// Confirm before an admin deletes a user (DELETE /api/v1/admin/user/{id}/delete).
import { USERS_TAB } from "@/lib/brands/users-labels";
import type { TBrandUser } from "@/lib/brands/wire";
import { ConfirmUserDialog, type TUserAction } from "./confirm-user-dialog";
import { deleteUser } from "./users-api";

const DELETE: TUserAction = { title: USERS_TAB.deleteTitle, body: USERS_TAB.deleteBody, confirm: USERS_TAB.deleteConfirm, done: USERS_TAB.deleted, run: deleteUser };

export function DeleteUserDialog({ user, onClose, onDeleted }: { user: TBrandUser | null; onClose: () => void; onDeleted: () => void }) {
  return <ConfirmUserDialog action={DELETE} user={user} onClose={onClose} onDone={onDeleted} />;
}
