// The learnings report page's data (server/pages/learnings-report-page.ts; P13 items 1, 2 and 4): the report for a
// brand user (a 404 for another brand's study), the "after launch" section when the line review has sales data, and
// the shared report for a learnings link only — a results link, a revoked or expired link, or another study's link is
// the "not valid" page, never data.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import type { TBrandAccess } from "@/server/access/authorize";
import { hashShareToken, newShareToken } from "@/server/access/share-viewer";
import { prisma } from "@/server/db";
import { loadLearningsReport, loadSharedLearningsReport } from "@/server/pages/learnings-report-page";
import * as cancelRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/cancel_learnings_report/route";
import { grant } from "../support/access";
import { call, createUser } from "../support/factories";
import { createWorld, importFile, previewOk, xlsx, type TWorld } from "../sales-data/support";

let w: TWorld;
let access: TBrandAccess;
const CAN = { readResults: true, write: false, share: { read: false, write: false } };

beforeAll(async () => {
  w = await createWorld();
  const user = await createUser({ brands: { [w.brand.id]: [["key_learning", "read"], ["survey", "read"]] } });
  access = await grant(user, w.brand.id, "key_learning.read");
  await prisma.keyLearning.create({ data: { survey_id: w.study.id, learning: "Olive outsells navy" } });
}, 60_000);

async function link(scope: "results" | "learnings", over: { survey?: string; revoked?: boolean; expires_at?: Date } = {}) {
  const token = newShareToken();
  await prisma.shareToken.create({
    data: { token_hash: hashShareToken(token), brand_id: w.brand.id, survey_id: over.survey ?? w.study.id, scope, revoked: over.revoked ?? false, expires_at: over.expires_at ?? null },
  });
  return token;
}

describe("the report for the brand", () => {
  it("holds the study's takeaways; no after-launch section without sales data; another brand's study is null", async () => {
    const report = (await loadLearningsReport(access, w.study.id, CAN))!;
    expect(report.key_takeaways.map((k) => k.learning)).toEqual(["Olive outsells navy"]);
    expect(report.afterLaunch).toBeNull();
    expect(report.resultsPath).toBe(`/brand/${w.brand.id}/campaign/${w.study.id}/results?tab=learnings-impact`);
    expect(await loadLearningsReport(access, newId(), CAN)).toBeNull();
  });

  it("gains the after-launch section once the line review has sales data", async () => {
    const preview = await previewOk(w, await xlsx(w.products.map((p, i) => [p.product_id, null, p.name, 50 - i * 10, 100])));
    expect((await importFile(w.writer.token, w.brand.id, w.study.id, { file_url: preview.file_url, version: 0 })).status).toBe(200);
    const report = (await loadLearningsReport(access, w.study.id, CAN))!;
    expect(report.afterLaunch?.n).toBe(w.products.length);
    expect(report.afterLaunch?.rows.map((r) => r.units)).toEqual(w.products.map((_, i) => 50 - i * 10));
  });
});

describe("the shared report", () => {
  it("opens for a learnings link of this study, read-only, with nothing to share or write", async () => {
    const page = await loadSharedLearningsReport(await link("learnings"), w.brand.id, w.study.id);
    expect(page.kind).toBe("ready");
    if (page.kind !== "ready") return;
    expect(page.report.key_takeaways).toHaveLength(1);
    expect(page.report).toMatchObject({ resultsPath: null, canWrite: false, share: { read: false, write: false } });
  });

  it.each([
    ["a results link", () => link("results")],
    ["a revoked link", () => link("learnings", { revoked: true })],
    ["an expired link", () => link("learnings", { expires_at: new Date(Date.now() - 1000) })],
    ["another study's link", () => link("learnings", { survey: w.concept.id })],
    ["a forged token", async () => newShareToken()],
    ["a malformed token", async () => "<script>"],
  ])("is the not-valid page for %s", async (_name, token) => {
    expect(await loadSharedLearningsReport(await token(), w.brand.id, w.study.id)).toEqual({ kind: "invalid" });
  });
});

describe("cancelling the report", () => {
  it("withdraws it from the team and from its links, keeps the takeaways, and comes back with restore; only writers may", async () => {
    const writer = await createUser({ brands: { [w.brand.id]: [["key_learning", "write"], ["survey", "read"]] } });
    const reader = await createUser({ brands: { [w.brand.id]: [["key_learning", "read"], ["survey", "read"]] } });
    const cancel = (token: string, json: unknown) => call(cancelRoute.POST, { method: "POST", token, json, params: { id: w.brand.id, surveyId: w.study.id } });
    const token = await link("learnings");

    expect((await cancel(reader.token, {})).status).toBe(403);
    expect((await cancel(writer.token, { restore: "yes" })).status).toBe(400);
    const r = await cancel(writer.token, {});
    expect(r.status).toBe(200);
    const report = (await loadLearningsReport(access, w.study.id, CAN))!;
    expect(report.cancelled_at).toBe((r.json.results as { cancelled_at: string }).cancelled_at);
    expect(report.key_takeaways).toHaveLength(1);
    expect(await loadSharedLearningsReport(token, w.brand.id, w.study.id)).toEqual({ kind: "invalid" });

    expect(((await cancel(writer.token, { restore: true })).json.results as { cancelled_at: null }).cancelled_at).toBeNull();
    expect((await loadLearningsReport(access, w.study.id, CAN))!.cancelled_at).toBeNull();
    expect((await loadSharedLearningsReport(token, w.brand.id, w.study.id)).kind).toBe("ready");
  });
});
