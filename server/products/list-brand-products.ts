import "server-only";
// brandProducts (spec 1 §2 catalogue, §5 search and price filter, §7): one page of a brand's live products,
// newest first, with filtered_count (after search and filters) and total_count (the brand's, or the
// assortment's, live products). Counts and the page are picked in SQL; only the page's rows are loaded.
import { containsPattern, parseProductSearch } from "@/lib/products/search";
import { ZBrandProductsArgs, type TBrandProductsArgs } from "@/lib/schemas/product";
import { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { invalidFromZod } from "../http/problem";
import { editableSql } from "./product-editability";
import { loadProductsInOrder } from "./load-products";
import type { TProductWire } from "./serialize";

export interface TBrandProductsResult {
  products: TProductWire[];
  filtered_count: number;
  total_count: number;
}

/** The rows every count starts from: the brand's live products, within one assortment when asked. */
function scopeSql(brandId: string, assortmentId: string | null | undefined): Prisma.Sql {
  const inAssortment = assortmentId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "ProductAssortment" pa WHERE pa.product_id = p.id AND pa.assortment_id = ${assortmentId})`
    : Prisma.empty;
  return Prisma.sql`p.brand_id = ${brandId} AND NOT p.deleted ${inAssortment}`;
}

const TRUE_SQL = Prisma.sql`TRUE`;

/** Search and filters as one SQL condition (TRUE when there are none). */
export function filterSql(args: Pick<TBrandProductsArgs, "search" | "filters">): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  const search = parseProductSearch(args.search);
  if (search.kind === "id") parts.push(Prisma.sql`p.id = ${search.id}`);
  if (search.kind === "name") parts.push(Prisma.sql`p.name ILIKE ${containsPattern(search.text)}`);
  const f = args.filters;
  if (f?.price_low !== null && f?.price_low !== undefined) parts.push(Prisma.sql`p.price >= ${f.price_low}`);
  if (f?.price_high !== null && f?.price_high !== undefined) parts.push(Prisma.sql`p.price <= ${f.price_high}`);
  if (f?.assortment_ids?.length) {
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM "ProductAssortment" pf WHERE pf.product_id = p.id AND pf.assortment_id = ANY(${f.assortment_ids}::bpchar[]))`);
  }
  if (f?.created_after) {
    // Columns are UTC wall time (timestamp without time zone); the ISO text's zone is ignored on the cast.
    parts.push(Prisma.sql`p.date_created >= ${new Date(f.created_after).toISOString()}::timestamp`);
  }
  return parts.length ? Prisma.join(parts, " AND ") : TRUE_SQL;
}

/** Needs product.read (on `args.brand_id`, which `access` is for). */
export async function listBrandProducts(access: TBrandAccess, rawArgs: unknown, db: Tx = prisma): Promise<TBrandProductsResult> {
  const parsed = ZBrandProductsArgs.safeParse(rawArgs);
  if (!parsed.success) throw invalidFromZod(parsed.error, "argument");
  const args = parsed.data;

  const scope = scopeSql(access.brandId, args.assortment_id);
  const filters = filterSql(args);
  const hasFilters = filters !== TRUE_SQL;
  const [counts, page] = await Promise.all([
    // Two independent counts, so the filtered one can use the name (trigram) and price indexes on its own;
    // without filters it is the total.
    db.$queryRaw<{ filtered_count: number | null; total_count: number }[]>`
      SELECT (SELECT count(*) FROM "Product" p WHERE ${scope})::int AS total_count,
             ${hasFilters ? Prisma.sql`(SELECT count(*) FROM "Product" p WHERE ${scope} AND ${filters})::int` : Prisma.sql`NULL::int`} AS filtered_count`,
    // Newest first; the id breaks ties so pages never overlap or skip rows.
    db.$queryRaw<{ id: string; editable: boolean }[]>`
      SELECT p.id, ${editableSql(Prisma.sql`p.id`)} AS editable
      FROM "Product" p WHERE ${scope} AND ${filters}
      ORDER BY p.date_created DESC, p.id ASC
      OFFSET ${args.offset} LIMIT ${args.limit}`,
  ]);
  const editable = new Set(page.filter((r) => r.editable).map((r) => r.id));
  return {
    products: await loadProductsInOrder(db, page.map((r) => r.id), editable),
    filtered_count: counts[0]?.filtered_count ?? counts[0]?.total_count ?? 0,
    total_count: counts[0]?.total_count ?? 0,
  };
}
