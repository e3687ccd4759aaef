import "server-only";
// Who may own a study (spec 2 §6 "study owner", an admin-only setting): the brand's active members, by name.
// Admins only; the save accepts these users and admins (server/builder/save-study.ts).
import { isAdmin } from "@/lib/permissions";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { forbidden } from "../errors";

export const OWNER_ADMIN_ONLY = "Only admins can choose a study owner.";

export interface TOwnerCandidate {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** Needs brand.admin; an admin viewing as a user is refused too. */
export async function listOwnerCandidates(access: TBrandAccess, db: Tx = prisma): Promise<TOwnerCandidate[]> {
  if (!isAdmin(access.actor)) throw forbidden(OWNER_ADMIN_ONLY);
  const rows = await db.user.findMany({
    where: { is_active: true, memberships: { some: { brand_id: access.brandId, is_active: true } } },
    select: { id: true, email: true, first_name: true, last_name: true },
    orderBy: [{ first_name: "asc" }, { last_name: "asc" }, { email: "asc" }],
  });
  return rows.map((u) => ({ _id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name }));
}
