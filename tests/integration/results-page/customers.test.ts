// The Customers tab's loader (P11 item 3) on the hand-built study of tests/integration/results/fixture.ts (160
// counted respondents: 60 in QA, 100 in QB, each rating p1 and p2, 30 of QA owning a dog), plus five respondents from
// the US (not one of the study's countries) with states "CA", "California", "TX", "Other" and none, rating p1
// 5, 4, 3, 2, 1 and p2 1 star each. The loader's figures must equal the engine's reports under the same filters:
//   - demographics, segmentation profiles, browsers: as reportDemographics / reportSegmentationProfiles / reportBrowser;
//   - the map: respondents per country as the geo report (QA 60, QB 100, US 5 of 165); the US states merged by state
//     (CA + California → California 2, p1 stars 5 and 4 → v1 mean 4.5 → score 87.5), "Other" listed but not drawn;
//   - `product=<p2>` scores p2 (US: five 1-star ratings → 0); an id the study does not rate falls back to respondents.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import type { TResultsFilters } from "@/lib/results/filters";
import { worldAtlasId } from "@/lib/results/geo-map";
import type { TResultsQuery } from "@/lib/results/page";
import type { TResultsView } from "@/lib/results/view";
import type { TBrandAccess } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { loadCustomers } from "@/server/pages/results/customers";
import { resultsProducts } from "@/server/pages/results/products";
import { reportBrowser } from "@/server/results/browser-report";
import { reportDemographics } from "@/server/results/demographics-report";
import { geoSentimentScoreReport } from "@/server/results/geo-report";
import { reportSegmentationProfiles } from "@/server/results/segmentation-report";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { country } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

let w: TResultsWorld;
let access: TBrandAccess;
let q1: string;
let q2: string;
let us: string;

const questionOf = async (productId: string) =>
  (await prisma.question.findFirstOrThrow({ where: { survey_id: w.surveyId, product_id: productId }, select: { id: true } })).id;

beforeAll(async () => {
  w = await buildResultsStudy();
  access = await grant(await createUser({ brands: { [w.brandId]: [["survey", "read"]] } }), w.brandId, "survey.read");
  [q1, q2] = [await questionOf(w.p1), await questionOf(w.p2)];
  us = (await country("US")).id;
  const states = ["CA", "California", "TX", "Other", null];
  const ids = states.map(() => newId());
  await prisma.respondent.createMany({
    data: ids.map((id, i) => ({ id, survey_id: w.surveyId, country_id: us, state: states[i], browser: "Safari", device: "mobile", status: "completed", is_preview: false })),
  });
  await prisma.ratingAnswer.createMany({
    data: ids.flatMap((respondent_id, i) => [
      { survey_id: w.surveyId, respondent_id, product_id: w.p1, question_id: q1, rating: 5 - i },
      { survey_id: w.surveyId, respondent_id, product_id: w.p2, question_id: q2, rating: 1 },
    ]),
  });
});

async function load(opts: { filters?: TResultsFilters; params?: TResultsQuery["params"] } = {}) {
  const query: TResultsQuery = { tab: "customers", salesPlan: false, viewAsUser: false, filters: opts.filters ?? {}, params: opts.params ?? {}, notices: [], share: null };
  const view: TResultsView = {
    brandId: w.brandId, studyId: w.surveyId, title: "Study", status: "Closed", type: null,
    basePath: `/brand/${w.brandId}/campaign/${w.surveyId}/results`, query, products: await resultsProducts(access, w.surveyId),
    definitions: [], respondents: 0, totalRespondents: 0,
    can: { admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false, writeLearnings: false, turf: false, snip: false },
  };
  return loadCustomers({ access, view });
}

