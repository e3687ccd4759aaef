// What is recorded with respondents beyond their answers: the state from a US-state segmentation answer or from the
// link, and the demo answers the seed produces through the live rules (prisma/seed/responses.ts).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { missingRequired } from "@/lib/survey/answers";
import { followUpSide } from "@/lib/survey/rules";
import type { TLiveStartResult } from "@/lib/survey/wire";
import { prisma } from "@/server/db";
import { loadStudyShape } from "@/server/survey/load-study-shape";
import * as startRoute from "@/app/api/v1/live/[shortId]/start/route";
import * as answersRoute from "@/app/api/v1/live/[shortId]/answers/route";
import { seedStudyResponses } from "@/prisma/seed/responses";
import { call } from "../support/factories";
import { liveStudy } from "./fixtures";

async function start(shortId: string, params: Record<string, string>) {
  const res = await call(startRoute.POST, { method: "POST", params: { shortId }, json: { params }, headers: { "x-client-address": `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}` } });
  const r = res.json.results as TLiveStartResult;
  if (r.status !== "partial") throw new Error(JSON.stringify(res.json));
  return r.session;
}

describe("state", () => {
  it("comes from a US-state segmentation answer", async () => {
    const s = await liveStudy({ products: 1 });
    const q = await prisma.demographicQuestion.create({ data: { brand_id: s.brandId, type: "choice", title: "In which US state do you live?", options: ["CA", "NY", "TX"], special_input_type: "us_state" } });
    await prisma.surveyDemographic.create({ data: { survey_id: s.survey.id, demographic_id: q.id, order: 0 } });
    const session = await start(s.survey.short_id, { country: "US", audience: "crm" });
    expect((await prisma.respondent.findUniqueOrThrow({ where: { id: session.respondent._id } })).state).toBeNull();
    const put = await call(answersRoute.PUT, {
      method: "PUT", params: { shortId: s.survey.short_id }, headers: { "x-respondent-token": session.respondent.token },
      json: { segments: [{ demographic_id: q.id, values: ["1"] }] },
    });
    expect(put.status).toBe(200);
    expect((await prisma.respondent.findUniqueOrThrow({ where: { id: session.respondent._id } })).state).toBe("NY");
  });

  it("comes from a state parameter on the link", async () => {
    const s = await liveStudy({ products: 1 });
    const session = await start(s.survey.short_id, { country: "US", audience: "panel", RID: "r1", state: "WA" });
    expect(await prisma.respondent.findUniqueOrThrow({ where: { id: session.respondent._id } })).toMatchObject({ state: "WA", region: expect.any(String) });
  });
});

describe("demo answers (prisma/seed/responses.ts)", () => {
  it("produces respondents whose answers obey the live rules, then processes them", async () => {
    const s = await liveStudy({ products: 5, random: true, limit: { active: true, number: 3 }, segmentation: true });
    await prisma.survey.update({ where: { id: s.survey.id }, data: { status: "Closed" } });
    const made = await seedStudyResponses(prisma, s.survey.id, { label: "t", title: "t", status: "Closed", type: "early_stage", assortmentIndex: 0, productCount: 5, respondents: 150, dueInDays: -1, startedDaysAgo: 10, closedDaysAgo: 2 }, Date.now());
    expect(made).toBe(150);
    const shape = (await loadStudyShape({ id: s.survey.id }))!;
    const respondents = await prisma.respondent.findMany({ where: { survey_id: s.survey.id }, include: { rating_answers: true, follow_up_answers: true, segment_answers: true } });
    const completes = respondents.filter((r) => r.status === "completed");
    expect(completes.length).toBeGreaterThan(120);
    for (const r of completes) {
      // Three products each, from the study; every rating 1–5; follow-ups on the side their rating asks.
      expect(r.assigned_products).toHaveLength(3);
      expect(r.rating_answers.map((a) => a.product_id).sort()).toEqual([...r.assigned_products].sort());
      for (const f of r.follow_up_answers) {
        const rating = r.rating_answers.find((a) => a.product_id === f.product_id)!.rating;
        expect(f.side).toBe(followUpSide(rating));
      }
      expect(missingRequired(shape, { assigned: r.assigned_products, country: "US" }, { segments: r.segment_answers, ratings: r.rating_answers, follow_ups: r.follow_up_answers })).toEqual([]);
      expect(r.processed_at).toBeInstanceOf(Date);
      expect(r.segmentation_profile_id).not.toBeNull();
    }
    // Plausible spread: ratings over at least three star values around the middle (each product's appeal is drawn at
    // random, so the extremes are not always used), several browsers, balanced products (least-shown first).
    const ratings = completes.flatMap((r) => r.rating_answers.map((a) => a.rating));
    expect(new Set(ratings).size).toBeGreaterThanOrEqual(3);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(mean).toBeGreaterThan(1.5);
    expect(mean).toBeLessThan(4.5);
    expect(new Set(respondents.map((r) => r.browser)).size).toBeGreaterThanOrEqual(4);
    const counts = (await prisma.surveyProduct.findMany({ where: { survey_id: s.survey.id } })).map((p) => p.assigned_count);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });
});
