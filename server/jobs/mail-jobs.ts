import "server-only";
// The mail queue's work (QUEUES.mail): invitation, "added to a brand", password-reset and snip-mention e-mails.
// Tokens are made here, just before the mail goes out, so none is ever stored in a usable form.
import { z } from "zod";
import { issueInvitationToken } from "../auth/invitations";
import { issueResetToken } from "../auth/password-reset";
import { prisma } from "../db";
import { addedToBrandMail, invitationMail } from "../mail/invitation-mail";
import { nameOrEmail } from "../mail/links";
import { resetMail } from "../mail/reset-mail";
import { sendMentionMail } from "../snips/send-mention-mail";
import { sendMail } from "../mail/send-mail";

export const ZMailJob = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("invitation"), invitationId: z.string(), origin: z.string() }),
  z.object({ kind: z.literal("added"), userId: z.string(), brandId: z.string(), inviterId: z.string().nullable(), origin: z.string() }),
  z.object({ kind: z.literal("reset"), email: z.string(), origin: z.string() }),
  z.object({ kind: z.literal("mention"), commentId: z.string(), userId: z.string() }),
]);
export type TMailJob = z.infer<typeof ZMailJob>;

/** Runs one mail job. Answers what was sent (for logs and tests); a malformed job is dropped. */
export async function runMailJob(raw: unknown): Promise<"sent" | "skipped"> {
  const parsed = ZMailJob.safeParse(raw);
  if (!parsed.success) return "skipped";
  const job = parsed.data;
  if (job.kind === "invitation") {
    const inv = await issueInvitationToken(job.invitationId);
    if (!inv) return "skipped";
    await sendMail(invitationMail({ to: inv.email, brandName: inv.brandName, inviterName: inv.inviterName, origin: job.origin, token: inv.token }));
    return "sent";
  }
  if (job.kind === "added") {
    const [user, brand, inviter] = await Promise.all([
      prisma.user.findUnique({ where: { id: job.userId }, select: { email: true } }),
      prisma.brand.findUnique({ where: { id: job.brandId }, select: { id: true, name: true } }),
      job.inviterId ? prisma.user.findUnique({ where: { id: job.inviterId }, select: { first_name: true, last_name: true, email: true } }) : null,
    ]);
    if (!user || !brand) return "skipped";
    await sendMail(addedToBrandMail({ to: user.email, brandName: brand.name, brandId: brand.id, inviterName: inviter ? nameOrEmail(inviter) : null, origin: job.origin }));
    return "sent";
  }
  if (job.kind === "mention") return sendMentionMail(job.commentId, job.userId);
  const reset = await issueResetToken(job.email);
  if (!reset) return "skipped";
  await sendMail(resetMail({ to: reset.email, origin: job.origin, token: reset.token }));
  return "sent";
}
