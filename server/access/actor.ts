import "server-only";
// The signed-in user as every service sees it: identity, roles and per-brand permissions (spec 1 §6).
import type { TAccessSubject, TBrandPermissions, TEntity, TAction } from "@/lib/permissions";
import { prisma, type Tx } from "../db";

export interface TActorBrand {
  id: string;
  name: string;
  logo: string | null;
  is_active: boolean;
  regions: string[];
}

/** The account facts /me shows besides identity and access (loaded with the rest, so /me needs no query of its own). */
export interface TActorAccount {
  auth_mode: string;
  date_created: Date;
  last_login: Date | null;
  active_days: number;
  is_cookie_policy_accepted: boolean;
}

/** A signed-in user: one kind of Principal (server/access/principal.ts). */
export interface Actor extends TAccessSubject {
  kind: "user";
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  department: string | null;
  is_active: boolean;
  /** Brands with an active membership, in the order the user joined them. */
  memberships: TActorBrand[];
  /** True when the user has memberships but an admin deactivated all of them. */
  all_memberships_inactive: boolean;
  /** Sessions and tokens issued with another version are dead (docs/decisions.md P8). */
  session_version: number;
  account: TActorAccount;
}

export const actorSelect = {
  id: true,
  email: true,
  first_name: true,
  last_name: true,
  department: true,
  is_admin: true,
  is_active: true,
  session_version: true,
  auth_mode: true,
  date_created: true,
  last_login: true,
  active_days: true,
  is_cookie_policy_accepted: true,
  role_full: true,
  role_restricted: true,
  role_kb_user: true,
  memberships: {
    orderBy: { date_created: "asc" },
    select: {
      is_active: true,
      regions: true,
      brand: { select: { id: true, name: true, logo: true, is_active: true } },
    },
  },
  permissions: { select: { brand_id: true, entity: true, action: true } },
} as const;

export async function loadActor(userId: string, opts: { viewAsUser?: boolean; db?: Tx } = {}): Promise<Actor | null> {
  const db = opts.db ?? prisma;
  const u = await db.user.findUnique({ where: { id: userId }, select: actorSelect });
  if (!u) return null;
  const active = u.memberships.filter((m) => m.is_active);
  const brands: Record<string, TBrandPermissions> = {};
  for (const m of active) brands[m.brand.id] = {};
  for (const p of u.permissions) {
    const perms = brands[p.brand_id];
    if (!perms) continue;
    (perms[p.entity as TEntity] ??= []).push(p.action as TAction);
  }
  return {
    kind: "user",
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    department: u.department,
    is_active: u.is_active,
    is_admin: u.is_admin,
    view_as_user: u.is_admin && Boolean(opts.viewAsUser),
    roles: { full: u.role_full, restricted: u.role_restricted, kb_user: u.role_kb_user },
    brands,
    memberships: active.map((m) => ({ ...m.brand, regions: m.regions })),
    all_memberships_inactive: u.memberships.length > 0 && active.length === 0,
    session_version: u.session_version,
    account: {
      auth_mode: u.auth_mode,
      date_created: u.date_created,
      last_login: u.last_login,
      active_days: u.active_days,
      is_cookie_policy_accepted: u.is_cookie_policy_accepted,
    },
  };
}
