"use client";
// The users tab of brand settings (P7 Deliver 3): the brand's users, "Invite users", role toggles, the permissions
// editor, activate/deactivate in the brand and (admins) reset two-step sign-in and delete. Read-only when !canManage; the server enforces every
// rule (server/users/*).
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { USERS_TAB } from "@/lib/brands/users-labels";
import type { TBrandUser, TRole } from "@/lib/brands/wire";
import { DeleteUserDialog } from "../users/delete-user-dialog";
import { InviteUsers } from "../users/invite-users";
import { PermissionsDialog } from "../users/permissions-dialog";
import { ResetMfaDialog } from "../users/reset-mfa-dialog";
import { fetchBrandUsers, setActiveInBrand, toggleUserRole } from "../users/users-api";
import { UsersTable } from "../users/users-table";

export interface TUsersTabProps {
  brandId: string;
  currentUserId: string;
  /** Admin, or user write in the brand: may invite, change roles, permissions and memberships. */
  canManage: boolean;
  isAdmin: boolean;
}

export function UsersTab({ brandId, currentUserId, canManage, isAdmin }: TUsersTabProps) {
  const [users, setUsers] = useState<TBrandUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<TBrandUser | null>(null);
  const [deleting, setDeleting] = useState<TBrandUser | null>(null);
  const [resettingMfa, setResettingMfa] = useState<TBrandUser | null>(null);

  const reload = useCallback(async () => {
    try {
      setUsers(await fetchBrandUsers(brandId));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [brandId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function run(user: TBrandUser, action: () => Promise<unknown>, done: string) {
    setBusyId(user._id);
    try {
      await action();
      toast.success(done);
      await reload();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusyId(null);
    }
  }

  const onToggleRole = (u: TBrandUser, role: TRole) => void run(u, () => toggleUserRole(brandId, u._id, role), USERS_TAB.roleChanged);
  const onSetActive = (u: TBrandUser, active: boolean) =>
    void run(u, () => setActiveInBrand(brandId, u._id, active), active ? USERS_TAB.activated : USERS_TAB.deactivated);

  return (
    <section aria-labelledby="users-tab-title" className="flex flex-col gap-4">
      <h2 id="users-tab-title" className="text-xl font-semibold">
        {USERS_TAB.title}
      </h2>
      {canManage ? <InviteUsers brandId={brandId} onDone={() => void reload()} /> : <p className="text-sm text-muted">{USERS_TAB.readOnly}</p>}
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {USERS_TAB.loadFailed}
        </p>
      ) : users === null ? (
        <p role="status" className="text-sm text-muted">
          {USERS_TAB.loading}
        </p>
      ) : users.length === 0 ? (
        <p className="text-sm text-muted">{USERS_TAB.empty}</p>
      ) : (
        <UsersTable
          users={users}
          currentUserId={currentUserId}
          canManage={canManage}
          isAdmin={isAdmin}
          busyId={busyId}
          onToggleRole={onToggleRole}
          onEditPermissions={setEditing}
          onSetActive={onSetActive}
          onDelete={setDeleting}
          onResetMfa={setResettingMfa}
        />
      )}
      <PermissionsDialog brandId={brandId} user={editing} onClose={() => setEditing(null)} onSaved={() => void reload()} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={() => void reload()} />
      <ResetMfaDialog user={resettingMfa} onClose={() => setResettingMfa(null)} onReset={() => void reload()} />
    </section>
  );
}
