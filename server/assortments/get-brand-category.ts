import "server-only";
// GET /brand/{id}/brand_category/{categoryId}: one of the brand's categories {_id, name, gender} (spec 1 §7).
// Another brand's category, or an unknown one, is "Brand category not found.".
import type { TBrandCategoryRef } from "@/lib/studies/wire";
import { isId } from "@/lib/ids";
import { notFound } from "../errors";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { categoryRef } from "./serialize";

/** Needs brand.member. */
export async function getBrandCategory(access: TBrandAccess, categoryId: string, db: Tx = prisma): Promise<TBrandCategoryRef> {
  const row = isId(categoryId)
    ? await db.brandCategory.findFirst({ where: access.where({ id: categoryId }), select: { id: true, name: true, gender: true } })
    : null;
  if (!row) throw notFound("Brand category");
  return categoryRef(row) as TBrandCategoryRef;
}
