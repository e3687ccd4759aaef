import "server-only";
// GET /brand/{id}/brand_category: the brand's categories {_id, name, gender} by name, for the assortment form and
// the studies filters. Any member of the brand may read them (reference data of the brand), knowledge-base-only
// users excepted.
import type { TBrandCategoryRef } from "@/lib/studies/wire";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { categoryRef } from "./serialize";

/** Needs brand.member. */
export async function listBrandCategories(access: TBrandAccess, db: Tx = prisma): Promise<TBrandCategoryRef[]> {
  const rows = await db.brandCategory.findMany({ where: access.where(), select: { id: true, name: true, gender: true }, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map((c) => categoryRef(c) as TBrandCategoryRef);
}
