// GET /brand/{b}/avatar (spec 1 §7 "Avatars"): the platform avatars (brand_id null) then the brand's own, for
// any brand member.
import type { TBrandAvatar } from "@/lib/consumer-profiles/wire";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { toWireAvatar } from "./serialize";

export async function listBrandAvatars(actor: Actor, brandId: string): Promise<TBrandAvatar[]> {
  await requireBrand(actor, brandId);
  const rows = await prisma.brandAvatar.findMany({
    where: { OR: [{ brand_id: null }, { brand_id: brandId }] },
    orderBy: [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }],
  });
  // Platform avatars first, each group in its own order.
  return [...rows.filter((a) => a.brand_id === null), ...rows.filter((a) => a.brand_id !== null)].map(toWireAvatar);
}
