import "server-only";
// DELETE /api/v1/admin/user/{id}/delete (spec 1 §7): an admin deletes a user (not themselves). What the user made
// stays: studies' creator/owner, snips, comments, learnings and share links keep their content with the user
// reference cleared (ON DELETE SET NULL in prisma/schema); memberships, permissions, invitations and reset links go
// with the user (ON DELETE CASCADE); invitations they sent lose their sender. docs/decisions.md P7 #31.
import { USER_MSG } from "@/lib/brands/messages";
import type { Actor } from "../access/actor";
import { prisma } from "../db";
import { forbidden, notFound } from "../errors";
import { requireUserId } from "./user-access";
import { announceAccessChange } from "../access/access-changed";

/** Needs admin (declared by DELETE /admin/user/{id}/delete); `actor` is that admin, who may not delete themselves. */
export async function deleteUser(actor: Actor, userId: string): Promise<{ _id: string; email: string }> {
  requireUserId(userId, "id");
  if (userId === actor.id) throw forbidden(USER_MSG.deleteSelf);
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
    if (!user) throw notFound("User");
    await tx.user.delete({ where: { id: userId } });
    await announceAccessChange(tx, userId);
    return { _id: user.id, email: user.email };
  });
}
