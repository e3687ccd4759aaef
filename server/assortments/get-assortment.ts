import "server-only";
// getAssortment(_id, brand_id): one assortment of the brand with its counts, decisions and calendar events
// (assortment read). Another brand's or an unknown id is a 404.
import { isAdmin } from "@/lib/permissions";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment } from "@/lib/studies/wire";
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { assortmentSelect, toAssortmentWire } from "./serialize";

export const assortmentNotFound = () => new AppError("not_found", STUDY_MSG.assortmentNotFound);

/**
 * Loads one assortment of the access's brand for a caller that already holds what it needs (assortment write after a
 * save, survey read on a studies tab that only checks the assortment exists). Needs any permission on the brand.
 */
export async function loadAssortment(access: TBrandAccess, assortmentId: string, db: Tx = prisma): Promise<TAssortment> {
  if (!isId(assortmentId)) throw assortmentNotFound();
  const row = await db.assortment.findFirst({ where: access.where({ id: assortmentId }), select: assortmentSelect(isAdmin(access.actor)) });
  if (!row) throw assortmentNotFound();
  return toAssortmentWire(row);
}

/** Needs assortment.read. */
export async function getAssortment(access: TBrandAccess, assortmentId: string, db: Tx = prisma): Promise<TAssortment> {
  return loadAssortment(access, assortmentId, db);
}
