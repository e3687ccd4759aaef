import "server-only";
// updateKeyTakeaway(brand_id, survey_id, takeaway {_id, …, date_modified}) (P13 item 1): the texts and the product of a
// takeaway. Needs key_learning.write. The caller sends the date_modified it read: a takeaway changed since is a 409 and
// nothing is written (the write is guarded by that date, so two concurrent edits cannot both land).
import { LEARNINGS_MSG } from "@/lib/learnings/messages";
import { ZTakeawayUpdate } from "@/lib/learnings/wire";
import type { TKeyTakeaway } from "@/lib/results/respondent-reports";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { conflict } from "../errors";
import { parseInput } from "../http/problem";
import { checkQuestion, lockStudy, takeawayOf } from "./shared";
import { serializeTakeaway, TAKEAWAY_SELECT } from "./takeaway";
import { knowledgeChanged } from "../knowledge/jobs";

export async function updateTakeaway(access: TBrandAccess, surveyId: string, raw: unknown): Promise<TKeyTakeaway> {
  withPermission(access, "key_learning.write");
  const { _id, date_modified, ...fields } = parseInput(ZTakeawayUpdate, raw ?? {}, "takeaway");
  const row = await prisma.$transaction(async (tx) => {
    const study = await lockStudy(tx, access, surveyId);
    const stored = await takeawayOf(tx, study.id, _id);
    if (date_modified && new Date(date_modified).getTime() !== stored.date_modified.getTime()) throw conflict(LEARNINGS_MSG.stale);
    await checkQuestion(tx, study.id, fields.question_id);
    const { count } = await tx.keyLearning.updateMany({ where: { id: stored.id, date_modified: stored.date_modified }, data: { ...fields, date_modified: new Date() } });
    if (count === 0) throw conflict(LEARNINGS_MSG.stale);
    return tx.keyLearning.findUniqueOrThrow({ where: { id: stored.id }, select: TAKEAWAY_SELECT });
  });
  await knowledgeChanged(access.brandId);
  return serializeTakeaway(row);
}
