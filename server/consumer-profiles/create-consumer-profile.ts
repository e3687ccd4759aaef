import "server-only";
// POST /brand/{b}/consumer_profile (spec 1 §2, §4, §7): admin only; the profile with its options and computed
// tier is written in one transaction and answered as TConsumerProfile (201).
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import type { TConsumerProfileBody } from "@/lib/consumer-profiles/profile-rules";
import { newId } from "@/lib/ids";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { profileColumns, replaceOptions } from "./profile-write";
import { profileInclude, toWireProfile } from "./serialize";

/** Needs brand.admin. */
export async function createConsumerProfile(access: TBrandAccess, body: TConsumerProfileBody): Promise<TConsumerProfile> {
  return prisma.$transaction(async (tx) => {
    const cols = await profileColumns(tx, access, body);
    const id = newId();
    await tx.consumerProfile.create({ data: { id, brand_id: access.brandId, title: cols.title, tier: cols.tier, avatar: cols.avatar } });
    await replaceOptions(tx, id, cols.options);
    return toWireProfile(await tx.consumerProfile.findUniqueOrThrow({ where: { id }, include: profileInclude }));
  });
}
