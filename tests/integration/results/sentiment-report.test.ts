// The sentiment report and the definitions behind it (P9 item 1; docs/decisions.md P9 #13–#18) on a hand-built brand:
// a history of Closed studies forms the benchmark norm, and every figure below is worked out by hand.
//
// History (Closed, assortment of category C, type early_stage) H1: 10 products, 2 ratings each:
//   (1,1) (1,2) (2,2) (2,3) (3,3) (3,4) (4,4) (4,5) (5,5) (2,4)
//   v1 scores, (mean − 1) / 4 × 100:  0, 12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100, 50
//   v2 scores, (top-2 − bottom-2 + 100) / 2: 0, 0, 0, 25, 50, 75, 100, 100, 100, 50
// H2 (Closed, no assortment): one product rated 5 → v1 100. Excluded (Closed, exclude_from_benchmarks): one product
// rated 1. An Active study elsewhere: one product rated 1. Neither of the last two is ever in a norm.
// The study S (Active, category C, early_stage): pA rated 5, 5, 5 (country QA) and 4 (QB); pB 3, 3; pC 1, 2.
// Previews and unfinished respondents of S rate everything 5 and never count.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import * as closeRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/close/route";
import * as reopenRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/reopen/route";
import * as scoreRoute from "@/app/api/brand/[id]/survey/[surveyId]/sentimentscore/route";
import * as percentileRoute from "@/app/api/brand/[id]/survey/[surveyId]/sentiment_percentile/route";
import { prisma } from "@/server/db";
import { hashShareToken, newShareToken, SHARE_HEADER } from "@/server/access/share-viewer";
import type { TSentimentReport } from "@/server/results/sentiment-report";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { assortment, category, country, study } from "../studies-read/fixtures";

interface TWorld {
  brandId: string;
  token: string;
  s: string;
  pA: string;
  pB: string;
  pC: string;
  qa: string;
  h2: string;
  elsewhere: string;
}

async function productsOf(surveyId: string): Promise<{ product_id: string; question: string }[]> {
  const rows = await prisma.surveyProduct.findMany({ where: { survey_id: surveyId }, orderBy: { order: "asc" } });
  const qs = await prisma.question.findMany({ where: { survey_id: surveyId } });
  return rows.map((r) => ({ product_id: r.product_id, question: qs.find((q) => q.product_id === r.product_id)!.id }));
}

/** One respondent per rating: [product index, stars, country]. */
async function rate(surveyId: string, ratings: [number, number, string?][], opts: { status?: "completed" | "started"; preview?: boolean } = {}) {
  const products = await productsOf(surveyId);
  for (const [i, stars, code] of ratings) {
    const id = newId();
    await prisma.respondent.create({ data: { id, survey_id: surveyId, status: opts.status ?? "completed", is_preview: opts.preview ?? false, country_id: code ? (await country(code)).id : null } });
    await prisma.ratingAnswer.create({ data: { survey_id: surveyId, respondent_id: id, product_id: products[i]!.product_id, question_id: products[i]!.question, rating: stars } });
  }
}

