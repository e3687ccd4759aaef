// GET /api/v1/live/{short_id}/session (P6 contract): a reload resumes the same survey (same products, same option
// order) with the saved answers; ended respondents get their outcome; forged, foreign or expired tokens are 404.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import { LIVE_TOKEN_HEADER, type TLiveSession, type TLiveStartResult } from "@/lib/survey/wire";
import { prisma } from "@/server/db";
import { signPreviewToken } from "@/server/survey/preview-token";
import * as startRoute from "@/app/api/v1/live/[shortId]/start/route";
import * as sessionRoute from "@/app/api/v1/live/[shortId]/session/route";
import { call, createUser } from "../support/factories";
import { liveStudy, PANEL_COMPLETE } from "./fixtures";

const newIp = () => `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function start(shortId: string, params: Record<string, string> = {}, opts: { preview?: boolean; token?: string } = {}): Promise<TLiveSession> {
  const res = await call(startRoute.POST, {
    method: "POST",
    params: { shortId },
    json: { params, preview: opts.preview ?? false },
    token: opts.token,
    headers: { "x-client-address": newIp() },
  });
  const r = res.json.results as TLiveStartResult;
  if (r.status !== "partial") throw new Error(`no session: ${JSON.stringify(res.json)}`);
  return r.session;
}

async function resume(shortId: string, token: string | null) {
  const res = await call(sessionRoute.GET, { params: { shortId }, headers: token === null ? {} : { [LIVE_TOKEN_HEADER]: token } });
  return { ...res, results: res.json.results as TLiveStartResult };
}

describe("resume", () => {
  it("returns the same products, the same option order and the saved answers (option texts back as ids)", async () => {
    const study = await liveStudy({ products: 6, random: true, limit: { active: true, number: 3 }, segmentation: true });
    const { survey, segments } = study;
    // Randomised options: the order must survive the reload.
    await prisma.surveyDemographic.updateMany({ where: { survey_id: survey.id }, data: { randomize_options: true } });
    await prisma.demographicQuestion.update({ where: { id: segments.channels! }, data: { options: ["Online", "Store", "Outlet", "Market", "Catalogue", "Phone", "Friends"] } });
    const first = await start(survey.short_id);
    const productId = first.survey.products[0]!.id;
    const product = study.products.find((p) => p.id === productId)!;

    // Answers as the collection stores them: option texts in the study language.
    const rid = first.respondent._id;
    await prisma.segmentAnswer.createMany({
      data: [
        { survey_id: survey.id, respondent_id: rid, demographic_id: segments.age!, values: ["25-34"], points: 2 },
        { survey_id: survey.id, respondent_id: rid, demographic_id: segments.channels!, values: ["Outlet", "Online"] },
        { survey_id: survey.id, respondent_id: rid, demographic_id: segments.comment!, values: [], text_value: "Acme" },
      ],
    });
    await prisma.ratingAnswer.create({ data: { survey_id: survey.id, respondent_id: rid, product_id: productId, question_id: product.questionId, rating: 5 } });
    await prisma.followUpAnswer.createMany({
      data: [
        { survey_id: survey.id, respondent_id: rid, product_id: productId, question_id: product.questionId, follow_up_id: product.choiceId, side: "positive", values: ["Price"] },
        { survey_id: survey.id, respondent_id: rid, product_id: productId, question_id: product.questionId, follow_up_id: product.textId, side: "positive", text_value: "Lovely" },
      ],
    });

    const res = await resume(survey.short_id, first.respondent.token);
    expect(res.status).toBe(200);
    expect(res.results.status).toBe("partial");
    const again = (res.results as { session: TLiveSession }).session;
    expect(again.respondent).toEqual(first.respondent);
    expect(again.survey).toEqual(first.survey);
    expect(again.answers).toEqual({
      segments: expect.arrayContaining([
        { demographic_id: segments.age, values: ["1"], text: null },
        { demographic_id: segments.channels, values: ["2", "0"], text: null },
        { demographic_id: segments.comment, values: [], text: "Acme" },
      ]),
      ratings: [{ product_id: productId, rating: 5 }],
      follow_ups: expect.arrayContaining([
        { product_id: productId, follow_up_id: product.choiceId, side: "positive", values: ["2"], text: null, star: null },
        { product_id: productId, follow_up_id: product.textId, side: "positive", values: [], text: "Lovely", star: null },
      ]),
    });
    expect(again.answers.segments).toHaveLength(3);
    expect(again.answers.follow_ups).toHaveLength(2);
  });

  it("shuffles options per respondent when the study randomises (and keeps ids as source indexes)", async () => {
    const { survey, segments } = await liveStudy({ segmentation: true });
    await prisma.surveyDemographic.updateMany({ where: { survey_id: survey.id, demographic_id: segments.channels! }, data: { randomize_options: true } });
    const labels = ["A", "B", "C", "D", "E", "F", "G", "H"];
    await prisma.demographicQuestion.update({ where: { id: segments.channels! }, data: { options: labels } });
    const orders = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const s = await start(survey.short_id);
      const seg = s.survey.segments.find((x) => x.id === segments.channels)!;
      for (const o of seg.options) expect(o.label).toBe(labels[Number(o.id)]);
      orders.add(seg.options.map((o) => o.id).join(","));
      // Not randomised: source order.
      expect(s.survey.segments.find((x) => x.id === segments.age)!.options.map((o) => o.id)).toEqual(["0", "1", "2", "3"]);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("a preview token resumes the preview, without answers and without rows", async () => {
    const { survey, brandId } = await liveStudy({ status: "Draft" });
    const reader = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
    const first = await start(survey.short_id, {}, { preview: true, token: reader.token });
    const res = await resume(survey.short_id, first.respondent.token);
    expect(res.status).toBe(200);
    const again = (res.results as { session: TLiveSession }).session;
    expect(again.survey).toEqual(first.survey);
    expect(again.respondent._id).toBe(first.respondent._id);
    expect(again.answers).toEqual({ segments: [], ratings: [], follow_ups: [] });
    expect(await prisma.respondent.count({ where: { survey_id: survey.id } })).toBe(0);
  });
});

describe("ended respondents", () => {
  it("get their outcome (a panel complete goes back to the panel with its parameters)", async () => {
    const { survey } = await liveStudy();
    const s = await start(survey.short_id, { RID: "resp-9", PSID: "sup" });
    await prisma.respondent.update({ where: { id: s.respondent._id }, data: { status: "completed", completed_at: new Date() } });
    const res = await resume(survey.short_id, s.respondent.token);
    expect(res.status).toBe(200);
    expect(res.results).toMatchObject({ status: "complete", ...LIVE_OUTCOME_TEXT.complete });
    const url = new URL((res.results as { redirect_url: string }).redirect_url);
    expect(url.toString().startsWith(PANEL_COMPLETE)).toBe(true);
    expect(url.searchParams.get("RID")).toBe("resp-9");

    const t = await start(survey.short_id);
    await prisma.respondent.update({ where: { id: t.respondent._id }, data: { status: "terminated" } });
    expect((await resume(survey.short_id, t.respondent.token)).results).toEqual({ status: "terminate", redirect_url: null, ...LIVE_OUTCOME_TEXT.terminate });
  });
});

describe("bad tokens", () => {
  it("unknown, missing, forged, foreign-study, tampered and expired tokens are 404 sessionNotFound", async () => {
    const { survey } = await liveStudy();
    const other = await liveStudy();
    const mine = await start(survey.short_id);
    const theirs = await start(other.survey.short_id);
    const preview = signPreviewToken({ survey_id: survey.id, country: "US", audience_type: "crm", language: "en", assigned_products: [] });
    const [head, body] = preview.split(".");
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), assigned_products: ["x"] })).toString("base64url")}.${preview.split(".")[2]}`;
    const expired = signPreviewToken({ survey_id: survey.id, country: "US", audience_type: "crm", language: "en", assigned_products: [] }, Date.now() - 25 * 3600_000);
    const foreignPreview = signPreviewToken({ survey_id: other.survey.id, country: "US", audience_type: "crm", language: "en", assigned_products: [] });
    for (const token of [null, "", randomBytes(32).toString("base64url"), theirs.respondent.token, tampered, expired, foreignPreview, "pv1.x.y", "x".repeat(10_000)]) {
      const res = await resume(survey.short_id, token);
      expect(res.status, `token ${String(token).slice(0, 30)}`).toBe(404);
      expect(res.json.detail).toBe(LIVE_MSG.sessionNotFound);
    }
    // The genuine ones work.
    expect((await resume(survey.short_id, mine.respondent.token)).status).toBe(200);
    expect((await resume(survey.short_id, preview)).status).toBe(200);
    expect((await resume("unknown-study", mine.respondent.token)).status).toBe(404);
  });
});
