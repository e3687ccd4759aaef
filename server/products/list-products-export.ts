import "server-only";
// GET /api/v1/admin/brand/{b}/products/?offset=&limit=&assortmentId= (spec 1 §7): the brand's live products
// in catalogue order, default offset 0 and limit 10000 (spec 1 §9), optionally one assortment's.
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { editableSql } from "./product-editability";
import { loadProductsInOrder } from "./load-products";
import type { TProductWire } from "./serialize";

export interface TProductsListQuery {
  offset?: number;
  limit?: number;
  assortmentId?: string | null;
}

/** Needs product.read. */
export async function listProductsForExport(access: TBrandAccess, q: TProductsListQuery, db: Tx = prisma): Promise<TProductWire[]> {
  const offset = q.offset ?? 0;
  const limit = Math.min(q.limit ?? PRODUCT_LIMITS.listDefaultLimit, PRODUCT_LIMITS.listDefaultLimit);
  const inAssortment = q.assortmentId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "ProductAssortment" pa WHERE pa.product_id = p.id AND pa.assortment_id = ${q.assortmentId})`
    : Prisma.empty;
  const rows = await db.$queryRaw<{ id: string; editable: boolean }[]>`
    SELECT p.id, ${editableSql(Prisma.sql`p.id`)} AS editable
    FROM "Product" p WHERE p.brand_id = ${access.brandId} AND NOT p.deleted ${inAssortment}
    ORDER BY p.date_created DESC, p.id ASC OFFSET ${offset} LIMIT ${limit}`;
  return loadProductsInOrder(db, rows.map((r) => r.id), new Set(rows.filter((r) => r.editable).map((r) => r.id)));
}
