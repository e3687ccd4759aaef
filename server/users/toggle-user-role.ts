import "server-only";
// GraphQL toggleUserRole(_id, role, brandId) (spec 1 §7): switches one role of a member of the brand and answers
// the user's roles. Roles belong to the user, not to one brand, so a non-admin may only change the roles of users
// whose every brand they manage (docs/decisions.md P7 #29). Full and restricted exclude each other
// (lib/brands/roles.ts#toggleRole).
import { USER_MSG } from "@/lib/brands/messages";
import { toggleRole } from "@/lib/brands/roles";
import { ZToggleUserRole } from "@/lib/brands/wire";
import { permits, type TRoles } from "@/lib/permissions";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { forbidden } from "../errors";
import { invalidFromZod } from "../http/problem";
import { requireTarget, requireUserId } from "./user-access";
import { endSessions } from "../access/access-changed";

/** Needs users.manage in the brand of `input.brandId` (the brand `access` was authorized for). */
export async function toggleUserRole(access: TBrandAccess, input: unknown): Promise<TRoles> {
  const parsed = ZToggleUserRole.safeParse(input);
  if (!parsed.success) throw invalidFromZod(parsed.error, "input");
  const { _id: userId, role } = parsed.data;
  const { actor } = access;
  requireUserId(userId, "_id");
  return prisma.$transaction(async (tx) => {
    // Two toggles of one user run one after the other, each on the roles the other left.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const target = await requireTarget(access, userId, tx);
    if (!actor.is_admin && !target.memberships.every((m) => permits(actor, m.brand_id, "users.manage"))) throw forbidden(USER_MSG.rolesInOtherBrands);
    const next = toggleRole({ full: target.role_full, restricted: target.role_restricted, kb_user: target.role_kb_user }, role);
    await tx.user.update({
      where: { id: userId },
      data: { role_full: next.full, role_restricted: next.restricted, role_kb_user: next.kb_user },
    });
    // A role change ends the user's sessions (P8 item 7).
    await endSessions(userId, tx);
    return next;
  });
}
