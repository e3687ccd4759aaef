import "server-only";
// decisionPoints(brand_id): the decision points a brand's studies may use — the brand's own and the
// platform-wide ones (brand_id null) — ordered by type order then title. Any member of the brand may list them,
// knowledge-base-only users excepted.
import type { TDecisionPoint } from "@/lib/studies/wire";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";

/** Needs brand.member. */
export async function decisionPoints(access: TBrandAccess, db: Tx = prisma): Promise<TDecisionPoint[]> {
  const rows = await db.decisionPoint.findMany({
    where: { OR: [{ brand_id: access.brandId }, { brand_id: null }] },
    select: { id: true, title: true, abbreviation: true, type: { select: { id: true, name: true, sort_order: true } } },
    orderBy: [{ type: { sort_order: "asc" } }, { title: "asc" }, { id: "asc" }],
  });
  return rows.map((d) => ({
    _id: d.id,
    title: d.title,
    abbreviation: d.abbreviation,
    type: { _id: d.type.id, title: d.type.name, order: d.type.sort_order },
  }));
}
