import "server-only";
// Invitations into a brand (spec 1 §8): a single-use link that expires. The Invitation row is made with the
// membership (server/users/add-users-to-brand.ts); the mail job gives it its token (issueInvitationToken), so the
// only copy of a usable token is in the e-mail. Accepting sets the password under a row lock: a second accept of the
// same link finds it used.
import { TOKEN_LIFETIME_MS, USER_MSG } from "@/lib/brands/messages";
import type { z } from "zod";
import type { ZAcceptInvitation } from "@/lib/brands/wire";
import { prisma, type Tx } from "../db";
import { nameOrEmail } from "../mail/links";
import { AppError, conflict, invalid } from "../errors";
import { expiresAt, hashPassword, hashToken, isExpired, LINK_TOKEN_PATTERN, newLinkToken } from "./passwords";
import { endSessions } from "../access/access-changed";

const notFoundError = () => new AppError("not_found", USER_MSG.invitationNotFound);
/** An expired link: 409 (the link exists, its state refuses the action). */
const expiredError = () => conflict(USER_MSG.invitationExpired);

/** Opens an invitation of `userId` into `brandId`, replacing any earlier unused one there. Answers its id. */
export async function createInvitation(
  tx: Tx,
  o: { userId: string; email: string; brandId: string; invitedById: string | null; now?: number },
): Promise<string> {
  await tx.invitation.deleteMany({ where: { user_id: o.userId, brand_id: o.brandId, used_at: null } });
  const inv = await tx.invitation.create({
    data: {
      // A placeholder nobody knows; the mail job replaces it with the hash of the token it mails.
      token_hash: newLinkToken().hash,
      email: o.email,
      brand_id: o.brandId,
      user_id: o.userId,
      invited_by_id: o.invitedById,
      expires_at: expiresAt(TOKEN_LIFETIME_MS.invitation, o.now),
    },
    select: { id: true },
  });
  return inv.id;
}

export interface TInvitationMailData {
  token: string;
  email: string;
  brandName: string;
  inviterName: string | null;
}

/** For the mail job: a fresh token for an open invitation (null when it was used, replaced or has expired). */
export async function issueInvitationToken(invitationId: string): Promise<TInvitationMailData | null> {
  const { token, hash } = newLinkToken();
  const updated = await prisma.invitation.updateMany({
    where: { id: invitationId, used_at: null, expires_at: { gt: new Date() } },
    data: { token_hash: hash },
  });
  if (updated.count === 0) return null;
  const inv = await prisma.invitation.findUniqueOrThrow({
    where: { id: invitationId },
    select: { email: true, brand: { select: { name: true } }, invited_by: { select: { first_name: true, last_name: true, email: true } } },
  });
  return { token, email: inv.email, brandName: inv.brand.name, inviterName: inv.invited_by ? nameOrEmail(inv.invited_by) : null };
}

const invitationSelect = {
  id: true,
  email: true,
  used_at: true,
  expires_at: true,
  user_id: true,
  brand: { select: { id: true, name: true } },
  user: { select: { password_hash: true, first_name: true, last_name: true } },
} as const;

async function findOpen(db: Tx, token: string) {
  if (!LINK_TOKEN_PATTERN.test(token)) throw notFoundError();
  const inv = await db.invitation.findUnique({ where: { token_hash: hashToken(token) }, select: invitationSelect });
  // Used, or the user set a password through another link since: the link is spent.
  if (!inv || inv.used_at || inv.user.password_hash) throw notFoundError();
  if (isExpired(inv.expires_at)) throw expiredError();
  return inv;
}

export interface TInvitationInfo {
  email: string;
  brand_id: string;
  brand_name: string;
  /** The invitee has no first or last name yet: the page asks for them. */
  needs_name: boolean;
}

export async function checkInvitation(token: string): Promise<TInvitationInfo> {
  const inv = await findOpen(prisma, token);
  return {
    email: inv.email,
    brand_id: inv.brand.id,
    brand_name: inv.brand.name,
    needs_name: !inv.user.first_name.trim() || !inv.user.last_name.trim(),
  };
}

export async function acceptInvitation(token: string, body: z.output<typeof ZAcceptInvitation>): Promise<{ email: string; brand_id: string }> {
  // Hash before taking the lock: bcrypt takes tens of milliseconds.
  const password_hash = await hashPassword(body.password);
  return prisma.$transaction(async (tx) => {
    if (LINK_TOKEN_PATTERN.test(token)) {
      await tx.$queryRaw`SELECT id FROM "Invitation" WHERE token_hash = ${hashToken(token)} FOR UPDATE`;
    }
    const inv = await findOpen(tx, token);
    const needsName = !inv.user.first_name.trim() || !inv.user.last_name.trim();
    if (needsName) {
      const missing = (["first_name", "last_name"] as const).filter((k) => !body[k]);
      if (missing.length) throw invalid(USER_MSG.nameRequired, missing.map((name) => ({ name, reason: "required" })));
    }
    await tx.user.update({
      where: { id: inv.user_id },
      data: {
        password_hash,
        ...(body.first_name ? { first_name: body.first_name } : {}),
        ...(body.last_name ? { last_name: body.last_name } : {}),
      },
    });
    // Every open invitation of this user is spent now that a password exists (their memberships stay); so are reset
    // links issued before, and any session (P8 item 7).
    const now = new Date();
    await tx.invitation.updateMany({ where: { user_id: inv.user_id, used_at: null }, data: { used_at: now } });
    await tx.passwordResetToken.updateMany({ where: { user_id: inv.user_id, used_at: null }, data: { used_at: now } });
    await endSessions(inv.user_id, tx);
    return { email: inv.email, brand_id: inv.brand.id };
  });
}
