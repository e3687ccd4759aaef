import "server-only";
// Brand categories of brand settings (spec 1 §3 "Brand category", §7 /brand/{b}/brand_category): list with usage,
// create, rename, delete (refused while assortments use it) and migrate (move every assortment of one category to
// another, then delete the emptied one, in one transaction). Reads need settings.read, writes settings.write.
import type { TBrandCategoryRow } from "@/lib/brands/wire";
import { BRAND_MSG } from "@/lib/brands/messages";
import { isId } from "@/lib/ids";
import { AppError, conflict, invalid, notFound } from "../errors";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { isUniqueViolation } from "./settings-access";

export interface TCategoryInput {
  name: string;
  gender?: string | null;
}

const exists = () => new AppError("conflict", BRAND_MSG.categoryExists, [{ name: "name", reason: BRAND_MSG.categoryExists }]);

const rowSelect = { id: true, name: true, gender: true, _count: { select: { assortments: true } } } as const;
const toRow = (c: { id: string; name: string; gender: string | null; _count: { assortments: number } }): TBrandCategoryRow => ({
  _id: c.id,
  name: c.name,
  gender: c.gender,
  assortments: c._count.assortments,
});

/** Needs settings.read. */
export async function listCategoriesWithUsage(access: TBrandAccess, db: Tx = prisma): Promise<TBrandCategoryRow[]> {
  const rows = await db.brandCategory.findMany({ where: access.where(), select: rowSelect, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toRow);
}

async function findOwn(db: Tx, access: TBrandAccess, categoryId: string) {
  const row = isId(categoryId) ? await db.brandCategory.findFirst({ where: access.where({ id: categoryId }), select: rowSelect }) : null;
  if (!row) throw notFound("Brand category");
  return row;
}

/** Names are unique per brand, compared without regard to case. */
async function assertNameFree(db: Tx, access: TBrandAccess, name: string, exceptId?: string) {
  const other = await db.brandCategory.findFirst({
    where: access.where({ name: { equals: name, mode: "insensitive" as const }, ...(exceptId ? { NOT: { id: exceptId } } : {}) }),
    select: { id: true },
  });
  if (other) throw exists();
}

async function uniqueGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw exists();
    throw e;
  }
}

/** Needs settings.write. */
export async function createBrandCategory(access: TBrandAccess, input: TCategoryInput): Promise<TBrandCategoryRow> {
  return uniqueGuard(() =>
    prisma.$transaction(async (tx) => {
      await assertNameFree(tx, access, input.name);
      const c = await tx.brandCategory.create({ data: { brand_id: access.brandId, name: input.name, gender: input.gender ?? null }, select: rowSelect });
      return toRow(c);
    }),
  );
}

/** Needs settings.write. */
export async function updateBrandCategory(access: TBrandAccess, categoryId: string, input: TCategoryInput): Promise<TBrandCategoryRow> {
  return uniqueGuard(() =>
    prisma.$transaction(async (tx) => {
      await findOwn(tx, access, categoryId);
      await assertNameFree(tx, access, input.name, categoryId);
      const c = await tx.brandCategory.update({
        where: { id: categoryId },
        data: { name: input.name, ...(input.gender !== undefined ? { gender: input.gender } : {}) },
        select: rowSelect,
      });
      return toRow(c);
    }),
  );
}

/** Needs settings.write. */
export async function deleteBrandCategory(access: TBrandAccess, categoryId: string): Promise<{ _id: string }> {
  return prisma.$transaction(async (tx) => {
    const c = await findOwn(tx, access, categoryId);
    // Lock the category row so an assortment cannot be attached between the count and the delete.
    await tx.$queryRaw`SELECT id FROM "BrandCategory" WHERE id = ${c.id} FOR UPDATE`;
    const used = await tx.assortment.count({ where: { brand_category_id: c.id } });
    if (used > 0) throw conflict(BRAND_MSG.categoryInUse);
    await tx.brandCategory.delete({ where: { id: c.id } });
    return { _id: c.id };
  });
}

/**
 * Moves every assortment of `from` to `to` (both of this brand), then deletes `from`. Answers the target with its new
 * count. Needs settings.write.
 */
export async function migrateBrandCategory(access: TBrandAccess, from: string, to: string): Promise<TBrandCategoryRow & { moved: number }> {
  if (from === to) throw invalid(BRAND_MSG.categoryMigrateSame, [{ name: "to", reason: BRAND_MSG.categoryMigrateSame }]);
  return prisma.$transaction(async (tx) => {
    const source = await findOwn(tx, access, from);
    await findOwn(tx, access, to);
    await tx.$queryRaw`SELECT id FROM "BrandCategory" WHERE id = ${source.id} FOR UPDATE`;
    const { count } = await tx.assortment.updateMany({ where: { brand_category_id: source.id }, data: { brand_category_id: to } });
    await tx.brandCategory.delete({ where: { id: source.id } });
    const target = await findOwn(tx, access, to);
    return { ...toRow(target), moved: count };
  });
}
