// Creating, duplicating and archiving studies (spec 3 §4 "Duplicate", "Archive applies to v2 studies", §6
// "Survey write access allows creating studies", "New results need the brand's v2 creator feature", §7 calls).
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import { prisma } from "@/server/db";
import * as duplicateRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/duplicate/route";
import * as campaignRoute from "@/app/api/v1/admin/brand/[id]/campaignSNT/route";
import * as v2SurveysRoute from "@/app/api/v2/surveys/route";
import * as v2SurveyRoute from "@/app/api/v2/surveys/[surveyId]/route";
import * as v2DuplicatesRoute from "@/app/api/v2/surveys/[surveyId]/duplicates/route";
import { call, createBrand, createUser } from "../support/factories";
import { createAssortment } from "../support/product-factories";
import { addRespondents, createStudyWith, studyRowCounts } from "../support/study-factories";

let brandId: string;
let v2BrandId: string;
let otherBrandId: string;
let assortmentId: string;
let v2AssortmentId: string;
let writer: { id: string; token: string };
let reader: string;
let admin: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  v2BrandId = (await createBrand({ features: ["timeline", "enableSurveyCreatorV2"] })).id;
  otherBrandId = (await createBrand()).id;
  assortmentId = (await createAssortment(brandId)).id;
  v2AssortmentId = (await createAssortment(v2BrandId)).id;
  writer = await createUser({ brands: { [brandId]: [["survey", "write"]], [v2BrandId]: [["survey", "write"]] } });
  reader = (await createUser({ brands: { [brandId]: [["survey", "read"]], [v2BrandId]: [["survey", "read"]] } })).token;
  admin = (await createUser({ is_admin: true })).token;
});

const duplicate = (token: string, surveyId: string, json: unknown, brand = brandId) =>
  call(duplicateRoute.POST, { method: "POST", token, json, params: { id: brand, surveyId } });

const source = () =>
  createStudyWith(brandId, {
    status: "Closed",
    title: "Spring tees",
    assortmentId,
    products: 2,
    audiences: [["US", "crm"], ["US", "panel"], ["DE", "social"]],
    segmentation: true,
    dates: { date_published: new Date("2026-01-01"), date_closed: new Date("2026-02-01"), due_date: new Date("2026-03-01") },
  });

