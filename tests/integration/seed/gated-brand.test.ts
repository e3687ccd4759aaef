// Gates and dates on a brand of its own (P15 items 1–2): the demo world's Gates & Dates Outfitters, seeded here on
// the worker's database (twice: idempotent), keeps results and the study status actions for admins. full@ — a member
// with every permission — is refused every results call, the status actions and clear answers with lib's texts, and
// nothing changes; a results link of the brand gives an outside viewer no data; admin@ reads the results. Demo
// Outfitters, full@'s home brand, no longer has the feature.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "@/lib/ids";
import { ACCESS_MSG } from "@/lib/messages";
import { parseFeatures } from "@/lib/schemas/brand";
import * as ratingsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/ratings/route";
import * as respondentsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/respondents/route";
import * as reopenRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/reopen/route";
import * as clearRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/clear_answers/route";
import * as publishRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/publish/route";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import * as createShareRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/create_share/route";
import { loadActor } from "@/server/access/actor";
import { hashShareToken, newShareToken, SHARE_HEADER } from "@/server/access/share-viewer";
import { issueTokens } from "@/server/auth/tokens";
import { prisma } from "@/server/db";
import { seedPlatform, DEMO_BRANDS } from "@/prisma/seed/platform";
import { GATED_BRAND, GATED_STUDY, seedGatedBrand } from "@/prisma/seed/gated-brand";
import { call } from "../support/factories";

const G = GATED_BRAND.id;
const DRAFT = seedId("gated:survey:draft");
let uploadDir: string;
const previousDir = process.env.UPLOAD_DIR;
let fullToken: string;
let adminToken: string;

async function tokenOf(key: string): Promise<string> {
  const u = await prisma.user.findUniqueOrThrow({ where: { id: seedId(`user:${key}`) } });
  return (await issueTokens(u)).token;
}

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "p15-gated-brand-"));
  process.env.UPLOAD_DIR = uploadDir;
  await seedPlatform(prisma);
  await seedGatedBrand(prisma);
  await seedGatedBrand(prisma);
  fullToken = await tokenOf("full");
  adminToken = await tokenOf("admin");
}, 120_000);

afterAll(async () => {
  process.env.UPLOAD_DIR = previousDir;
  await rm(uploadDir, { recursive: true, force: true });
});

const ratings = (token: string | null, headers: Record<string, string> = {}) =>
  call(ratingsRoute.POST, { method: "POST", token, headers, params: { id: G, surveyId: GATED_STUDY.id }, json: {} });
const gql = async (token: string, query: string, variables: Record<string, unknown>) =>
  (await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables } })).json as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };

describe("the seeded gates-and-dates brand", () => {
  it("is its own brand with the feature; Demo Outfitters (full@'s home) no longer has it", async () => {
    const [gated, demo] = await Promise.all([
      prisma.brand.findUniqueOrThrow({ where: { id: G } }),
      prisma.brand.findUniqueOrThrow({ where: { id: DEMO_BRANDS.demo.id } }),
    ]);
    expect(gated.name).toBe("Gates & Dates Outfitters");
    expect(parseFeatures(gated.features).gatesAndDates).toBe(true);
    expect(parseFeatures(demo.features).gatesAndDates).toBe(false);
    const full = await loadActor(seedId("user:full"));
    expect(full?.memberships.map((m) => m.id)).toContain(G);
    expect(full?.memberships[0]?.id).toBe(DEMO_BRANDS.demo.id);
  });

  it("has a Closed study with answers and a Draft, once (idempotent)", async () => {
    expect(await prisma.survey.count({ where: { brand_id: G } })).toBe(2);
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: GATED_STUDY.id } })).status).toBe("Closed");
    expect(await prisma.respondent.count({ where: { survey_id: GATED_STUDY.id, status: "completed" } })).toBe(36);
    expect(await prisma.product.count({ where: { brand_id: G } })).toBe(6);
  });
});

