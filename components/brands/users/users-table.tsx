"use client";
// The users of a brand: name, e-mail, roles (toggles), status in the brand, pending invitation, last login, and the
// actions a manager has (permissions, activate/deactivate; for admins: reset two-step sign-in, delete). Read-only
// without `canManage`. The kit's DataTable (unsorted: the server's order).
import { Button } from "@/components/ui/button";
import { DataTable, dataTableColumns, type TDataTableColumn } from "@/components/ui/data-table";
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

const col = dataTableColumns<TBrandUser>();

function userColumns(p: TUsersTableProps): TDataTableColumn<TBrandUser>[] {
  const C = USERS_TAB.columns;
  // Managers other than admins never change themselves or admins (the server refuses it too).
  const locked = (u: TBrandUser) => !p.canManage || (!p.isAdmin && (u._id === p.currentUserId || u.is_admin)) || p.busyId === u._id;
  const columns: TDataTableColumn<TBrandUser>[] = [
    col.display({
      id: "name",
      header: C.name,
      cell: ({ row: { original: u } }) => (
        <>
          {nameOf(u) || <span className="text-faint">—</span>}
          {u.is_admin && <span className="ml-2 rounded bg-sunken px-1.5 py-0.5 text-xs">{USERS_TAB.admin}</span>}
        </>
      ),
    }),
    col.display({ id: "email", header: C.email, cell: ({ row }) => row.original.email }),
    col.display({
      id: "roles",
      header: C.roles,
      cell: ({ row: { original: u } }) => (
        <fieldset className="flex flex-wrap gap-3">
          <legend className="sr-only">{`${C.roles}: ${u.email}`}</legend>
          {ROLES.map((role) => (
            <label key={role} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={u.roles[role]}
                disabled={locked(u)}
                onChange={() => p.onToggleRole(u, role)}
                aria-label={`${USERS_TAB.roles[role]} (${u.email})`}
                className="h-4 w-4"
              />
              {USERS_TAB.roles[role]}
            </label>
          ))}
        </fieldset>
      ),
    }),
    col.display({ id: "status", header: C.status, cell: ({ row }) => (row.original.is_active_in_brand ? USERS_TAB.active : USERS_TAB.inactive) }),
    col.display({ id: "invitation", header: C.invitation, cell: ({ row }) => (row.original.invitation_pending ? USERS_TAB.pending : USERS_TAB.accepted) }),
    col.display({ id: "mfa", header: MFA_USERS_TAB.column, cell: ({ row }) => <span data-testid="user-mfa">{row.original.mfa_enabled ? MFA_USERS_TAB.on : MFA_USERS_TAB.off}</span> }),
    col.display({
      id: "lastLogin",
      header: C.lastLogin,
      cell: ({ row: { original: u } }) => <span className="whitespace-nowrap">{u.last_login ? DATE.format(new Date(u.last_login)) : USERS_TAB.never}</span>,
    }),
  ];
  if (!p.canManage) return columns;
  const actions = col.display({
    id: "actions",
    header: C.actions,
    cell: ({ row: { original: u } }) => (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={locked(u)} onClick={() => p.onEditPermissions(u)} aria-label={`${USERS_TAB.permissions} (${u.email})`}>
          {USERS_TAB.permissions}
        </Button>
        <Button
          size="sm"
          disabled={locked(u)}
          onClick={() => p.onSetActive(u, !u.is_active_in_brand)}
          aria-label={`${u.is_active_in_brand ? USERS_TAB.deactivate : USERS_TAB.activate} (${u.email})`}
        >
          {u.is_active_in_brand ? USERS_TAB.deactivate : USERS_TAB.activate}
        </Button>
        {p.isAdmin && u.mfa_enabled && u._id !== p.currentUserId && (
          <Button size="sm" onClick={() => p.onResetMfa(u)} aria-label={`${MFA_USERS_TAB.reset} (${u.email})`}>
            {MFA_USERS_TAB.reset}
          </Button>
        )}
        {p.isAdmin && u._id !== p.currentUserId && (
          <Button size="sm" className="border-danger-line text-danger" onClick={() => p.onDelete(u)} aria-label={`${USERS_TAB.delete} (${u.email})`}>
            {USERS_TAB.delete}
          </Button>
        )}
      </div>
    ),
  });
  return [...columns, actions];
}

export function UsersTable(props: TUsersTableProps) {
  return (
    <DataTable
      columns={userColumns(props)}
      data={props.users}
      label={USERS_TAB.tableLabel}
      getRowId={(u) => u._id}
      empty={null}
      rowAttributes={(u) => ({ "data-user": u.email })}
    />
  );
}