describe("POST /brand/{b}/survey/{s}/duplicate", () => {
  it("without products: a Draft \"{title} (copy)\" with a new short id, settings, countries, audiences, segmentation and the global question; no products, no answers, dates reset", async () => {
    const src = await source();
    await addRespondents(src.id, 2);
    const srcBefore = await studyRowCounts(src.id);
    const res = await duplicate(writer.token, src.id, { full: false });
    expect(res.status).toBe(201);
    const { _id, assortment } = res.json.results as { _id: string; assortment: string };
    expect(assortment).toBe(assortmentId);
    expect(_id).not.toBe(src.id);

    const copy = await prisma.survey.findUniqueOrThrow({ where: { id: _id } });
    const orig = await prisma.survey.findUniqueOrThrow({ where: { id: src.id } });
    expect(copy.title).toBe("Spring tees (copy)");
    expect(copy.status).toBe("Draft");
    expect(copy.short_id).not.toBe(orig.short_id);
    expect(copy.brand_id).toBe(brandId);
    expect(copy.created_by_id).toBe(writer.id);
    expect([copy.date_published, copy.date_closed, copy.date_reopened, copy.due_date]).toEqual([null, null, null, null]);
    expect(copy.date_created.getTime()).toBeGreaterThan(orig.date_created.getTime() - 1);
    // settings come along
    expect([copy.type, copy.limit_active, copy.limit_number, copy.disable_tier, copy.config, copy.welcome]).toEqual([
      orig.type, orig.limit_active, orig.limit_number, orig.disable_tier, orig.config, orig.welcome,
    ]);
    expect(await studyRowCounts(_id)).toEqual({
      survey: 1, products: 0, questions: 1, followUps: 0, countries: 2, audiences: 3, demographics: 1, profiles: 1,
      respondents: 0, ratings: 0, followUpAnswers: 0, segmentAnswers: 0, groupMembers: 0,
    });
    const audiences = await prisma.audience.findMany({ where: { survey_id: _id }, include: { country: true }, orderBy: { order: "asc" } });
    expect(audiences.map((a) => `${a.country.code}:${a.audience_type}`)).toEqual(["US:crm", "US:panel", "DE:social"]);
    // the source is untouched
    expect(await studyRowCounts(src.id)).toEqual(srcBefore);
  });

  it("with products ({full: true} or {include: [\"products\"]}): products, their questions and follow-ups too", async () => {
    for (const body of [{ full: true }, { include: ["products"] }]) {
      const src = await source();
      await addRespondents(src.id, 1);
      const res = await duplicate(writer.token, src.id, body);
      expect(res.status).toBe(201);
      const id = (res.json.results as { _id: string })._id;
      expect(await studyRowCounts(id)).toMatchObject({ products: 2, questions: 3, followUps: 2, respondents: 0, ratings: 0 });
      const [a, b] = await Promise.all(
        [src.id, id].map((s) => prisma.surveyProduct.findMany({ where: { survey_id: s }, orderBy: { order: "asc" }, select: { product_id: true, order: true, sales_plan: true } })),
      );
      expect(b).toEqual(a);
      const fu = await prisma.followUp.findMany({ where: { question: { survey_id: id } } });
      expect(fu.every((f) => f.positive_options.join() === "Colour,Fit")).toBe(true);
    }
  });

  it("{include: []} copies no products", async () => {
    const src = await source();
    const res = await duplicate(writer.token, src.id, { include: [] });
    expect(res.status).toBe(201);
    expect((await studyRowCounts((res.json.results as { _id: string })._id)).products).toBe(0);
  });

  it("legacy studies cannot be duplicated: 409 with the spec text, and nothing is created", async () => {
    const legacy = await createStudyWith(brandId, { type: "legacy", products: 1 });
    const before = await prisma.survey.count();
    const res = await duplicate(writer.token, legacy.id, { full: true });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe("Sorry, the legacy studies cannot be duplicated.");
    expect(res.json.detail).toBe(STUDY_MSG.legacyDuplicate);
    expect(await prisma.survey.count()).toBe(before);
  });

  it("bad bodies are 400 and create nothing: both forms, neither, unknown include values", async () => {
    const src = await source();
    const before = await prisma.survey.count();
    for (const body of [{}, { full: true, include: ["products"] }, { include: ["answers"] }, { full: "yes" }, { include: "products" }]) {
      expect((await duplicate(writer.token, src.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await prisma.survey.count()).toBe(before);
  });

  it("needs survey write (403); another brand's study is a 404", async () => {
    const src = await source();
    expect((await duplicate(reader, src.id, { full: true })).status).toBe(403);
    const foreign = await createStudyWith(otherBrandId, {});
    const res = await duplicate(writer.token, foreign.id, { full: true });
    expect(res.status).toBe(404);
    expect(res.json.detail).toBe(STUDY_MSG.studyNotFound);
  });
});

describe("POST /admin/brand/{b}/campaignSNT", () => {
  it("creates a Draft v1 study in the brand's assortment, created by the actor", async () => {
    const res = await call(campaignRoute.POST, { method: "POST", token: writer.token, json: { assortment: assortmentId }, params: { id: brandId } });
    expect(res.status).toBe(201);
    const { _id, assortment } = res.json.results as { _id: string; assortment: string };
    expect(assortment).toBe(assortmentId);
    const s = await prisma.survey.findUniqueOrThrow({ where: { id: _id } });
    expect(s).toMatchObject({ status: "Draft", brand_id: brandId, assortment_id: assortmentId, created_by_id: writer.id, version: null, type: null, archived: false });
    expect(s.short_id).toMatch(/^[a-z0-9]{12}$/);
  });

  it("starts with the brand's add_to_new_tests segmentation questions (enabled_by_default → enabled; pointable → required), never another brand's", async () => {
    const q = (brand: string, title: string, over: Record<string, unknown> = {}) =>
      prisma.demographicQuestion.create({ data: { brand_id: brand, title, options: ["Yes", "No"], add_to_new_tests: true, ...over } });
    const on = await q(brandId, "A Household size", { enabled_by_default: true, pointable: true, point_values: [1, 2] });
    const off = await q(brandId, "B Pets", { enabled_by_default: false });
    await q(brandId, "C Not added", { add_to_new_tests: false });
    await q(brandId, "D Archived", { archived: true });
    await q(otherBrandId, "E Other brand");
    const res = await call(campaignRoute.POST, { method: "POST", token: writer.token, json: { assortment: assortmentId }, params: { id: brandId } });
    expect(res.status).toBe(201);
    const rows = await prisma.surveyDemographic.findMany({ where: { survey_id: (res.json.results as { _id: string })._id }, orderBy: { order: "asc" } });
    expect(rows.map((r) => [r.demographic_id, r.order, r.disabled, r.required])).toEqual([
      [on.id, 0, false, true],
      [off.id, 1, true, false],
    ]);
    await prisma.demographicQuestion.updateMany({ where: { brand_id: brandId }, data: { add_to_new_tests: false } });
  });

  it("another brand's assortment → 404; read-only → 403; bad body → 400; nothing created", async () => {
    const before = await prisma.survey.count();
    const foreign = await createAssortment(otherBrandId);
    const res = await call(campaignRoute.POST, { method: "POST", token: writer.token, json: { assortment: foreign.id }, params: { id: brandId } });
    expect(res.status).toBe(404);
    expect(res.json.detail).toBe(STUDY_MSG.assortmentNotFound);
    expect((await call(campaignRoute.POST, { method: "POST", token: reader, json: { assortment: assortmentId }, params: { id: brandId } })).status).toBe(403);
    expect((await call(campaignRoute.POST, { method: "POST", token: writer.token, json: {}, params: { id: brandId } })).status).toBe(400);
    expect(await prisma.survey.count()).toBe(before);
  });
});

describe("v2: POST /api/v2/surveys, POST /api/v2/surveys/{id}/duplicates, PATCH /api/v2/surveys/{id}", () => {
  const create = (token: string, json: unknown) => call(v2SurveysRoute.POST, { method: "POST", url: "http://localhost/api/v2/surveys", token, json });

  it("creates a Draft with version 2.0.0 and answers {id} (no envelope) with 201", async () => {
    const res = await create(writer.token, { brand_id: v2BrandId, assortment_id: v2AssortmentId });
    expect(res.status).toBe(201);
    const id = (res.json as { id: string }).id;
    expect(Object.keys(res.json)).toEqual(["id"]);
    expect(await prisma.survey.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "Draft", version: "2.0.0", brand_id: v2BrandId, assortment_id: v2AssortmentId });
  });

  it("without the brand's enableSurveyCreatorV2 feature → 403, even for admins; without survey write → 403", async () => {
    const before = await prisma.survey.count();
    for (const token of [writer.token, admin]) {
      const res = await create(token, { brand_id: brandId, assortment_id: assortmentId });
      expect(res.status).toBe(403);
      expect(res.json.detail).toBe(STUDY_MSG.v2CreatorDisabled);
    }
    expect((await create(reader, { brand_id: v2BrandId, assortment_id: v2AssortmentId })).status).toBe(403);
    expect(await prisma.survey.count()).toBe(before);
  });

  it("duplicates: {should_include_products} → {survey_id} 201", async () => {
    const src = await createStudyWith(v2BrandId, { version: "2.0.0", products: 2, title: "V2 study" });
    for (const should_include_products of [true, false]) {
      const res = await call(v2DuplicatesRoute.POST, { method: "POST", token: writer.token, json: { should_include_products }, params: { surveyId: src.id } });
      expect(res.status).toBe(201);
      const id = (res.json as { survey_id: string }).survey_id;
      const copy = await prisma.survey.findUniqueOrThrow({ where: { id } });
      expect(copy).toMatchObject({ title: "V2 study (copy)", status: "Draft", version: "2.0.0" });
      expect((await studyRowCounts(id)).products).toBe(should_include_products ? 2 : 0);
    }
    const legacy = await createStudyWith(v2BrandId, { type: "legacy" });
    const refused = await call(v2DuplicatesRoute.POST, { method: "POST", token: writer.token, json: { should_include_products: true }, params: { surveyId: legacy.id } });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(STUDY_MSG.legacyDuplicate);
    const bad = await call(v2DuplicatesRoute.POST, { method: "POST", token: writer.token, json: {}, params: { surveyId: src.id } });
    expect(bad.status).toBe(400);
  });

  it("archive: a v2 study → {id, archived}; a v1 study → 409 and unchanged; only a boolean `archived` is accepted", async () => {
    const patch = (token: string, surveyId: string, json: unknown) =>
      call(v2SurveyRoute.PATCH, { method: "PATCH", token, json, params: { surveyId } });
    const v2 = await createStudyWith(v2BrandId, { version: "2.3.1" });
    const res = await patch(writer.token, v2.id, { archived: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: v2.id, archived: true });
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: v2.id } })).archived).toBe(true);
    expect((await patch(writer.token, v2.id, { archived: false })).json).toEqual({ id: v2.id, archived: false });

    const v1 = await createStudyWith(brandId, { version: "1.4.0" });
    const refused = await patch(writer.token, v1.id, { archived: true });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(STUDY_MSG.archiveV2Only);
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: v1.id } })).archived).toBe(false);

    for (const body of [{}, { archived: "true" }, { archived: true, status: "Closed" }, { status: "Archived" }]) {
      expect((await patch(writer.token, v2.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(reader, v2.id, { archived: true })).status).toBe(403);
    // A study of a brand the user is not in is simply not found.
    const foreign = await createStudyWith(otherBrandId, { version: "2.0.0" });
    expect((await patch(writer.token, foreign.id, { archived: true })).status).toBe(404);
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: foreign.id } })).archived).toBe(false);
  });
});
