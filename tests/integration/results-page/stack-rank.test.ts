// The stack rank tab's loader (server/pages/results/stack-rank.ts) on the hand-built results study
// (tests/integration/results/fixture.ts): 160 respondents in countries QA (60) and QB (100) rate p1 and p2.
//   p1: QA 50 × 5, 10 × 2; QB 20 × 5, 10 × 4, 70 × 1 → 1:70 2:10 4:10 5:70, mean 3 → score 50, top-2-box 50%.
//   p2: 12 of each star in QA, 20 in QB → 32 of each, mean 3 → score 50, top-2-box 40%.
// The rows carry the sentiment report's figures in score order, and with a filter, significanceByFilters' marks.
import { beforeAll, describe, expect, it } from "vitest";
import type { TBrandAccess } from "@/server/access/authorize";
import { loadStackRank } from "@/server/pages/results/stack-rank";
import { resultsProducts } from "@/server/pages/results/products";
import { resultsFilterDefinitions } from "@/server/results/filter-definitions";
import { sentimentScoreReport } from "@/server/results/sentiment-report";
import { significanceByFilters } from "@/server/results/significance-by-filters";
import type { TResultsFilters } from "@/lib/results/filters";
import type { TResultsView } from "@/lib/results/view";
import { prisma } from "@/server/db";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";
import { grant } from "../support/access";
import { createUser } from "../support/factories";

let w: TResultsWorld;
let access: TBrandAccess;
let base: Omit<TResultsView, "query">;

beforeAll(async () => {
  w = await buildResultsStudy();
  const user = await createUser({ brands: { [w.brandId]: [["survey", "read"]] } });
  access = await grant(user, w.brandId, "survey.read");
  const [products, definitions] = await Promise.all([resultsProducts(access, w.surveyId), resultsFilterDefinitions(access, w.surveyId)]);
  base = {
    brandId: w.brandId, studyId: w.surveyId, title: "t", status: "Closed", type: "early_stage", basePath: "/x", products, definitions,
    respondents: 160, totalRespondents: 160,
    can: { admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false, writeLearnings: false, turf: false, snip: false },
  };
});

const load = (filters: TResultsFilters) =>
  loadStackRank({ access, view: { ...base, query: { tab: "stack-rank", salesPlan: false, viewAsUser: false, filters, params: {}, notices: [], share: null } } });

describe("loadStackRank", () => {
  it("ranks the products by score (equal scores share a rank, ordered by top-2-box) with the report's figures and names", async () => {
    const data = await load({});
    const report = await sentimentScoreReport(access, w.surveyId, {});
    expect(data.rows.map((r) => [r.product_id, r.rank, r.score, r.top_two_box, r.count])).toEqual([
      [w.p1, 1, 50, 50, 160],
      [w.p2, 1, 50, 40, 160],
    ]);
    for (const row of data.rows) {
      const engine = report.products.find((p) => p.product_id === row.product_id)!;
      expect(row).toMatchObject({ ...engine, significance: null });
      const product = await prisma.product.findUniqueOrThrow({ where: { id: row.product_id } });
      expect([row.name, row.style_number]).toEqual([product.name, product.style_number]);
    }
    expect(data.rows[0]!.stars).toEqual([70, 10, 0, 10, 70]);
    // The brand has no other Closed study: no benchmark yet, so no percentile, position, tier or recommendation.
    expect(data.benchmark).toMatchObject({ scope: "none", size: 0 });
    expect(data.rows.every((r) => r.percentile === null && r.position === null && r.tier === null)).toBe(true);
    expect([data.version, data.respondents, data.significance]).toEqual(["v1", 160, null]);
  });

  it("with a filter, shows the filtered figures and marks what differs from the rest (QA against QB)", async () => {
    const data = await load({ country: [w.aa] });
    // QA: p1 50 × 5, 10 × 2 → mean 4.5 → 87.5, top-2-box 83.3%; p2 12 of each → 50, 40%.
    expect(data.rows.map((r) => [r.product_id, r.rank, r.score, r.count])).toEqual([
      [w.p1, 1, 87.5, 60],
      [w.p2, 2, 50, 60],
    ]);
    const engine = await significanceByFilters(access, w.surveyId, { country: [w.aa] });
    const p1 = data.rows[0]!.significance!;
    // p1: 83.3% against 30% of QB → +53.3 points; mean 4.5 against 2.1 → +2.4 stars; both significant.
    expect(p1).toMatchObject({ tested: true, base: { filtered: 60, rest: 100 }, top_two_box: { direction: "higher" }, mean: { direction: "higher" } });
    if (!p1.tested) return;
    expect(p1.top_two_box.difference).toBeCloseTo(100 * engine.find((c) => c.product_id === w.p1)!.top_two_box!.difference, 10);
    expect(p1.top_two_box.difference).toBeCloseTo(100 * (50 / 60 - 0.3), 10);
    expect(p1.mean.difference).toBeCloseTo(2.4, 10);
    // p2: the same spread in both countries → no difference.
    expect(data.rows[1]!.significance).toMatchObject({ tested: true, top_two_box: { direction: "none", difference: 0 }, mean: { direction: "none" } });
    expect(data.significance).toEqual({ tested: 2, higher: 1, lower: 0 });
  });

  it("marks nothing when the filter leaves too few ratings on a side ('base too small')", async () => {
    // Dog owners (the first 30 of QA) in QB: nobody.
    const data = await load({ country: [w.bb], demographics: [{ demographic_id: w.question, answers: ["Yes"] }] });
    expect(data.rows.map((r) => [r.score, r.count])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    expect(data.rows.map((r) => r.significance)).toEqual([
      { tested: false, base: { filtered: 0, rest: 160 } },
      { tested: false, base: { filtered: 0, rest: 160 } },
    ]);
    expect(data.significance).toEqual({ tested: 0, higher: 0, lower: 0 });
  });

  it("checks the filter like every report: an option of no study is refused", async () => {
    await expect(load({ consumer_profiles: [w.otherBrandProfile] })).rejects.toMatchObject({ code: "invalid" });
  });
});
