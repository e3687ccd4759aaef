import "server-only";
// updateAssortment(brand_id, assortment) : assortment write; the same rules as create, _id required and of this
// brand (else 404). Columns, decisions and calendar events change in one transaction.
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment } from "@/lib/studies/wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { invalid } from "../errors";
import { assertBrandCategory, assortmentColumns, parseAssortmentInput, replaceLists } from "./assortment-write";
import { assortmentNotFound, loadAssortment } from "./get-assortment";

/** Needs assortment.write. */
export async function updateAssortment(access: TBrandAccess, raw: unknown): Promise<TAssortment> {
  const input = parseAssortmentInput(raw);
  const id = input._id;
  if (!id) throw invalid(STUDY_MSG.assortmentNotFound, [{ name: "_id", reason: "required to update an assortment" }]);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.assortment.updateMany({ where: access.where({ id }), data: { ...assortmentColumns(input), date_modified: new Date() } });
    if (!count) throw assortmentNotFound();
    await assertBrandCategory(tx, access, input.brand_category);
    await replaceLists(tx, id, input);
    return loadAssortment(access, id, tx);
  });
}
