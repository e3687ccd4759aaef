import "server-only";
// createAssortment(brand_id, assortment) (spec 3 §2 "Assortment page", §6): assortment write; year, season and
// the brand's category required. The row and its decisions and calendar events are written in one transaction.
import { newId } from "@/lib/ids";
import type { TAssortment } from "@/lib/studies/wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { assertBrandCategory, assortmentColumns, parseAssortmentInput, replaceLists } from "./assortment-write";
import { loadAssortment } from "./get-assortment";

/** Needs assortment.write. */
export async function createAssortment(access: TBrandAccess, raw: unknown): Promise<TAssortment> {
  const input = parseAssortmentInput(raw);
  return prisma.$transaction(async (tx) => {
    await assertBrandCategory(tx, access, input.brand_category);
    const id = newId();
    await tx.assortment.create({ data: { id, brand_id: access.brandId, ...assortmentColumns(input) } });
    await replaceLists(tx, id, input);
    return loadAssortment(access, id, tx);
  });
}
