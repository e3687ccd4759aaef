import "server-only";
// addCommentToSnip(snip_id, brand_id, content) (spec 3 §4, §5): a comment by the caller. The content is plain text,
// trimmed, non-empty, at most COMMENT_MAX_LENGTH (lib/snips/rules.ts; 400 otherwise); a snip the caller cannot see,
// or one deleted, is the 404 of get-snip.ts. The insert and its live "Added" event (events.ts, with the count after
// it) are one transaction, with the e-mails to the colleagues it @mentions (mention-mails.ts): a refused or failed
// write stores, publishes and mails nothing. Needs survey.read and enableSnapShare.
import { ZCommentContent, type TSnipComment } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { queueMentionMails } from "./mention-mails";
import { lockSnip, parseInput, publishCommentChange, requireSnips } from "./shared";
import { COMMENT_SELECT, serializeComment } from "./snip.select";
import { knowledgeChanged } from "../knowledge/jobs";

export async function addComment(access: TBrandAccess, snipId: string, rawContent: unknown): Promise<TSnipComment> {
  requireSnips(access);
  const content = parseInput(ZCommentContent, rawContent, "content");
  const out = await prisma.$transaction(async (tx) => {
    const snip = await lockSnip(tx, access, snipId);
    const row = await tx.comment.create({ data: { snip_id: snip.id, author_id: access.actor.id, content }, select: COMMENT_SELECT });
    await publishCommentChange(tx, snip, "Added", row.id);
    await queueMentionMails(tx, access.brand, { id: row.id, content, author_id: access.actor.id });
    return serializeComment(row, access.actor.id);
  });
  await knowledgeChanged(access.brandId);
  return out;
}
