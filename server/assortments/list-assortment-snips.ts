import "server-only";
// The snips of one assortment for its read-only shared-learnings tab (spec 3 §2 routes, §3 "Snip"): title,
// creator, date and comment count, newest first, 10 a page (spec 3 §9 "snips page size 10").
import { SNIPS_PAGE_SIZE } from "@/lib/snips/messages";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortmentSnipPage, TAssortmentSnipRow } from "@/lib/studies/wire";

export type { TAssortmentSnipPage, TAssortmentSnipRow };
import type { TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { prisma, type Tx } from "../db";

/** Needs assortment.read. */
export async function listAssortmentSnips(access: TBrandAccess, assortmentId: string, page = 1, db: Tx = prisma): Promise<TAssortmentSnipPage> {
  const assortment = await db.assortment.findFirst({ where: access.where({ id: assortmentId }), select: { id: true } });
  if (!assortment) throw new AppError("not_found", STUDY_MSG.assortmentNotFound);
  const where = access.where({ assortment_id: assortmentId });
  const current = Math.max(1, Math.floor(page) || 1);
  const [total, rows] = await Promise.all([
    db.snip.count({ where }),
    db.snip.findMany({
      where,
      orderBy: [{ date_created: "desc" }, { id: "desc" }],
      skip: (current - 1) * SNIPS_PAGE_SIZE,
      take: SNIPS_PAGE_SIZE,
      select: {
        id: true,
        title: true,
        date_created: true,
        survey: { select: { id: true, title: true } },
        creator: { select: { id: true, first_name: true, last_name: true, email: true } },
        _count: { select: { comments: true } },
      },
    }),
  ]);
  return {
    total,
    page: current,
    page_size: SNIPS_PAGE_SIZE,
    snips: rows.map((s) => ({
      _id: s.id,
      title: s.title,
      survey: { _id: s.survey.id, title: s.survey.title },
      creator: s.creator ? { _id: s.creator.id, first_name: s.creator.first_name, last_name: s.creator.last_name, email: s.creator.email } : null,
      date_created: s.date_created.toISOString(),
      comment_count: s._count.comments,
    })),
  };
}
