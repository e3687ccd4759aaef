import "server-only";
// Password reset (spec 1 §7 change-password, §8 texts). Asking: a well-formed address always gets the same answer
// and the same work (rate limit + one queued job); the job alone looks the address up, makes the token and sends
// the mail, so neither the answer nor its timing tells whether the address exists. Resetting: single use under a row
// lock, expiring; it also spends the user's other open reset links.
import type { z } from "zod";
import { TOKEN_LIFETIME_MS, USER_MSG } from "@/lib/brands/messages";
import type { ZChangePasswordRequest, ZResetPassword } from "@/lib/brands/wire";
import { isEmail, normalizeEmail } from "@/lib/brands/invite-emails";
import { prisma } from "../db";
import { AppError, conflict, invalid } from "../errors";
import { enqueue, QUEUES } from "../jobs/queue";
import { consume, type TLimit } from "../rate-limit/limiter";
import { expiresAt, hashPassword, hashToken, isExpired, LINK_TOKEN_PATTERN, newLinkToken } from "./passwords";
import { endSessions } from "../access/access-changed";

// 5 requests per address and client every 15 minutes (docs/decisions.md P7 #8), shared by every app process.
const RESET_MAIL_LIMIT: TLimit = { keyPrefix: "password-reset", points: 5, duration: 15 * 60 };

export interface TResetMailJob {
  kind: "reset";
  email: string;
  origin: string;
}

export async function requestPasswordReset(
  body: z.output<typeof ZChangePasswordRequest>,
  clientKey: string,
  origin: string,
): Promise<{ message: string }> {
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) throw invalid(USER_MSG.invalidEmail, [{ name: "email", reason: USER_MSG.invalidEmail }]);
  await consume(RESET_MAIL_LIMIT, `${clientKey}|${email}`, USER_MSG.tooManyRequests);
  const job: TResetMailJob = { kind: "reset", email, origin };
  await enqueue(QUEUES.mail, { ...job });
  return { message: USER_MSG.resetSent(email) };
}

/** For the mail job: a reset token for an active user with this address, or null (no mail for unknown ones). */
export async function issueResetToken(email: string, now = Date.now()): Promise<{ token: string; email: string } | null> {
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, is_active: true } });
  if (!user || !user.is_active) return null;
  const { token, hash } = newLinkToken();
  await prisma.passwordResetToken.create({
    data: { token_hash: hash, user_id: user.id, expires_at: expiresAt(TOKEN_LIFETIME_MS.passwordReset, now) },
  });
  return { token, email: user.email };
}

const invalidLink = () => new AppError("not_found", USER_MSG.resetLinkInvalid);

export async function resetPassword(body: z.output<typeof ZResetPassword>): Promise<{ email: string; message: string }> {
  if (!LINK_TOKEN_PATTERN.test(body.token)) throw invalidLink();
  const password_hash = await hashPassword(body.password);
  const hash = hashToken(body.token);
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; user_id: string; used_at: Date | null; expires_at: Date }[]>`
      SELECT id, user_id, used_at, expires_at FROM "PasswordResetToken" WHERE token_hash = ${hash} FOR UPDATE`;
    const row = rows[0];
    if (!row || row.used_at) throw invalidLink();
    if (isExpired(row.expires_at)) throw conflict(USER_MSG.resetLinkExpired);
    const user = await tx.user.update({ where: { id: row.user_id }, data: { password_hash }, select: { email: true } });
    // This link and every other open one of the user are spent, and every session issued before ends (P8 item 7).
    await tx.passwordResetToken.updateMany({ where: { user_id: row.user_id, used_at: null }, data: { used_at: new Date() } });
    await endSessions(row.user_id, tx);
    return { email: user.email, message: USER_MSG.passwordSet };
  });
}
