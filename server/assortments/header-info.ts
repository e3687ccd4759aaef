// getAssortmentHeaderInfo(_id, brand_id) (spec 3 §2 "Assortment page"): the header pills — products, studies,
// consumer profiles and shared items (snips) — counted in one query (assortment read).
import { isAdmin } from "@/lib/permissions";
import type { TAssortmentHeaderInfo } from "@/lib/studies/wire";
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { assortmentNotFound } from "./get-assortment";
import { LIVE_PRODUCTS, visibleSurveysWhere } from "./serialize";

export async function getAssortmentHeaderInfo(actor: Actor, brandId: string, assortmentId: string, db: Tx = prisma): Promise<TAssortmentHeaderInfo> {
  await requireBrand(actor, brandId, { entity: "assortment", action: "read", db });
  if (!isId(assortmentId)) throw assortmentNotFound();
  const row = await db.assortment.findFirst({
    where: { id: assortmentId, brand_id: brandId },
    select: {
      id: true,
      _count: {
        select: { products: { where: LIVE_PRODUCTS }, surveys: { where: visibleSurveysWhere(isAdmin(actor)) }, consumer_profiles: true, snips: true },
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
