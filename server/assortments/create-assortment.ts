// createAssortment(brand_id, assortment) (spec 3 §2 "Assortment page", §6): assortment write; year, season and
// the brand's category required. The row and its decisions and calendar events are written in one transaction.
import { newId } from "@/lib/ids";
import type { TAssortment } from "@/lib/studies/wire";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { assertBrandCategory, assortmentColumns, parseAssortmentInput, replaceLists } from "./assortment-write";
import { loadAssortment } from "./get-assortment";

export async function createAssortment(actor: Actor, brandId: string, raw: unknown): Promise<TAssortment> {
  await requireBrand(actor, brandId, { entity: "assortment", action: "write" });
  const input = parseAssortmentInput(raw);
  return prisma.$transaction(async (tx) => {
    await assertBrandCategory(tx, brandId, input.brand_category);
    const id = newId();
    await tx.assortment.create({ data: { id, brand_id: brandId, ...assortmentColumns(input) } });
    await replaceLists(tx, id, input);
    return loadAssortment(actor, brandId, id, tx);
  });
}
