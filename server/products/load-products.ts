import "server-only";
// Full product rows for a list of ids, serialised in the given order (lists pick ids in SQL, then load here).
import type { Tx } from "../db";
import { productSelect } from "./select";
import { editableIds } from "./product-editability";
import { serializeProduct, type TProductWire } from "./serialize";

/** `editable` may be passed when the id query already computed it; otherwise it is computed here in SQL. */
export async function loadProductsInOrder(db: Tx, ids: readonly string[], editable?: ReadonlySet<string>): Promise<TProductWire[]> {
  if (ids.length === 0) return [];
  const [rows, editableSet] = await Promise.all([
    db.product.findMany({ where: { id: { in: [...ids] } }, select: productSelect }),
    editable ? Promise.resolve(editable) : editableIds(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serializeProduct(row, editableSet.has(id))] : [];
  });
}
