import "server-only";
// DELETE /api/v1/admin/user/{id}/mfa (P8 item 11): an admin resets a user's two-step sign-in — the lost-phone case.
// The secret, any pending secret, the last accepted step and every recovery code go, and the user's sessions and
// bearer tokens end, in one transaction. If a brand of theirs requires it, they set it up again at their next sign-in.
import type { Actor } from "../access/actor";
import { endSessions } from "../access/access-changed";
import { prisma } from "../db";
import { notFound } from "../errors";
import { requireUserId } from "./user-access";

/** Needs admin (declared by DELETE /admin/user/{id}/mfa). */
export async function resetMfa(_actor: Actor, userId: string): Promise<{ _id: string; email: string; mfa_enabled: false }> {
  requireUserId(userId, "id");
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
    if (!user) throw notFound("User");
    await tx.user.update({
      where: { id: userId },
      data: { mfa_secret: null, mfa_pending_secret: null, mfa_enabled_at: null, mfa_last_step: null },
      select: { id: true },
    });
    await tx.mfaRecoveryCode.deleteMany({ where: { user_id: userId } });
    await endSessions(userId, tx);
    return { _id: user.id, email: user.email, mfa_enabled: false as const };
  });
}
