// Line efficiency (TURF, P9 item 5) on a hand-built study: four products A, B, C, D; sixteen counted respondents.
// A and B overlap heavily (every respondent B reaches but one is also reached by A), D is niche (it alone reaches r14).
// Ratings per respondent, A B C D (– = not rated); reached at threshold 4 (default) in brackets:
//   country QA: r1 5 5 2 1 [A B]   r2 5 4 1 1 [A B]   r3 4 5 2 2 [A B]   r4 4 4 3 1 [A B]
//               r5 5 4 2 – [A B]   r6 4 5 1 1 [A B]   r7 5 2 3 2 [A]     r8 4 1 2 1 [A]
//   country QB: r9 2 4 5 1 [B C]   r10 1 2 5 1 [C]    r11 2 1 4 2 [C]    r12 1 2 5 5 [C D]
//               r13 3 3 4 1 [C]    r14 1 1 2 4 [D]    r15 2 2 2 2 []     r16 3 3 3 3 []
// Never counted: r17 completed but rated nothing (not in the denominator); 2 previews and 2 unfinished respondents who
// gave 5 stars to everything (they would make D reach 6).
// Threshold 4: A reaches r1–r8 (8), B r1–r6 + r9 (7), C r9–r13 (5), D r12, r14 (2); denominator 16.
//   k = 1: {A} 8.  k = 2: A+C = r1–r13 = 13 (A+B 9, B+C 11, A+D 10): increment 5, frequency (8 + 5) / 13 = 1.
//   k = 3: A+C+D adds r14 → 14 (A+B+C still 13): increment 1, frequency (8 + 5 + 2) / 14 = 15/14.
//   k = 4: 14, increment 0, frequency (8 + 7 + 5 + 2) / 14 = 22/14.
// Sales plan: A (sales_plan 100) and B (50); C has 0 and D none. Plan reach |A ∪ B| = r1–r9 = 9, frequency
// (8 + 7) / 9 = 15/9; the best pair reaches 13 (A+C): gap 4.
import { threadId } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as route from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/line-efficiency/route";
import { LINE_EFFICIENCY_MSG, type TLineEfficiencyReport } from "@/lib/results/line-efficiency";
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import { stopTurfWorker, turfWorkerStats } from "@/server/results/turf-worker";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { country, study } from "../studies-read/fixtures";

interface TWorld {
  brandId: string;
  token: string;
  surveyId: string;
  A: string;
  B: string;
  C: string;
  D: string;
  qa: string;
  qb: string;
}

let w: TWorld;

const RATINGS: [string, (number | null)[]][] = [
  ["QA", [5, 5, 2, 1]],
  ["QA", [5, 4, 1, 1]],
  ["QA", [4, 5, 2, 2]],
  ["QA", [4, 4, 3, 1]],
  ["QA", [5, 4, 2, null]],
  ["QA", [4, 5, 1, 1]],
  ["QA", [5, 2, 3, 2]],
  ["QA", [4, 1, 2, 1]],
  ["QB", [2, 4, 5, 1]],
  ["QB", [1, 2, 5, 1]],
  ["QB", [2, 1, 4, 2]],
  ["QB", [1, 2, 5, 5]],
  ["QB", [3, 3, 4, 1]],
  ["QB", [1, 1, 2, 4]],
  ["QB", [2, 2, 2, 2]],
  ["QB", [3, 3, 3, 3]],
];

beforeAll(async () => {
  const brand = await createBrand({ features: ["timeline", "enableTurf"] });
  const token = (await createUser({ brands: { [brand.id]: [["survey", "read"]] } })).token;
  const s = await study(brand.id, { status: "Closed", countries: ["QA", "QB"], products: 4 });
  const products = (await prisma.surveyProduct.findMany({ where: { survey_id: s.id }, orderBy: { order: "asc" } })).map((p) => p.product_id);
  const [A, B, C, D] = products as [string, string, string, string];
  await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: s.id, product_id: A } }, data: { sales_plan: 100 } });
  await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: s.id, product_id: B } }, data: { sales_plan: 50 } });
  await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: s.id, product_id: C } }, data: { sales_plan: 0 } });
  const questions = await prisma.question.findMany({ where: { survey_id: s.id }, select: { id: true, product_id: true } });
  const qOf = (p: string) => questions.find((q) => q.product_id === p)!.id;
  const countries = { QA: (await country("QA")).id, QB: (await country("QB")).id };

  async function respondent(countryCode: "QA" | "QB", ratings: (number | null)[], opts: { status?: "completed" | "started"; preview?: boolean } = {}) {
    const id = newId();
    await prisma.respondent.create({ data: { id, survey_id: s.id, country_id: countries[countryCode], status: opts.status ?? "completed", is_preview: opts.preview ?? false } });
    const rows = ratings.flatMap((rating, i) =>
      rating === null ? [] : [{ survey_id: s.id, respondent_id: id, product_id: products[i]!, question_id: qOf(products[i]!), rating }],
    );
    if (rows.length) await prisma.ratingAnswer.createMany({ data: rows });
  }
  for (const [c, r] of RATINGS) await respondent(c as "QA" | "QB", r);
  await respondent("QA", [null, null, null, null]); // r17: completed, rated nothing
  for (let i = 0; i < 2; i++) await respondent("QB", [5, 5, 5, 5], { preview: true });
  for (let i = 0; i < 2; i++) await respondent("QB", [5, 5, 5, 5], { status: "started" });
  w = { brandId: brand.id, token, surveyId: s.id, A, B, C, D, qa: countries.QA, qb: countries.QB };
});

