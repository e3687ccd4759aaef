import "server-only";
// GET /api/v1/brand/{id}/users and GraphQL brandUsers: the users of a brand for its settings' users tab, active
// and deactivated memberships alike, with roles, this brand's permissions, last login and open invitations.
import type { TBrandUser, TPermissionPair } from "@/lib/brands/wire";
import { uniquePermissions } from "@/lib/brands/roles";
import type { TAction, TEntity } from "@/lib/permissions";
import type { TBrandAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";

/** Needs settings.read. */
export async function listBrandUsers(access: TBrandAccess): Promise<TBrandUser[]> {
  return loadBrandUsers(access, prisma);
}

/** The wire rows of the brand's users (one user when `userId` is given), for callers that checked their access. */
export async function loadBrandUsers(access: TBrandAccess, db: Tx, userId?: string): Promise<TBrandUser[]> {
  const memberships = await db.brandMembership.findMany({
    where: access.where(userId ? { user_id: userId } : {}),
    select: {
      is_active: true,
      user: {
        select: {
          id: true,
          email: true,
          first_name: true,
          last_name: true,
          department: true,
          is_admin: true,
          is_active: true,
          role_full: true,
          role_restricted: true,
          role_kb_user: true,
          last_login: true,
          password_hash: true,
          mfa_enabled_at: true,
          permissions: { where: access.where(), select: { entity: true, action: true } },
          invitations: { where: access.where({ used_at: null }), select: { id: true }, take: 1 },
        },
      },
    },
    orderBy: { user: { email: "asc" } },
  });
  return memberships.map(({ is_active, user: u }) => ({
    _id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    department: u.department,
    is_admin: u.is_admin,
    is_active: u.is_active,
    is_active_in_brand: is_active,
    roles: { full: u.role_full, restricted: u.role_restricted, kb_user: u.role_kb_user },
    permissions: uniquePermissions(u.permissions.map((p) => ({ entity: p.entity as TEntity, action: p.action as TAction }) satisfies TPermissionPair)),
    last_login: u.last_login?.toISOString() ?? null,
    invitation_pending: !u.password_hash && u.invitations.length > 0,
    // Set with the secret when an enrolment is confirmed, cleared with it by a reset (no need to read the secret).
    mfa_enabled: u.mfa_enabled_at !== null,
  }));
}
