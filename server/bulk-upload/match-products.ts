import "server-only";
// Existing products of the brand that spreadsheet rows name by their identifier, with what the preview rules
// need: stored values per column, editability (spec 1 §4) and membership of the target assortment. One query,
// whatever the number of rows (the identifiers travel as one array parameter).
import { storedText } from "@/lib/bulk-upload/cells";
import type { TColumnModel } from "@/lib/bulk-upload/columns";
import type { TExistingProduct } from "@/lib/bulk-upload/evaluate";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../db";
import { editableSql } from "../products/product-editability";

type TRow = Record<string, unknown> & { id: string; name: string; editable: boolean; in_assortment: boolean };

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export async function findExistingProducts(
  db: Tx,
  brandId: string,
  assortmentId: string,
  model: TColumnModel,
  identifiers: readonly string[],
): Promise<Map<string, TExistingProduct[]>> {
  const result = new Map<string, TExistingProduct[]>();
  if (identifiers.length === 0) return result;
  // Field names come from the fixed lists of lib/bulk-upload/columns.ts, never from metadata text.
  const fields = [...new Set(["name", ...model.columns.flatMap((c) => (c.target.kind === "json" ? [] : [c.target.field]))])];
  const id = model.identifier.target;
  // custom_data identifiers compare the key's text (a number stored by the form matches its cell text too).
  const identifierSql = id.kind === "json" ? Prisma.sql`(p.${Prisma.raw(`"${id.root}"`)} ->> ${id.key})` : Prisma.raw(`p."${id.kind === "text" ? id.field : "product_id"}"`);
  const rows = await db.$queryRaw<TRow[]>`
    SELECT p."id", ${Prisma.join(fields.map((f) => Prisma.raw(`p."${f}"`)))}, p."custom_data", p."forecasts",
      ${editableSql(Prisma.sql`p."id"`)} AS "editable",
      EXISTS (SELECT 1 FROM "ProductAssortment" pa WHERE pa."product_id" = p."id" AND pa."assortment_id" = ${assortmentId}) AS "in_assortment"
    FROM "Product" p
    WHERE p."brand_id" = ${brandId} AND p."deleted" = false AND ${identifierSql} = ANY(${[...new Set(identifiers)]}::text[])`;
  for (const row of rows) {
    const values: Record<string, unknown> = {};
    for (const column of model.columns) {
      const t = column.target;
      values[column.dataPath] = t.kind === "json" ? asRecord(row[t.root])[t.key] : row[t.field];
    }
    const key = storedText(values[model.identifier.dataPath], "text");
    if (key === null) continue;
    const existing: TExistingProduct = { id: row.id, name: row.name, values, editable: row.editable, inAssortment: row.in_assortment };
    result.set(key, [...(result.get(key) ?? []), existing]);
  }
  return result;
}
