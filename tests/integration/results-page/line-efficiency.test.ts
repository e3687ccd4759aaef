// The line-efficiency tab's loader (server/pages/results/line-efficiency.ts) against real Postgres, on the results
// fixture (tests/integration/results/fixture.ts) with the brand's TURF flag on. Reached at threshold 4:
//   p1 — QA: the 50 five-star raters; QB: 20 five + 10 four → 80 of 160.
//   p2 — (i mod 5) + 1 ≥ 4, i.e. i mod 5 ∈ {3, 4}: QA 24 of 60, QB 40 of 100 → 64.
//   Together: QA 50 + {53, 54, 58, 59} = 54; QB 30 + 28 of i = 30…99 = 58 → 112 (70%). Frequency (80 + 64) / 112.
//   Country QA only: base 60, p1 50, together 54.
// Checked: the tab's report equals reportLineEfficiency's for the same filters and sizes; the chosen size (elbow, the
// address's k, a bad k with a notice); the sales plan only for admins (a user's request gets no figures); no TURF, too
// few products, nobody reached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { LINE_EFFICIENCY_MSG } from "@/lib/results/line-efficiency";
import { LINE_EFFICIENCY_TAB } from "@/lib/results/tabs/line-efficiency";
import type { TResultsView } from "@/lib/results/view";
import type { TResultsFilters } from "@/lib/results/filters";
import type { TBrandAccess } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { loadLineEfficiency } from "@/server/pages/results/line-efficiency";
import { resultsProducts } from "@/server/pages/results/products";
import { reportLineEfficiency } from "@/server/results/line-efficiency";
import { stopTurfWorker } from "@/server/results/turf-worker";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";

let w: TResultsWorld;
let access: TBrandAccess;

async function turnOnTurf(brandId: string) {
  const brand = await prisma.brand.findUniqueOrThrow({ where: { id: brandId }, select: { features: true } });
  await prisma.brand.update({ where: { id: brandId }, data: { features: { ...(brand.features as Record<string, boolean>), enableTurf: true } } });
}

async function view(studyId: string, o: { admin?: boolean; salesPlan?: boolean; k?: string; filters?: TResultsFilters; turf?: boolean } = {}): Promise<TResultsView> {
  return {
    brandId: w.brandId,
    studyId,
    title: "Study",
    status: "Closed",
    type: "early_stage",
    basePath: `/brand/${w.brandId}/campaign/${studyId}/results`,
    query: { tab: "line-efficiency-graph", salesPlan: o.salesPlan ?? false, viewAsUser: false, filters: o.filters ?? {}, params: o.k ? { k: o.k } : {}, notices: [], share: null },
    products: await resultsProducts(access, studyId),
    definitions: [],
    respondents: 0,
    totalRespondents: 0,
    can: { admin: o.admin ?? false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false, writeLearnings: false, turf: o.turf ?? true, snip: false },
  };
}

const ready = async (v: TResultsView) => {
  const data = await loadLineEfficiency({ access, view: v });
  if (data.kind !== "ready") throw new Error(`expected the curve, got ${data.kind}`);
  return data;
};

beforeAll(async () => {
  w = await buildResultsStudy();
  await turnOnTurf(w.brandId);
  const user = await createUser({ brands: { [w.brandId]: [["survey", "read"]] } });
  access = await grant(user, w.brandId, "survey.read");
  await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: w.surveyId, product_id: w.p1 } }, data: { sales_plan: 500 } });
  await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: w.surveyId, product_id: w.p2 } }, data: { sales_plan: 0 } });
});

afterAll(async () => {
  await stopTurfWorker();
});

