// "Export data" on the results page (P15 item 7): the page's filters, as its address carries them
// (lib/results/page.ts parseResultsQuery), become the export's body (lib/export/ui.ts exportRequestBody), and the
// export answers exactly the respondents the page counts: inline as the file when quick, as the P13 job (202, then
// progress and a download link) when not; a filter that selects nobody is a 409 in lib's words and queues nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { EXPORT_MSG, type TExportJob } from "@/lib/export/relational";
import { attachmentName, exportPercent, exportRequestBody } from "@/lib/export/ui";
import { parseResultsQuery, resultsSearch } from "@/lib/results/page";
import * as statusRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/export_results_relational/[jobId]/route";
import * as downloadRoute from "@/app/api/v1/downloads/[token]/route";
import { prisma } from "@/server/db";
import { startJobs, stopJobs } from "@/server/jobs/boss";
import { reportRespondentsCount } from "@/server/results/respondents-count";
import { grant } from "../support/access";
import { call } from "../support/factories";
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

/** The filters of a results page address, as the page reads them. */
const pageFilters = (search: string) => parseResultsQuery(Object.fromEntries(new URLSearchParams(search))).filters;

const exportJobs = async () =>
  (await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'results.export-relational'`)[0]!.n;

async function counted(filters: unknown): Promise<number> {
  const user = await prisma.user.findFirstOrThrow({ where: { memberships: { some: { brand_id: w.brandId } } }, select: { id: true } });
  return reportRespondentsCount(await grant(user, w.brandId, "survey.read"), w.surveyId, filters);
}

describe("the results page's export, with the page's filters", () => {
  it("quick: the file at once, holding the respondents the page counts under its country filter", async () => {
    const search = resultsSearch({ tab: "stack-rank", filters: { country: [w.aa] } });
    const filters = pageFilters(search.replace(/^\?/, ""));
    expect(filters).toEqual({ country: [w.aa] });
    const res = await postExport(w.token, w.brandId, w.surveyId, exportRequestBody(filters));
    expect(res.status).toBe(200);
    expect(attachmentName(res.headers.get("content-disposition"), "x.xlsx")).toMatch(/^relational-export-.+\.xlsx$/);
    const { sheets } = await readSheets(res.bytes);
    expect(sheets.respondents!.length).toBe(await counted(filters));
    expect(sheets.respondents!.every((r) => r.country_id === w.aa)).toBe(true);
    expect(sheets.study![0]!.filtered).toBe(true);
  });

  it("no filter: the body carries none and the file holds every counted respondent", async () => {
    expect(exportRequestBody(pageFilters(""))).toEqual({});
    const res = await postExport(w.token, w.brandId, w.surveyId, exportRequestBody(pageFilters("")));
    expect(res.status).toBe(200);
    expect((await readSheets(res.bytes)).sheets.respondents!.length).toBe(await counted(undefined));
  });

  it("large: the P13 job with progress, then a download link to the filtered file", async () => {
    const filters = pageFilters(`demographics.${w.question}=Yes`);
    process.env.EXPORT_SYNC_MAX_ROWS = "10";
    const res = await postExport(w.token, w.brandId, w.surveyId, exportRequestBody(filters));
    delete process.env.EXPORT_SYNC_MAX_ROWS;
    expect(res.status).toBe(202);
    let job = res.json!.results as TExportJob;
    expect(job.status).toBe("queued");
    expect(exportPercent(job)).toBe(0);
    const deadline = Date.now() + 30_000;
    while (job.status !== "done" && job.status !== "failed" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await call(statusRoute.GET, { token: w.token, params: { id: w.brandId, surveyId: w.surveyId, jobId: job.job_id } })).json.results as TExportJob;
      expect(exportPercent(job)).toBeLessThanOrEqual(100);
    }
    expect(job.status).toBe("done");
    expect(exportPercent(job)).toBe(100);
    const token = job.download_url!.split("/").pop()!;
    const file = await downloadRoute.GET(new NextRequest(`http://localhost${job.download_url}`), { params: Promise.resolve({ token }) });
    expect(file.status).toBe(200);
    const { sheets } = await readSheets(Buffer.from(await file.arrayBuffer()));
    expect(sheets.respondents!.length).toBe(await counted(filters));
    expect(sheets.filters_applied).toEqual([{ filter: "demographics", key: w.question, value: "Yes", label: "Owns a dog" }]);
  });

  it("a filter that selects nobody: 409 in lib's words, inline or as a job, and no job is queued", async () => {
    const filters = pageFilters(`country=${w.aa}&languages=xx`);
    expect(await counted(filters)).toBe(0);
    const before = await exportJobs();
    const inline = await postExport(w.token, w.brandId, w.surveyId, exportRequestBody(filters));
    expect(inline.status).toBe(409);
    expect(inline.json).toMatchObject({ detail: EXPORT_MSG.noneSelected, code: "none_selected" });
    process.env.EXPORT_SYNC_MAX_ROWS = "0";
    const large = await postExport(w.token, w.brandId, w.surveyId, exportRequestBody(filters));
    delete process.env.EXPORT_SYNC_MAX_ROWS;
    expect(large.status).toBe(409);
    expect(large.json?.detail).toBe(EXPORT_MSG.noneSelected);
    expect(await exportJobs()).toBe(before);
  });
});
