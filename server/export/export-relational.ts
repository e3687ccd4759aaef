import "server-only";
// exportResultsRelational (spec 3 §7 `POST /brand/{b}/survey/{s}/export_results_relational`, timeout 120 s; P13 item
// 5): the study's results as an .xlsx of relational sheets. Checked first (study, filter, something to export); then
// an export estimated at no more than EXPORT_SYNC_MAX_ROWS rows streams straight into the response, and a larger one
// is queued as a job (202 with its id; server/export/export-job.ts). Needs survey.read.
import { PassThrough, Readable } from "node:stream";
import { z } from "zod";
import { EXPORT_SYNC_MAX_ROWS, exportFileName, exportRunsInline, type TExportJob } from "@/lib/export/relational";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { enqueue, QUEUES } from "../jobs/queue";
import type { TExportJobData } from "./export-job";
import { exportScope } from "./export-scope";
import { writeRelationalWorkbook } from "./write-relational";

export type TExportResult = { kind: "file"; filename: string; body: ReadableStream<Uint8Array> } | { kind: "job"; job: TExportJob };

/** EXPORT_SYNC_MAX_ROWS, unless the environment sets another (tests force the job path with a small one). */
export function syncMaxRows(): number {
  const parsed = z.coerce.number().int().min(0).safeParse(process.env.EXPORT_SYNC_MAX_ROWS);
  return process.env.EXPORT_SYNC_MAX_ROWS !== undefined && parsed.success ? parsed.data : EXPORT_SYNC_MAX_ROWS;
}

export async function exportResultsRelational(access: TBrandAccess, surveyId: string, rawFilter: unknown): Promise<TExportResult> {
  const scope = await exportScope(access, surveyId, rawFilter);
  const { title } = await prisma.survey.findUniqueOrThrow({ where: { id: scope.study.id }, select: { title: true } });
  const filename = exportFileName(title, new Date());
  if (exportRunsInline(scope.totalRows, syncMaxRows())) {
    const out = new PassThrough();
    // A reader that goes away destroys `out`, which stops the writer at its next batch and frees its connection.
    writeRelationalWorkbook(scope, out).catch((err: unknown) => {
      if (!out.destroyed) out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return { kind: "file", filename, body: Readable.toWeb(out) as ReadableStream<Uint8Array> };
  }
  const data: TExportJobData = { surveyId: scope.study.id, brandId: scope.study.brand_id, userId: access.actor.id, filter: rawFilter ?? null, filename, totalRows: scope.totalRows };
  const jobId = await enqueue(QUEUES.exportRelational, data);
  if (!jobId) throw new Error("The export job was not queued.");
  return { kind: "job", job: { job_id: jobId, status: "queued", rows_written: 0, total_rows: scope.totalRows, download_url: null, error: null } };
}
