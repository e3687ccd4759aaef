import "server-only";
// The running job queue as services see it: `enqueue` sends a job to the pg-boss instance that server/jobs/boss.ts
// started. The instance lives on globalThis because Next bundles route handlers apart from the custom server's
// modules (same process, different module copies); this file has no value import of pg-boss, so route bundles
// stay free of it.
import type { PgBoss, SendOptions } from "pg-boss";

/** Queue names (one per kind of background work). */
export const QUEUES = {
  /** data: { runId } — one SurveyTranslationRun to carry out (server/translation/run.ts). */
  studyTranslation: "study-translation",
  /** data: { surveyId } — process a live study's new completes (server/survey/process-submissions.ts). Policy
   *  stately with singletonKey = surveyId: at most one queued (and one running) job per study, however many
   *  respondents complete meanwhile. */
  processSubmissions: "survey.process-submissions",
  /** data: TMailJob (server/jobs/mail-jobs.ts) — an invitation, "added to a brand" or password-reset e-mail. Link
   *  tokens are made by the job, so no usable token is ever stored (the job row holds ids, not tokens). */
  mail: "mail.send",
  /** data: TExportJobData (server/export/export-job.ts) — one relational export too large to stream within the spec's
   *  120 s; the job writes the file under downloads/ and its progress beside it. */
  exportRelational: "results.export-relational",
  /** data: { brandId } — rebuild the brand's knowledge index (server/knowledge/reindex.ts). Policy stately with
   *  singletonKey = brand id: at most one queued (and one running) per brand, however many changes come meanwhile. */
  knowledgeReindex: "knowledge.reindex",
  /** data: { brandId } — retrain the brand's MakerLabs model (server/labs/train.ts). Stately per brand, like the index. */
  labsTrain: "labs.train",
} as const;
export type TQueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface TJobsState {
  boss: PgBoss;
  url: string;
  worker: boolean;
}

const g = globalThis as unknown as { __jobs?: TJobsState | null };

export const jobsState = (): TJobsState | null => g.__jobs ?? null;
export const setJobsState = (s: TJobsState | null): void => {
  g.__jobs = s;
};

export class JobsNotRunningError extends Error {
  constructor() {
    super("Background jobs are not running (startJobs() was not called in this process).");
    this.name = "JobsNotRunningError";
  }
}

/** Sends a job; throws when no queue runs in this process. Answers null when the queue's policy refused a duplicate. */
export async function enqueue(queue: TQueueName, data: Record<string, unknown>, options?: SendOptions): Promise<string | null> {
  const s = jobsState();
  if (!s) throw new JobsNotRunningError();
  return options ? s.boss.send(queue, data, options) : s.boss.send(queue, data);
}

/** What pg-boss needs to send inside the caller's database transaction (a Prisma interactive transaction). */
interface TSqlRunner {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/**
 * Sends a job inside the caller's transaction: the job exists exactly when the transaction commits (a rollback
 * takes the job with it). Throws when no queue runs in this process.
 */
export async function enqueueInTx(db: TSqlRunner, queue: TQueueName, data: Record<string, unknown>, options: SendOptions = {}): Promise<string | null> {
  const s = jobsState();
  if (!s) throw new JobsNotRunningError();
  const executor = { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await db.$queryRawUnsafe<unknown[]>(text, ...values) }) };
  return s.boss.send(queue, data, { ...options, db: executor });
}

/** Cancels a queued or running job (best effort: a finished job is left alone). */
export async function cancelJob(queue: TQueueName, id: string): Promise<void> {
  const s = jobsState();
  if (!s) return;
  await s.boss.cancel(queue, id).catch(() => undefined);
}
