import "server-only";
// Rules shared by the users services. Who may manage the users of a brand is declared at each entry point
// (`users.manage`: admins, or settings readers with `user` write; P8, docs/contracts/p8-access.md). What stays here
// are the rules about the target: it must belong to the brand, and non-admins never act on themselves or on admins.
import { USER_MSG } from "@/lib/brands/messages";
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";
import { AppError, forbidden, invalid } from "../errors";

export function requireUserId(id: string, name = "user_id"): void {
  if (!isId(id)) throw invalid(`${name} must be 24 lowercase hexadecimal characters.`, [{ name, reason: "not an id" }]);
}

/**
 * The target of a change in the access's brand: must exist and belong to the brand (active or not). Non-admin actors
 * may not target themselves or an admin.
 */
export async function requireTarget(access: TBrandAccess, userId: string, db: Tx = prisma) {
  const { actor } = access;
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
  const membership = target?.memberships.find((m) => m.brand_id === access.brandId);
  if (!target || !membership) throw new AppError("not_found", USER_MSG.userNotInBrand);
  if (!actor.is_admin && target.is_admin) throw forbidden(USER_MSG.cannotChangeAdmin);
  return { ...target, membership };
}
