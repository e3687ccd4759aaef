// GET /brand/{b}/consumer_profile (spec 1 §7): the brand's consumer profiles for any brand member, archived ones
// left out, ordered by title (then id) so lists and pickers are stable.
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { profileInclude, toWireProfile } from "./serialize";

export async function listConsumerProfiles(actor: Actor, brandId: string): Promise<TConsumerProfile[]> {
  await requireBrand(actor, brandId);
  const rows = await prisma.consumerProfile.findMany({
    where: { brand_id: brandId, archived: false },
    orderBy: [{ title: "asc" }, { id: "asc" }],
    include: profileInclude,
  });
  return rows.map(toWireProfile);
}
