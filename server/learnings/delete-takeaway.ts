import "server-only";
// deleteKeyTakeaway(brand_id, survey_id, _id) (P13 item 1): removes one takeaway; the others keep their order. Needs
// key_learning.write. Answers the id.
import type { TBrandAccess } from "../access/authorize";
import { withPermission } from "../access/authorize";
import { prisma } from "../db";
import { lockStudy, takeawayOf } from "./shared";
import { knowledgeChanged } from "../knowledge/jobs";

export async function deleteTakeaway(access: TBrandAccess, surveyId: string, takeawayId: string): Promise<string> {
  withPermission(access, "key_learning.write");
  const out = await prisma.$transaction(async (tx) => {
    const study = await lockStudy(tx, access, surveyId);
    const stored = await takeawayOf(tx, study.id, takeawayId);
    await tx.keyLearning.delete({ where: { id: stored.id } });
    return stored.id;
  });
  await knowledgeChanged(access.brandId);
  return out;
}
