import "server-only";
// getBrandAssortments(_id = brand) and getAssortmentsForHomepage(brand_id) (spec 3 §2 timeline): every assortment
// of the brand with counts, decisions and calendar events, year descending then season order (assortment read).
import { isAdmin } from "@/lib/permissions";
import type { TAssortment } from "@/lib/studies/wire";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { assortmentSelect, byYearThenSeason, toAssortmentWire } from "./serialize";

/** Needs assortment.read. */
export async function getBrandAssortments(access: TBrandAccess, db: Tx = prisma): Promise<TAssortment[]> {
  const rows = await db.assortment.findMany({ where: access.where(), select: assortmentSelect(isAdmin(access.actor)) });
  // Seasons sort by their calendar order (an enum), not by name; ties keep a stable id order.
  rows.sort((a, b) => byYearThenSeason(a, b) || a.id.localeCompare(b.id));
  return rows.map(toAssortmentWire);
}

/** The timeline's assortments: the same list and order. Needs assortment.read. */
export const getAssortmentsForHomepage = getBrandAssortments;
