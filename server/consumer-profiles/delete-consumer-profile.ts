import "server-only";
// DELETE /brand/{b}/consumer_profile/{id} (spec 1 §2, §7): admin only. Our decision: a profile that an audience
// row or a respondent refers to is archived (hidden from lists, the studies keep it); any other profile is deleted
// (its options and assortment links go with it). A malformed id is a 400; another brand's profile a 404.
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { profileNotFound } from "./profile-write";

/** Needs brand.admin. */
export async function deleteConsumerProfile(access: TBrandAccess, profileId: string): Promise<{ _id: string; archived: boolean }> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.consumerProfile.findFirst({
      where: access.where({ id: profileId, archived: false }),
      select: { id: true, _count: { select: { audiences: true, respondents: true } } },
    });
    if (!row) throw profileNotFound();
    if (row._count.audiences > 0 || row._count.respondents > 0) {
      await tx.consumerProfile.update({ where: { id: profileId }, data: { archived: true } });
      return { _id: profileId, archived: true };
    }
    await tx.consumerProfile.delete({ where: { id: profileId } });
    return { _id: profileId, archived: false };
  });
}
