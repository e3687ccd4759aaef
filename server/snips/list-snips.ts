import "server-only";
// snips(assortment_id, brand_id, limit, offset) (spec 3 §7 "Snips", §9): the assortment's snips for its
// shared-learnings tab, newest first, 10 a page unless told (at most 50), with each snip's comment_count and the
// total. An assortment that is not the brand's is a 404. Needs survey.read and enableSnapShare (shared.ts).
import { isId } from "@/lib/ids";
import { ZSnipPage, type TPage, type TSnip } from "@/lib/snips/wire";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError } from "../errors";
import { parseInput, requireSnips, snipPage } from "./shared";

export async function listSnips(access: TBrandAccess, assortmentId: string, rawPage: unknown): Promise<TPage<TSnip>> {
  requireSnips(access);
  const page = parseInput(ZSnipPage, rawPage ?? {}, "page");
  const assortment = isId(assortmentId) ? await prisma.assortment.findFirst({ where: access.where({ id: assortmentId }), select: { id: true } }) : null;
  if (!assortment) throw new AppError("not_found", STUDY_MSG.assortmentNotFound);
  return snipPage(access, { assortment_id: assortment.id }, page);
}