describe("customers loader", () => {
  it("answers the engine's demographics, segmentation and browser figures", async () => {
    const data = await load();
    const [demo, seg, clients] = await Promise.all([
      reportDemographics(access, w.surveyId, {}),
      reportSegmentationProfiles(access, w.surveyId, {}),
      reportBrowser(access, w.surveyId, {}),
    ]);
    expect(data.total).toBe(165);
    expect(data.demographics).toEqual(
      demo.questions.map((q) => ({
        id: q.demographic_id, title: q.dashboard_title || q.title, type: q.type, answered: q.answered, not_answered: q.not_answered,
        options: q.options.map((o) => ({ name: o.option, count: o.count, percentage: o.percentage })), points: q.points,
      })),
    );
    const dog = data.demographics[0]!;
    expect([dog.title, dog.answered, dog.not_answered]).toEqual(["Owns a dog", 160, 5]);
    expect(dog.options.map((o) => [o.name, o.count])).toEqual([["Yes", 30], ["No", 130]]);
    expect(data.segmentation.unassigned).toEqual(seg.unassigned);
    expect(data.segmentation.unassigned.count).toBe(165);
    expect(data.browsers).toEqual(clients.browsers);
    expect(data.devices).toEqual(clients.devices);
    expect(data.browsers.map((b) => [b.name, b.count])).toEqual([["Unknown", 160], ["Safari", 5]]);
  });

  it("maps respondents by country, read with the first product, zoomed on the countries with respondents", async () => {
    const data = await load();
    const geo = data.geo!;
    const report = await geoSentimentScoreReport(access, w.surveyId, q1, {});
    expect(geo.measure).toBe("respondents");
    expect(geo.product.product_id).toBe(w.p1);
    expect(geo.unknownProduct).toBe(false);
    expect(geo.countries.map((c) => [c.code, c.respondents])).toEqual(report.countries.map((c) => [c.code, c.respondents]));
    expect(geo.countries.map((c) => [c.code, c.respondents, Math.round(c.share * 10) / 10])).toEqual([["QA", 60, 36.4], ["QB", 100, 60.6], ["US", 5, 3]]);
    expect(geo.total.respondents).toBe(165);
    const usRow = geo.countries.findIndex((c) => c.code === "US");
    expect(geo.countries[usRow]!.onMap).toBe(true);
    expect(geo.countries.find((c) => c.code === "QB")!.onMap).toBe(false);
    const usArea = geo.world.areas.find((a) => a.id === "840")!;
    expect(usArea.row).toBe(usRow);
    expect(usArea.d.length).toBeGreaterThan(100);
    // Zoomed: not the whole 960 × 470 frame, and only areas in view are sent.
    expect(geo.world.viewBox).not.toBe("0 0 960 470");
    expect(geo.world.areas.length).toBeLessThan(177);
    const qatar = worldAtlasId("QA");
    expect(geo.world.areas.some((a) => a.id === qatar && a.row === geo.countries.findIndex((c) => c.code === "QA"))).toBe(true);
  });

  it("merges the US states by state and lists names that are no state", async () => {
    const geo = (await load()).geo!;
    expect(geo.states.map((s) => [s.name, s.respondents, s.ratings, s.score, s.onMap])).toEqual([
      ["California", 2, 2, 87.5, true],
      ["Texas", 1, 1, 50, true],
      ["Other", 1, 1, 25, false],
    ]);
    expect(geo.states[0]!.share).toBe(40);
    expect(geo.us!.viewBox).toBe("0 0 975 610");
    expect(geo.us!.areas).toHaveLength(51);
    expect(geo.us!.areas.find((a) => a.id === "06")!.row).toBe(0);
    expect(geo.us!.areas.find((a) => a.id === "48")!.row).toBe(1);
    expect(geo.us!.areas.find((a) => a.id === "36")!.row).toBeNull();
    expect(geo.regions).toEqual([]);
  });

  it("scores the product the address names, with the geo report's figures", async () => {
    const geo = (await load({ params: { product: w.p2 } })).geo!;
    const report = await geoSentimentScoreReport(access, w.surveyId, q2, {});
    expect(geo.measure).toBe("score");
    expect(geo.product.product_id).toBe(w.p2);
    expect(geo.countries.map((c) => [c.code, c.ratings, c.score])).toEqual(report.countries.map((c) => [c.code, c.count, c.score]));
    expect(geo.countries.find((c) => c.code === "US")!.score).toBe(0);
    expect(geo.total).toEqual({ respondents: 165, ratings: report.total.count, score: report.total.score });
    expect(geo.products.map((p) => p.product_id)).toEqual([w.p1, w.p2]);
  });

  it("falls back to respondents for a product the study does not rate", async () => {
    const geo = (await load({ params: { product: newId() } })).geo!;
    expect(geo.measure).toBe("respondents");
    expect(geo.unknownProduct).toBe(true);
    expect(geo.product.product_id).toBe(w.p1);
  });

  it("narrows every part with the filters", async () => {
    const filters: TResultsFilters = { country: [w.aa] };
    const data = await load({ filters });
    expect(data.total).toBe(60);
    expect(data.demographics[0]!.options.map((o) => o.count)).toEqual([30, 30]);
    expect(data.browsers).toEqual((await reportBrowser(access, w.surveyId, filters)).browsers);
    expect(data.geo!.countries.map((c) => [c.code, c.respondents])).toEqual([["QA", 60], ["QB", 0]]);
    expect(data.geo!.us).toBeNull();
    expect(data.geo!.states).toEqual([]);
  });
});
