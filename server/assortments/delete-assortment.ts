// deleteAssortment(_id, brand_id): assortment write; removes the assortment with its decisions, calendar events
// and product links (cascades); its studies stay, without an assortment. Another brand's id is a 404.
import { isId } from "@/lib/ids";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { assortmentNotFound } from "./get-assortment";

export async function deleteAssortment(actor: Actor, brandId: string, assortmentId: string): Promise<boolean> {
  await requireBrand(actor, brandId, { entity: "assortment", action: "write" });
  if (!isId(assortmentId)) throw assortmentNotFound();
  const { count } = await prisma.assortment.deleteMany({ where: { id: assortmentId, brand_id: brandId } });
  if (!count) throw assortmentNotFound();
  return true;
}
