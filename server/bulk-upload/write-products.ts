import "server-only";
// Set-based writes for apply (one statement per step, not one per product): 5,000 rows in a few statements keep
// apply within its time target. Column names come only from the fixed lists of lib/bulk-upload/columns.ts; every
// value travels as one JSON parameter.
import type { TBulkColumn } from "@/lib/bulk-upload/columns";
import type { TCellValue } from "@/lib/bulk-upload/cells";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../db";

type TFieldTarget = Exclude<TBulkColumn["target"], { kind: "json" }>;
const SQL_TYPE: Record<TFieldTarget["kind"], string> = { text: "text", number: "double precision", date: "timestamp(3)" };

export interface TProductWrite {
  id: string;
  values: Map<TBulkColumn, TCellValue>;
}

const CHUNK = 2_000;

/** One JSON object per product: column fields by name, custom_data / forecasts keys grouped. */
function toJson(write: TProductWrite): Record<string, unknown> {
  const row: Record<string, unknown> = { id: write.id };
  const json: Record<"custom_data" | "forecasts", Record<string, TCellValue>> = { custom_data: {}, forecasts: {} };
  for (const [column, value] of write.values) {
    const t = column.target;
    if (t.kind === "json") json[t.root][t.key] = value;
    else row[t.field] = value;
  }
  if (Object.keys(json.custom_data).length) row.custom_data = json.custom_data;
  if (Object.keys(json.forecasts).length) row.forecasts = json.forecasts;
  return row;
}

/** The product columns the model writes (name always), with their SQL types. */
function fieldsOf(columns: readonly TBulkColumn[]): { field: string; type: string }[] {
  const fields = new Map<string, string>([["name", "text"]]);
  for (const c of columns) if (c.target.kind !== "json") fields.set(c.target.field, SQL_TYPE[c.target.kind]);
  return [...fields].map(([field, type]) => ({ field, type }));
}

const ident = (name: string) => Prisma.raw(`"${name}"`);

export async function insertProducts(tx: Tx, o: { brandId: string; language: string; columns: readonly TBulkColumn[]; rows: TProductWrite[] }) {
  const fields = fieldsOf(o.columns);
  const names = Prisma.join(fields.map((f) => ident(f.field)));
  const recordType = Prisma.raw(fields.map((f) => `"${f.field}" ${f.type}`).join(", "));
  const picked = Prisma.join(fields.map((f) => Prisma.sql`r.${ident(f.field)}`));
  for (let i = 0; i < o.rows.length; i += CHUNK) {
    const json = JSON.stringify(o.rows.slice(i, i + CHUNK).map(toJson));
    await tx.$executeRaw`
      INSERT INTO "Product" ("id", "brand_id", "language", ${names}, "custom_data", "forecasts")
      SELECT r."id", ${o.brandId}, ${o.language}, ${picked}, COALESCE(r."custom_data", '{}'::jsonb), COALESCE(r."forecasts", '{}'::jsonb)
      FROM jsonb_to_recordset(${json}::jsonb) AS r("id" text, ${recordType}, "custom_data" jsonb, "forecasts" jsonb)`;
  }
}

/** Writes only the keys each product's JSON carries; custom_data and forecasts keys are merged, not replaced. */
export async function updateProducts(tx: Tx, o: { columns: readonly TBulkColumn[]; rows: TProductWrite[] }) {
  const sets = fieldsOf(o.columns).map(
    (f) => Prisma.sql`${ident(f.field)} = CASE WHEN r.j ? ${f.field} THEN (r.j ->> ${f.field})::${Prisma.raw(f.type)} ELSE p.${ident(f.field)} END`,
  );
  for (let i = 0; i < o.rows.length; i += CHUNK) {
    const json = JSON.stringify(o.rows.slice(i, i + CHUNK).map(toJson));
    await tx.$executeRaw`
      UPDATE "Product" p SET ${Prisma.join(sets)},
        "custom_data" = p."custom_data" || COALESCE(r.j -> 'custom_data', '{}'::jsonb),
        "forecasts" = p."forecasts" || COALESCE(r.j -> 'forecasts', '{}'::jsonb),
        "date_modified" = CURRENT_TIMESTAMP
      FROM jsonb_array_elements(${json}::jsonb) AS r(j)
      WHERE p."id" = r.j ->> 'id'`;
  }
}

export async function linkProducts(tx: Tx, assortmentId: string, productIds: string[]) {
  for (let i = 0; i < productIds.length; i += CHUNK) {
    await tx.$executeRaw`
      INSERT INTO "ProductAssortment" ("product_id", "assortment_id")
      SELECT unnest(${productIds.slice(i, i + CHUNK)}::text[]), ${assortmentId}
      ON CONFLICT DO NOTHING`;
  }
}
