// POST /api/v1/live/{short_id}/start (P6 contract): a live-link visit becomes a respondent with everything recorded
// about it, or the outcome that ends it; preview writes nothing; assignment is balanced; starts are rate-limited.
import { createHash, randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import type { TLiveStartResult } from "@/lib/survey/wire";
import { prisma } from "@/server/db";
import { hashShareToken, newShareToken, SHARE_HEADER } from "@/server/access/share-viewer";
import * as startRoute from "@/app/api/v1/live/[shortId]/start/route";
import { call, createUser } from "../support/factories";
import { liveStudy, PANEL_QUOTA } from "./fixtures";

const CHROME_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A fresh client address per test, so the start rate limit of one test never touches another. */
const newIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join(".")}`;

async function start(shortId: string, params: Record<string, string> = {}, opts: { preview?: boolean; token?: string; ip?: string; ua?: string } = {}) {
  const res = await call(startRoute.POST, {
    url: `http://localhost/api/v1/live/${shortId}/start`,
    method: "POST",
    params: { shortId },
    json: { params, ...(opts.preview ? { preview: true } : {}) },
    token: opts.token,
    headers: { "x-client-address": opts.ip ?? newIp(), "user-agent": opts.ua ?? CHROME_UA },
  });
  return { ...res, results: res.json.results as TLiveStartResult };
}

const session = (r: TLiveStartResult) => {
  if (r.status !== "partial") throw new Error(`expected a session, got ${r.status}`);
  return r.session;
};
const respondents = (surveyId: string) => prisma.respondent.findMany({ where: { survey_id: surveyId } });

const limitBefore = process.env.SURVEY_START_LIMIT_PER_MINUTE;
afterEach(() => {
  if (limitBefore === undefined) delete process.env.SURVEY_START_LIMIT_PER_MINUTE;
  else process.env.SURVEY_START_LIMIT_PER_MINUTE = limitBefore;
});

