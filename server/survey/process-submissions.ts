import "server-only";
// Processing completed submissions into results (P6 "raw vs processed", spec 3 "waiting"): for a study's completed,
// not yet processed, non-preview respondents, ONE UPDATE sets summed_points (the sum of the point values of their
// answers to the study's part_of_point_range questions), the first segmentation profile (by order) whose
// [start_range, end_range] holds that sum, and processed_at. Run by the survey.process-submissions job
// (server/jobs/boss.ts) after completes, and by the seed.
import { prisma, type Tx } from "../db";
import { enqueue, JobsNotRunningError, QUEUES } from "../jobs/queue";

/**
 * Answers how many respondents were processed. A study without point-range questions leaves summed_points and the
 * profile empty; with them, unanswered (optional) questions count 0. A missing range bound is open on that side.
 */
export async function processSubmissions(surveyId: string, db: Tx = prisma): Promise<number> {
  // A JS timestamp, not now(): columns hold UTC wall time the way Prisma writes it.
  const now = new Date();
  return db.$executeRaw`
    WITH ranged AS (
      SELECT sd.demographic_id FROM "SurveyDemographic" sd WHERE sd.survey_id = ${surveyId} AND sd.part_of_point_range
    ), pending AS (
      SELECT r.id,
        CASE WHEN EXISTS (SELECT 1 FROM ranged) THEN
          COALESCE((SELECT sum(sa.points) FROM "SegmentAnswer" sa
            WHERE sa.respondent_id = r.id AND sa.demographic_id IN (SELECT demographic_id FROM ranged)), 0)
        END AS total
      FROM "Respondent" r
      WHERE r.survey_id = ${surveyId} AND r.status = 'completed' AND NOT r.is_preview AND r.processed_at IS NULL
      FOR UPDATE OF r SKIP LOCKED
    )
    UPDATE "Respondent" r SET
      summed_points = p.total,
      segmentation_profile_id = CASE WHEN p.total IS NULL THEN NULL ELSE (
        SELECT sp.id FROM "SegmentationProfile" sp
        WHERE sp.survey_id = ${surveyId}
          AND (sp.start_range IS NULL OR p.total >= sp.start_range)
          AND (sp.end_range IS NULL OR p.total <= sp.end_range)
        ORDER BY sp."order", sp.id LIMIT 1) END,
      processed_at = ${now}
    FROM pending p
    WHERE r.id = p.id`;
}

/**
 * Queues the study's processing after a complete (one job per study queued at a time: singletonKey). Never fails the
 * caller: without a job queue in this process (scripts, tests) the completes wait, and the worker queues them when it
 * starts (enqueuePendingSubmissions).
 */
export async function enqueueProcessing(surveyId: string): Promise<void> {
  try {
    await enqueue(QUEUES.processSubmissions, { surveyId }, { singletonKey: surveyId });
  } catch (err) {
    if (!(err instanceof JobsNotRunningError)) console.error("[survey] could not queue processing of", surveyId, err);
  }
}

/** How long completes of one study are gathered before one job is queued for them all. */
export const PROCESSING_COALESCE_MS = 250;

// Route handlers are bundled apart from the custom server: the pending timers live on globalThis.
const g = globalThis as unknown as { __processingTimers?: Map<string, ReturnType<typeof setTimeout>> };

/**
 * After a complete: queue the study's processing once for every burst of completes (the job processes every
 * waiting submission of the study, so one job per burst suffices; queueing on every complete would add a write to
 * the respondent's hot path). The job is queued after the burst, so the last complete is always included. Should the
 * process stop within the window, the worker queues the waiting completes when it starts again.
 */
export function scheduleProcessing(surveyId: string): void {
  const timers = (g.__processingTimers ??= new Map());
  if (timers.has(surveyId)) return;
  const t = setTimeout(() => {
    timers.delete(surveyId);
    void enqueueProcessing(surveyId);
  }, PROCESSING_COALESCE_MS);
  t.unref?.();
  timers.set(surveyId, t);
}

/** Queues every study that has completes waiting (run when the worker starts). */
export async function enqueuePendingSubmissions(db: Tx = prisma): Promise<number> {
  const rows = await db.$queryRaw<{ survey_id: string }[]>`
    SELECT DISTINCT survey_id FROM "Respondent" WHERE status = 'completed' AND NOT is_preview AND processed_at IS NULL`;
  for (const r of rows) await enqueueProcessing(r.survey_id);
  return rows.length;
}
