import "server-only";
// updateProduct(product) (spec 1 §7) in one transaction: the row is locked, then
//  - unknown / deleted / other brand → 404 "Product doesn't exist.";
//  - in use by an Active or Closed study → 409 conflict with PRODUCT_MSG.notEditable. 409 rather than 403:
//    the product's state refuses the change, not the user's rights (403 means "ask for access" to the client);
//  - date_modified given and different from the stored one → 409 conflict (optimistic concurrency, DESIGN rule 11);
//  - then the §5 save conditions, assortments, parent and translation rules (400 invalid naming the field).
import { PRODUCT_RULE_MSG } from "@/lib/products/rules";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict, invalid } from "../errors";
import { findLiveProduct, productNotFound } from "./find-product";
import { assertEditable } from "./product-editability";
import { assertAssortments, assertParent, checkTranslations, parseProductInput, productColumns, writeProductLists } from "./product-write";
import { serializeProduct, type TProductWire } from "./serialize";
import { historyChanged } from "../knowledge/jobs";

/** Needs product.write on the input's brand (`access` is for `product.brand`). */
export async function updateProduct(access: TBrandAccess, raw: unknown): Promise<TProductWire> {
  const input = parseProductInput(raw);
  const productId = input._id;
  if (!productId) throw invalid("Invalid product: _id: Required to update a product.", [{ name: "_id", reason: "Required to update a product." }]);
  const brandId = access.brandId;

  const out = await prisma.$transaction(async (tx) => {
    // FOR UPDATE: a concurrent save of the same product waits here, then sees the new date_modified.
    const [row] = await tx.$queryRaw<{ date_modified: Date; language: string }[]>`
      SELECT date_modified, language FROM "Product"
      WHERE id = ${productId} AND brand_id = ${brandId} AND NOT deleted FOR UPDATE`;
    if (!row) throw productNotFound();
    await assertEditable(tx, productId);
    if (input.date_modified && new Date(input.date_modified).getTime() !== row.date_modified.getTime()) {
      throw conflict(PRODUCT_RULE_MSG.staleProduct);
    }

    await assertAssortments(tx, brandId, input.assortment);
    await assertParent(tx, brandId, productId, input.parent_id);
    const stored = await tx.productTranslation.findMany({
      where: { product_id: productId },
      select: { language: true, completed: true, fields: true, price: true },
    });
    await checkTranslations(tx, input.additional_languages ?? [], row.language, stored);

    // date_modified is set explicitly so a save that only touches the lists still moves it.
    await tx.product.update({ where: { id: productId }, data: { ...productColumns(input), date_modified: new Date() } });
    await writeProductLists(tx, productId, input);
    return serializeProduct(await findLiveProduct(tx, brandId, productId), true);
  });
  await historyChanged(access.brandId);
  return out;
}
