import "server-only";
// A comment of the caller's brand for an edit or a delete, inside the write's transaction: its snip is locked first
// (shared.ts#lockSnip, the lock every comment write takes), then the comment is read again under that lock, so a
// comment deleted meanwhile is a 404 rather than a lost write. An unknown id, another brand's comment, or a comment of
// a deleted snip (gone with it) is the 404 "This comment is no longer available."; a snip the caller cannot see is the
// snip's 404.
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../access/authorize";
import type { Tx } from "../db";
import { commentNotFound, lockSnip } from "./shared";
import { COMMENT_SELECT, type TCommentRow, type TSnipRow } from "./snip.select";

export async function lockComment(tx: Tx, access: TBrandAccess, commentId: string): Promise<{ snip: TSnipRow; comment: TCommentRow }> {
  if (!isId(commentId)) throw commentNotFound();
  const found = await tx.comment.findFirst({ where: { id: commentId, snip: { brand_id: access.brandId } }, select: { snip_id: true } });
  if (!found) throw commentNotFound();
  const snip = await lockSnip(tx, access, found.snip_id);
  const comment = await tx.comment.findFirst({ where: { id: commentId, snip_id: snip.id }, select: COMMENT_SELECT });
  if (!comment) throw commentNotFound();
  return { snip, comment };
}
