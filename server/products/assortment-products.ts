import "server-only";
// getAssortmentProducts and assortmentParentProducts (spec 1 §7): an assortment's live products, and the ones
// that can be chosen as a parent (no parent themselves, spec 1 §4), optionally narrowed by the §5 search text.
import { PRODUCT_RULE_MSG } from "@/lib/products/rules";
import { containsPattern, parseProductSearch } from "@/lib/products/search";
import { isId } from "@/lib/ids";
import { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { editableSql } from "./product-editability";
import { loadProductsInOrder } from "./load-products";
import type { TProductWire } from "./serialize";

interface TAssortmentQuery {
  assortmentId: string;
  search?: string | null;
  parentsOnly?: boolean;
}

async function assortmentProducts(access: TBrandAccess, q: TAssortmentQuery, db: Tx): Promise<TProductWire[]> {
  const exists = isId(q.assortmentId) && (await db.assortment.count({ where: access.where({ id: q.assortmentId }) })) > 0;
  if (!exists) throw new AppError("not_found", PRODUCT_RULE_MSG.assortmentNotFound);

  const search = parseProductSearch(q.search);
  const rows = await db.$queryRaw<{ id: string; editable: boolean }[]>`
    SELECT p.id, ${editableSql(Prisma.sql`p.id`)} AS editable
    FROM "Product" p JOIN "ProductAssortment" pa ON pa.product_id = p.id AND pa.assortment_id = ${q.assortmentId}
    WHERE p.brand_id = ${access.brandId} AND NOT p.deleted
      ${q.parentsOnly ? Prisma.sql`AND p.parent_id IS NULL` : Prisma.empty}
      ${search.kind === "id" ? Prisma.sql`AND p.id = ${search.id}` : Prisma.empty}
      ${search.kind === "name" ? Prisma.sql`AND p.name ILIKE ${containsPattern(search.text)}` : Prisma.empty}
    ORDER BY p.date_created DESC, p.id ASC`;
  const editable = new Set(rows.filter((r) => r.editable).map((r) => r.id));
  return loadProductsInOrder(db, rows.map((r) => r.id), editable);
}

/** Needs product.read. */
export function getAssortmentProducts(access: TBrandAccess, input: { assortmentId: string }, db: Tx = prisma) {
  return assortmentProducts(access, input, db);
}

/** Needs product.read. */
export function getAssortmentParentProducts(access: TBrandAccess, input: { assortmentId: string; search?: string | null }, db: Tx = prisma) {
  return assortmentProducts(access, { ...input, parentsOnly: true }, db);
}
