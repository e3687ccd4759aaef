import "server-only";
// PUT / DELETE /api/v1/admin/brand/{brandId}/merchants/{userId} (spec 1 §7): activate / deactivate a user in a
// brand. Only existing memberships (adding people is addUsersToBrand); deactivating keeps the user's permissions
// there, so activating again restores them.
import type { TBrandUser } from "@/lib/brands/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadBrandUsers } from "./brand-users";
import { requireTarget, requireUserId } from "./user-access";
import { announceAccessChange, endSessions } from "../access/access-changed";

/** Needs users.manage. */
export async function setMembershipActive(access: TBrandAccess, userId: string, active: boolean): Promise<TBrandUser> {
  requireUserId(userId);
  return prisma.$transaction(async (tx) => {
    await requireTarget(access, userId, tx);
    await tx.brandMembership.update({ where: { user_id_brand_id: { user_id: userId, brand_id: access.brandId } }, data: { is_active: active } });
    // Removal from a brand ends the user's sessions (P8 item 7); activation only refreshes what processes cached.
    if (active) await announceAccessChange(tx, userId);
    else await endSessions(userId, tx);
    const [row] = await loadBrandUsers(access, tx, userId);
    return row!;
  });
}
