// PUT /api/v1/brand/{id}/users/{userId}/permissions: replaces the user's permission set in that brand, in one
// transaction. A non-admin may only add or remove pairs they hold themselves there (USER_MSG.cannotGrantMore).
import { USER_MSG } from "@/lib/brands/messages";
import { mayChangePermissions, permissionChanges, uniquePermissions } from "@/lib/brands/roles";
import type { TBrandUser, TPermissionPair } from "@/lib/brands/wire";
import type { TAction, TEntity } from "@/lib/permissions";
import type { Actor } from "../access/actor";
import { prisma } from "../db";
import { forbidden } from "../errors";
import { loadBrandUsers } from "./brand-users";
import { requireTarget, requireUserId, requireUserManager } from "./user-access";

export async function setPermissions(actor: Actor, brandId: string, userId: string, body: { permissions: TPermissionPair[] }): Promise<TBrandUser> {
  await requireUserManager(actor, brandId);
  requireUserId(userId);
  const next = uniquePermissions(body.permissions);
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    await requireTarget(actor, brandId, userId, tx);
    const current = (await tx.brandPermission.findMany({ where: { user_id: userId, brand_id: brandId }, select: { entity: true, action: true } })).map(
      (p) => ({ entity: p.entity as TEntity, action: p.action as TAction }),
    );
    if (!actor.is_admin && !mayChangePermissions(actor, brandId, permissionChanges(current, next))) throw forbidden(USER_MSG.cannotGrantMore);
    await tx.brandPermission.deleteMany({ where: { user_id: userId, brand_id: brandId } });
    if (next.length) await tx.brandPermission.createMany({ data: next.map((p) => ({ user_id: userId, brand_id: brandId, ...p })) });
    const [row] = await loadBrandUsers(tx, brandId, userId);
    return row!;
  });
}