async function build(): Promise<TWorld> {
  const brand = await createBrand({ features: ["timeline", "enableSentimentScoreVersionControl"] });
  const token = (await createUser({ brands: { [brand.id]: [["survey", "read"], ["survey", "write"]] } })).token;
  const c = await category(brand.id, "Knitwear");
  const inC = (await assortment(brand.id, { categoryId: c.id })).id;
  const h1 = await study(brand.id, { status: "Closed", assortmentId: inC, products: 10 });
  const pairs = [[1, 1], [1, 2], [2, 2], [2, 3], [3, 3], [3, 4], [4, 4], [4, 5], [5, 5], [2, 4]] as const;
  await rate(h1.id, pairs.flatMap(([a, b], i) => [[i, a], [i, b]] as [number, number][]));
  const h2 = await study(brand.id, { status: "Closed", products: 1 });
  await rate(h2.id, [[0, 5]]);
  const excluded = await study(brand.id, { status: "Closed", assortmentId: inC, products: 1 });
  await prisma.survey.update({ where: { id: excluded.id }, data: { exclude_from_benchmarks: true } });
  await rate(excluded.id, [[0, 1]]);
  const active = await study(brand.id, { status: "Active", assortmentId: inC, products: 1 });
  await rate(active.id, [[0, 1]]);

  const s = await study(brand.id, { status: "Active", assortmentId: inC, products: 3, countries: ["QA", "QB"] });
  await rate(s.id, [[0, 5, "QA"], [0, 5, "QA"], [0, 5, "QA"], [0, 4, "QB"], [1, 3, "QA"], [1, 3, "QB"], [2, 1, "QA"], [2, 2, "QB"]]);
  await rate(s.id, [[0, 5], [1, 5], [2, 5]], { preview: true });
  await rate(s.id, [[0, 5], [1, 5], [2, 5]], { status: "started" });
  const [pA, pB, pC] = (await productsOf(s.id)).map((p) => p.product_id) as [string, string, string];
  // A study of a category with no history: compared brand-wide.
  const other = await study(brand.id, { status: "Active", assortmentId: (await assortment(brand.id, { categoryId: (await category(brand.id, "Shoes")).id })).id, products: 1 });
  await rate(other.id, [[0, 4]]);
  return { brandId: brand.id, token, s: s.id, pA, pB, pC, qa: (await country("QA")).id, h2: h2.id, elsewhere: other.id };
}

let w: TWorld;
beforeAll(async () => {
  w = await build();
});

const FIELDS = `survey_id version version_source respondents benchmark { scope category_id type size p25 p50 p75 }
  products { product_id question_id stars count mean score top_two_box percentile position tier recommendation makerscore }`;

async function report(surveyId = w.s, filter?: unknown, token = w.token): Promise<TSentimentReport> {
  const res = await gql<{ getSentimentScoreReport: TSentimentReport }>(token, `query($s: ID!, $f: ResultsFilterInput) { getSentimentScoreReport(survey_id: $s, filter: $f) { ${FIELDS} } }`, { s: surveyId, f: filter });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.getSentimentScoreReport;
}

const byId = (r: TSentimentReport, id: string) => r.products.find((p) => p.product_id === id)!;

