import "server-only";
// createProduct(product) (spec 1 §7): validates the input (§5 save conditions), the assortments, parent and
// translation rules, then writes the product and its lists in one transaction.
import { DEFAULT_LANGUAGE_CODE } from "@/lib/constants";
import { newId } from "@/lib/ids";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { findLiveProduct } from "./find-product";
import { assertAssortments, assertParent, checkTranslations, parseProductInput, productColumns, writeProductLists } from "./product-write";
import { serializeProduct, type TProductWire } from "./serialize";
import { historyChanged } from "../knowledge/jobs";

/** Needs product.write on the input's brand (`access` is for `product.brand`; the product is written there). */
export async function createProduct(access: TBrandAccess, raw: unknown): Promise<TProductWire> {
  const input = parseProductInput(raw);
  const brandId = access.brandId;
  const out = await prisma.$transaction(async (tx) => {
    await assertAssortments(tx, brandId, input.assortment);
    await assertParent(tx, brandId, null, input.parent_id);
    const brand = await tx.brand.findUniqueOrThrow({ where: { id: brandId }, select: { default_language: { select: { code: true } } } });
    // New products are written in the brand's default language; translations add the others.
    const language = brand.default_language?.code ?? DEFAULT_LANGUAGE_CODE;
    await checkTranslations(tx, input.additional_languages ?? [], language, []);

    // Ids are the app's (DESIGN.md rule 5); an _id sent with a create is ignored.
    const id = newId();
    await tx.product.create({ data: { id, brand_id: brandId, language, ...productColumns(input) } });
    await writeProductLists(tx, id, input);
    // A new product is in no study yet, so it is editable.
    return serializeProduct(await findLiveProduct(tx, brandId, id), true);
  });
  await historyChanged(access.brandId);
  return out;
}
