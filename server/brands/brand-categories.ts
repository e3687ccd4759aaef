// Brand categories of brand settings (spec 1 §3 "Brand category", §7 /brand/{b}/brand_category): list with usage,
// create, rename, delete (refused while assortments use it) and migrate (move every assortment of one category to
// another, then delete the emptied one, in one transaction). Writes: admin, or settings + brand write.
import type { TBrandCategoryRow } from "@/lib/brands/wire";
import { BRAND_MSG } from "@/lib/brands/messages";
import { isId } from "@/lib/ids";
import { AppError, conflict, invalid, notFound } from "../errors";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { isUniqueViolation, requireSettingsRead, requireSettingsWrite } from "./settings-access";

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

export async function listCategoriesWithUsage(actor: Actor, brandId: string, db: Tx = prisma): Promise<TBrandCategoryRow[]> {
  await requireSettingsRead(actor, brandId, db);
  const rows = await db.brandCategory.findMany({ where: { brand_id: brandId }, select: rowSelect, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toRow);
}

async function findOwn(db: Tx, brandId: string, categoryId: string) {
  const row = isId(categoryId) ? await db.brandCategory.findFirst({ where: { id: categoryId, brand_id: brandId }, select: rowSelect }) : null;
  if (!row) throw notFound("Brand category");
  return row;
}

/** Names are unique per brand, compared without regard to case. */
async function assertNameFree(db: Tx, brandId: string, name: string, exceptId?: string) {
  const other = await db.brandCategory.findFirst({
    where: { brand_id: brandId, name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
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

export async function createBrandCategory(actor: Actor, brandId: string, input: TCategoryInput): Promise<TBrandCategoryRow> {
  await requireSettingsWrite(actor, brandId);
  return uniqueGuard(() =>
    prisma.$transaction(async (tx) => {
      await assertNameFree(tx, brandId, input.name);
      const c = await tx.brandCategory.create({ data: { brand_id: brandId, name: input.name, gender: input.gender ?? null }, select: rowSelect });
      return toRow(c);
    }),
  );
}

export async function updateBrandCategory(actor: Actor, brandId: string, categoryId: string, input: TCategoryInput): Promise<TBrandCategoryRow> {
  await requireSettingsWrite(actor, brandId);
  return uniqueGuard(() =>
    prisma.$transaction(async (tx) => {
      await findOwn(tx, brandId, categoryId);
      await assertNameFree(tx, brandId, input.name, categoryId);
      const c = await tx.brandCategory.update({
        where: { id: categoryId },
        data: { name: input.name, ...(input.gender !== undefined ? { gender: input.gender } : {}) },
        select: rowSelect,
      });
      return toRow(c);
    }),
  );
}

export async function deleteBrandCategory(actor: Actor, brandId: string, categoryId: string): Promise<{ _id: string }> {
  await requireSettingsWrite(actor, brandId);
  return prisma.$transaction(async (tx) => {
    const c = await findOwn(tx, brandId, categoryId);
    // Lock the category row so an assortment cannot be attached between the count and the delete.
    await tx.$queryRaw`SELECT id FROM "BrandCategory" WHERE id = ${c.id} FOR UPDATE`;
    const used = await tx.assortment.count({ where: { brand_category_id: c.id } });
    if (used > 0) throw conflict(BRAND_MSG.categoryInUse);
    await tx.brandCategory.delete({ where: { id: c.id } });
    return { _id: c.id };
  });
}

/** Moves every assortment of `from` to `to` (both of this brand), then deletes `from`. Answers the target with its new count. */
export async function migrateBrandCategory(actor: Actor, brandId: string, from: string, to: string): Promise<TBrandCategoryRow & { moved: number }> {
  await requireSettingsWrite(actor, brandId);
  if (from === to) throw invalid(BRAND_MSG.categoryMigrateSame, [{ name: "to", reason: BRAND_MSG.categoryMigrateSame }]);
  return prisma.$transaction(async (tx) => {
    const source = await findOwn(tx, brandId, from);
    await findOwn(tx, brandId, to);
    await tx.$queryRaw`SELECT id FROM "BrandCategory" WHERE id = ${source.id} FOR UPDATE`;
    const { count } = await tx.assortment.updateMany({ where: { brand_category_id: source.id }, data: { brand_category_id: to } });
    await tx.brandCategory.delete({ where: { id: source.id } });
    const target = await findOwn(tx, brandId, to);
    return { ...toRow(target), moved: count };
  });
}
