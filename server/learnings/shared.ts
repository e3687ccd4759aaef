import "server-only";
// What every learnings write shares (P13 item 1): the study of the caller's brand, locked for the write so that two
// editors' orders and counts never interleave, and the takeaway of that study.
import { isId } from "@/lib/ids";
import { LEARNINGS_MSG } from "@/lib/learnings/messages";
import type { TBrandAccess } from "../access/authorize";
import type { Tx } from "../db";
import { AppError, invalid } from "../errors";
import { loadVisibleStudy, type TStudyHead } from "../studies/load-study";

export const takeawayNotFound = () => new AppError("not_found", LEARNINGS_MSG.notFound);

/** The study (a 404 for another brand's or a template to non-admins), its row locked until the transaction ends. */
export async function lockStudy(tx: Tx, access: TBrandAccess, surveyId: string): Promise<TStudyHead> {
  const study = await loadVisibleStudy(access, surveyId, tx);
  await tx.$queryRaw`SELECT id FROM "Survey" WHERE id = ${study.id} FOR UPDATE`;
  return study;
}

/** The question a takeaway is about must be one of the study's (null: the study as a whole). */
export async function checkQuestion(tx: Tx, surveyId: string, questionId: string | null): Promise<void> {
  if (questionId === null) return;
  const q = await tx.question.findFirst({ where: { id: questionId, survey_id: surveyId }, select: { id: true } });
  if (!q) throw invalid(LEARNINGS_MSG.questionUnknown, [{ name: "question_id", reason: LEARNINGS_MSG.questionUnknown }]);
}

/** A takeaway of the study, or the 404. */
export async function takeawayOf(tx: Tx, surveyId: string, takeawayId: string) {
  const row = isId(takeawayId) ? await tx.keyLearning.findFirst({ where: { id: takeawayId, survey_id: surveyId }, select: { id: true, date_modified: true } }) : null;
  if (!row) throw takeawayNotFound();
  return row;
}
