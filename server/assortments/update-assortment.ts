// updateAssortment(brand_id, assortment) : assortment write; the same rules as create, _id required and of this
// brand (else 404). Columns, decisions and calendar events change in one transaction.
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment } from "@/lib/studies/wire";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { invalid } from "../errors";
import { assertBrandCategory, assortmentColumns, parseAssortmentInput, replaceLists } from "./assortment-write";
import { assortmentNotFound, loadAssortment } from "./get-assortment";

export async function updateAssortment(actor: Actor, brandId: string, raw: unknown): Promise<TAssortment> {
  await requireBrand(actor, brandId, { entity: "assortment", action: "write" });
  const input = parseAssortmentInput(raw);
  const id = input._id;
  if (!id) throw invalid(STUDY_MSG.assortmentNotFound, [{ name: "_id", reason: "required to update an assortment" }]);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.assortment.updateMany({ where: { id, brand_id: brandId }, data: { ...assortmentColumns(input), date_modified: new Date() } });
    if (!count) throw assortmentNotFound();
    await assertBrandCategory(tx, brandId, input.brand_category);
    await replaceLists(tx, id, input);
    return loadAssortment(actor, brandId, id, tx);
  });
}
