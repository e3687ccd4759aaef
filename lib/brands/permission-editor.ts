// Pure rules of the users tab's permissions editor: entity × read/write boxes kept as a set of "entity:action" keys.
// Write implies read (as in lib/permissions can()): ticking write ticks read, unticking read unticks write.
import { ACTIONS, ENTITIES, type TAction, type TEntity } from "../permissions";
import type { TPermissionPair } from "./wire";

export const permissionKey = (entity: TEntity, action: TAction): string => `${entity}:${action}`;

/** The keys of a user's permission pairs. */
export const permissionKeys = (pairs: readonly TPermissionPair[]): Set<string> => new Set(pairs.map((p) => permissionKey(p.entity, p.action)));

/** The set after ticking (`on`) or unticking one box. */
export function flipPermission(keys: ReadonlySet<string>, entity: TEntity, action: TAction, on: boolean): Set<string> {
  const next = new Set(keys);
  if (on) {
    next.add(permissionKey(entity, action));
    if (action === "write") next.add(permissionKey(entity, "read"));
  } else {
    next.delete(permissionKey(entity, action));
    if (action === "read") next.delete(permissionKey(entity, "write"));
  }
  return next;
}

/** The pairs to send (PUT …/permissions replaces the set), in ENTITIES × ACTIONS order. */
export function permissionPairs(keys: ReadonlySet<string>): TPermissionPair[] {
  return ENTITIES.flatMap((entity) => ACTIONS.filter((action) => keys.has(permissionKey(entity, action))).map((action) => ({ entity, action })));
}
