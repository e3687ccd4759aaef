import "server-only";
// What every snip use case shares (spec 3 §3 "Snip", §6):
// - access: the declared survey.read on the brand AND the brand's enableSnapShare feature (403 with its reason);
// - a snip is found only in the caller's brand, and, for non-admins, not on a template study (as studies are hidden,
//   load-study.ts); a malformed, unknown or hidden id is the one 404 "Sorry, this snip is not available at the moment.";
// - input parsing with the zod schemas of lib/snips/wire.ts (400 naming the field; nothing is read or written);
// - comment writes lock their snip's row, so a comment never lands on a snip being deleted and the count each live
//   event carries is the count after exactly that change.
import { isAdmin } from "@/lib/permissions";
import { isId } from "@/lib/ids";
import { parseFeatures } from "@/lib/schemas/brand";
import { SNIP_MSG } from "@/lib/snips/messages";
import type { TPage, TPageArgs, TSnip } from "@/lib/snips/wire";
import type { Prisma } from "../generated/prisma/client";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";
import { AppError, forbidden } from "../errors";
import { publishSnipCommentEvent, type TSnipCommentChange } from "./events";
import { SNIP_SELECT, serializeSnip, type TSnipRow } from "./snip.select";

export const snipNotFound = () => new AppError("not_found", SNIP_MSG.notAvailable);
export const commentNotFound = () => new AppError("not_found", SNIP_MSG.commentNotFound);

/** The caller may use snips on this brand: survey.read (declared by every entry point) and the brand's feature. */
export function requireSnips(access: TBrandAccess): void {
  withPermission(access, "survey.read");
  if (!parseFeatures(access.brand.features).enableSnapShare) throw forbidden(SNIP_MSG.notEnabled);
}

export { parseInput } from "../http/problem";

/** The caller's brand's snips, less those on template studies for non-admins. */
export function snipWhere(access: TBrandAccess, where: Prisma.SnipWhereInput = {}): Prisma.SnipWhereInput {
  const hidden: Prisma.SnipWhereInput = isAdmin(access.actor)
    ? {}
    : { survey: { internal_template: false, OR: [{ temp_type: null }, { temp_type: { not: "template" } }] } };
  return { ...where, ...hidden, brand_id: access.brandId };
}

export async function loadSnip(access: TBrandAccess, snipId: string, db: Tx = prisma): Promise<TSnipRow> {
  if (!isId(snipId)) throw snipNotFound();
  const row = await db.snip.findFirst({ where: snipWhere(access, { id: snipId }), select: SNIP_SELECT });
  if (!row) throw snipNotFound();
  return row;
}

/** Inside a transaction: the snip, its row locked until commit (FOR UPDATE), or the 404. */
export async function lockSnip(tx: Tx, access: TBrandAccess, snipId: string): Promise<TSnipRow> {
  if (!isId(snipId)) throw snipNotFound();
  await tx.$queryRaw`SELECT id FROM "Snip" WHERE id = ${snipId} AND brand_id = ${access.brandId} FOR UPDATE`;
  return loadSnip(access, snipId, tx);
}

/** One page of snips, newest first, with the total. */
export async function snipPage(access: TBrandAccess, where: Prisma.SnipWhereInput, page: TPageArgs): Promise<TPage<TSnip>> {
  const scoped = snipWhere(access, where);
  const [total, rows] = await Promise.all([
    prisma.snip.count({ where: scoped }),
    prisma.snip.findMany({ where: scoped, orderBy: [{ date_created: "desc" }, { id: "desc" }], skip: page.offset, take: page.limit, select: SNIP_SELECT }),
  ]);
  return { total, results: rows.map((r) => serializeSnip(r, access.actor.id)) };
}

/** Publishes a comment change of a locked snip (delivered on commit) and answers the snip's count after it. */
export async function publishCommentChange(tx: Tx, snip: TSnipRow, type: TSnipCommentChange, commentId: string): Promise<number> {
  const count = await tx.comment.count({ where: { snip_id: snip.id } });
  await publishSnipCommentEvent(tx, {
    brand_id: snip.brand_id,
    snip_id: snip.id,
    survey_id: snip.survey_id,
    assortment_id: snip.assortment_id,
    type,
    comment_id: commentId,
    comment_count: count,
  });
  return count;
}
