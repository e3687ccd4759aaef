// GET /brand/{id}/brand_category/{categoryId}: one of the brand's categories {_id, name, gender} (spec 1 §7).
// Another brand's category, or an unknown one, is "Brand category not found.".
import type { TBrandCategoryRef } from "@/lib/studies/wire";
import { isId } from "@/lib/ids";
import { notFound } from "../errors";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { categoryRef } from "./serialize";

export async function getBrandCategory(actor: Actor, brandId: string, categoryId: string, db: Tx = prisma): Promise<TBrandCategoryRef> {
  await requireBrand(actor, brandId, { db });
  const row = isId(categoryId)
    ? await db.brandCategory.findFirst({ where: { id: categoryId, brand_id: brandId }, select: { id: true, name: true, gender: true } })
    : null;
  if (!row) throw notFound("Brand category");
  return categoryRef(row) as TBrandCategoryRef;
}
