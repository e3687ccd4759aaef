import "server-only";
// Mentions in a new snip comment (P12 item 4, beyond the spec; docs/decisions.md P12 #7). When the brand has
// enableEmailNotifications, the colleagues the comment mentions ("@First Last" or "@email", lib/snips/mentions.ts)
// get an e-mail through the mail queue, unless their notification settings in the brand turn mentions off. A
// colleague is an active user with an active membership in the brand who may read studies there (survey read or
// write), not knowledge-base-only; the author is never mailed. The jobs are queued in the comment's transaction, so
// a comment that is not saved mails nobody; the job reads everything again when it runs (server/jobs/mail-jobs.ts).
import { mentionedIds } from "@/lib/snips/mentions";
import { parseFeatures } from "@/lib/schemas/brand";
import { enqueueInTx, QUEUES } from "../jobs/queue";
import { parseNotificationSettings } from "../brands/notification-settings";
import type { Tx } from "../db";

/** Colleagues of the brand who may be mentioned: with their notification settings there. */
export async function mentionableColleagues(db: Tx, brandId: string) {
  const rows = await db.brandMembership.findMany({
    where: {
      brand_id: brandId,
      is_active: true,
      user: {
        is_active: true,
        permissions: { some: { brand_id: brandId, entity: "survey" } },
        NOT: { role_kb_user: true, role_full: false, role_restricted: false },
      },
    },
    select: { notification_settings: true, user: { select: { id: true, first_name: true, last_name: true, email: true } } },
  });
  return rows.map((r) => ({ ...r.user, mentions: parseNotificationSettings(r.notification_settings).mention }));
}

/** Queues the mention e-mails of a comment just written in `tx`; answers whom it queued mail for. */
export async function queueMentionMails(tx: Tx, brand: { id: string; features: unknown }, comment: { id: string; content: string; author_id: string }): Promise<string[]> {
  if (!comment.content.includes("@") || !parseFeatures(brand.features).enableEmailNotifications) return [];
  const colleagues = (await mentionableColleagues(tx, brand.id)).filter((c) => c.id !== comment.author_id);
  const to = mentionedIds(comment.content, colleagues).filter((id) => colleagues.find((c) => c.id === id)?.mentions);
  for (const userId of to) await enqueueInTx(tx, QUEUES.mail, { kind: "mention", commentId: comment.id, userId });
  return to;
}
