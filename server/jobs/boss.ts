import "server-only";
// Background jobs: ONE pg-boss instance per process on the app database (schema `pgboss`, created and migrated by
// pg-boss itself on start), its queues and workers. Started by server/index.ts#startServer; tests start and stop
// it on their own database with startJobs({ url }) / stopJobs().
//
// Queue study-translation: retryLimit 1 (one retry, 5 s later, only for a crash or an expiry — a run that failed
// is marked failed by its handler and a retry of it does nothing), expireInSeconds 1800 (a run longer than 30 min
// is failed), completed jobs kept 1 day. Runs left "running" by a process that died are failed with their rollback
// when the worker starts (recoverStaleRuns).
//
// Queue mail.send (P7): invitation, added-to-brand and password-reset e-mails (server/jobs/mail-jobs.ts), retried
// three times 10 s apart (a mail server hiccup), kept a day.
//
// Queue survey.process-submissions (P6): policy stately, one job per study (singletonKey = survey id) queued at a
// time, retried twice; completes that were never queued (jobs down at the time) are queued when the worker starts.
//
// Queue results.export-relational (P13): one large relational export per job (server/export/export-job.ts), not retried
// (a failed export is reported, the user asks again), failed after an hour, kept a day like its file.
//
// Queues knowledge.reindex and labs.train (P14): stately, one job per brand (singletonKey = brand id) queued at a
// time, retried once; brands never indexed or trained are queued when the worker starts (server/knowledge/jobs.ts).
import { PgBoss } from "pg-boss";
import { databaseUrl } from "../db";
import { enqueuePendingSubmissions, processSubmissions } from "../survey/process-submissions";
import { processTranslationJob, recoverStaleRuns } from "../translation/run";
import { runExportJobInProcess } from "../export/export-process";
import { answersChanged, enqueueMissingKnowledge } from "../knowledge/jobs";
import { reindexKnowledgeJob } from "../knowledge/reindex";
import { trainLabsJob } from "../labs/train";
import { runMailJob } from "./mail-jobs";
import { jobsState, QUEUES, setJobsState } from "./queue";

export const TRANSLATION_JOB_EXPIRE_SECONDS = 1800;

export interface TStartJobsOptions {
  /** The database (default: DATABASE_URL). */
  url?: string;
  /** Run the workers in this process (default true). */
  worker?: boolean;
  /** Seconds between polls for new jobs (default 1; minimum 0.5). */
  pollingIntervalSeconds?: number;
}

export async function startJobs(opts: TStartJobsOptions = {}): Promise<PgBoss> {
  const running = jobsState();
  if (running) return running.boss;
  const url = opts.url ?? databaseUrl();
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 4, application_name: "jobs" });
  boss.on("error", (err: unknown) => console.error("[jobs]", err));
  await boss.start();
  await boss.createQueue(QUEUES.studyTranslation, {
    retryLimit: 1,
    retryDelay: 5,
    expireInSeconds: TRANSLATION_JOB_EXPIRE_SECONDS,
    deleteAfterSeconds: 86_400,
  });
  await boss.createQueue(QUEUES.processSubmissions, { policy: "stately", retryLimit: 2, retryDelay: 5, expireInSeconds: 600, deleteAfterSeconds: 86_400 });
  await boss.createQueue(QUEUES.mail, { retryLimit: 3, retryDelay: 10, expireInSeconds: 120, deleteAfterSeconds: 86_400 });
  await boss.createQueue(QUEUES.exportRelational, { retryLimit: 0, expireInSeconds: 3600, deleteAfterSeconds: 86_400 });
  for (const queue of [QUEUES.knowledgeReindex, QUEUES.labsTrain]) {
    await boss.createQueue(queue, { policy: "stately", retryLimit: 1, retryDelay: 10, expireInSeconds: 600, deleteAfterSeconds: 86_400 });
  }
  const worker = opts.worker ?? true;
  if (worker) {
    await recoverStaleRuns(TRANSLATION_JOB_EXPIRE_SECONDS * 1000);
    await boss.work<{ runId?: unknown }>(
      QUEUES.studyTranslation,
      { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, localConcurrency: 2 },
      async (jobs) => {
        for (const job of jobs) await processTranslationJob(job.data, job.signal);
      },
    );
    await boss.work<{ surveyId?: unknown }>(
      QUEUES.processSubmissions,
      { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, localConcurrency: 1 },
      async (jobs) => {
        for (const job of jobs) {
          if (typeof job.data.surveyId !== "string") continue;
          // Processed completes bring respondents' answers the knowledge base indexes (P15 item 9).
          if ((await processSubmissions(job.data.surveyId)) > 0) await answersChanged(job.data.surveyId);
        }
      },
    );
    await boss.work(QUEUES.mail, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, localConcurrency: 2 }, async (jobs) => {
      for (const job of jobs) await runMailJob(job.data);
    });
    // One job per fetch (batchSize 1), in a process of its own (server/export/export-process.ts): the handler's
    // answer is that job's output (rows written / total).
    await boss.work(QUEUES.exportRelational, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, localConcurrency: 1 }, async ([job]) => {
      if (!job) return undefined;
      const { rows_written, total_rows } = await runExportJobInProcess(job.id, job.data, job.signal);
      return { rows_written, total_rows };
    });
    await boss.work<{ brandId?: unknown }>(QUEUES.knowledgeReindex, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, localConcurrency: 1 }, async (jobs) => {
      for (const job of jobs) if (typeof job.data.brandId === "string") await reindexKnowledgeJob(job.data.brandId);
    });
    await boss.work<{ brandId?: unknown }>(QUEUES.labsTrain, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, localConcurrency: 1 }, async (jobs) => {
      for (const job of jobs) if (typeof job.data.brandId === "string") await trainLabsJob(job.data.brandId);
    });
  }
  setJobsState({ boss, url, worker });
  if (worker) await enqueuePendingSubmissions();
  if (worker) await enqueueMissingKnowledge();
  return boss;
}

export async function stopJobs(): Promise<void> {
  const s = jobsState();
  if (!s) return;
  setJobsState(null);
  await s.boss.stop({ graceful: true, timeout: 5000, close: true });
}
