// PUT /brand/{b}/consumer_profile/{id} (spec 1 §2, §4, §7): admin only; title, avatar and options replaced and the
// tier recomputed, in one transaction. A malformed id is a 400; another brand's (or an archived) profile a 404;
// a profile marked not editable is refused (409).
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import type { TConsumerProfileBody } from "@/lib/consumer-profiles/profile-rules";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { conflict } from "../errors";
import { profileColumns, profileNotFound, replaceOptions, requireProfileAdmin } from "./profile-write";
import { profileInclude, toWireProfile } from "./serialize";

export async function updateConsumerProfile(actor: Actor, brandId: string, profileId: string, body: TConsumerProfileBody): Promise<TConsumerProfile> {
  await requireProfileAdmin(actor, brandId);
  return prisma.$transaction(async (tx) => {
    const row = await tx.consumerProfile.findFirst({ where: { id: profileId, brand_id: brandId, archived: false }, select: { editable: true } });
    if (!row) throw profileNotFound();
    if (!row.editable) throw conflict(PROFILE_MSG.notEditable);
    const cols = await profileColumns(tx, brandId, body);
    await tx.consumerProfile.update({ where: { id: profileId }, data: { title: cols.title, tier: cols.tier, avatar: cols.avatar } });
    await replaceOptions(tx, profileId, cols.options);
    return toWireProfile(await tx.consumerProfile.findUniqueOrThrow({ where: { id: profileId }, include: profileInclude }));
  });
}
