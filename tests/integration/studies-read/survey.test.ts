// One study (spec 3 §3 "Survey", §7 GET /brand/{b}/survey/{s}, PUT …/survey/{s} and …/additional_update,
// updateSurvey): the full read, another brand's study a 404, and the update with optimistic concurrency —
// a stale date_modified is a 409 that changes nothing; purposes from the fixed list; decision points of the brand.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { STUDY_MSG, SURVEY_PURPOSES } from "@/lib/studies/messages";
import { prisma } from "@/server/db";
import * as getRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/route";
import * as putRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/route";
import * as additionalRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/additional_update/route";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { decisionPoint, study } from "./fixtures";

const UPDATE = `mutation($b: ID!, $s: SurveyUpdateInput!) { updateSurvey(brand_id: $b, survey: $s) {
  _id title purpose insight_other date_modified due_date decision_point { _id title } } }`;
const GET = `query($b: ID!, $s: ID!) { getBrandSurvey(brand_id: $b, survey_id: $s) { _id title products language purpose } }`;

let brandId: string;
let writer: string;
let reader: string;
let surveyId: string;
let otherSurvey: string;
let dpMine: string;
let dpPlatform: string;
let dpOther: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  const other = (await createBrand()).id;
  writer = (await createUser({ brands: { [brandId]: [["survey", "write"]] } })).token;
  reader = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
  surveyId = (await study(brandId, { title: "Original", products: 2, countries: ["US"] })).id;
  otherSurvey = (await study(other, { title: "Theirs" })).id;
  dpMine = (await decisionPoint(brandId, "Mine")).id;
  dpPlatform = (await decisionPoint(null, "Platform")).id;
  dpOther = (await decisionPoint(other, "Theirs")).id;
});

const stored = () => prisma.survey.findUniqueOrThrow({ where: { id: surveyId } });
const get = (token: string, b: string, s: string) => call(getRoute.GET, { token, params: { id: b, surveyId: s } });

describe("reading a study", () => {
  it("answers the full study over REST and GraphQL", async () => {
    const res = await get(reader, brandId, surveyId);
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({ _id: surveyId, title: "Original", countries: ["US"], product_count: 2, language: "en" });
    expect((res.json.results as { products: string[] }).products).toHaveLength(2);
    const g = await gql<{ getBrandSurvey: { _id: string } }>(reader, GET, { b: brandId, s: surveyId });
    expect(g.data?.getBrandSurvey._id).toBe(surveyId);
  });

  it("another brand's study or an unknown id is a 404; a non-member is refused", async () => {
    const theirs = await get(reader, brandId, otherSurvey);
    expect(theirs.status).toBe(404);
    expect(theirs.json.detail).toBe(STUDY_MSG.studyNotFound);
    expect((await get(reader, brandId, newId())).status).toBe(404);
    expect((await get(reader, brandId, "not-an-id")).status).toBe(404);
    const outsider = (await createUser()).token;
    expect((await get(outsider, brandId, surveyId)).status).toBe(403);
  });
});

describe("updating a study", () => {
  it("saves the fields when date_modified is current and moves date_modified on", async () => {
    const before = await stored();
    const res = await gql<{ updateSurvey: { title: string; purpose: string[]; date_modified: string; decision_point: { _id: string } } }>(writer, UPDATE, {
      b: brandId,
      s: { _id: surveyId, date_modified: before.date_modified.toISOString(), title: "Renamed", purpose: [SURVEY_PURPOSES[6], SURVEY_PURPOSES[0]], insight_other: "Why", decision_point: dpMine },
    });
    expect(res.errors).toBeUndefined();
    // Purposes keep the fixed list's order.
    expect(res.data?.updateSurvey).toMatchObject({ title: "Renamed", purpose: [SURVEY_PURPOSES[0], SURVEY_PURPOSES[6]], decision_point: { _id: dpMine } });
    const after = await stored();
    expect(after.title).toBe("Renamed");
    expect(after.date_modified.getTime()).toBeGreaterThan(before.date_modified.getTime());
    expect(res.data?.updateSurvey.date_modified).toBe(after.date_modified.toISOString());
  });

  it("a stale date_modified is a 409 and nothing changes", async () => {
    const before = await stored();
    const stale = new Date(before.date_modified.getTime() - 1000).toISOString();
    const res = await call(putRoute.PUT, { method: "PUT", token: writer, params: { id: brandId, surveyId }, json: { date_modified: stale, title: "Lost update" } });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(STUDY_MSG.staleStudy);
    const after = await stored();
    expect(after.title).toBe(before.title);
    expect(after.date_modified.getTime()).toBe(before.date_modified.getTime());
    const g = await gql(writer, UPDATE, { b: brandId, s: { _id: surveyId, date_modified: stale, title: "Lost" } });
    expect(g.errors?.[0]?.extensions?.code).toBe("conflict");
  });

  it("additional_update saves the purpose form and a platform decision point (Draft; changing a set one is admin-only)", async () => {
    // The wizard's partial save (spec 2 §7): a writer may set a decision point on a study without one; replacing
    // it is "M/S Only" (spec 2 §6) — the studies list's Change DP goes through GraphQL updateSurvey instead.
    const fresh = (await study(brandId, { title: "Fresh" })).id;
    const dm = async () => (await prisma.survey.findUniqueOrThrow({ where: { id: fresh } })).date_modified.toISOString();
    const res = await call(additionalRoute.PUT, {
      method: "PUT",
      token: writer,
      params: { id: brandId, surveyId: fresh },
      json: { date_modified: await dm(), purpose: ["Other"], insight_other: "Details", decision_point: dpPlatform },
    });
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({ purpose: ["Other"], insight_other: "Details", decision_point: { _id: dpPlatform } });
    const replace = await call(additionalRoute.PUT, {
      method: "PUT", token: writer, params: { id: brandId, surveyId: fresh }, json: { date_modified: await dm(), decision_point: dpMine },
    });
    expect(replace.status).toBe(403);
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: fresh } })).decision_point_id).toBe(dpPlatform);
  });

  it("refuses unknown purposes, another brand's decision point, readers and other brands' studies", async () => {
    const current = async () => (await stored()).date_modified.toISOString();
    const put = (json: Record<string, unknown>, token = writer, s = surveyId) => call(putRoute.PUT, { method: "PUT", token, params: { id: brandId, surveyId: s }, json });
    expect((await put({ date_modified: await current(), purpose: ["Make it pop"] })).status).toBe(400);
    expect((await put({ date_modified: await current(), decision_point: dpOther })).status).toBe(400);
    expect((await put({ title: "No date" })).status).toBe(400);
    expect((await put({ date_modified: await current(), title: "Reader" }, reader)).status).toBe(403);
    expect((await put({ date_modified: await current(), title: "Theirs" }, writer, otherSurvey)).status).toBe(404);
    expect((await stored()).title).toBe("Renamed");
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: otherSurvey } })).title).toBe("Theirs");
  });
});
