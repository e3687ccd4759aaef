// Who may own a study (spec 2 §6 "study owner", an admin-only setting): the brand's active members, by name.
// Admins only; the save accepts these users and admins (server/wizard/save-study.ts).
import { isAdmin } from "@/lib/permissions";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { forbidden } from "../errors";

export interface TOwnerCandidate {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export async function listOwnerCandidates(actor: Actor, brandId: string, db: Tx = prisma): Promise<TOwnerCandidate[]> {
  await requireBrand(actor, brandId, { db });
  if (!isAdmin(actor)) throw forbidden("Only admins can choose a study owner.");
  const rows = await db.user.findMany({
    where: { is_active: true, memberships: { some: { brand_id: brandId, is_active: true } } },
    select: { id: true, email: true, first_name: true, last_name: true },
    orderBy: [{ first_name: "asc" }, { last_name: "asc" }, { email: "asc" }],
  });
  return rows.map((u) => ({ _id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name }));
}
