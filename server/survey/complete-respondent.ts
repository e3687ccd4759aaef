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
import { scheduleProcessing } from "./process-submissions";
import { hasLimits, limitsReached, quotaLimits } from "./quota";
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
  if (ended.counted) scheduleProcessing(shape.id);
  return outcome(shape, respondent, ended.status);
}

interface TLockedRow {
  status: TRespondentDbStatus;
  segments: { demographic_id: string }[];
  ratings: { product_id: string; rating: number }[];
  follow_ups: { product_id: string; follow_up_id: string; side: "positive" | "negative" }[];
}

async function completeInTx(tx: Tx, shape: TStudyShape, respondent: TLiveRespondentCtx): Promise<{ status: TEnded; counted: boolean }> {
  // The respondent row lock serialises a double submit; the loser sees the winner's status here. The same statement
  // reads what the required-answers check needs (one round trip on the hot path).
  const [row] = await tx.$queryRaw<TLockedRow[]>`
    SELECT r.status::text AS status,
      (SELECT coalesce(json_agg(json_build_object('demographic_id', sa.demographic_id)), '[]') FROM "SegmentAnswer" sa WHERE sa.respondent_id = r.id) AS segments,
      (SELECT coalesce(json_agg(json_build_object('product_id', ra.product_id, 'rating', ra.rating)), '[]') FROM "RatingAnswer" ra WHERE ra.respondent_id = r.id) AS ratings,
      (SELECT coalesce(json_agg(json_build_object('product_id', fa.product_id, 'follow_up_id', fa.follow_up_id, 'side', fa.side)), '[]')
         FROM "FollowUpAnswer" fa WHERE fa.respondent_id = r.id) AS follow_ups
    FROM "Respondent" r WHERE r.id = ${respondent.id} FOR UPDATE OF r`;
  if (!row) throw sessionNotFound();
  if (row.status !== "started") return { status: row.status, counted: false };

  const missing = missingRequired(shape, { assigned: respondent.assigned_products, country: respondent.country_code }, row);
  if (missing.length) throw new AppError("invalid", LIVE_MSG.missingAnswers, missingParams(missing));

  const limits = quotaLimits(shape, respondent.country_code);
  const limited = hasLimits(limits);
  // One complete at a time per limited study: the count below then sees every earlier complete (committed before
  // the lock was released), so the limit is never exceeded.
  if (limited) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`survey-complete:${shape.id}`}, 0))`;
  const { status: studyStatus, ...counts } = await studyStatusAndCounts(tx, shape.id, limited ? limits.countryId : null, limited);
  const full = limited && limitsReached(limits, counts);
  // A study closed while the respondent answered: quota_full when it closed on its limit, else not accepting.
  if (studyStatus !== "Active" && !full) throw conflict(LIVE_MSG.notActive);

  const status: TEnded = full ? "quota_full" : "completed";
  await tx.$executeRaw`UPDATE "Respondent" SET status = ${status}::"RespondentStatus", completed_at = ${new Date()} WHERE id = ${respondent.id}`;
  if (!full && shape.limit_equals_stat_significance && limits.total !== null && counts.total + 1 >= limits.total) await closeStudy(tx, shape.id);
  return { status, counted: !full };
}

/** The study's status (fresh: the shape may come from the cache) and, when limited, its completes — one query. */
async function studyStatusAndCounts(tx: Tx, surveyId: string, countryId: string | null, limited: boolean): Promise<{ status: string; total: number; country: number }> {
  if (!limited) {
    const [s] = await tx.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM "Survey" WHERE id = ${surveyId}`;
    return { status: s?.status ?? "Draft", total: 0, country: 0 };
  }
  const [row] = await tx.$queryRaw<{ status: string; total: number; country: number }[]>`
    SELECT (SELECT status::text FROM "Survey" WHERE id = ${surveyId}) AS status,
      count(*)::int AS total, count(*) FILTER (WHERE country_id = ${countryId})::int AS country
    FROM "Respondent" WHERE survey_id = ${surveyId} AND status = 'completed' AND NOT is_preview`;
  return row ?? { status: "Draft", total: 0, country: 0 };
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
