import "server-only";
// Loading one live (non-deleted) product of a brand, shared by the product use cases.
import { PRODUCT_MSG } from "@/lib/products/messages";
import { isId } from "@/lib/ids";
import { AppError } from "../errors";
import type { Tx } from "../db";
import { productSelect, type TProductRow } from "./select";

export const productNotFound = () => new AppError("not_found", PRODUCT_MSG.notFound);

/** The product, or 404 "Product doesn't exist." — also for malformed ids, deleted products and other brands. */
export async function findLiveProduct(db: Tx, brandId: string, productId: string): Promise<TProductRow> {
  if (!isId(productId)) throw productNotFound();
  const row = await db.product.findFirst({ where: { id: productId, brand_id: brandId, deleted: false }, select: productSelect });
  if (!row) throw productNotFound();
  return row;
}
