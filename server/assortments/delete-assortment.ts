import "server-only";
// deleteAssortment(_id, brand_id): assortment write; removes the assortment with its decisions, calendar events
// and product links (cascades); its studies stay, without an assortment. Another brand's id is a 404.
import { isId } from "@/lib/ids";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { assortmentNotFound } from "./get-assortment";

/** Needs assortment.write. */
export async function deleteAssortment(access: TBrandAccess, assortmentId: string): Promise<boolean> {
  if (!isId(assortmentId)) throw assortmentNotFound();
  const { count } = await prisma.assortment.deleteMany({ where: access.where({ id: assortmentId }) });
  if (!count) throw assortmentNotFound();
  return true;
}
