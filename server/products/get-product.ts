import "server-only";
// getProduct(_id, brand_id): one product with its editability (spec 1 §7).
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { findLiveProduct } from "./find-product";
import { isProductEditable } from "./product-editability";
import { serializeProduct, type TProductWire } from "./serialize";

/** Needs product.read. */
export async function getProduct(access: TBrandAccess, productId: string, db: Tx = prisma): Promise<TProductWire> {
  const row = await findLiveProduct(db, access.brandId, productId);
  return serializeProduct(row, await isProductEditable(db, row.id));
}
