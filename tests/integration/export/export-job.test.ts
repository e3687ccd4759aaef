// The relational export as a pg-boss job (P13 item 5 "past the spec's 120 s, the export runs as a pg-boss job with
// progress and a signed download link"): with the inline limit forced down to 10 rows, the POST answers 202 with a job
// id; the status call reports queued/running, then done with rows written = total and a signed link that the P2
// downloads route serves; the file holds the same ratings as the inline export. Only the requester sees the job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import type { TExportJob } from "@/lib/export/relational";
import * as statusRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/export_results_relational/[jobId]/route";
import * as downloadRoute from "@/app/api/v1/downloads/[token]/route";
import { PassThrough } from "node:stream";
import { loadActor } from "@/server/access/actor";
import { authorize } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { exportScope } from "@/server/export/export-scope";
import { writeRelationalWorkbook } from "@/server/export/write-relational";
import { exportJobFolder } from "@/server/export/export-job";
import { runExportJobInProcess } from "@/server/export/export-process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { startJobs, stopJobs } from "@/server/jobs/boss";
import { call, createUser } from "../support/factories";
import { buildExportStudy, postExport, readSheets, type TExportWorld } from "./fixture";

let w: TExportWorld;
beforeAll(async () => {
  w = await buildExportStudy();
  await startJobs({ url: process.env.DATABASE_URL, pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  delete process.env.EXPORT_SYNC_MAX_ROWS;
  await stopJobs();
});

const status = (jobId: string, token = w.token, surveyId = w.surveyId) =>
  call(statusRoute.GET, { token, params: { id: w.brandId, surveyId, jobId } });

describe("the export as a job", () => {
  it("202 with a job id; progress while it runs; done with a working signed download link", async () => {
    const inline = await postExport(w.token, w.brandId, w.surveyId);
    expect(inline.status).toBe(200);
    const inlineSheets = (await readSheets(inline.bytes)).sheets;

    process.env.EXPORT_SYNC_MAX_ROWS = "10";
    const res = await postExport(w.token, w.brandId, w.surveyId);
    delete process.env.EXPORT_SYNC_MAX_ROWS;
    expect(res.status).toBe(202);
    const queued = res.json!.results as TExportJob;
    // 160 respondents + 320 ratings + 20 follow-up answers + 160 segmentation answers.
    expect(queued).toMatchObject({ status: "queued", rows_written: 0, total_rows: 660, download_url: null });

    const seen: TExportJob[] = [];
    let job: TExportJob = queued;
    const deadline = Date.now() + 20_000;
    while (job.status !== "done" && job.status !== "failed" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const s = await status(queued.job_id);
      expect(s.status).toBe(200);
      job = s.json.results as TExportJob;
      seen.push(job);
    }
    expect(job.status).toBe("done");
    expect(job.rows_written).toBe(660);
    expect(job.total_rows).toBe(660);
    expect(seen.every((s) => ["queued", "running", "done"].includes(s.status) && s.rows_written <= s.total_rows)).toBe(true);
    expect(job.download_url).toMatch(/^\/api\/v1\/downloads\/[\w-]+\.[\w-]+$/);

    const token = job.download_url!.split("/").pop()!;
    const download = await downloadRoute.GET(new NextRequest(`http://localhost${job.download_url}`), { params: Promise.resolve({ token }) });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("relational-export-");
    const { sheets } = await readSheets(Buffer.from(await download.arrayBuffer()));
    expect(sheets.ratings).toEqual(inlineSheets.ratings);
    expect(sheets.respondents!.length).toBe(160);
  });

  it("another user's, another study's, an unknown or a malformed job id: 404 / 400", async () => {
    process.env.EXPORT_SYNC_MAX_ROWS = "10";
    const res = await postExport(w.token, w.brandId, w.surveyId, { filter: { country: [w.aa] } });
    delete process.env.EXPORT_SYNC_MAX_ROWS;
    expect(res.status).toBe(202);
    const jobId = (res.json!.results as TExportJob).job_id;
    expect((await status(jobId)).status).toBe(200);
    const colleague = await createUser({ brands: { [w.brandId]: [["survey", "read"]] } });
    expect((await status(jobId, colleague.token)).status).toBe(404);
    const other = await buildExportStudy();
    expect((await status(jobId, w.token, other.surveyId)).status).toBe(404);
    expect((await status("00000000-0000-4000-8000-000000000000")).json.detail).toBe("Export not found.");
    expect((await status("x")).status).toBe(400);
  });

  it("progress: the writer reports the rows written after every batch, growing to the total", async () => {
    const member = await prisma.brandMembership.findFirstOrThrow({ where: { brand_id: w.brandId } });
    const access = await authorize(await loadActor(member.user_id), { brand: w.brandId, permission: "survey.read" });
    const scope = await exportScope(access, w.surveyId, undefined);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const seen: number[] = [];
    const written = await writeRelationalWorkbook(scope, out, { onProgress: (n) => void seen.push(n) });
    // One batch per large sheet here: respondents, ratings, follow-up answers, segmentation answers.
    expect(seen).toEqual([160, 480, 500, 660]);
    expect(written).toBe(scope.totalRows);
    expect((await readSheets(Buffer.concat(chunks))).sheets.ratings!.length).toBe(320);
  });

  it("runs in a process of its own: the job's answer and the child's peak memory; a stopped job ends it; a stranger's job is refused", async () => {
    const member = await prisma.brandMembership.findFirstOrThrow({ where: { brand_id: w.brandId } });
    const data = { surveyId: w.surveyId, brandId: w.brandId, userId: member.user_id, filter: null, filename: "export.xlsx", totalRows: 660 };
    const jobId = randomUUID();
    try {
      const done = await runExportJobInProcess(jobId, data);
      expect(done).toMatchObject({ rows_written: 660, total_rows: 660 });
      expect(done.maxRss).toBeGreaterThan(0);
      expect(done.maxRss).not.toBe(process.resourceUsage().maxRSS * 1024);
      expect(existsSync(`${exportJobFolder(jobId)}/file.xlsx`)).toBe(true);

      const stopped = randomUUID();
      const ctl = new AbortController();
      const run = runExportJobInProcess(stopped, data, ctl.signal);
      ctl.abort();
      await expect(run).rejects.toThrow("The export was stopped.");
      // Another user's job data is refused by the child's own access check.
      const stranger = await createUser();
      await expect(runExportJobInProcess(randomUUID(), { ...data, userId: stranger.id })).rejects.toThrow();
    } finally {
      await rm(exportJobFolder(jobId), { recursive: true, force: true });
    }
  }, 60_000);
});
