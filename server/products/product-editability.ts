import "server-only";
// Product editability (spec 1 §4): a product used in an Active or Closed study is not editable. Computed in SQL:
// lists use the EXISTS fragment per row, single reads and writes ask for one id (SurveyProduct is indexed by
// product_id, so both are index lookups).
import { PRODUCT_MSG } from "@/lib/products/messages";
import { Prisma } from "../generated/prisma/client";
import { AppError } from "../errors";
import type { Tx } from "../db";

/** Study statuses that lock their products. */
export const LOCKING_STATUSES = ["Active", "Closed"] as const;

/** SQL boolean: whether the product whose id is the column `idColumn` (e.g. `p.id`) is editable. */
export function editableSql(idColumn: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (
    SELECT 1 FROM "SurveyProduct" sp JOIN "Survey" s ON s.id = sp.survey_id
    WHERE sp.product_id = ${idColumn} AND s.status IN ('Active', 'Closed')
  )`;
}

export async function isProductEditable(db: Tx, productId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ editable: boolean }[]>`SELECT ${editableSql(Prisma.sql`${productId}`)} AS editable`;
  return rows[0]?.editable ?? true;
}

/** Editability of several products at once (the ids that are editable). */
export async function editableIds(db: Tx, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT p.id FROM "Product" p WHERE p.id = ANY(${[...productIds]}::bpchar[]) AND ${editableSql(Prisma.sql`p.id`)}`;
  return new Set(rows.map((r) => r.id));
}

/** Throws the spec's text when the product is in use. 409: the product's state, not the user's rights, refuses. */
export async function assertEditable(db: Tx, productId: string): Promise<void> {
  if (!(await isProductEditable(db, productId))) throw new AppError("conflict", PRODUCT_MSG.notEditable);
}
