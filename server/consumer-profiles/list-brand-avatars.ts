import "server-only";
// GET /brand/{b}/avatar (spec 1 §7 "Avatars"): the platform avatars (brand_id null) then the brand's own, for
// any brand member (knowledge-base-only users excepted).
import type { TBrandAvatar } from "@/lib/consumer-profiles/wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { toWireAvatar } from "./serialize";

/** Needs brand.member. */
export async function listBrandAvatars(access: TBrandAccess): Promise<TBrandAvatar[]> {
  const rows = await prisma.brandAvatar.findMany({
    where: { OR: [{ brand_id: null }, { brand_id: access.brandId }] },
    orderBy: [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }],
  });
  // Platform avatars first, each group in its own order.
  return [...rows.filter((a) => a.brand_id === null), ...rows.filter((a) => a.brand_id !== null)].map(toWireAvatar);
}
