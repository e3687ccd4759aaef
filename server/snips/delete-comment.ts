import "server-only";
// deleteSnipComment(comment_id, brand_id) (spec 3 §2 "a delete confirmation", §6): only the comment's author deletes
// it — anyone else, admins included, gets a 403 and nothing changes. The delete and its live "Deleted" event (with the
// count after it) are one transaction. Answers the id, the snip and its new count. Needs survey.read and
// enableSnapShare.
import { SNIP_MSG } from "@/lib/snips/messages";
import type { TDeletedSnipComment } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { forbidden } from "../errors";
import { lockComment } from "./lock-comment";
import { publishCommentChange, requireSnips } from "./shared";
import { knowledgeChanged } from "../knowledge/jobs";

export async function deleteComment(access: TBrandAccess, commentId: string): Promise<TDeletedSnipComment> {
  requireSnips(access);
  const out = await prisma.$transaction(async (tx) => {
    const { snip, comment } = await lockComment(tx, access, commentId);
    if (comment.author_id !== access.actor.id) throw forbidden(SNIP_MSG.notAuthor);
    await tx.comment.delete({ where: { id: comment.id } });
    const comment_count = await publishCommentChange(tx, snip, "Deleted", comment.id);
    return { _id: comment.id, snip_id: snip.id, comment_count };
  });
  await knowledgeChanged(access.brandId);
  return out;
}
