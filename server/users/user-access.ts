// Who may manage the users of a brand (docs/contracts/p7-brands.md): admins; otherwise a member who can open the
// brand settings (settings_page read, not restricted) and holds `user` write there. Non-admins never act on
// themselves or on admins. One place for these checks, used by every users service.
import { USER_MSG } from "@/lib/brands/messages";
import { can, canOpenSettings } from "@/lib/permissions";
import { isId } from "@/lib/ids";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { prisma, type Tx } from "../db";
import { AppError, forbidden, invalid } from "../errors";

/** Admin, or a settings reader (server/brands/settings-access.ts) with `user` write in the brand. */
export const managesUsers = (actor: Actor, brandId: string): boolean =>
  actor.is_admin || (canOpenSettings(actor, brandId) && can(actor, brandId, "user", "write"));

export async function requireUserManager(actor: Actor, brandId: string, db: Tx = prisma) {
  const brand = await requireBrand(actor, brandId, { db });
  if (!managesUsers(actor, brandId)) throw forbidden(USER_MSG.noUserManagement);
  return brand;
}

export function requireUserId(id: string, name = "user_id"): void {
  if (!isId(id)) throw invalid(`${name} must be 24 lowercase hexadecimal characters.`, [{ name, reason: "not an id" }]);
}

/**
 * The target of a change in `brandId`: must exist and belong to the brand (active or not). Non-admin actors may not
 * target themselves or an admin.
 */
export async function requireTarget(actor: Actor, brandId: string, userId: string, db: Tx = prisma) {
  requireUserId(userId);
  if (!actor.is_admin && userId === actor.id) throw forbidden(USER_MSG.cannotChangeOwnAccess);
  const target = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      is_admin: true,
      role_full: true,
      role_restricted: true,
      role_kb_user: true,
      memberships: { select: { brand_id: true, is_active: true } },
    },
  });
  const membership = target?.memberships.find((m) => m.brand_id === brandId);
  if (!target || !membership) throw new AppError("not_found", USER_MSG.userNotInBrand);
  if (!actor.is_admin && target.is_admin) throw forbidden(USER_MSG.cannotChangeAdmin);
  return { ...target, membership };
}
