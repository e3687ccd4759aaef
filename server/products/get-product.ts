// getProduct(_id, brand_id): one product with its editability (spec 1 §7).
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { findLiveProduct } from "./find-product";
import { isProductEditable } from "./product-editability";
import { serializeProduct, type TProductWire } from "./serialize";

export async function getProduct(actor: Actor, input: { brandId: string; productId: string }, db: Tx = prisma): Promise<TProductWire> {
  await requireBrand(actor, input.brandId, { entity: "product", action: "read", db });
  const row = await findLiveProduct(db, input.brandId, input.productId);
  return serializeProduct(row, await isProductEditable(db, row.id));
}
