import "server-only";
// The mail job of a snip mention (server/snips/mention-mails.ts queues it): everything is read again when it runs,
// so a comment deleted meanwhile, a colleague who left the brand, a brand that turned e-mail notifications off or a
// colleague who turned mentions off since mails nobody. The link opens the snip with the comment highlighted (the
// study's results when the snip has no assortment).
import { routes } from "@/lib/routes";
import { parseFeatures } from "@/lib/schemas/brand";
import { prisma } from "../db";
import { appOrigin, nameOrEmail } from "../mail/links";
import { mentionMail } from "../mail/mention-mail";
import { sendMail } from "../mail/send-mail";
import { mentionableColleagues } from "./mention-mails";

export async function sendMentionMail(commentId: string, userId: string): Promise<"sent" | "skipped"> {
  const comment = await prisma.comment.findUnique({
    where: { id: commentId },
    select: {
      id: true,
      content: true,
      author: { select: { first_name: true, last_name: true, email: true } },
      snip: { select: { id: true, title: true, survey_id: true, assortment_id: true, brand: { select: { id: true, name: true, features: true } } } },
    },
  });
  if (!comment) return "skipped";
  const { snip } = comment;
  if (!parseFeatures(snip.brand.features).enableEmailNotifications) return "skipped";
  const colleague = (await mentionableColleagues(prisma, snip.brand.id)).find((c) => c.id === userId);
  if (!colleague?.mentions) return "skipped";
  const path = snip.assortment_id
    ? routes.snip(snip.brand.id, snip.assortment_id, snip.id, comment.id)
    : `/brand/${snip.brand.id}/campaign/${snip.survey_id}/results`;
  await sendMail(
    mentionMail({
      to: colleague.email,
      authorName: comment.author ? nameOrEmail(comment.author) : "A colleague",
      snipTitle: snip.title,
      brandName: snip.brand.name,
      comment: comment.content,
      link: appOrigin() + path,
    }),
  );
  return "sent";
}
