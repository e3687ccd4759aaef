// getAssortment(_id, brand_id): one assortment of the brand with its counts, decisions and calendar events
// (assortment read). Another brand's or an unknown id is a 404.
import { isAdmin } from "@/lib/permissions";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment } from "@/lib/studies/wire";
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { AppError } from "../errors";
import { assortmentSelect, toAssortmentWire } from "./serialize";

export const assortmentNotFound = () => new AppError("not_found", STUDY_MSG.assortmentNotFound);

/** Loads without an access check; callers check first. */
export async function loadAssortment(actor: Actor, brandId: string, assortmentId: string, db: Tx = prisma): Promise<TAssortment> {
  if (!isId(assortmentId)) throw assortmentNotFound();
  const row = await db.assortment.findFirst({ where: { id: assortmentId, brand_id: brandId }, select: assortmentSelect(isAdmin(actor)) });
  if (!row) throw assortmentNotFound();
  return toAssortmentWire(row);
}

export async function getAssortment(actor: Actor, brandId: string, assortmentId: string, db: Tx = prisma): Promise<TAssortment> {
  await requireBrand(actor, brandId, { entity: "assortment", action: "read", db });
  return loadAssortment(actor, brandId, assortmentId, db);
}
