import "server-only";
// PUT /api/v1/brand/{id}/users/{userId}/permissions: replaces the user's permission set in that brand, in one
// transaction. A non-admin may only add or remove pairs they hold themselves there (USER_MSG.cannotGrantMore).
import { USER_MSG } from "@/lib/brands/messages";
import { mayChangePermissions, permissionChanges, uniquePermissions } from "@/lib/brands/roles";
import type { TBrandUser, TPermissionPair } from "@/lib/brands/wire";
import type { TAction, TEntity } from "@/lib/permissions";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { forbidden } from "../errors";
import { loadBrandUsers } from "./brand-users";
import { requireTarget, requireUserId } from "./user-access";
import { announceAccessChange } from "../access/access-changed";

/** Needs users.manage; a non-admin may only change the pairs they hold themselves. */
export async function setPermissions(access: TBrandAccess, userId: string, body: { permissions: TPermissionPair[] }): Promise<TBrandUser> {
  const { actor, brandId } = access;
  requireUserId(userId);
  const next = uniquePermissions(body.permissions);
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    await requireTarget(access, userId, tx);
    const current = (await tx.brandPermission.findMany({ where: access.where({ user_id: userId }), select: { entity: true, action: true } })).map(
      (p) => ({ entity: p.entity as TEntity, action: p.action as TAction }),
    );
    if (!actor.is_admin && !mayChangePermissions(actor, brandId, permissionChanges(current, next))) throw forbidden(USER_MSG.cannotGrantMore);
    await tx.brandPermission.deleteMany({ where: access.where({ user_id: userId }) });
    if (next.length) await tx.brandPermission.createMany({ data: next.map((p) => ({ user_id: userId, brand_id: brandId, ...p })) });
    await announceAccessChange(tx, userId);
    const [row] = await loadBrandUsers(access, tx, userId);
    return row!;
  });
}
