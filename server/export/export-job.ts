import "server-only";
// The relational export as a background job (queue QUEUES.exportRelational; P13 item 5): exports too large to finish
// well inside the spec's 120 s run in the jobs worker, which writes the file under the downloads folder
// (downloads/export-<job id>/file.xlsx, swept after a day like every generated file) and its progress beside it
// (progress.json, rows written / total, rewritten at most every 250 ms). The status call reads the job's state from
// pg-boss and the progress from the file, and when done hands out a fresh signed link (server/downloads/sign.ts).
// The job re-checks the requester's access when it runs (a membership removed meanwhile fails the job).
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { EXPORT_MSG, ZExportJobId, type TExportJob } from "@/lib/export/relational";
import { loadActor } from "../access/actor";
import { authorize, type TBrandAccess } from "../access/authorize";
import { createDownloadUrl, downloadsDir } from "../downloads/sign";
import { AppError, invalid } from "../errors";
import { jobsState, QUEUES } from "../jobs/queue";
import { loadVisibleStudy } from "../studies/load-study";
import { exportScope } from "./export-scope";
import { writeRelationalWorkbook } from "./write-relational";

export const ZExportJobData = z.object({
  surveyId: z.string(),
  brandId: z.string(),
  userId: z.string(),
  filter: z.unknown(),
  filename: z.string(),
  totalRows: z.number(),
});
export type TExportJobData = z.infer<typeof ZExportJobData>;

interface TProgress {
  rows_written: number;
  total_rows: number;
}

const PROGRESS_EVERY_MS = 250;

/** The job's folder under the downloads folder (the job id is a pg-boss uuid, checked by the routes). */
export const exportJobFolder = (jobId: string): string => path.join(downloadsDir(), `export-${jobId}`);
const fileOf = (jobId: string) => path.join(exportJobFolder(jobId), "file.xlsx");
const progressOf = (jobId: string) => path.join(exportJobFolder(jobId), "progress.json");

async function writeProgress(jobId: string, p: TProgress): Promise<void> {
  // Written beside and renamed over, so a reader never sees half a file.
  const tmp = `${progressOf(jobId)}.tmp`;
  await writeFile(tmp, JSON.stringify(p));
  await rename(tmp, progressOf(jobId));
}

async function readProgress(jobId: string): Promise<TProgress | null> {
  try {
    return JSON.parse(await readFile(progressOf(jobId), "utf8")) as TProgress;
  } catch {
    return null;
  }
}

/** Runs one export job (the jobs worker calls it). Answers the job's output. */
export async function runExportJob(jobId: string, raw: unknown, signal?: AbortSignal): Promise<TProgress> {
  const data = ZExportJobData.parse(raw);
  const actor = await loadActor(data.userId);
  const access = await authorize(actor, { brand: data.brandId, permission: "survey.read", survey: data.surveyId });
  const scope = await exportScope(access, data.surveyId, data.filter);
  await mkdir(exportJobFolder(jobId), { recursive: true });
  await writeProgress(jobId, { rows_written: 0, total_rows: scope.totalRows });
  const out = createWriteStream(fileOf(jobId));
  let last = 0;
  try {
    const written = await writeRelationalWorkbook(scope, out, {
      signal,
      onProgress: async (rows) => {
        if (Date.now() - last < PROGRESS_EVERY_MS) return;
        last = Date.now();
        await writeProgress(jobId, { rows_written: rows, total_rows: scope.totalRows });
      },
    });
    const done = { rows_written: written, total_rows: scope.totalRows };
    await writeProgress(jobId, done);
    return done;
  } catch (err) {
    out.destroy();
    throw err;
  }
}

const STATUS_OF = { created: "queued", retry: "queued", active: "running", completed: "done", cancelled: "failed", failed: "failed" } as const;

/** The status of the caller's own export job of this study; any other job id is a 404. Needs survey.read. */
export async function exportJobStatus(access: TBrandAccess, surveyId: string, jobId: string): Promise<TExportJob> {
  const study = await loadVisibleStudy(access, surveyId);
  if (!ZExportJobId.safeParse(jobId).success) throw invalid(EXPORT_MSG.badJobId, [{ name: "jobId", reason: EXPORT_MSG.badJobId }]);
  const notFound = new AppError("not_found", EXPORT_MSG.jobNotFound);
  const boss = jobsState()?.boss;
  if (!boss) throw notFound;
  const job = await boss.getJobById<unknown>(QUEUES.exportRelational, jobId);
  const data = ZExportJobData.safeParse(job?.data);
  if (!job || !data.success || data.data.surveyId !== study.id || data.data.brandId !== access.brandId || data.data.userId !== access.actor.id) throw notFound;
  const status = STATUS_OF[job.state];
  const progress = await readProgress(jobId);
  const base: TExportJob = {
    job_id: job.id,
    status,
    rows_written: progress?.rows_written ?? 0,
    total_rows: progress?.total_rows ?? data.data.totalRows,
    download_url: null,
    error: status === "failed" ? EXPORT_MSG.failed : null,
  };
  if (status !== "done") return base;
  // The file outlives its job by the downloads sweep (a day); after that the export is simply gone.
  const file = fileOf(jobId);
  if (!(await stat(file).catch(() => null))) throw notFound;
  return { ...base, download_url: createDownloadUrl(file, data.data.filename) };
}
