// Role rules of the users tab (spec 1 §6; the toggle rules are decided, docs/decisions.md P7 #29).
import { ACTIONS, ENTITIES, can, type TAccessSubject, type TRoles } from "../permissions";
import type { TPermissionPair, TRole } from "./wire";

/**
 * Toggles one role. Full and restricted exclude each other (restricted means "restricted without full"), so
 * switching one on switches the other off; kb_user combines with either.
 */
export function toggleRole(roles: TRoles, role: TRole): TRoles {
  const next = { ...roles, [role]: !roles[role] };
  if (role === "full" && next.full) next.restricted = false;
  if (role === "restricted" && next.restricted) next.full = false;
  return next;
}

const key = (p: TPermissionPair) => `${p.entity}:${p.action}`;

/** The pairs that differ between two permission sets (added or removed). */
export function permissionChanges(current: readonly TPermissionPair[], next: readonly TPermissionPair[]): TPermissionPair[] {
  const a = new Map(current.map((p) => [key(p), p]));
  const b = new Map(next.map((p) => [key(p), p]));
  return [...[...b].filter(([k]) => !a.has(k)), ...[...a].filter(([k]) => !b.has(k))].map(([, p]) => p);
}

/** Non-admins may only add or remove permissions they hold themselves in that brand (admins: anything). */
export function mayChangePermissions(granter: TAccessSubject, brandId: string, changes: readonly TPermissionPair[]): boolean {
  return changes.every((p) => can(granter, brandId, p.entity, p.action));
}

/** The same set without repeats, in ENTITIES × ACTIONS order, so stored sets compare equal. */
export function uniquePermissions(pairs: readonly TPermissionPair[]): TPermissionPair[] {
  const order = (p: TPermissionPair) => ENTITIES.indexOf(p.entity) * ACTIONS.length + ACTIONS.indexOf(p.action);
  return [...new Map(pairs.map((p) => [key(p), p])).values()].sort((x, y) => order(x) - order(y));
}
