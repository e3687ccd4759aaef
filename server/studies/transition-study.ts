import "server-only";
// Study status actions (spec 3 §4, §6): publish, close, reopen, to_draft and clear_answers through the one
// transition table of lib/studies/status.ts. Role failures → 403, state failures → 409; the write is a guarded
// update (`… WHERE id AND brand_id AND status = from`) in one transaction, so concurrent calls cannot both win.
import { sentimentScoreVersion } from "@/lib/results/definitions";
import { parseFeatures } from "@/lib/schemas/brand";
import { STUDY_MSG } from "@/lib/studies/messages";
import { transition, type TStudyStatus, type TStudyTransition } from "@/lib/studies/status";
import type { TSurveySummary } from "@/lib/studies/wire";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { conflict, forbidden } from "../errors";
import { prisma, type Tx } from "../db";
import { deleteStudyAnswers } from "./clear-answers";
import { isTemplateStudy, loadBrandStudy, studyNotFound, transitionActor, type TStudyHead } from "./load-study";
import { loadSurveySummary } from "./summary";
import { historyChanged } from "../knowledge/jobs";

export type TStatusAction = Exclude<TStudyTransition, "delete">;

export interface TTransitionInput {
  surveyId: string;
  action: TStatusAction;
  /** publish only: clear the collected answers in the same transaction. */
  deleteAnswers?: boolean;
  /** Runs in the transaction with the study row locked, before the status changes; throw to refuse (the wizard's
   * publish checks, server/builder/publish-study.ts). */
  precheck?: (tx: Tx) => Promise<void>;
}

export const transitionRefused = (action: TStudyTransition, status: TStudyStatus) =>
  conflict(STUDY_MSG.transitionRefused(STUDY_MSG.transitionVerb[action], status));

/**
 * Needs study.status (brand.member; admins only on a gates-and-dates brand): the transition table (lib/studies/status.ts) decides who may do what from the caller's roles,
 * survey write included.
 */
export async function transitionStudy(access: TBrandAccess, input: TTransitionInput): Promise<TSurveySummary> {
  const study = await loadBrandStudy(access, input.surveyId);
  const rule = assertTransition(access, study, input.action);

  await prisma.$transaction(async (tx) => {
    if (input.action === "clear_answers" || input.precheck) await lockStudy(tx, access, study.id);
    if (input.precheck) await input.precheck(tx);
    if (input.action !== "clear_answers") {
      const now = new Date();
      const { count } = await tx.survey.updateMany({
        where: access.where({ id: study.id, status: study.status }),
        data: {
          status: rule.to,
          date_modified: now,
          ...(rule.stamp ? { [rule.stamp]: now } : {}),
          // Cached results of the old status are never served again (server/results/results-cache.ts).
          results_generation: { increment: 1 },
          sentiment_score_version: rule.to === "Closed" ? await versionAtClose(tx, access) : null,
        },
      });
      // Someone else moved the study first: refuse with the status it has now.
      if (count === 0) throw transitionRefused(input.action, await currentStatus(tx, study.id));
    }
    if (input.action === "clear_answers" || (input.action === "publish" && input.deleteAnswers)) {
      await deleteStudyAnswers(tx, study.id);
    }
  });
  await historyChanged(access.brandId);
  return loadSurveySummary(study.id);
}

/** The transition table's verdict for this caller and study; role failures → 403, state failures → 409. */
export function assertTransition(access: TBrandAccess, study: TStudyHead, action: TStudyTransition) {
  const who = transitionActor(access);
  const rule = transition(study.status, action, who, { internalTemplate: isTemplateStudy(study) });
  if (rule.ok) return rule;
  if (rule.reason === "conflict") throw transitionRefused(action, study.status);
  // Without survey write, the refusal is worded like every other write of the brand.
  if (!who.isAdmin && !who.canWriteSurvey) withPermission(access, "survey.write");
  throw forbidden(action === "to_draft" ? STUDY_MSG.revertAdminOnly : STUDY_MSG.templateAdminOnly);
}

/**
 * With enableSentimentScoreVersionControl, a study closes with the brand's current sentiment score version and keeps
 * it (docs/decisions.md P9 #14); without it, results always use the brand's current version.
 */
async function versionAtClose(tx: Tx, access: TBrandAccess): Promise<string | null> {
  if (!parseFeatures(access.brand.features).enableSentimentScoreVersionControl) return null;
  const brand = await tx.brand.findUnique({ where: { id: access.brandId }, select: { sentiment_score_model_version: true } });
  return sentimentScoreVersion(brand?.sentiment_score_model_version);
}

/** Serialises clearing with concurrent transitions and deletes of the same study. */
async function lockStudy(tx: Tx, access: TBrandAccess, surveyId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Survey" WHERE id = ${surveyId} AND brand_id = ${access.brandId} FOR UPDATE`;
  if (!rows.length) throw studyNotFound();
}

async function currentStatus(tx: Tx, surveyId: string): Promise<TStudyStatus> {
  const row = await tx.survey.findUnique({ where: { id: surveyId }, select: { status: true } });
  if (!row) throw studyNotFound();
  return row.status;
}
