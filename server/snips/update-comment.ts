import "server-only";
// updateSnipComment(comment_id, brand_id, content) (spec 3 §2 "Comment card: edit mode", §6): only the comment's
// author edits it — anyone else, admins included, gets a 403 and nothing changes. The content follows the rules of
// add-comment.ts; unchanged content writes and publishes nothing. An edit stamps content_updated and publishes
// "Updated" in the same transaction. Needs survey.read and enableSnapShare.
import { SNIP_MSG } from "@/lib/snips/messages";
import { ZCommentContent, type TSnipComment } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { forbidden } from "../errors";
import { lockComment } from "./lock-comment";
import { parseInput, publishCommentChange, requireSnips } from "./shared";
import { COMMENT_SELECT, serializeComment } from "./snip.select";
import { knowledgeChanged } from "../knowledge/jobs";

export async function updateComment(access: TBrandAccess, commentId: string, rawContent: unknown): Promise<TSnipComment> {
  requireSnips(access);
  const content = parseInput(ZCommentContent, rawContent, "content");
  const out = await prisma.$transaction(async (tx) => {
    const { snip, comment } = await lockComment(tx, access, commentId);
    if (comment.author_id !== access.actor.id) throw forbidden(SNIP_MSG.notAuthor);
    if (comment.content === content) return serializeComment(comment, access.actor.id);
    const row = await tx.comment.update({ where: { id: comment.id }, data: { content, content_updated: new Date() }, select: COMMENT_SELECT });
    await publishCommentChange(tx, snip, "Updated", row.id);
    return serializeComment(row, access.actor.id);
  });
  await knowledgeChanged(access.brandId);
  return out;
}
