import "server-only";
// PUT /brand/{b}/consumer_profile/{id} (spec 1 §2, §4, §7): admin only (brand.admin); title, avatar and options replaced and the
// tier recomputed, in one transaction. A malformed id is a 400; another brand's (or an archived) profile a 404;
// a profile marked not editable is refused (409).
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import type { TConsumerProfileBody } from "@/lib/consumer-profiles/profile-rules";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict } from "../errors";
import { profileColumns, profileNotFound, replaceOptions } from "./profile-write";
import { profileInclude, toWireProfile } from "./serialize";

/** Needs brand.admin. */
export async function updateConsumerProfile(access: TBrandAccess, profileId: string, body: TConsumerProfileBody): Promise<TConsumerProfile> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.consumerProfile.findFirst({ where: access.where({ id: profileId, archived: false }), select: { editable: true } });
    if (!row) throw profileNotFound();
    if (!row.editable) throw conflict(PROFILE_MSG.notEditable);
    const cols = await profileColumns(tx, access, body);
    await tx.consumerProfile.update({ where: { id: profileId }, data: { title: cols.title, tier: cols.tier, avatar: cols.avatar } });
    await replaceOptions(tx, profileId, cols.options);
    return toWireProfile(await tx.consumerProfile.findUniqueOrThrow({ where: { id: profileId }, include: profileInclude }));
  });
}
