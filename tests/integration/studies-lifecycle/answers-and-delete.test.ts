// Clear answers and delete (spec 3 §4 "Clear answers removes collected answers", §7 clear_answers and delete):
// each touches one study only, in one transaction; every study table is counted before and after.
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import { prisma } from "@/server/db";
import * as clearRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/clear_answers/route";
import * as deleteRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/delete/route";
import { call, createBrand, createUser } from "../support/factories";
import { addRespondents, createStudyWith, studyRowCounts } from "../support/study-factories";

let brandId: string;
let otherBrandId: string;
let writer: string;
let reader: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  otherBrandId = (await createBrand()).id;
  writer = (await createUser({ brands: { [brandId]: [["survey", "write"]] } })).token;
  reader = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
});

const full = { products: 2, audiences: [["US", "crm"], ["FR", "social"]] as [string, "crm" | "social"][], segmentation: true };

async function twoStudiesWithAnswers(status: "Draft" | "Active" | "Closed" = "Active") {
  const target = await createStudyWith(brandId, { status, ...full });
  const sibling = await createStudyWith(brandId, { status: "Active", ...full });
  const foreign = await createStudyWith(otherBrandId, { status: "Active", ...full });
  for (const s of [target, sibling, foreign]) await addRespondents(s.id, 3);
  return { target, sibling, foreign };
}

describe("PUT …/clear_answers", () => {
  it("removes the study's respondents and rating, follow-up and segment answers, and nothing else", async () => {
    const { target, sibling, foreign } = await twoStudiesWithAnswers();
    const before = { target: await studyRowCounts(target.id), sibling: await studyRowCounts(sibling.id), foreign: await studyRowCounts(foreign.id), all: await studyRowCounts() };
    // The fixture really has answers of every kind.
    expect(before.target).toMatchObject({ respondents: 3, ratings: 6, followUpAnswers: 6, segmentAnswers: 3 });
    const survey = await prisma.survey.findUniqueOrThrow({ where: { id: target.id } });

    const res = await call(clearRoute.PUT, { method: "PUT", token: writer, json: {}, params: { id: brandId, surveyId: target.id } });
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({ _id: target.id, status: "Active", respondent_count: 0, product_count: 2 });

    const after = await studyRowCounts(target.id);
    expect(after).toEqual({ ...before.target, respondents: 0, ratings: 0, followUpAnswers: 0, segmentAnswers: 0 });
    expect(await studyRowCounts(sibling.id)).toEqual(before.sibling);
    expect(await studyRowCounts(foreign.id)).toEqual(before.foreign);
    expect(await studyRowCounts()).toEqual({ ...before.all, respondents: before.all.respondents - 3, ratings: before.all.ratings - 6, followUpAnswers: before.all.followUpAnswers - 6, segmentAnswers: before.all.segmentAnswers - 3 });
    // The study row itself is untouched (status, dates, settings) but for its results generation, which starts over
    // so that no cached result of the cleared answers is served (docs/decisions.md P9 #19).
    expect(await prisma.survey.findUniqueOrThrow({ where: { id: target.id } })).toEqual({ ...survey, results_generation: survey.results_generation + 1 });
  });

  it("works in every status and keeps the status", async () => {
    for (const status of ["Draft", "Closed"] as const) {
      const s = await createStudyWith(brandId, { status, products: 1 });
      await addRespondents(s.id, 1);
      const res = await call(clearRoute.PUT, { method: "PUT", token: writer, json: {}, params: { id: brandId, surveyId: s.id } });
      expect(res.status).toBe(200);
      expect((await prisma.survey.findUniqueOrThrow({ where: { id: s.id } })).status).toBe(status);
      expect(await prisma.respondent.count({ where: { survey_id: s.id } })).toBe(0);
    }
  });

  it("is refused for a read-only user (403) and for another brand's study (404), leaving the answers", async () => {
    const { target, foreign } = await twoStudiesWithAnswers();
    const ro = await call(clearRoute.PUT, { method: "PUT", token: reader, json: {}, params: { id: brandId, surveyId: target.id } });
    expect(ro.status).toBe(403);
    const other = await call(clearRoute.PUT, { method: "PUT", token: writer, json: {}, params: { id: brandId, surveyId: foreign.id } });
    expect(other.status).toBe(404);
    expect(other.json.detail).toBe(STUDY_MSG.studyNotFound);
    expect((await studyRowCounts(target.id)).respondents).toBe(3);
    expect((await studyRowCounts(foreign.id)).respondents).toBe(3);
  });
});

describe("DELETE …/delete", () => {
  it("removes the study and all its dependants, and nothing of other studies", async () => {
    const { target, sibling, foreign } = await twoStudiesWithAnswers("Closed");
    await prisma.snip.create({ data: { brand_id: brandId, survey_id: target.id, title: "Insight" } });
    await prisma.surveyGroup.create({
      data: { brand_id: brandId, short_id: `grp${target.id.slice(-9)}`, name: "G", surveys: { create: [{ survey_id: target.id }, { survey_id: sibling.id, order: 1 }] } },
    });
    const before = { sibling: await studyRowCounts(sibling.id), foreign: await studyRowCounts(foreign.id), all: await studyRowCounts(), target: await studyRowCounts(target.id) };
    const productsBefore = await prisma.product.count();

    const res = await call(deleteRoute.DELETE, { method: "DELETE", token: writer, params: { id: brandId, surveyId: target.id } });
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual({ _id: target.id });

    const zero = Object.fromEntries(Object.keys(before.target).map((k) => [k, 0]));
    expect(await studyRowCounts(target.id)).toEqual(zero);
    expect(await prisma.snip.count({ where: { survey_id: target.id } })).toBe(0);
    expect(await studyRowCounts(sibling.id)).toEqual(before.sibling);
    expect(await studyRowCounts(foreign.id)).toEqual(before.foreign);
    const all = await studyRowCounts();
    for (const k of Object.keys(all) as (keyof typeof all)[]) expect(all[k], k).toBe(before.all[k] - before.target[k]);
    // Products are the brand's catalogue, not the study's: they stay.
    expect(await prisma.product.count()).toBe(productsBefore);
  });

  it("another brand's study → 404 and it stays; a read-only user → 403 and it stays; twice → 404", async () => {
    const foreign = await createStudyWith(otherBrandId, {});
    const res = await call(deleteRoute.DELETE, { method: "DELETE", token: writer, params: { id: brandId, surveyId: foreign.id } });
    expect(res.status).toBe(404);
    expect(await prisma.survey.count({ where: { id: foreign.id } })).toBe(1);

    const mine = await createStudyWith(brandId, {});
    expect((await call(deleteRoute.DELETE, { method: "DELETE", token: reader, params: { id: brandId, surveyId: mine.id } })).status).toBe(403);
    expect(await prisma.survey.count({ where: { id: mine.id } })).toBe(1);
    expect((await call(deleteRoute.DELETE, { method: "DELETE", token: writer, params: { id: brandId, surveyId: mine.id } })).status).toBe(200);
    const again = await call(deleteRoute.DELETE, { method: "DELETE", token: writer, params: { id: brandId, surveyId: mine.id } });
    expect(again.status).toBe(404);
    expect(again.json.detail).toBe(STUDY_MSG.studyNotFound);
  });
});
