import "server-only";
// Announcing changes to who may do what (P8 item 7): ending a user's sessions by bumping their session version, and
// telling every process to forget its cached copy of a user (server/access/actor-cache.ts).
import { prisma, type Tx } from "../db";
import { publishOnCommit } from "../realtime/pubsub";
import { ACCESS_CHANGED, forgetActors, type TAccessChanged } from "./actor-cache";

/** Every process forgets `userId` (null: everyone) once `tx` commits; this process at once as well. */
export async function announceAccessChange(tx: Tx, userId: string | null): Promise<void> {
  forgetActors(userId);
  await publishOnCommit<TAccessChanged>(tx, ACCESS_CHANGED, { user_id: userId });
}

/**
 * Ends every session and bearer token of `userId` issued so far (password change or reset, deactivation, removal from
 * a brand, role change): they carry the old version and are refused from the next request on.
 */
export async function endSessions(userId: string, tx: Tx = prisma): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { session_version: { increment: 1 } }, select: { id: true } });
  await announceAccessChange(tx, userId);
}
