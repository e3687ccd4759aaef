import "server-only";
// getAssortmentWithConsumerProfiles(_id, brand_id): the assortment with its consumer profiles (id and title as
// name), archived profiles left out (assortment read).
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { assortmentNotFound } from "./get-assortment";
import { categoryRef } from "./serialize";
import type { TBrandCategoryRef } from "@/lib/studies/wire";

export interface TAssortmentWithProfiles {
  _id: string;
  year: number;
  season: string;
  brand_category: TBrandCategoryRef | null;
  consumer_profiles: { _id: string; name: string }[];
}

/** Needs assortment.read. */
export async function getAssortmentWithConsumerProfiles(access: TBrandAccess, assortmentId: string, db: Tx = prisma): Promise<TAssortmentWithProfiles> {
  if (!isId(assortmentId)) throw assortmentNotFound();
  const row = await db.assortment.findFirst({
    where: access.where({ id: assortmentId }),
    select: {
      id: true,
      year: true,
      season: true,
      brand_category: { select: { id: true, name: true, gender: true } },
      consumer_profiles: {
        where: { consumer_profile: { archived: false } },
        select: { consumer_profile: { select: { id: true, title: true } } },
        orderBy: { consumer_profile: { title: "asc" } },
      },
    },
  });
  if (!row) throw assortmentNotFound();
  return {
    _id: row.id,
    year: row.year,
    season: row.season,
    brand_category: categoryRef(row.brand_category),
    consumer_profiles: row.consumer_profiles.map((p) => ({ _id: p.consumer_profile.id, name: p.consumer_profile.title })),
  };
}