describe("loadLineEfficiency", () => {
  it("gives the engine's report for every size, the elbow chosen (two sizes: the larger)", async () => {
    const data = await ready(await view(w.surveyId));
    expect(data.report).toEqual(await reportLineEfficiency(access, w.surveyId, {}, { max_k: 2 }));
    expect(data.report.respondents).toBe(160);
    expect(data.report.threshold).toBe(4);
    expect(data.report.sets.map((s) => [s.k, s.products, s.reach, s.increment, s.exact])).toEqual([
      [1, [w.p1], 80, 80, true],
      [2, [w.p1, w.p2], 112, 32, true],
    ]);
    expect(data.report.sets[1]!.frequency).toBeCloseTo(144 / 112, 12);
    expect(data.report.singles.map((s) => s.reach)).toEqual([80, 64]);
    expect(data).toMatchObject({ chosenK: 2, elbowK: 2, kNotice: null, salesPlan: { state: "off" } });
    expect(data.report).not.toHaveProperty("sales_plan");
  });

  it("narrows with the page's filters", async () => {
    const data = await ready(await view(w.surveyId, { filters: { country: [w.aa] } }));
    expect(data.report.respondents).toBe(60);
    expect(data.report.sets.map((s) => s.reach)).toEqual([50, 54]);
    expect(data.report).toEqual(await reportLineEfficiency(access, w.surveyId, { country: [w.aa] }, { max_k: 2 }));
  });

  it("keeps the address's k on the curve, and explains one off it", async () => {
    expect((await ready(await view(w.surveyId, { k: "1" }))).chosenK).toBe(1);
    const bad = await ready(await view(w.surveyId, { k: "5" }));
    expect(bad.chosenK).toBe(2);
    expect(bad.kNotice).toBe(LINE_EFFICIENCY_TAB.badK("5", 2, 2));
    expect(bad.report.sets).toHaveLength(2);
  });

  it("shows an admin the sales plan beside the best set of its size", async () => {
    const data = await ready(await view(w.surveyId, { admin: true, salesPlan: true }));
    // The plan is p1 alone (p2's sales plan is 0): it is the best single product, so the gap is 0.
    expect(data.salesPlan).toEqual({
      state: "shown",
      plan: { products: [w.p1], k: 1, reach: 80, reach_share: 0.5, frequency: 1, best_products: [w.p1], best_reach: 80, best_exact: true, gap: 0 },
    });
  });

  it("a plan that is not the best: p2 alone reaches 64 against p1's 80, gap 16", async () => {
    await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: w.surveyId, product_id: w.p1 } }, data: { sales_plan: 0 } });
    await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: w.surveyId, product_id: w.p2 } }, data: { sales_plan: 10 } });
    try {
      const data = await ready(await view(w.surveyId, { admin: true, salesPlan: true }));
      expect(data.salesPlan).toMatchObject({ state: "shown", plan: { products: [w.p2], reach: 64, best_products: [w.p1], best_reach: 80, gap: 16 } });
    } finally {
      await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: w.surveyId, product_id: w.p1 } }, data: { sales_plan: 500 } });
      await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: w.surveyId, product_id: w.p2 } }, data: { sales_plan: 0 } });
    }
  });

  it("a user asking for the sales plan gets a notice and no figures of it", async () => {
    const data = await ready(await view(w.surveyId, { admin: false, salesPlan: true }));
    expect(data.salesPlan).toEqual({ state: "admin-only" });
    expect(data.report).not.toHaveProperty("sales_plan");
  });

  it("an admin asking on a study without a sales plan is told so", async () => {
    const s = await study(w.brandId, { status: "Closed", products: 2 });
    await rate(s.id, [[5, 4]]);
    const data = await ready(await view(s.id, { admin: true, salesPlan: true }));
    expect(data.salesPlan).toEqual({ state: "none", reason: LINE_EFFICIENCY_MSG.noSalesPlan });
  });

  it("without TURF: the explanation, and no search", async () => {
    expect(await loadLineEfficiency({ access, view: await view(w.surveyId, { turf: false }) })).toEqual({ kind: "turf-off" });
  });

  it("fewer than 2 products: an empty state", async () => {
    const s = await study(w.brandId, { status: "Closed", products: 1 });
    expect(await loadLineEfficiency({ access, view: await view(s.id) })).toEqual({ kind: "too-few-products", products: 1 });
  });

  it("nobody reached: no ratings, or none at 4 stars or more", async () => {
    const empty = await study(w.brandId, { status: "Closed", products: 2 });
    expect(await loadLineEfficiency({ access, view: await view(empty.id) })).toEqual({ kind: "nobody-reached", respondents: 0, threshold: 4 });
    const low = await study(w.brandId, { status: "Closed", products: 2 });
    await rate(low.id, [[3, 2], [1, 3]]);
    expect(await loadLineEfficiency({ access, view: await view(low.id) })).toEqual({ kind: "nobody-reached", respondents: 2, threshold: 4 });
  });
});

/** Completed respondents of `studyId`, one per row of ratings (one per product, in the study's order). */
async function rate(studyId: string, rows: number[][]) {
  const products = (await prisma.surveyProduct.findMany({ where: { survey_id: studyId }, orderBy: { order: "asc" } })).map((p) => p.product_id);
  const questions = await prisma.question.findMany({ where: { survey_id: studyId }, select: { id: true, product_id: true } });
  for (const ratings of rows) {
    const id = newId();
    await prisma.respondent.create({ data: { id, survey_id: studyId, status: "completed", is_preview: false } });
    await prisma.ratingAnswer.createMany({
      data: ratings.map((rating, i) => ({ survey_id: studyId, respondent_id: id, product_id: products[i]!, question_id: questions.find((q) => q.product_id === products[i])!.id, rating })),
    });
  }
}
