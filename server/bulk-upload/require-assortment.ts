import "server-only";
// The assortment a bulk upload targets must belong to the brand (spec 1 §5: chosen before download or upload).
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { isId } from "@/lib/ids";
import { invalid, notFound } from "../errors";
import type { Tx } from "../db";

export async function requireBrandAssortment(db: Tx, brandId: string, assortmentId: string) {
  if (!isId(assortmentId)) throw invalid(BULK_MSG.chooseAssortment, [{ name: "assortment_id", reason: BULK_MSG.chooseAssortment }]);
  const assortment = await db.assortment.findFirst({
    where: { id: assortmentId, brand_id: brandId },
    select: { id: true, name: true, year: true, season: true },
  });
  if (!assortment) throw notFound("Assortment");
  return assortment;
}
