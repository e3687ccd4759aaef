// Processing completed submissions (survey.process-submissions) against the real database: summed points of the
// part_of_point_range answers, the first matching segmentation profile, processed_at; raw vs processed counts of the
// study summary; only completed non-preview respondents; the pg-boss job queued by a complete does the same.
import { afterAll, describe, expect, it } from "vitest";
import { prisma } from "@/server/db";
import { startJobs, stopJobs } from "@/server/jobs/boss";
import { jobsState, QUEUES } from "@/server/jobs/queue";
import { deleteStudyAnswers } from "@/server/studies/clear-answers";
import { loadSurveySummary } from "@/server/studies/summary";
import { processSubmissions } from "@/server/survey/process-submissions";
import { complete, completeResult, put, readyRespondent, start } from "./collection-helpers";
import { liveStudy } from "./fixtures";

afterAll(async () => {
  await stopJobs();
});

const row = (id: string) => prisma.respondent.findUniqueOrThrow({ where: { id }, select: { summed_points: true, segmentation_profile_id: true, processed_at: true, status: true } });

describe("processSubmissions", () => {
  it("sums the point-range answers, matches the first profile holding the sum, stamps processed_at; counts move from waiting to processed", async () => {
    const s = await liveStudy({ segmentation: true });
    const profiles = await prisma.segmentationProfile.findMany({ where: { survey_id: s.survey.id }, orderBy: { order: "asc" } });
    const [young, older] = profiles;
    // Age options 18-24 … 45+ carry points 1–4; "Young" holds 0–2, "Older" 3–4.
    const a = await readyRespondent(s, {}, { age: "0" });
    const b = await readyRespondent(s, {}, { age: "3" });
    // The channels question is pointable too but not part of the point range: its points are not summed.
    await prisma.demographicQuestion.update({ where: { id: s.segments.channels! }, data: { pointable: true, point_values: [100, 100, 100] } });
    const c = await readyRespondent(s, {}, { age: "2" });
    expect((await put(s.survey.short_id, c.token, { segments: [{ demographic_id: s.segments.channels!, values: ["0", "1"] }] })).status).toBe(200);
    expect(await prisma.segmentAnswer.findFirst({ where: { respondent_id: c.id, demographic_id: s.segments.channels! } })).toMatchObject({ points: 200 });
    const d = await readyRespondent(s, {}, { age: "1" });
    const stillAnswering = await start(s.survey.short_id);
    await put(s.survey.short_id, stillAnswering.token, { segments: [{ demographic_id: s.segments.age!, values: ["0"] }] });
    for (const r of [a, b, c]) expect(completeResult(await complete(s.survey.short_id, r.token)).status).toBe("complete");

    expect(await loadSurveySummary(s.survey.id)).toMatchObject({ respondent_count: 3, raw_submission_count: 3, total_submissions_processed: 0 });
    expect(await processSubmissions(s.survey.id)).toBe(3);

    expect(await row(a.id)).toMatchObject({ summed_points: 1, segmentation_profile_id: young!.id });
    expect(await row(b.id)).toMatchObject({ summed_points: 4, segmentation_profile_id: older!.id });
    expect(await row(c.id)).toMatchObject({ summed_points: 3, segmentation_profile_id: older!.id });
    for (const r of [a, b, c]) expect((await row(r.id)).processed_at).toBeInstanceOf(Date);
    for (const r of [d, stillAnswering]) expect(await row(r.id)).toMatchObject({ processed_at: null, summed_points: null, segmentation_profile_id: null });
    expect(await loadSurveySummary(s.survey.id)).toMatchObject({ raw_submission_count: 3, total_submissions_processed: 3 });

    // Nothing left: a second run touches nobody; a new complete is picked up by the next.
    const stamped = (await row(a.id)).processed_at;
    expect(await processSubmissions(s.survey.id)).toBe(0);
    expect((await row(a.id)).processed_at).toEqual(stamped);
    expect(completeResult(await complete(s.survey.short_id, d.token)).status).toBe("complete");
    expect(await loadSurveySummary(s.survey.id)).toMatchObject({ raw_submission_count: 4, total_submissions_processed: 3 });
    expect(await processSubmissions(s.survey.id)).toBe(1);
    expect(await row(d.id)).toMatchObject({ summed_points: 2, segmentation_profile_id: young!.id });
  });

  it("a sum outside every profile gets no profile; the first profile by order wins on overlap; no point-range question leaves the sum empty", async () => {
    const s = await liveStudy({ segmentation: true });
    await prisma.segmentationProfile.updateMany({ where: { survey_id: s.survey.id, order: 0 }, data: { start_range: 10, end_range: 20 } });
    await prisma.segmentationProfile.create({ data: { survey_id: s.survey.id, profile_name: "Overlap", questions: [], start_range: 3, end_range: 9, order: 5 } });
    const older = await prisma.segmentationProfile.findFirstOrThrow({ where: { survey_id: s.survey.id, order: 1 } });
    const low = await readyRespondent(s, {}, { age: "0" });
    const high = await readyRespondent(s, {}, { age: "2" });
    for (const r of [low, high]) await complete(s.survey.short_id, r.token);
    await processSubmissions(s.survey.id);
    expect(await row(low.id)).toMatchObject({ summed_points: 1, segmentation_profile_id: null });
    expect(await row(high.id)).toMatchObject({ summed_points: 3, segmentation_profile_id: older.id });

    const plain = await liveStudy();
    const r = await readyRespondent(plain);
    await complete(plain.survey.short_id, r.token);
    expect(await processSubmissions(plain.survey.id)).toBe(1);
    expect(await row(r.id)).toMatchObject({ summed_points: null, segmentation_profile_id: null });
    expect((await row(r.id)).processed_at).toBeInstanceOf(Date);
  });

  it("clearing a study's answers also resets its products' assignment counts", async () => {
    const s = await liveStudy({ products: 2 });
    await start(s.survey.short_id);
    expect((await prisma.surveyProduct.findMany({ where: { survey_id: s.survey.id } })).map((p) => p.assigned_count)).toEqual([1, 1]);
    await prisma.$transaction((tx) => deleteStudyAnswers(tx, s.survey.id));
    expect((await prisma.surveyProduct.findMany({ where: { survey_id: s.survey.id } })).map((p) => p.assigned_count)).toEqual([0, 0]);
    expect(await prisma.respondent.count({ where: { survey_id: s.survey.id } })).toBe(0);
  });
});

