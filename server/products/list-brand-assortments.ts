// The brand's assortments as options for the catalogue's assortment filter (spec 1 §2 "Catalogue"): id and a
// display label, newest season first. Readers of the catalogue (product read) may list them.
import { assortmentLabel, SEASON_ORDER } from "@/lib/products/catalogue-view";
import { requireBrand } from "../access/brand-access";
import type { Actor } from "../access/actor";
import { prisma, type Tx } from "../db";

export interface TBrandAssortmentOption {
  _id: string;
  name: string;
  year: number;
  season: string;
}

export async function listBrandAssortments(actor: Actor, brandId: string, db: Tx = prisma): Promise<TBrandAssortmentOption[]> {
  await requireBrand(actor, brandId, { entity: "product", action: "read", db });
  const rows = await db.assortment.findMany({
    where: { brand_id: brandId },
    select: { id: true, name: true, year: true, season: true },
  });
  // Seasons sort by their calendar order (an enum), not alphabetically, so the order is applied here.
  rows.sort((a, b) => b.year - a.year || SEASON_ORDER.indexOf(b.season) - SEASON_ORDER.indexOf(a.season));
  return rows.map((a) => ({ _id: a.id, name: assortmentLabel(a), year: a.year, season: a.season }));
}

/** One assortment of the brand, or null when the id is unknown there (the assortment-scoped catalogue 404s). */
export async function findBrandAssortment(actor: Actor, brandId: string, assortmentId: string, db: Tx = prisma) {
  const options = await listBrandAssortments(actor, brandId, db);
  return options.find((o) => o._id === assortmentId) ?? null;
}
