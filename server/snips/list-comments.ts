import "server-only";
// snipComments(snip_id, brand_id, limit, offset) and Snip.comments (spec 3 §4 "Comments load incrementally, ascending
// by date_created, while the loaded count is below comment_count"): a page of a snip's thread, oldest first (ties by
// id, so pages never overlap), 20 a page unless told (at most 100), with the total. A snip the caller cannot see is
// the 404 of get-snip.ts. Needs survey.read and enableSnapShare.
import { ZCommentPage, type TPage, type TSnipComment } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadSnip, parseInput, requireSnips } from "./shared";
import { COMMENT_SELECT, serializeComment } from "./snip.select";

export async function listComments(access: TBrandAccess, snipId: string, rawPage: unknown): Promise<TPage<TSnipComment>> {
  requireSnips(access);
  const page = parseInput(ZCommentPage, rawPage ?? {}, "page");
  const snip = await loadSnip(access, snipId);
  const where = { snip_id: snip.id };
  const [total, rows] = await Promise.all([
    prisma.comment.count({ where }),
    prisma.comment.findMany({ where, orderBy: [{ date_created: "asc" }, { id: "asc" }], skip: page.offset, take: page.limit, select: COMMENT_SELECT }),
  ]);
  return { total, results: rows.map((r) => serializeComment(r, access.actor.id)) };
}