describe("an Active study", () => {
  it("creates a respondent with every recorded field (lucid panel link, Chrome)", async () => {
    const { survey, audiences, products, brandId } = await liveStudy({ countries: ["US", "FR"] });
    const profile = await prisma.consumerProfile.create({ data: { brand_id: brandId, title: "Runners" } });
    await prisma.audience.update({ where: { id: audiences["FR:panel"] }, data: { consumer_profile_id: profile.id } });

    const res = await start(survey.short_id, { country: "fr", RID: "resp-42", PSID: "supplier-7", state: "Île-de-France", other: "x" });
    expect(res.status).toBe(200);
    const s = session(res.results);
    expect(s.respondent.status).toBe("partial");
    expect(s.respondent.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await respondents(survey.id);
    expect(rows).toHaveLength(1);
    const r = rows[0]!;
    const fr = await prisma.country.findUniqueOrThrow({ where: { code: "FR" } });
    expect(r).toMatchObject({
      id: s.respondent._id,
      status: "started",
      is_preview: false,
      country_id: fr.id,
      region: fr.region,
      state: "Île-de-France",
      language: "en",
      audience_type: "panel",
      audience_id: audiences["FR:panel"],
      consumer_profile_id: profile.id,
      panel_respondent_id: "resp-42",
      panel_id: "supplier-7",
      panel_params: { RID: "resp-42", PSID: "supplier-7" },
      browser: "Chrome",
      device: "desktop",
      group_id: null,
      completed_at: null,
    });
    // Only the hash of the token is stored.
    expect(r.token_hash).toBe(createHash("sha256").update(s.respondent.token).digest("hex"));
    expect(r.assigned_products).toEqual(products.map((p) => p.id));
    expect(s.survey.products.map((p) => p.id)).toEqual(r.assigned_products);
    expect(s.survey).toMatchObject({ short_id: survey.short_id, country: "FR", language: "en", preview: false });
    expect(s.answers).toEqual({ segments: [], ratings: [], follow_ups: [] });
    const counts = await prisma.surveyProduct.findMany({ where: { survey_id: survey.id }, select: { assigned_count: true } });
    expect(counts.map((c) => c.assigned_count)).toEqual([1, 1, 1]);
  });

  it("defaults to the study's first country and audience; a panel respondent id on the link means panel", async () => {
    const { survey, audiences } = await liveStudy({ countries: ["US", "FR"] });
    session((await start(survey.short_id, {}, { ua: IPHONE_UA })).results);
    session((await start(survey.short_id, { RID: "abc" })).results);
    session((await start(survey.short_id, { country: "US", audience: "social" })).results);
    const rows = await prisma.respondent.findMany({ where: { survey_id: survey.id }, include: { country: true } });
    const byType = new Map(rows.map((r) => [r.audience_type, r]));
    expect(rows.map((r) => [r.country?.code, r.audience_type, r.audience_id]).sort()).toEqual([
      ["US", "crm", audiences["US:crm"]],
      ["US", "panel", audiences["US:panel"]],
      // A type the study has no audience for is recorded as asked, with no audience row.
      ["US", "social", null],
    ]);
    expect(byType.get("crm")).toMatchObject({ browser: "Safari", device: "mobile", panel_params: {}, panel_respondent_id: null });
    expect(byType.get("panel")).toMatchObject({ panel_params: { RID: "abc" }, panel_respondent_id: "abc" });
  });

  it("a country not in the study ends with terminate and writes nothing", async () => {
    const { survey } = await liveStudy();
    const res = await start(survey.short_id, { country: "JP" });
    expect(res.results).toEqual({ status: "terminate", redirect_url: null, ...LIVE_OUTCOME_TEXT.terminate });
    expect(await respondents(survey.id)).toHaveLength(0);
  });

  it("a full quota records a quota_full respondent and sends a panel respondent to the quota link", async () => {
    const { survey, audiences } = await liveStudy({ respondentLimit: 1 });
    await prisma.respondent.create({ data: { survey_id: survey.id, status: "completed", completed_at: new Date(), country_id: (await prisma.country.findUniqueOrThrow({ where: { code: "US" } })).id } });
    const res = await start(survey.short_id, { RID: "r1", PSID: "p1" });
    expect(res.results.status).toBe("quota_full");
    expect(res.results).toMatchObject({ ...LIVE_OUTCOME_TEXT.quota_full });
    const url = new URL((res.results as { redirect_url: string }).redirect_url);
    expect(url.origin + url.pathname).toBe(new URL(PANEL_QUOTA).origin + new URL(PANEL_QUOTA).pathname);
    expect(url.searchParams.get("RID")).toBe("r1");
    const rows = await prisma.respondent.findMany({ where: { survey_id: survey.id, status: "quota_full" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ audience_id: audiences["US:panel"], panel_respondent_id: "r1", token_hash: null, assigned_products: [] });
    // No products were handed out.
    const counts = await prisma.surveyProduct.findMany({ where: { survey_id: survey.id }, select: { assigned_count: true } });
    expect(counts.every((c) => c.assigned_count === 0)).toBe(true);
  });

  it("records the group when the link came through a group that holds the study", async () => {
    const { survey, brandId } = await liveStudy();
    const other = await liveStudy();
    const group = await prisma.surveyGroup.create({ data: { brand_id: brandId, short_id: `g${survey.id.slice(-12)}`, name: "G", surveys: { create: [{ survey_id: survey.id }] } } });
    const foreign = await prisma.surveyGroup.create({ data: { brand_id: other.brandId, short_id: `h${survey.id.slice(-12)}`, name: "H", surveys: { create: [{ survey_id: other.survey.id }] } } });
    session((await start(survey.short_id, { group: group.short_id })).results);
    session((await start(survey.short_id, { group: foreign.short_id })).results);
    const rows = await prisma.respondent.findMany({ where: { survey_id: survey.id } });
    expect(rows.map((r) => r.group_id).sort()).toEqual([group.id, null].sort());
  });

  it("an unknown short id is 404 with the survey-not-found text", async () => {
    const res = await start("no-such-study");
    expect(res.status).toBe(404);
    expect(res.json.detail).toBe(LIVE_MSG.surveyNotFound);
  });

  it("bad bodies are refused with a clear error", async () => {
    const { survey } = await liveStudy();
    const res = await call(startRoute.POST, { method: "POST", params: { shortId: survey.short_id }, json: { params: { country: 5 }, extra: 1 }, headers: { "x-client-address": newIp() } });
    expect(res.status).toBe(400);
    expect(await respondents(survey.id)).toHaveLength(0);
  });
});

describe("studies that are not Active", () => {
  it.each(["Draft", "Closed"] as const)("%s: the closed outcome and no respondent", async (status) => {
    const { survey } = await liveStudy({ status });
    const res = await start(survey.short_id, { country: "US" });
    expect(res.status).toBe(200);
    expect(res.results).toEqual({ status: "closed", redirect_url: null, ...LIVE_OUTCOME_TEXT.closed });
    expect(await respondents(survey.id)).toHaveLength(0);
  });

  it("a closed study sends others to its closed link and panel respondents to their quota link", async () => {
    const { survey } = await liveStudy({ status: "Closed" });
    await prisma.survey.update({ where: { id: survey.id }, data: { redirect_link_closed: "https://brand.example.com/closed" } });
    expect((await start(survey.short_id)).results).toMatchObject({ status: "closed", redirect_url: "https://brand.example.com/closed" });
    const panel = (await start(survey.short_id, { RID: "x1" })).results as { redirect_url: string };
    expect(panel.redirect_url.startsWith(PANEL_QUOTA)).toBe(true);
    expect(new URL(panel.redirect_url).searchParams.get("RID")).toBe("x1");
    expect(await respondents(survey.id)).toHaveLength(0);
  });
});

describe("preview", () => {
  it.each(["Draft", "Active", "Closed"] as const)("a reader previews a %s study and nothing is written", async (status) => {
    const { survey, brandId, products } = await liveStudy({ status, segmentation: true });
    const reader = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
    const res = await start(survey.short_id, { country: "US", RID: "r" }, { preview: true, token: reader.token });
    expect(res.status).toBe(200);
    const s = session(res.results);
    expect(s.survey.preview).toBe(true);
    expect(s.respondent.token.startsWith("pv1.")).toBe(true);
    expect(s.survey.products.map((p) => p.id)).toEqual(products.map((p) => p.id));
    expect(s.survey.segments).toHaveLength(3);
    expect(await respondents(survey.id)).toHaveLength(0);
    const counts = await prisma.surveyProduct.findMany({ where: { survey_id: survey.id }, select: { assigned_count: true } });
    expect(counts.every((c) => c.assigned_count === 0)).toBe(true);
  });

  it("needs a signed-in user (401) who may read the brand's studies (403)", async () => {
    const { survey } = await liveStudy({ status: "Draft" });
    const anon = await start(survey.short_id, {}, { preview: true });
    expect(anon.status).toBe(401);
    expect(anon.json.detail).toBe(LIVE_MSG.previewNeedsSignIn);
    const stranger = await createUser();
    const other = await start(survey.short_id, {}, { preview: true, token: stranger.token });
    expect(other.status).toBe(403);
    expect(other.json.detail).toBe(LIVE_MSG.previewForbidden);
    expect(await respondents(survey.id)).toHaveLength(0);
  });
});

describe("preview by a share viewer", () => {
  it("a results link's holder is not signed in: 401, nothing written", async () => {
    const { survey, brandId } = await liveStudy({ status: "Active" });
    const token = newShareToken();
    await prisma.shareToken.create({ data: { token_hash: hashShareToken(token), brand_id: brandId, survey_id: survey.id, scope: "results" } });
    const res = await call(startRoute.POST, {
      url: `http://localhost/api/v1/live/${survey.short_id}/start`,
      method: "POST",
      params: { shortId: survey.short_id },
      json: { params: { country: "US" }, preview: true },
      headers: { [SHARE_HEADER]: token, authorization: "Bearer null", "x-client-address": newIp(), "user-agent": CHROME_UA },
    });
    expect(res.status).toBe(401);
    expect(res.json.detail).toBe(LIVE_MSG.previewNeedsSignIn);
    expect(await respondents(survey.id)).toHaveLength(0);
  });
});

describe("assignment", () => {
  it("40 starts of a 10-product random study with a limit of 3 leave every product shown 12 times", async () => {
    const { survey } = await liveStudy({ products: 10, random: true, limit: { active: true, number: 3 } });
    const ip = newIp();
    process.env.SURVEY_START_LIMIT_PER_MINUTE = "1000";
    for (let i = 0; i < 40; i++) expect(session((await start(survey.short_id, {}, { ip })).results).survey.products).toHaveLength(3);
    const counts = await prisma.surveyProduct.findMany({ where: { survey_id: survey.id }, select: { product_id: true, assigned_count: true } });
    expect(counts.map((c) => c.assigned_count)).toEqual(Array(10).fill(12));
    // The counts match what respondents really got, and nobody got a product twice.
    const rows = await respondents(survey.id);
    const given = new Map<string, number>();
    for (const r of rows) {
      expect(new Set(r.assigned_products).size).toBe(3);
      for (const p of r.assigned_products) given.set(p, (given.get(p) ?? 0) + 1);
    }
    for (const c of counts) expect(given.get(c.product_id)).toBe(c.assigned_count);
  });

  it("concurrent starts of a random study stay balanced", async () => {
    const { survey } = await liveStudy({ products: 6, random: true, limit: { active: true, number: 2 } });
    process.env.SURVEY_START_LIMIT_PER_MINUTE = "1000";
    const ip = newIp();
    await Promise.all(Array.from({ length: 12 }, () => start(survey.short_id, {}, { ip })));
    const counts = await prisma.surveyProduct.findMany({ where: { survey_id: survey.id }, select: { assigned_count: true } });
    expect(counts.map((c) => c.assigned_count)).toEqual(Array(6).fill(4));
  });

  it("a manual study gives everyone the first N products in manual order", async () => {
    const { survey, products } = await liveStudy({ products: 5, limit: { active: true, number: 2 } });
    // Manual order is SurveyProduct.order, not creation order.
    await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: survey.id, product_id: products[4]!.id } }, data: { order: -1 } });
    for (let i = 0; i < 3; i++) {
      expect(session((await start(survey.short_id)).results).survey.products.map((p) => p.id)).toEqual([products[4]!.id, products[0]!.id]);
    }
  });
});

describe("rate limit", () => {
  it("a flood of starts from one address gets 429 with the text, and no extra respondents", async () => {
    const { survey } = await liveStudy();
    process.env.SURVEY_START_LIMIT_PER_MINUTE = "5";
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await start(survey.short_id, {}, { ip })).status).toBe(200);
    const flood = await Promise.all(Array.from({ length: 10 }, () => start(survey.short_id, {}, { ip })));
    for (const res of flood) {
      expect(res.status).toBe(429);
      expect(res.json.detail).toBe(LIVE_MSG.rateLimited);
    }
    expect(await respondents(survey.id)).toHaveLength(5);
    // Another address is not affected.
    expect((await start(survey.short_id, {}, { ip: newIp() })).status).toBe(200);
    expect(await respondents(survey.id)).toHaveLength(6);
  });
});
