import "server-only";
// getAssortmentHeaderInfo(_id, brand_id) (spec 3 §2 "Assortment page"): the header pills — products, studies,
// consumer profiles and shared items (snips) — counted in one query (assortment read).
import { isAdmin } from "@/lib/permissions";
import type { TAssortmentHeaderInfo } from "@/lib/studies/wire";
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { assortmentNotFound } from "./get-assortment";
import { LIVE_PRODUCTS, visibleSurveysWhere } from "./serialize";

/** Needs assortment.read. */
export async function getAssortmentHeaderInfo(access: TBrandAccess, assortmentId: string, db: Tx = prisma): Promise<TAssortmentHeaderInfo> {
  if (!isId(assortmentId)) throw assortmentNotFound();
  const row = await db.assortment.findFirst({
    where: access.where({ id: assortmentId }),
    select: {
      id: true,
      _count: {
        select: { products: { where: LIVE_PRODUCTS }, surveys: { where: visibleSurveysWhere(isAdmin(access.actor)) }, consumer_profiles: true, snips: true },
      },
    },
  });
  if (!row) throw assortmentNotFound();
  return {
    _id: row.id,
    products: row._count.products,
    surveys: row._count.surveys,
    profiles: row._count.consumer_profiles,
    shared_items: row._count.snips,
  };
}
