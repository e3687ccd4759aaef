// The sales file's row rules (pure; P13 with P2's bulk-upload rules): each data row names one product of the study by
// its Product ID (or, when that cell is empty, its Style Number) and gives its units and revenue. Errors, per row:
// no key, an unknown product, a style number shared by several of the study's products, a product named by more than
// one row, formulas or error cells, text in a number column (P2's parseCell), negative figures, fractional units,
// figures past the columns' bounds. Rows with no error import; the import is refused while any row has one.
import { parseCell } from "../bulk-upload/cells";
import type { TSheetCell } from "../bulk-upload/evaluate";
import { BULK_MSG } from "../bulk-upload/messages";
import { SALES_COLUMNS, SALES_MAX_REVENUE, SALES_MAX_UNITS } from "./limits";
import { SALES_MSG } from "./messages";
import type { TSalesPreviewRow } from "./types";

/** A data row as read: the cells of the columns the header names (absent column or empty cell: undefined / empty). */
export interface TSalesSheetRow {
  rowNumber: number;
  productId?: TSheetCell;
  styleNumber?: TSheetCell;
  units?: TSheetCell;
  revenue?: TSheetCell;
}

/** What a row is matched against: the study's products. */
export interface TSalesProductKey {
  id: string;
  product_id: string | null;
  style_number: string | null;
  name: string;
}

/** A row that imports. */
export interface TSalesRowPlan {
  product_id: string;
  units: number;
  revenue: number;
}

const normKey = (s: string) => s.trim().toLowerCase();

function keyText(cell: TSheetCell | undefined, column: string): { text: string | null; error: string | null } {
  if (!cell) return { text: null, error: null };
  const p = parseCell(cell.input, "text", column, cell.address);
  if (!p.ok) return { text: null, error: p.reason };
  return { text: p.value === null ? null : p.text, error: null };
}

function figure(cell: TSheetCell | undefined, column: string, whole: boolean, max: number): { value: number | null; error: string | null } {
  if (!cell) return { value: null, error: BULK_MSG.required(column) };
  const p = parseCell(cell.input, "number", column, cell.address);
  if (!p.ok) return { value: null, error: p.reason };
  if (p.value === null) return { value: null, error: BULK_MSG.required(column) };
  const n = p.value as number;
  if (n < 0) return { value: n, error: SALES_MSG.negative(column, cell.address) };
  if (whole && !Number.isInteger(n)) return { value: n, error: SALES_MSG.notWhole(column, cell.address) };
  if (n > max) return { value: n, error: SALES_MSG.tooBig(column, cell.address) };
  // Revenue is kept in cents (numeric(16,2)).
  return { value: whole ? n : Math.round(n * 100) / 100, error: null };
}

/** Indexes of the study's products by Product ID (their own or their internal id) and by Style Number. */
function indexProducts(products: readonly TSalesProductKey[]) {
  const byId = new Map<string, TSalesProductKey[]>();
  const byStyle = new Map<string, TSalesProductKey[]>();
  const add = (m: Map<string, TSalesProductKey[]>, k: string | null, p: TSalesProductKey) => {
    if (!k?.trim()) return;
    const list = m.get(normKey(k)) ?? [];
    if (!list.includes(p)) list.push(p);
    m.set(normKey(k), list);
  };
  for (const p of products) {
    add(byId, p.product_id, p);
    add(byId, p.id, p);
    add(byStyle, p.style_number, p);
  }
  return { byId, byStyle };
}

export function evaluateSalesRows(
  rows: readonly TSalesSheetRow[],
  products: readonly TSalesProductKey[],
): { rows: TSalesPreviewRow[]; plans: TSalesRowPlan[] } {
  const { byId, byStyle } = indexProducts(products);
  const matched = rows.map((row) => {
    const issues: string[] = [];
    const id = keyText(row.productId, SALES_COLUMNS.productId);
    const style = keyText(row.styleNumber, SALES_COLUMNS.styleNumber);
    for (const e of [id.error, style.error]) if (e) issues.push(e);
    let product: TSalesProductKey | null = null;
    let key: string | null = null;
    if (id.text !== null) {
      key = id.text;
      const found = byId.get(normKey(id.text)) ?? [];
      if (found.length === 1) product = found[0]!;
      else issues.push(SALES_MSG.unknownProduct(SALES_COLUMNS.productId, id.text));
    } else if (style.text !== null) {
      key = style.text;
      const found = byStyle.get(normKey(style.text)) ?? [];
      if (found.length === 1) product = found[0]!;
      else if (found.length > 1) issues.push(SALES_MSG.ambiguousStyle(style.text, found.length));
      else issues.push(SALES_MSG.unknownProduct(SALES_COLUMNS.styleNumber, style.text));
    } else if (!id.error && !style.error) issues.push(SALES_MSG.keyRequired);
    const units = figure(row.units, SALES_COLUMNS.units, true, SALES_MAX_UNITS);
    const revenue = figure(row.revenue, SALES_COLUMNS.revenue, false, SALES_MAX_REVENUE);
    for (const e of [units.error, revenue.error]) if (e) issues.push(e);
    return { row, key, product, units: units.value, revenue: revenue.value, issues };
  });

  // A product named by several rows: every one of them is an error (which figures would be right is not ours to guess).
  const rowsOf = new Map<string, number[]>();
  for (const m of matched) if (m.product) rowsOf.set(m.product.id, [...(rowsOf.get(m.product.id) ?? []), m.row.rowNumber]);
  for (const m of matched) {
    const seen = m.product ? rowsOf.get(m.product.id)! : [];
    if (seen.length > 1) m.issues.push(SALES_MSG.duplicateProduct(seen));
  }

  const plans: TSalesRowPlan[] = [];
  const out = matched.map((m): TSalesPreviewRow => {
    if (m.issues.length === 0) plans.push({ product_id: m.product!.id, units: m.units!, revenue: m.revenue! });
    return {
      row: m.row.rowNumber,
      key: m.key,
      product_id: m.product?.id ?? null,
      product_name: m.product?.name ?? null,
      units: m.units,
      revenue: m.revenue,
      validity: m.issues.length ? "error" : "success",
      issues: m.issues,
    };
  });
  return { rows: out, plans };
}

/** The study's products that no row gives figures for (by any row that matched them, valid or not). */
export function productsWithoutRow(rows: readonly TSalesPreviewRow[], products: readonly TSalesProductKey[]): TSalesProductKey[] {
  const named = new Set(rows.flatMap((r) => (r.product_id ? [r.product_id] : [])));
  return products.filter((p) => !named.has(p.id));
}