afterAll(async () => {
  await stopTurfWorker();
});

const rest = (body: unknown, opts: { token?: string; brandId?: string; surveyId?: string } = {}) =>
  call(route.POST, { method: "POST", token: opts.token ?? w.token, params: { id: opts.brandId ?? w.brandId, surveyId: opts.surveyId ?? w.surveyId }, json: body });

const report = async (body: unknown) => {
  const res = await rest(body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.results as TLineEfficiencyReport;
};

describe("line efficiency", () => {
  it("the best set for every k: reach, share, frequency, increment (threshold 4 by default)", async () => {
    const r = await report({});
    expect(r.respondents).toBe(16);
    expect(r.threshold).toBe(4);
    expect(r.sets).toEqual([
      { k: 1, products: [w.A], reach: 8, reach_share: 0.5, frequency: 1, increment: 8, exact: true, upper_bound: 8 },
      { k: 2, products: [w.A, w.C], reach: 13, reach_share: 13 / 16, frequency: 1, increment: 5, exact: true, upper_bound: 13 },
      { k: 3, products: [w.A, w.C, w.D], reach: 14, reach_share: 14 / 16, frequency: 15 / 14, increment: 1, exact: true, upper_bound: 14 },
      { k: 4, products: [w.A, w.B, w.C, w.D], reach: 14, reach_share: 14 / 16, frequency: 22 / 14, increment: 0, exact: true, upper_bound: 14 },
    ]);
    expect(r.singles).toEqual([
      { product_id: w.A, reach: 8, reach_share: 0.5 },
      { product_id: w.B, reach: 7, reach_share: 7 / 16 },
      { product_id: w.C, reach: 5, reach_share: 5 / 16 },
      { product_id: w.D, reach: 2, reach_share: 2 / 16 },
    ]);
    expect(r).not.toHaveProperty("sales_plan");
  });

  it("threshold 5: only five-star ratings reach", async () => {
    // Five stars: A r1 r2 r5 r7 (4), B r1 r3 r6 (3), C r9 r10 r12 (3), D r12 (1); the denominator stays 16.
    // k = 1: {A} 4. k = 2: A+C = 7 (A+B 6, B+C 6). k = 3: A+B+C = 4 + 2 + 3 = 9 (A+C+D 7): frequency 10/9.
    const r = await report({ threshold: 5, max_k: 3 });
    expect(r.respondents).toBe(16);
    expect(r.sets.map((s) => [s.k, s.products, s.reach, s.increment, s.frequency])).toEqual([
      [1, [w.A], 4, 4, 1],
      [2, [w.A, w.C], 7, 3, 1],
      [3, [w.A, w.B, w.C], 9, 2, 10 / 9],
    ]);
  });

  it("a filter narrows respondents and reach (country QB, max_k 2)", async () => {
    // QB is r9–r16 (8). Threshold 4: A 0, B r9 (1), C r9–r13 (5), D r12 r14 (2). k = 1: {C} 5; k = 2: C+D = 6.
    const r = await report({ filter: { country: [w.qb] }, max_k: 2 });
    expect(r.respondents).toBe(8);
    expect(r.sets.map((s) => [s.k, s.products, s.reach, s.reach_share, s.increment])).toEqual([
      [1, [w.C], 5, 5 / 8, 5],
      [2, [w.C, w.D], 6, 6 / 8, 1],
    ]);
    expect(r.singles.map((s) => s.reach)).toEqual([0, 1, 5, 2]);
  });

  it("the same answer over GraphQL", async () => {
    const res = await gql<{ reportLineEfficiency: TLineEfficiencyReport }>(
      w.token,
      `query($b: ID!, $s: ID!, $f: ResultsFilterInput) { reportLineEfficiency(brand_id: $b, survey_id: $s, filters: $f, max_k: 2, show: "sales-plan") {
        respondents threshold sets { k products reach increment exact } singles { product_id reach } sales_plan { k reach gap } sales_plan_reason } }`,
      { b: w.brandId, s: w.surveyId, f: { country: [w.qa] } },
    );
    expect(res.errors).toBeUndefined();
    // QA is r1–r8: A reaches all 8, B r1–r6. k = 1: {A} 8; k = 2: A plus any adds nothing → 8 (first found: A+B).
    // The plan A+B reaches 8 too: gap 0.
    const r = res.data!.reportLineEfficiency;
    expect(r.respondents).toBe(8);
    expect(r.sets.map((s) => [s.k, s.reach, s.increment, s.exact])).toEqual([
      [1, 8, 8, true],
      [2, 8, 0, true],
    ]);
    expect(r.sets[0]!.products).toEqual([w.A]);
    expect(r.sales_plan).toEqual({ k: 2, reach: 8, gap: 0 });
    expect(r.sales_plan_reason).toBeNull();
  });

  it("show=sales-plan: the plan (sales_plan > 0, in study order) against the best set of its size", async () => {
    const r = await report({ show: "sales-plan" });
    expect(r.sales_plan).toEqual({
      products: [w.A, w.B],
      k: 2,
      reach: 9,
      reach_share: 9 / 16,
      frequency: 15 / 9,
      best_products: [w.A, w.C],
      best_reach: 13,
      best_exact: true,
      gap: 4,
    });
    expect(r.sales_plan_reason).toBeNull();
  });

  it("a plan larger than max_k is still compared with the best set of its size", async () => {
    const r = await report({ show: "sales-plan", max_k: 1 });
    expect(r.sets.map((s) => s.k)).toEqual([1]);
    expect(r.sales_plan).toMatchObject({ k: 2, reach: 9, best_reach: 13, best_products: [w.A, w.C], gap: 4 });
  });

  it("a study without a sales plan: sales_plan null, with the reason", async () => {
    await prisma.surveyProduct.updateMany({ where: { survey_id: w.surveyId }, data: { sales_plan: null } });
    try {
      const r = await report({ show: "sales-plan", max_k: 1 });
      expect(r.sales_plan).toBeNull();
      expect(r.sales_plan_reason).toBe(LINE_EFFICIENCY_MSG.noSalesPlan);
    } finally {
      await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: w.surveyId, product_id: w.A } }, data: { sales_plan: 100 } });
      await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: w.surveyId, product_id: w.B } }, data: { sales_plan: 50 } });
    }
  });

  it("leaves out a product asked by an investment_review question (max_k defaults to the products left)", async () => {
    await prisma.question.updateMany({ where: { survey_id: w.surveyId, product_id: w.D }, data: { type: "investment_review" } });
    try {
      // Products A, B, C; r14 still rated A, B and C (1, 1, 2 stars), so the denominator stays 16; k = 3 reaches 13.
      const r = await report({});
      expect(r.respondents).toBe(16);
      expect(r.sets.map((s) => [s.k, s.reach])).toEqual([
        [1, 8],
        [2, 13],
        [3, 13],
      ]);
      expect(r.singles.map((s) => s.product_id)).toEqual([w.A, w.B, w.C]);
    } finally {
      await prisma.question.updateMany({ where: { survey_id: w.surveyId, product_id: w.D }, data: { type: "star" } });
    }
  });

  it("runs the search in a worker thread, not on the event loop", async () => {
    const before = turfWorkerStats().runs;
    await report({ max_k: 1 });
    const after = turfWorkerStats();
    expect(after.runs).toBe(before + 1);
    expect(after.threadId).not.toBeNull();
    expect(after.threadId).not.toBe(threadId);
  });
});

