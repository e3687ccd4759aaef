// PUT / DELETE /api/v1/admin/brand/{brandId}/merchants/{userId} (spec 1 §7): activate / deactivate a user in a
// brand. Only existing memberships (adding people is addUsersToBrand); deactivating keeps the user's permissions
// there, so activating again restores them.
import type { TBrandUser } from "@/lib/brands/wire";
import type { Actor } from "../access/actor";
import { prisma } from "../db";
import { loadBrandUsers } from "./brand-users";
import { requireTarget, requireUserId, requireUserManager } from "./user-access";

export async function setMembershipActive(actor: Actor, brandId: string, userId: string, active: boolean): Promise<TBrandUser> {
  await requireUserManager(actor, brandId);
  requireUserId(userId);
  return prisma.$transaction(async (tx) => {
    await requireTarget(actor, brandId, userId, tx);
    await tx.brandMembership.update({ where: { user_id_brand_id: { user_id: userId, brand_id: brandId } }, data: { is_active: active } });
    const [row] = await loadBrandUsers(tx, brandId, userId);
    return row!;
  });
}
