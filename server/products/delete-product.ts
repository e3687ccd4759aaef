import "server-only";
// deleteProduct(_id, brand_id) (spec 1 §7): a soft delete (deleted, date_deleted), so studies that listed the
// product keep their history. Unknown → 404 "Product doesn't exist."; in use by an Active or Closed study →
// 409 with the spec's not-editable text (see update-product.ts for why 409). Its children are detached.
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { isId } from "@/lib/ids";
import { productNotFound } from "./find-product";
import { assertEditable } from "./product-editability";
import { historyChanged } from "../knowledge/jobs";

/** Needs product.write. */
export async function deleteProduct(access: TBrandAccess, productId: string): Promise<boolean> {
  if (!isId(productId)) throw productNotFound();
  const out = await prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Product" WHERE id = ${productId} AND brand_id = ${access.brandId} AND NOT deleted FOR UPDATE`;
    if (!row) throw productNotFound();
    await assertEditable(tx, row.id);
    const now = new Date();
    await tx.product.update({ where: { id: row.id }, data: { deleted: true, date_deleted: now, date_modified: now } });
    // A deleted parent would leave its children pointing at a product nobody can open.
    await tx.product.updateMany({ where: { parent_id: row.id }, data: { parent_id: null } });
    return true;
  });
  await historyChanged(access.brandId);
  return out;
}
