// GET /brand/{id}/brand_category: the brand's categories {_id, name, gender} by name, for the assortment form and
// the studies filters. Any member of the brand may read them (reference data of the brand).
import type { TBrandCategoryRef } from "@/lib/studies/wire";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { categoryRef } from "./serialize";

export async function listBrandCategories(actor: Actor, brandId: string, db: Tx = prisma): Promise<TBrandCategoryRef[]> {
  await requireBrand(actor, brandId, { db });
  const rows = await db.brandCategory.findMany({ where: { brand_id: brandId }, select: { id: true, name: true, gender: true }, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map((c) => categoryRef(c) as TBrandCategoryRef);
}
