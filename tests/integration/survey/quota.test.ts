// Respondent limits under concurrency against the real database: 50 concurrent completes against a total limit of
// 20 (and against a per-country limit) leave exactly 20 completes and 30 quota_full; a full quota turns new
// respondents away at start (panel quota link); reaching the limit with limit_equals_stat_significance closes the
// study without touching date_modified.
import { describe, expect, it } from "vitest";
import { prisma } from "@/server/db";
import { quotaFull } from "@/server/survey/quota";
import { loadStudyShape } from "@/server/survey/load-study-shape";
import type { TLiveStartResult } from "@/lib/survey/wire";
import { countByStatus, complete, completeResult, readyRespondent, startCall, type TStarted } from "./collection-helpers";
import { liveStudy, PANEL_QUOTA } from "./fixtures";

async function ready(live: Awaited<ReturnType<typeof liveStudy>>, n: number, params: Record<string, string> = {}): Promise<TStarted[]> {
  const out: TStarted[] = [];
  // Sequential starts (assignment), answers saved before the concurrent completes.
  for (let i = 0; i < n; i++) out.push(await readyRespondent(live, params));
  return out;
}

describe("total limit", () => {
  it("50 concurrent completes against a limit of 20 leave exactly 20 completes and 30 quota_full", async () => {
    const s = await liveStudy({ products: 1, respondentLimit: 20 });
    const people = await ready(s, 50, { audience: "panel", RID: "p" });
    const results = await Promise.all(people.map((p) => complete(s.survey.short_id, p.token)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const statuses = results.map((r) => completeResult(r).status);
    expect(statuses.filter((x) => x === "complete")).toHaveLength(20);
    expect(statuses.filter((x) => x === "quota_full")).toHaveLength(30);
    expect(await countByStatus(s.survey.id)).toEqual({ completed: 20, quota_full: 30 });
    // quota_full panel respondents go back to the panel's quota link.
    const full = results.find((r) => completeResult(r).status === "quota_full")!;
    expect(completeResult(full).redirect_url).toBe(`${PANEL_QUOTA}?RID=p`);
    // The study stays Active without limit_equals_stat_significance.
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: s.survey.id } })).status).toBe("Active");

    // Replays answer the same outcome and count nothing more.
    const replays = await Promise.all(people.map((p) => complete(s.survey.short_id, p.token)));
    expect(replays.map((r) => completeResult(r).status)).toEqual(statuses);
    expect(await countByStatus(s.survey.id)).toEqual({ completed: 20, quota_full: 30 });

    // A new visitor is turned away at start.
    const shape = (await loadStudyShape({ id: s.survey.id }))!;
    expect(await quotaFull(shape, "US")).toBe(true);
    const late = await startCall(s.survey.short_id, { audience: "panel", RID: "late" });
    const lateResult = late.json.results as TLiveStartResult;
    expect(lateResult.status).toBe("quota_full");
    expect(lateResult.status !== "partial" && lateResult.redirect_url).toBe(`${PANEL_QUOTA}?RID=late`);
  });
});

describe("country limit", () => {
  it("50 concurrent US completes against a US limit of 20 leave exactly 20; FR respondents are not limited by it", async () => {
    const s = await liveStudy({ products: 1, countries: ["US", "FR"], countryLimits: { US: 20 } });
    const us = await ready(s, 50, { country: "US" });
    const fr = await ready(s, 5, { country: "FR" });
    const results = await Promise.all([...us, ...fr].map((p) => complete(s.survey.short_id, p.token)));
    const statuses = results.map((r) => completeResult(r).status);
    expect(statuses.slice(0, 50).filter((x) => x === "complete")).toHaveLength(20);
    expect(statuses.slice(0, 50).filter((x) => x === "quota_full")).toHaveLength(30);
    expect(statuses.slice(50)).toEqual(Array(5).fill("complete"));
    const usId = (await prisma.country.findUniqueOrThrow({ where: { code: "US" } })).id;
    expect(await prisma.respondent.count({ where: { survey_id: s.survey.id, country_id: usId, status: "completed" } })).toBe(20);
    const shape = (await loadStudyShape({ id: s.survey.id }))!;
    expect(await quotaFull(shape, "US")).toBe(true);
    expect(await quotaFull(shape, "FR")).toBe(false);
  });
});

describe("auto-close", () => {
  it("the complete that reaches the total limit closes a limit_equals_stat_significance study (date_closed, date_modified kept)", async () => {
    const s = await liveStudy({ products: 1, respondentLimit: 3, limitEqualsStatSig: true });
    const before = await prisma.survey.findUniqueOrThrow({ where: { id: s.survey.id } });
    const people = await ready(s, 5);
    const first = await Promise.all(people.slice(0, 2).map((p) => complete(s.survey.short_id, p.token)));
    expect(first.map((r) => completeResult(r).status)).toEqual(["complete", "complete"]);
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: s.survey.id } })).status).toBe("Active");

    expect(completeResult(await complete(s.survey.short_id, people[2]!.token)).status).toBe("complete");
    const closed = await prisma.survey.findUniqueOrThrow({ where: { id: s.survey.id } });
    expect(closed.status).toBe("Closed");
    expect(closed.date_closed).toBeInstanceOf(Date);
    expect(closed.date_modified).toEqual(before.date_modified);

    // Respondents still answering when it closed get quota_full (the limit is reached), not an error.
    expect(completeResult(await complete(s.survey.short_id, people[3]!.token)).status).toBe("quota_full");
    // New visitors see the closed page.
    expect((await startCall(s.survey.short_id)).json.results).toMatchObject({ status: "closed" });
    expect(await countByStatus(s.survey.id)).toEqual({ completed: 3, quota_full: 1, started: 1 });
  });

  it("without limit_equals_stat_significance the study stays Active at its limit", async () => {
    const s = await liveStudy({ products: 1, respondentLimit: 1 });
    const [p] = await ready(s, 1);
    expect(completeResult(await complete(s.survey.short_id, p!.token)).status).toBe("complete");
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: s.survey.id } })).status).toBe("Active");
  });
});
