// getBrandAssortments(_id = brand) and getAssortmentsForHomepage(brand_id) (spec 3 §2 timeline): every assortment
// of the brand with counts, decisions and calendar events, year descending then season order (assortment read).
import { isAdmin } from "@/lib/permissions";
import type { TAssortment } from "@/lib/studies/wire";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { assortmentSelect, byYearThenSeason, toAssortmentWire } from "./serialize";

export async function getBrandAssortments(actor: Actor, brandId: string, db: Tx = prisma): Promise<TAssortment[]> {
  await requireBrand(actor, brandId, { entity: "assortment", action: "read", db });
  const rows = await db.assortment.findMany({ where: { brand_id: brandId }, select: assortmentSelect(isAdmin(actor)) });
  // Seasons sort by their calendar order (an enum), not by name; ties keep a stable id order.
  rows.sort((a, b) => byYearThenSeason(a, b) || a.id.localeCompare(b.id));
  return rows.map(toAssortmentWire);
}

/** The timeline's assortments: the same list and order. */
export const getAssortmentsForHomepage = getBrandAssortments;