describe("getSentimentScoreReport", () => {
  it("scores each product and places it against the category-and-type norm of the brand's Closed studies", async () => {
    const r = await report();
    // The norm: H1's ten v1 scores, sorted 0 12.5 25 37.5 50 50 62.5 75 87.5 100. Quartiles by interpolation over
    // positions (n − 1)p: 2.25 → 25 + 0.25 × 12.5 = 28.125; 4.5 → 50; 6.75 → 62.5 + 0.75 × 12.5 = 71.875.
    expect(r.benchmark).toMatchObject({ scope: "category_type", type: "early_stage", size: 10, p25: 28.125, p50: 50, p75: 71.875 });
    expect(r.benchmark.category_id).not.toBeNull();
    expect([r.version, r.version_source, r.respondents]).toEqual(["v1", "brand", 8]);
    // pA: 5, 5, 5, 4 → mean 4.75 → score 93.75; top-2-box 100%. Beats 9 of 10 → percentile 90: AboveTop, Tier 1,
    // Adopt. MakerScore (0.6 × 93.75 + 0.4 × 100) / 10 = 9.625, shown to one decimal → 9.6.
    expect(byId(r, w.pA)).toMatchObject({ stars: [0, 0, 0, 1, 3], count: 4, mean: 4.75, score: 93.75, top_two_box: 100, percentile: 90, position: "AboveTop", tier: "Tier 1", recommendation: "Adopt", makerscore: 9.6 });
    // pB: 3, 3 → 50; beats 4, ties 2 → (4 + 2/2) / 10 = 50: Between, Tier 2, Review; MakerScore 0.6 × 50 / 10 = 3.
    expect(byId(r, w.pB)).toMatchObject({ score: 50, top_two_box: 0, percentile: 50, position: "Between", tier: "Tier 2", recommendation: "Review", makerscore: 3 });
    // pC: 1, 2 → mean 1.5 → 12.5; beats 1 (0), ties 1 → 1.5 / 10 = 15: BelowBottom, Tier 4, Drop; MakerScore 7.5 → 0.8.
    expect(byId(r, w.pC)).toMatchObject({ score: 12.5, percentile: 15, position: "BelowBottom", tier: "Tier 4", recommendation: "Drop", makerscore: 0.8 });
  });

  it("applies the filter to the study's ratings, not to the norm", async () => {
    const r = await report(w.s, { country: [w.qa] });
    // QA only: pA 5, 5, 5 → 100; beats 9 and ties H1's (5,5): (9 + 1/2) / 10 = 95. The norm is unchanged.
    expect(r.respondents).toBe(5);
    expect(byId(r, w.pA)).toMatchObject({ stars: [0, 0, 0, 0, 3], score: 100, percentile: 95 });
    expect(r.benchmark.size).toBe(10);
  });

  it("falls back to the brand-wide norm when the category has too few products, and says so", async () => {
    const r = await report(w.elsewhere);
    // H1's ten + H2's one; the excluded study and the Active one never count. A 4-star rating → 75: beats 7, ties 1
    // (H1's (4,4)) → 7.5 / 11 = 68.18…
    expect(r.benchmark).toMatchObject({ scope: "brand", category_id: null, type: null, size: 11 });
    expect(byId(r, (await productsOf(w.elsewhere))[0]!.product_id).percentile).toBeCloseTo(68.1818, 3);
    // Excluding H2 from benchmarks changes the norm at once (the cached norm is keyed on the Closed studies).
    await prisma.survey.update({ where: { id: w.h2 }, data: { exclude_from_benchmarks: true } });
    expect((await report(w.elsewhere)).benchmark.size).toBe(10);
    await prisma.survey.update({ where: { id: w.h2 }, data: { exclude_from_benchmarks: false } });
    expect((await report(w.elsewhere)).benchmark.size).toBe(11);
  });

  it("honours disable_tier, disable_recommendation and disable_makerscore", async () => {
    const solo = await study(w.brandId, { status: "Active", products: 1 });
    await prisma.survey.update({ where: { id: solo.id }, data: { disable_tier: true, disable_recommendation: true, disable_makerscore: true } });
    await rate(solo.id, [[0, 5]]);
    const p = (await report(solo.id)).products[0]!;
    expect(p).toMatchObject({ score: 100, position: "AboveTop", tier: null, recommendation: null, makerscore: null });
  });

  it("uses the brand's current version, and with version control a Closed study keeps the one it closed with", async () => {
    await prisma.brand.update({ where: { id: w.brandId }, data: { sentiment_score_model_version: "v2.1" } });
    try {
      const v2 = await report();
      // v2: pA top-2 100, bottom-2 0 → 100; the v2 norm sorted 0 0 0 25 50 50 75 100 100 100: beats 7, ties 3 → 85.
      expect([v2.version, v2.version_source]).toEqual(["v2", "brand"]);
      expect(byId(v2, w.pA)).toMatchObject({ score: 100, percentile: 85 });
      // pB 3, 3: top 0, bottom 0 → 50; pC 1, 2: bottom 100 → 0.
      expect([byId(v2, w.pB).score, byId(v2, w.pC).score]).toEqual([50, 0]);

      // Closed under v2, the study keeps v2 after the brand moves back to v1.
      const params = { id: w.brandId, surveyId: w.s };
      expect((await call(closeRoute.PUT, { method: "PUT", token: w.token, params })).status).toBe(200);
      expect((await prisma.survey.findUniqueOrThrow({ where: { id: w.s } })).sentiment_score_version).toBe("v2");
      await prisma.brand.update({ where: { id: w.brandId }, data: { sentiment_score_model_version: "v1" } });
      const kept = await report();
      expect([kept.version, kept.version_source, byId(kept, w.pA).score]).toEqual(["v2", "study", 100]);
      // Reopened, it computes live again with the brand's version.
      expect((await call(reopenRoute.PUT, { method: "PUT", token: w.token, params })).status).toBe(200);
      const live = await report();
      expect([live.version, live.version_source, byId(live, w.pA).score]).toEqual(["v1", "brand", 93.75]);
    } finally {
      await prisma.brand.update({ where: { id: w.brandId }, data: { sentiment_score_model_version: null } });
      await prisma.survey.update({ where: { id: w.s }, data: { status: "Active", sentiment_score_version: null } });
    }
  });

  it("a bad filter or another brand's study is refused", async () => {
    const res = await gql(w.token, `query($s: ID!, $f: ResultsFilterInput) { getSentimentScoreReport(survey_id: $s, filter: $f) { version } }`, { s: w.s, f: { country: ["nope"] } });
    expect(res.errors?.[0]?.extensions?.code).toBe("invalid");
    const stranger = (await createUser({ brands: { [(await createBrand()).id]: [["survey", "read"]] } })).token;
    const other = await gql(stranger, `query($s: ID!) { getSentimentScoreReport(survey_id: $s) { version } }`, { s: w.s });
    expect(other.data).toBeNull();
    expect(other.errors?.[0]?.extensions?.code).toBe("not_found");
  });
});

