// The ratings report, the respondents count and head-to-head (P9 item 3) on the hand-built study of fixture.ts, with
// the figures worked out by hand; filters narrow every report alike (the count equals each product's star total,
// since every respondent rated both products); bad filters are 400s and another brand's study is not reachable.
import { beforeAll, describe, expect, it } from "vitest";
import { RESULTS_FILTER_MSG } from "@/lib/results/filters";
import * as ratingsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/ratings/route";
import { prisma } from "@/server/db";
import type { THeadToHeadCell } from "@/server/results/head-to-head";
import type { TRatingsReportRow } from "@/server/results/ratings-report";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "./fixture";

type TRatings = TRatingsReportRow;
type TCell = THeadToHeadCell;

let w: TResultsWorld;
beforeAll(async () => {
  w = await buildResultsStudy();
});

const ratings = (filter: unknown, token = w.token, surveyId = w.surveyId, brandId = w.brandId) =>
  call(ratingsRoute.POST, { method: "POST", token, params: { id: brandId, surveyId }, json: filter === undefined ? {} : { filter } });

const count = async (filters: unknown) =>
  (await gql<{ reportRespondentsCount: number }>(w.token, `query($b: ID!, $s: ID!, $f: ResultsFilterInput) { reportRespondentsCount(brand_id: $b, survey_id: $s, filters: $f) }`, { b: w.brandId, s: w.surveyId, f: filters })).data?.reportRespondentsCount;

const headToHead = async (filters: unknown) =>
  (
    await gql<{ reportHeadToHead: { product_id: string; against: TCell[] }[] }>(
      w.token,
      `query($b: ID!, $s: ID!, $f: ResultsFilterInput) { reportHeadToHead(brand_id: $b, survey_id: $s, filters: $f) { product_id against { against base wins losses ties win_share loss_share tie_share } } }`,
      { b: w.brandId, s: w.surveyId, f: filters },
    )
  ).data?.reportHeadToHead;

describe("ratings report", () => {
  it("every counted respondent, per product: stars with count and percentage", async () => {
    const res = await ratings(undefined);
    expect(res.status).toBe(200);
    const [one, two] = res.json.results as TRatings[];
    // p1: 5 stars from 50 + 20, 4 from 10, 2 from 10, 1 from 70 — of 160.
    expect(one).toEqual({
      product_id: w.p1,
      count: 160,
      stars: [
        { star: 1, count: 70, percentage: 43.75 },
        { star: 2, count: 10, percentage: 6.25 },
        { star: 3, count: 0, percentage: 0 },
        { star: 4, count: 10, percentage: 6.25 },
        { star: 5, count: 70, percentage: 43.75 },
      ],
    });
    // p2: 12 + 20 of each star = 32 of 160, 20% each.
    expect(two!.stars.map((s) => [s.count, s.percentage])).toEqual(Array.from({ length: 5 }, () => [32, 20]));
  });

  it("narrowed by a filter: QA only", async () => {
    const [one] = (await ratings({ country: [w.aa] })).json.results as TRatings[];
    expect(one!.stars.map((s) => s.count)).toEqual([0, 10, 0, 0, 50]);
    expect(one!.stars[4]!.percentage).toBeCloseTo((50 / 60) * 100, 10);
  });

  it("a bad filter is a 400 naming it; another brand's study is a 404", async () => {
    const bad = await ratings({ summed_values: { start_range: 5, end_range: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.detail).toContain(RESULTS_FILTER_MSG.reversedRange);
    expect((await ratings({ colour: ["red"] })).status).toBe(400);
    const elsewhere = await createBrand();
    const theirs = await study(elsewhere.id, { products: 1 });
    // The caller's own brand in the path, another brand's study: not found, nothing about it told.
    expect((await ratings(undefined, w.token, theirs.id)).status).toBe(404);
  });

  it("leaves out a product asked by an investment_review question", async () => {
    await prisma.question.updateMany({ where: { survey_id: w.surveyId, product_id: w.p2 }, data: { type: "investment_review" } });
    try {
      expect(((await ratings(undefined)).json.results as TRatings[]).map((r) => r.product_id)).toEqual([w.p1]);
    } finally {
      await prisma.question.updateMany({ where: { survey_id: w.surveyId, product_id: w.p2 }, data: { type: "star" } });
    }
  });
});

describe("respondents count", () => {
  it("counts completed respondents, not previews nor unfinished ones, and narrows with the filters", async () => {
    expect(await count(null)).toBe(160);
    expect(await count({ country: [w.aa] })).toBe(60);
    expect(await count({ demographics: [{ demographic_id: w.question, answers: ["Yes"] }] })).toBe(30);
    expect(await count({ country: [w.bb], demographics: [{ demographic_id: w.question, answers: ["Yes"] }] })).toBe(0);
  });

  it("equals each product's star total under every filter (everyone rated both products)", async () => {
    for (const filters of [null, { country: [w.aa] }, { country: [w.bb] }, { demographics: [{ demographic_id: w.question, answers: ["Yes"] }] }]) {
      const n = await count(filters);
      const rows = (await ratings(filters ?? undefined)).json.results as TRatings[];
      for (const r of rows) expect(r.stars.reduce((s, x) => s + x.count, 0)).toBe(n);
    }
  });
});

describe("head-to-head", () => {
  it("a full matrix of wins, losses and ties among respondents who rated both", async () => {
    const m = await headToHead(null);
    expect(m!.map((r) => r.product_id)).toEqual([w.p1, w.p2]);
    // QA (i = 0…59): p1 is 5 for i < 50, else 2; p2 is (i mod 5) + 1. For i < 50: p1 wins unless p2 = 5 (10 ties) →
    // 40 wins, 10 ties. For i = 50…59: p1 = 2 against p2 = 1 (2×) win, 2 (2×) tie, 3,4,5 (6×) lose → 2 wins, 2 ties, 6 losses.
    // QB (i = 0…99): i < 20, p1 = 5: 16 wins, 4 ties. i = 20…29, p1 = 4: p2 1–3 → 6 wins, p2 = 4 → 2 ties, p2 = 5 → 2 losses.
    // i = 30…99, p1 = 1: p2 = 1 → 14 ties, else 56 losses.
    // p1 against p2: wins 40 + 2 + 16 + 6 = 64, ties 10 + 2 + 4 + 2 + 14 = 32, losses 6 + 2 + 56 = 64, base 160.
    const [one, two] = m!;
    expect(one!.against).toEqual([{ against: w.p2, base: 160, wins: 64, losses: 64, ties: 32, win_share: 0.4, loss_share: 0.4, tie_share: 0.2 }]);
    expect(two!.against).toEqual([{ against: w.p1, base: 160, wins: 64, losses: 64, ties: 32, win_share: 0.4, loss_share: 0.4, tie_share: 0.2 }]);
  });

  it("narrowed by a filter: QA only", async () => {
    const [one] = (await headToHead({ country: [w.aa] }))!;
    expect(one!.against[0]).toMatchObject({ base: 60, wins: 42, ties: 12, losses: 6 });
  });

  it("a caller without survey read is refused", async () => {
    const other = await createUser({ brands: { [w.brandId]: [["product", "read"]] } });
    const r = await gql(other.token, `query($b: ID!, $s: ID!) { reportHeadToHead(brand_id: $b, survey_id: $s) { product_id } }`, { b: w.brandId, s: w.surveyId });
    expect(r.errors?.[0]?.extensions?.code).toBe("forbidden");
  });
});