describe("bad input and access", () => {
  it("max_k larger than the number of products: 400 naming it", async () => {
    const res = await rest({ max_k: 5 });
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(LINE_EFFICIENCY_MSG.maxKTooLarge(5, 4));
    expect(res.json.invalid_params).toEqual([{ name: "max_k", reason: LINE_EFFICIENCY_MSG.maxKTooLarge(5, 4) }]);
    const viaGql = await gql(w.token, `query($b: ID!, $s: ID!) { reportLineEfficiency(brand_id: $b, survey_id: $s, max_k: 9) { respondents } }`, { b: w.brandId, s: w.surveyId });
    expect(viaGql.errors?.[0]?.message).toBe(LINE_EFFICIENCY_MSG.maxKTooLarge(9, 4));
    expect(viaGql.errors?.[0]?.extensions?.code).toBe("invalid");
  });

  it("bad options and filters: 400", async () => {
    for (const body of [{ max_k: 0 }, { max_k: 1.5 }, { threshold: 6 }, { threshold: 0 }, { show: "everything" }, { colour: 1 }, { filter: { colour: ["red"] } }]) {
      const res = await rest(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await rest({ threshold: 6 })).json.detail).toContain(LINE_EFFICIENCY_MSG.threshold);
    const viaGql = await gql(w.token, `query($b: ID!, $s: ID!) { reportLineEfficiency(brand_id: $b, survey_id: $s, threshold: 0) { respondents } }`, { b: w.brandId, s: w.surveyId });
    expect(viaGql.errors?.[0]?.message).toContain(LINE_EFFICIENCY_MSG.threshold);
  });

  it("a brand without enableTurf: 403", async () => {
    const off = await createBrand({ features: ["timeline"] });
    const token = (await createUser({ brands: { [off.id]: [["survey", "read"]] } })).token;
    const s = await study(off.id, { status: "Closed", products: 2 });
    const res = await rest({}, { token, brandId: off.id, surveyId: s.id });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(LINE_EFFICIENCY_MSG.turfOff);
  });

  it("another brand's study: 404, nothing about it told", async () => {
    const elsewhere = await createBrand({ features: ["timeline", "enableTurf"] });
    const theirs = await study(elsewhere.id, { status: "Closed", products: 2 });
    const res = await rest({}, { surveyId: theirs.id });
    expect(res.status).toBe(404);
  });
});