describe("share viewers", () => {
  async function shareToken(surveyId: string, scope: "results" | "learnings" = "results") {
    const token = newShareToken();
    await prisma.shareToken.create({ data: { token_hash: hashShareToken(token), brand_id: w.brandId, survey_id: surveyId, scope } });
    return token;
  }
  type TAnswer = { data: { getSentimentScoreReport: unknown } | null; errors?: { extensions: { code: string } }[] };
  const asViewer = async (token: string, surveyId: string) =>
    (await call(graphqlRoute.POST, {
      method: "POST",
      url: "http://localhost/api/v1/graphql",
      headers: { [SHARE_HEADER]: token, authorization: "Bearer null" },
      json: { query: `query($s: ID!) { getSentimentScoreReport(survey_id: $s) { respondents products { score } } }`, variables: { s: surveyId } },
    })).json as TAnswer;

  it("a results link reads its own study's report over GraphQL, and nothing of another study", async () => {
    const own = await asViewer(await shareToken(w.s), w.s);
    expect(own.data?.getSentimentScoreReport).toEqual({ respondents: 8, products: [{ score: 93.75 }, { score: 50 }, { score: 12.5 }] });
    const other = await asViewer(await shareToken(w.elsewhere), w.s);
    expect(other.data).toBeNull();
    expect(other.errors?.[0]?.extensions.code).toBe("forbidden");
    // A learnings link opens the learnings report only.
    const learnings = await asViewer(await shareToken(w.s, "learnings"), w.s);
    expect(learnings.errors?.[0]?.extensions.code).toBe("forbidden");
  });
});

describe("/sentimentscore and /sentiment_percentile", () => {
  it("GET answers the scores and the benchmark halves of the same report", async () => {
    const params = { id: w.brandId, surveyId: w.s };
    const scores = await call(scoreRoute.GET, { token: w.token, params });
    expect(scores.status).toBe(200);
    const s = scores.json.results as { version: string; respondents: number; products: { product_id: string; score: number; percentile?: number }[] };
    expect([s.version, s.respondents]).toEqual(["v1", 8]);
    expect(s.products.map((p) => p.score)).toEqual([93.75, 50, 12.5]);
    expect(s.products[0]).not.toHaveProperty("percentile");
    const pct = (await call(percentileRoute.GET, { token: w.token, params })).json.results as { benchmark: { scope: string }; products: { percentile: number; position: string }[] };
    expect(pct.benchmark.scope).toBe("category_type");
    expect(pct.products.map((p) => [p.percentile, p.position])).toEqual([[90, "AboveTop"], [50, "Between"], [15, "BelowBottom"]]);
  });

  it("POST {filter} narrows both; a bad filter is a 400", async () => {
    const params = { id: w.brandId, surveyId: w.s };
    const res = await call(percentileRoute.POST, { method: "POST", token: w.token, params, json: { filter: { country: [w.qa] } } });
    expect((res.json.results as { products: { percentile: number }[] }).products[0]!.percentile).toBe(95);
    const bad = await call(scoreRoute.POST, { method: "POST", token: w.token, params, json: { filter: { summed_values: { start_range: 9, end_range: 1 } } } });
    expect(bad.status).toBe(400);
  });
});