describe("the survey.process-submissions job", () => {
  it("a complete queues one job per study; the worker processes the submissions", async () => {
    const s = await liveStudy({ segmentation: true });
    const people = [await readyRespondent(s, {}, { age: "3" }), await readyRespondent(s, {}, { age: "0" })];
    // Completes made while no queue runs wait; the worker queues them when it starts.
    expect(completeResult(await complete(s.survey.short_id, people[0]!.token)).status).toBe("complete");
    await startJobs({ url: process.env.DATABASE_URL, pollingIntervalSeconds: 0.5 });
    expect(completeResult(await complete(s.survey.short_id, people[1]!.token)).status).toBe("complete");

    const boss = jobsState()!.boss;
    const jobs = await boss.findJobs(QUEUES.processSubmissions, { data: { surveyId: s.survey.id } });
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    // stately + singletonKey: never more than one job of the study waiting at a time.
    expect(jobs.filter((j) => j.state === "created").length).toBeLessThanOrEqual(1);

    const end = Date.now() + 20_000;
    while ((await prisma.respondent.count({ where: { survey_id: s.survey.id, processed_at: { not: null } } })) < 2) {
      if (Date.now() > end) throw new Error("Timed out waiting for the processing job");
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await row(people[0]!.id)).toMatchObject({ summed_points: 4 });
    expect(await row(people[1]!.id)).toMatchObject({ summed_points: 1 });
    expect(await loadSurveySummary(s.survey.id)).toMatchObject({ raw_submission_count: 2, total_submissions_processed: 2 });
  });
});