describe("results on the gates-and-dates brand", () => {
  it("admin@ reads the ratings; full@ is refused with lib's text", async () => {
    const admin = await ratings(adminToken);
    expect(admin.status).toBe(200);
    const parka = await prisma.product.findFirstOrThrow({ where: { brand_id: G, name: "Gatekeeper Parka" }, select: { id: true } });
    expect(JSON.stringify(admin.json)).toContain(parka.id);
    const full = await ratings(fullToken);
    expect(full.status).toBe(403);
    expect(full.json.detail).toBe(ACCESS_MSG.gatedResults);
    const respondents = await call(respondentsRoute.POST, { method: "POST", token: fullToken, params: { id: G, surveyId: GATED_STUDY.id }, json: {} });
    expect(respondents.status).toBe(403);
    expect(respondents.json.detail).toBe(ACCESS_MSG.gatedResults);
  });

  it("getResultsSummary: admin@ reads it, full@ is forbidden", async () => {
    const q = "query($s: ID!) { getResultsSummary(survey_id: $s) { survey_id respondents } }";
    const admin = await gql(adminToken, q, { s: GATED_STUDY.id });
    const full = await gql(fullToken, q, { s: GATED_STUDY.id });
    expect(full.errors?.[0]).toMatchObject({ message: ACCESS_MSG.gatedResults, extensions: { code: "forbidden" } });
    expect(admin.errors).toBeUndefined();
    expect(admin.data?.getResultsSummary).toEqual({ survey_id: GATED_STUDY.id, respondents: 36 });
  });

  it("full@ cannot make a results link there (a learnings link she can); admin@ can", async () => {
    const create = (token: string, scope: string) =>
      call(createShareRoute.POST, { method: "POST", token, params: { id: G, surveyId: GATED_STUDY.id }, json: { scope } });
    const before = await prisma.shareToken.count({ where: { brand_id: G } });
    const refused = await create(fullToken, "results");
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe(ACCESS_MSG.gatedResults);
    expect(await prisma.shareToken.count({ where: { brand_id: G } })).toBe(before);
    expect((await create(fullToken, "learnings")).status).toBeLessThan(300);
    expect((await create(adminToken, "results")).status).toBeLessThan(300);
  });

  it("a results link of the brand gives its viewer no data", async () => {
    const token = newShareToken();
    await prisma.shareToken.create({ data: { token_hash: hashShareToken(token), brand_id: G, survey_id: GATED_STUDY.id, scope: "results" } });
    const res = await ratings(null, { [SHARE_HEADER]: token, authorization: "Bearer null" });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(ACCESS_MSG.gatedResults);
  });
});

describe("the admin-only study actions on the gates-and-dates brand", () => {
  it("full@ cannot reopen, clear answers or publish; nothing changes", async () => {
    const before = await prisma.respondent.count({ where: { survey_id: GATED_STUDY.id } });
    for (const [route, surveyId, json] of [[reopenRoute, GATED_STUDY.id, {}], [clearRoute, GATED_STUDY.id, {}], [publishRoute, DRAFT, {}]] as const) {
      const res = await call(route.PUT, { method: "PUT", token: fullToken, params: { id: G, surveyId }, json });
      expect(res.status).toBe(403);
      expect(res.json.detail).toBe(ACCESS_MSG.gatedStudyActions);
    }
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: GATED_STUDY.id } })).status).toBe("Closed");
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: DRAFT } })).status).toBe("Draft");
    expect(await prisma.respondent.count({ where: { survey_id: GATED_STUDY.id } })).toBe(before);
  });
});

describe("Change DP on the gates-and-dates brand (study.manage)", () => {
  const UPDATE = "mutation($b: ID!, $s: SurveyUpdateInput!) { updateSurvey(brand_id: $b, survey: $s) { _id title } }";
  const stamp = async () => (await prisma.survey.findUniqueOrThrow({ where: { id: DRAFT } })).date_modified.toISOString();

  it("full@ cannot change the decision point (nothing changes) but may edit the title; admin@ may change it", async () => {
    const dp = await prisma.decisionPoint.findFirstOrThrow({ where: { brand_id: null }, select: { id: true } });
    const before = await prisma.survey.findUniqueOrThrow({ where: { id: DRAFT }, select: { decision_point_id: true, title: true } });
    const refused = await gql(fullToken, UPDATE, { b: G, s: { _id: DRAFT, date_modified: await stamp(), decision_point: dp.id } });
    expect(refused.errors?.[0]).toMatchObject({ message: ACCESS_MSG.gatedStudyActions, extensions: { code: "forbidden" } });
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: DRAFT } })).decision_point_id).toBe(before.decision_point_id);

    const titled = await gql(fullToken, UPDATE, { b: G, s: { _id: DRAFT, date_modified: await stamp(), title: `${before.title} (renamed)` } });
    expect(titled.errors).toBeUndefined();

    const admin = await gql(adminToken, UPDATE, { b: G, s: { _id: DRAFT, date_modified: await stamp(), decision_point: dp.id } });
    expect(admin.errors).toBeUndefined();
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: DRAFT } })).decision_point_id).toBe(dp.id);
  });
});
