// POST /api/v1/live/{short_id}/complete (P6): the final submit. Idempotent — a respondent who already ended gets the
// same outcome again and is not counted twice (the respondent row is locked, so two concurrent submits serialise).
// Required answers are checked (400 missingAnswers); then, under a per-study advisory lock taken only when the study
// has a total or country limit, completes are counted: within the limits → complete, else quota_full. The complete
// that reaches the total limit of a study with limit_equals_stat_significance closes it. After commit the study's
// processing job is queued. Preview sessions get "complete" and nothing is written.
import { missingParams, missingRequired } from "@/lib/survey/answers";
import { LIVE_MSG } from "@/lib/survey/messages";
import type { TRespondentDbStatus } from "@/lib/survey/rules";
import type { TStudyShape } from "@/lib/survey/shape";
import type { TLiveCompleteResult, TLiveOutcomeStatus } from "@/lib/survey/wire";
import { prisma, type Tx } from "../db";
import { AppError, conflict } from "../errors";
import { enqueueProcessing } from "./process-submissions";
import { completeCounts, hasLimits, limitsReached, quotaLimits } from "./quota";
import { outcomeRedirect } from "./redirect-url";
import { findSession, sessionNotFound, type TLiveRespondentCtx } from "./session";

export interface TCompleteInput {
  shortId: string;
  token: string | null;
}

type TEnded = Exclude<TRespondentDbStatus, "started">;

export async function completeRespondent(input: TCompleteInput): Promise<TLiveCompleteResult> {
  const { shape, respondent } = await findSession(input.shortId, input.token);
  if (respondent.is_preview) return outcome(shape, respondent, "completed");
  if (respondent.status !== "started") return outcome(shape, respondent, respondent.status);

  const ended = await prisma.$transaction((tx) => completeInTx(tx, shape, respondent));
  if (ended.counted) await enqueueProcessing(shape.id);
  return outcome(shape, respondent, ended.status);
}

async function completeInTx(tx: Tx, shape: TStudyShape, respondent: TLiveRespondentCtx): Promise<{ status: TEnded; counted: boolean }> {
  // The respondent row lock serialises a double submit; the loser sees the winner's status here.
  const [row] = await tx.$queryRaw<{ status: TRespondentDbStatus }[]>`
    SELECT status::text AS status FROM "Respondent" WHERE id = ${respondent.id} FOR UPDATE`;
  if (!row) throw sessionNotFound();
  if (row.status !== "started") return { status: row.status, counted: false };

  await checkRequired(tx, shape, respondent);

  const limits = quotaLimits(shape, respondent.country_code);
  const limited = hasLimits(limits);
  // One complete at a time per limited study: the count below then sees every earlier complete (committed before
  // the lock was released), so the limit is never exceeded.
  if (limited) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`survey-complete:${shape.id}`}, 0))`;
  const [study] = await tx.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM "Survey" WHERE id = ${shape.id}`;
  const counts = limited ? await completeCounts(shape.id, limits.countryId, tx) : { total: 0, country: 0 };
  const full = limited && limitsReached(limits, counts);
  // A study closed while the respondent answered: quota_full when it closed on its limit, else not accepting.
  if (study?.status !== "Active" && !full) throw conflict(LIVE_MSG.notActive);

  const status: TEnded = full ? "quota_full" : "completed";
  await tx.respondent.update({ where: { id: respondent.id }, data: { status, completed_at: new Date() } });
  if (!full && shape.limit_equals_stat_significance && limits.total !== null && counts.total + 1 >= limits.total) await closeStudy(tx, shape.id);
  return { status, counted: !full };
}

async function checkRequired(tx: Tx, shape: TStudyShape, respondent: TLiveRespondentCtx): Promise<void> {
  const where = { respondent_id: respondent.id };
  const segments = await tx.segmentAnswer.findMany({ where, select: { demographic_id: true } });
  const ratings = await tx.ratingAnswer.findMany({ where, select: { product_id: true, rating: true } });
  const follow_ups = await tx.followUpAnswer.findMany({ where, select: { product_id: true, follow_up_id: true, side: true } });
  const missing = missingRequired(shape, { assigned: respondent.assigned_products, country: respondent.country_code }, { segments, ratings, follow_ups });
  if (missing.length) throw new AppError("invalid", LIVE_MSG.missingAnswers, missingParams(missing));
}

/**
 * Auto-close (spec 2 §9): Active → Closed with date_closed. Raw SQL, so date_modified (the builder's optimistic
 * concurrency token) is not bumped by a respondent; guarded by status, so a study closed meanwhile stays as it is.
 */
async function closeStudy(tx: Tx, surveyId: string): Promise<void> {
  await tx.$executeRaw`UPDATE "Survey" SET status = 'Closed', date_closed = ${new Date()} WHERE id = ${surveyId} AND status = 'Active'`;
}

const OUTCOME = { completed: "complete", terminated: "terminate", quota_full: "quota_full" } as const satisfies Record<TEnded, TLiveOutcomeStatus>;

async function outcome(shape: TStudyShape, respondent: TLiveRespondentCtx, status: TEnded): Promise<TLiveCompleteResult> {
  return { status: OUTCOME[status], redirect_url: await outcomeRedirect(shape, respondent, OUTCOME[status]) };
}
