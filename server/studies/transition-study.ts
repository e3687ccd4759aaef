// Study status actions (spec 3 §4, §6): publish, close, reopen, to_draft and clear_answers through the one
// transition table of lib/studies/status.ts. Role failures → 403, state failures → 409; the write is a guarded
// update (`… WHERE id AND brand_id AND status = from`) in one transaction, so concurrent calls cannot both win.
import { STUDY_MSG } from "@/lib/studies/messages";
import { transition, type TStudyStatus, type TStudyTransition } from "@/lib/studies/status";
import type { TSurveySummary } from "@/lib/studies/wire";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { conflict, forbidden } from "../errors";
import { prisma, type Tx } from "../db";
import { deleteStudyAnswers } from "./clear-answers";
import { isTemplateStudy, loadBrandStudy, requireSurveyWrite, studyNotFound, transitionActor, type TStudyHead } from "./load-study";
import { loadSurveySummary } from "./summary";

export type TStatusAction = Exclude<TStudyTransition, "delete">;

export interface TTransitionInput {
  brandId: string;
  surveyId: string;
  action: TStatusAction;
  /** publish only: clear the collected answers in the same transaction. */
  deleteAnswers?: boolean;
  /** Runs in the transaction with the study row locked, before the status changes; throw to refuse (the wizard's
   * publish checks, server/wizard/publish-study.ts). */
  precheck?: (tx: Tx) => Promise<void>;
}

export const transitionRefused = (action: TStudyTransition, status: TStudyStatus) =>
  conflict(STUDY_MSG.transitionRefused(STUDY_MSG.transitionVerb[action], status));

export async function transitionStudy(actor: Actor, input: TTransitionInput): Promise<TSurveySummary> {
  await requireBrand(actor, input.brandId);
  const study = await loadBrandStudy(input.brandId, input.surveyId);
  const rule = await assertTransition(actor, input.brandId, study, input.action);

  await prisma.$transaction(async (tx) => {
    if (input.action === "clear_answers" || input.precheck) await lockStudy(tx, input.brandId, study.id);
    if (input.precheck) await input.precheck(tx);
    if (input.action !== "clear_answers") {
      const now = new Date();
      const { count } = await tx.survey.updateMany({
        where: { id: study.id, brand_id: input.brandId, status: study.status },
        data: { status: rule.to, date_modified: now, ...(rule.stamp ? { [rule.stamp]: now } : {}) },
      });
      // Someone else moved the study first: refuse with the status it has now.
      if (count === 0) throw transitionRefused(input.action, await currentStatus(tx, study.id));
    }
    if (input.action === "clear_answers" || (input.action === "publish" && input.deleteAnswers)) {
      await deleteStudyAnswers(tx, study.id);
    }
  });
  return loadSurveySummary(study.id);
}

/** The transition table's verdict for this actor and study; role failures → 403, state failures → 409. */
export async function assertTransition(actor: Actor, brandId: string, study: TStudyHead, action: TStudyTransition) {
  const who = transitionActor(actor, brandId);
  const rule = transition(study.status, action, who, { internalTemplate: isTemplateStudy(study) });
  if (rule.ok) return rule;
  if (rule.reason === "conflict") throw transitionRefused(action, study.status);
  // Without survey write, requireBrand words the refusal like every other write of the brand.
  if (!who.isAdmin && !who.canWriteSurvey) await requireSurveyWrite(actor, brandId);
  throw forbidden(action === "to_draft" ? STUDY_MSG.revertAdminOnly : STUDY_MSG.templateAdminOnly);
}

/** Serialises clearing with concurrent transitions and deletes of the same study. */
async function lockStudy(tx: Tx, brandId: string, surveyId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Survey" WHERE id = ${surveyId} AND brand_id = ${brandId} FOR UPDATE`;
  if (!rows.length) throw studyNotFound();
}

async function currentStatus(tx: Tx, surveyId: string): Promise<TStudyStatus> {
  const row = await tx.survey.findUnique({ where: { id: surveyId }, select: { status: true } });
  if (!row) throw studyNotFound();
  return row.status;
}
