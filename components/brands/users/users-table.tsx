"use client";
// The users of a brand: name, e-mail, roles (toggles), status in the brand, pending invitation, last login, and the
// actions a manager has (permissions, activate/deactivate; for admins: reset two-step sign-in, delete). Read-only
// without `canManage`.
import { MFA_USERS_TAB } from "@/lib/auth/messages";
import { USERS_TAB } from "@/lib/brands/users-labels";
import { ROLES, type TBrandUser, type TRole } from "@/lib/brands/wire";

export interface TUsersTableProps {
  users: TBrandUser[];
  currentUserId: string;
  canManage: boolean;
  isAdmin: boolean;
  busyId: string | null;
  onToggleRole: (user: TBrandUser, role: TRole) => void;
  onEditPermissions: (user: TBrandUser) => void;
  onSetActive: (user: TBrandUser, active: boolean) => void;
  onDelete: (user: TBrandUser) => void;
  onResetMfa: (user: TBrandUser) => void;
}

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const nameOf = (u: TBrandUser) => `${u.first_name} ${u.last_name}`.trim();

export function UsersTable({ users, currentUserId, canManage, isAdmin, busyId, onToggleRole, onEditPermissions, onSetActive, onDelete, onResetMfa }: TUsersTableProps) {
  const C = USERS_TAB.columns;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={USERS_TAB.title}>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="px-2 py-2 font-medium">{C.name}</th>
            <th scope="col" className="px-2 py-2 font-medium">{C.email}</th>
            <th scope="col" className="px-2 py-2 font-medium">{C.roles}</th>
            <th scope="col" className="px-2 py-2 font-medium">{C.status}</th>
            <th scope="col" className="px-2 py-2 font-medium">{C.invitation}</th>
            <th scope="col" className="px-2 py-2 font-medium">{MFA_USERS_TAB.column}</th>
            <th scope="col" className="px-2 py-2 font-medium">{C.lastLogin}</th>
            {canManage && <th scope="col" className="px-2 py-2 font-medium">{C.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            // Managers other than admins never change themselves or admins (the server refuses it too).
            const locked = !canManage || (!isAdmin && (u._id === currentUserId || u.is_admin)) || busyId === u._id;
            return (
              <tr key={u._id} className="border-b border-line-soft align-top" data-user={u.email}>
                <td className="px-2 py-2">
                  {nameOf(u) || <span className="text-faint">—</span>}
                  {u.is_admin && <span className="ml-2 rounded bg-sunken px-1.5 py-0.5 text-xs">{USERS_TAB.admin}</span>}
                </td>
                <td className="px-2 py-2">{u.email}</td>
                <td className="px-2 py-2">
                  <fieldset className="flex flex-wrap gap-3">
                    <legend className="sr-only">{`${C.roles}: ${u.email}`}</legend>
                    {ROLES.map((role) => (
                      <label key={role} className="flex items-center gap-1">
                        <input
                          type="checkbox"
                          checked={u.roles[role]}
                          disabled={locked}
                          onChange={() => onToggleRole(u, role)}
                          aria-label={`${USERS_TAB.roles[role]} (${u.email})`}
                          className="h-4 w-4"
                        />
                        {USERS_TAB.roles[role]}
                      </label>
                    ))}
                  </fieldset>
                </td>
                <td className="px-2 py-2">{u.is_active_in_brand ? USERS_TAB.active : USERS_TAB.inactive}</td>
                <td className="px-2 py-2">{u.invitation_pending ? USERS_TAB.pending : USERS_TAB.accepted}</td>
                <td className="px-2 py-2" data-testid="user-mfa">{u.mfa_enabled ? MFA_USERS_TAB.on : MFA_USERS_TAB.off}</td>
                <td className="px-2 py-2 whitespace-nowrap">{u.last_login ? DATE.format(new Date(u.last_login)) : USERS_TAB.never}</td>
                {canManage && (
                  <td className="px-2 py-2">
                    <div className="flex flex-wrap gap-2">
                      <button type="button" disabled={locked} onClick={() => onEditPermissions(u)} aria-label={`${USERS_TAB.permissions} (${u.email})`} className="rounded border border-line-strong px-2 py-1 disabled:opacity-50">
                        {USERS_TAB.permissions}
                      </button>
                      <button
                        type="button"
                        disabled={locked}
                        onClick={() => onSetActive(u, !u.is_active_in_brand)}
                        aria-label={`${u.is_active_in_brand ? USERS_TAB.deactivate : USERS_TAB.activate} (${u.email})`}
                        className="rounded border border-line-strong px-2 py-1 disabled:opacity-50"
                      >
                        {u.is_active_in_brand ? USERS_TAB.deactivate : USERS_TAB.activate}
                      </button>
                      {isAdmin && u.mfa_enabled && u._id !== currentUserId && (
                        <button type="button" onClick={() => onResetMfa(u)} aria-label={`${MFA_USERS_TAB.reset} (${u.email})`} className="rounded border border-line-strong px-2 py-1">
                          {MFA_USERS_TAB.reset}
                        </button>
                      )}
                      {isAdmin && u._id !== currentUserId && (
                        <button type="button" onClick={() => onDelete(u)} aria-label={`${USERS_TAB.delete} (${u.email})`} className="rounded border border-danger-line px-2 py-1 text-danger">
                          {USERS_TAB.delete}
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
