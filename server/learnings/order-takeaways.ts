import "server-only";
// orderKeyTakeaways(brand_id, survey_id, ids) (P13 item 1): the study's takeaways in a new order, all of them, each
// once; anything else (a missing, extra, repeated or foreign id — someone added or deleted one meanwhile) is a 400 and
// nothing moves. One transaction. Needs key_learning.write. Answers the takeaways in their new order.
import { LEARNINGS_MSG } from "@/lib/learnings/messages";
import { ZTakeawayOrder } from "@/lib/learnings/wire";
import type { TKeyTakeaway } from "@/lib/results/respondent-reports";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { invalid } from "../errors";
import { parseInput } from "../http/problem";
import { lockStudy } from "./shared";
import { serializeTakeaway, TAKEAWAY_ORDER, TAKEAWAY_SELECT } from "./takeaway";
import { knowledgeChanged } from "../knowledge/jobs";

export async function orderTakeaways(access: TBrandAccess, surveyId: string, raw: unknown): Promise<TKeyTakeaway[]> {
  withPermission(access, "key_learning.write");
  const ids = parseInput(ZTakeawayOrder, raw ?? [], "ids");
  const rows = await prisma.$transaction(async (tx) => {
    const study = await lockStudy(tx, access, surveyId);
    const stored = await tx.keyLearning.findMany({ where: { survey_id: study.id }, select: { id: true } });
    const known = new Set(stored.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) throw invalid(LEARNINGS_MSG.orderMismatch);
    for (const [order, id] of ids.entries()) await tx.keyLearning.update({ where: { id }, data: { order } });
    return tx.keyLearning.findMany({ where: { survey_id: study.id }, orderBy: [...TAKEAWAY_ORDER], select: TAKEAWAY_SELECT });
  });
  await knowledgeChanged(access.brandId);
  return rows.map(serializeTakeaway);
}
