import "server-only";
// createKeyTakeaway(brand_id, survey_id, takeaway) (P13 item 1): a key takeaway {learning, decision, estimated_roi,
// question_id} added after the study's others. Needs key_learning.write; at most TAKEAWAYS_MAX per study.
import { LEARNINGS_MSG, TAKEAWAYS_MAX } from "@/lib/learnings/messages";
import { ZTakeawayFields } from "@/lib/learnings/wire";
import type { TKeyTakeaway } from "@/lib/results/respondent-reports";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { invalid } from "../errors";
import { parseInput } from "../http/problem";
import { checkQuestion, lockStudy } from "./shared";
import { serializeTakeaway, TAKEAWAY_SELECT } from "./takeaway";
import { knowledgeChanged } from "../knowledge/jobs";

export async function createTakeaway(access: TBrandAccess, surveyId: string, raw: unknown): Promise<TKeyTakeaway> {
  withPermission(access, "key_learning.write");
  const input = parseInput(ZTakeawayFields, raw ?? {}, "takeaway");
  const row = await prisma.$transaction(async (tx) => {
    const study = await lockStudy(tx, access, surveyId);
    await checkQuestion(tx, study.id, input.question_id);
    const count = await tx.keyLearning.count({ where: { survey_id: study.id } });
    if (count >= TAKEAWAYS_MAX) throw invalid(LEARNINGS_MSG.tooMany);
    const last = await tx.keyLearning.aggregate({ where: { survey_id: study.id }, _max: { order: true } });
    return tx.keyLearning.create({
      data: { ...input, survey_id: study.id, order: (last._max.order ?? -1) + 1, created_by_id: access.actor.id },
      select: TAKEAWAY_SELECT,
    });
  });
  await knowledgeChanged(access.brandId);
  return serializeTakeaway(row);
}
