import "server-only";
// The brand's assortments as options for the catalogue's assortment filter (spec 1 §2 "Catalogue"): id and a
// display label, newest season first. Readers of the catalogue (product read) may list them.
import { assortmentLabel, SEASON_ORDER } from "@/lib/products/catalogue-view";
import type { TBrandAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";

export interface TBrandAssortmentOption {
  _id: string;
  name: string;
  year: number;
  season: string;
}

/** Needs product.read. */
export async function listBrandAssortments(access: TBrandAccess, db: Tx = prisma): Promise<TBrandAssortmentOption[]> {
  const rows = await db.assortment.findMany({
    where: access.where(),
    select: { id: true, name: true, year: true, season: true },
  });
  // Seasons sort by their calendar order (an enum), not alphabetically, so the order is applied here.
  rows.sort((a, b) => b.year - a.year || SEASON_ORDER.indexOf(b.season) - SEASON_ORDER.indexOf(a.season));
  return rows.map((a) => ({ _id: a.id, name: assortmentLabel(a), year: a.year, season: a.season }));
}

/** One assortment of the brand, or null when the id is unknown there (the assortment-scoped catalogue 404s). Needs product.read. */
export async function findBrandAssortment(access: TBrandAccess, assortmentId: string, db: Tx = prisma) {
  const options = await listBrandAssortments(access, db);
  return options.find((o) => o._id === assortmentId) ?? null;
}
