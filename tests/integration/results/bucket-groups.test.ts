// Groups of buckets (P9 item 3; spec 3 §3 "Bucket group", §7 "Groups of buckets" and
// getBucketGroupSentimentScoreReport): the CRUD round trip over REST and GraphQL; every bad input is a 4xx that writes
// nothing; and the report on a hand-built study whose figures are worked out below.
//
// The brand's benchmark norm is one Closed study N whose four products one respondent rated 1, 2, 3 and 4 stars:
// v1 scores (mean − 1) / 4 × 100 = 0, 25, 50, 75 (brand-wide norm, size 4; the study S has no category, so the
// category-and-type norm never applies). A percentile is 100 × (scores below + ties / 2) / 4.
//
// The study S (Active; countries QA and QB) has products A, B, C, D, E rated by three respondents, D by none, and a
// product F asked by an investment_review question (never a rated question):
//   QA r1: A 5, B 4, C 1, E 2     QA r2: A 5, B 2, C 2, E 3     QB r3: A 1, B 5, C 5, E 5
// The group "Line" has buckets Hero [A, B], Mid [E, D], Tail [C] and Empty [].
import { beforeAll, describe, expect, it } from "vitest";
import { BUCKET_GROUP_MSG, MAX_BUCKETS, type TBucketGroup } from "@/lib/results/bucket-groups";
import { RESULTS_FILTER_MSG } from "@/lib/results/filters";
import { newId } from "@/lib/ids";
import * as groupsRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/groups/route";
import * as groupRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/group/route";
import * as groupIdRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/group/[groupId]/route";
import { prisma } from "@/server/db";
import type { TBucketGroupReport } from "@/server/results/bucket-groups/sentiment-report";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { country, study } from "../studies-read/fixtures";

interface TWorld {
  brandId: string;
  token: string;
  surveyId: string;
  q: Record<"A" | "B" | "C" | "D" | "E" | "F", string>;
  p: Record<"A" | "B" | "C" | "D" | "E", string>;
  template: string;
  qa: string;
  otherStudy: string;
  otherStudyQuestion: string;
  otherBrandId: string;
  otherBrandStudy: string;
  otherBrandQuestion: string;
}

let w: TWorld;

async function rate(surveyId: string, countryId: string | null, ratings: [string, string, number][]) {
  const respondent_id = newId();
  await prisma.respondent.create({ data: { id: respondent_id, survey_id: surveyId, country_id: countryId, status: "completed", is_preview: false } });
  await prisma.ratingAnswer.createMany({ data: ratings.map(([product_id, question_id, rating]) => ({ survey_id: surveyId, respondent_id, product_id, question_id, rating })) });
}

async function questionsOf(surveyId: string) {
  const rows = await prisma.surveyProduct.findMany({ where: { survey_id: surveyId }, orderBy: { order: "asc" }, select: { product_id: true, product: { select: { questions: { where: { survey_id: surveyId }, select: { id: true } } } } } });
  return rows.map((r) => ({ product: r.product_id, question: r.product.questions[0]!.id }));
}

beforeAll(async () => {
  const brand = await createBrand();
  const other = await createBrand();
  const token = (await createUser({ brands: { [brand.id]: [["survey", "read"], ["bucket_group", "read"], ["bucket_group", "write"]] } })).token;
  // The norm: one Closed study, four products rated 1, 2, 3, 4 by one respondent.
  const norm = await study(brand.id, { status: "Closed", products: 4 });
  const nq = await questionsOf(norm.id);
  await rate(norm.id, null, nq.map((x, i) => [x.product, x.question, i + 1]));

  const s = await study(brand.id, { status: "Active", countries: ["QA", "QB"], products: 6 });
  const [A, B, C, D, E, F] = await questionsOf(s.id);
  await prisma.question.update({ where: { id: F!.question }, data: { type: "investment_review" } });
  const template = (await prisma.question.create({ data: { survey_id: s.id, product_id: null } })).id;
  const [qa, qb] = [(await country("QA")).id, (await country("QB")).id];
  const r = (x: { product: string; question: string }, n: number): [string, string, number] => [x.product, x.question, n];
  await rate(s.id, qa, [r(A!, 5), r(B!, 4), r(C!, 1), r(E!, 2)]);
  await rate(s.id, qa, [r(A!, 5), r(B!, 2), r(C!, 2), r(E!, 3)]);
  await rate(s.id, qb, [r(A!, 1), r(B!, 5), r(C!, 5), r(E!, 5)]);

  const s2 = await study(brand.id, { status: "Active", products: 1 });
  const theirs = await study(other.id, { status: "Active", products: 1 });
  w = {
    brandId: brand.id,
    token,
    surveyId: s.id,
    q: { A: A!.question, B: B!.question, C: C!.question, D: D!.question, E: E!.question, F: F!.question },
    p: { A: A!.product, B: B!.product, C: C!.product, D: D!.product, E: E!.product },
    template,
    qa,
    otherStudy: s2.id,
    otherStudyQuestion: (await questionsOf(s2.id))[0]!.question,
    otherBrandId: other.id,
    otherBrandStudy: theirs.id,
    otherBrandQuestion: (await questionsOf(theirs.id))[0]!.question,
  };
});

// ---- helpers ----------------------------------------------------------------------------------------------------

const list = (surveyId = w.surveyId, token = w.token, brandId = w.brandId) => call(groupsRoute.GET, { token, params: { id: brandId, surveyId } });
const create = (json: unknown, surveyId = w.surveyId, token = w.token, brandId = w.brandId) =>
  call(groupRoute.POST, { method: "POST", token, params: { id: brandId, surveyId }, json });
const update = (groupId: string, json: unknown, surveyId = w.surveyId, token = w.token) =>
  call(groupIdRoute.PUT, { method: "PUT", token, params: { id: w.brandId, surveyId, groupId }, json });
const remove = (groupId: string, surveyId = w.surveyId, token = w.token) => call(groupIdRoute.DELETE, { method: "DELETE", token, params: { id: w.brandId, surveyId, groupId } });

const line = () => ({
  name: "  Line  ",
  buckets: [
    { name: "Hero", questions: [w.q.A, w.q.B] },
    { name: "Mid", questions: [w.q.E, w.q.D], dropped_products: [{ question: w.q.C, bucket_index: 2 }] },
    { name: "Tail", questions: [w.q.C], date_created: "2026-01-02T03:04:05.000Z" },
    { name: "Empty", questions: [] },
  ],
});

/** Every stored group of the brand, to prove a refused call changed nothing. */
const snapshot = async () => JSON.stringify(await prisma.bucketGroup.findMany({ where: { brand_id: { in: [w.brandId, w.otherBrandId] } }, orderBy: { id: "asc" } }));

async function newGroup(body: unknown = line(), surveyId = w.surveyId): Promise<TBucketGroup> {
  const res = await create(body, surveyId);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.results as TBucketGroup;
}

const REPORT = `query($s: ID!, $g: ID!, $f: ResultsFilterInput) {
  getBucketGroupSentimentScoreReport(survey_id: $s, bucket_group_id: $g, filter: $f) {
    survey_id bucket_group_id name version version_source benchmark_scope respondents
    buckets { name avg_score avg_percentile position products { product_id question_id count score percentile } }
  }
}`;

async function report(groupId: string, filter: unknown = null, surveyId = w.surveyId, token = w.token) {
  const r = await gql<{ getBucketGroupSentimentScoreReport: TBucketGroupReport }>(token, REPORT, { s: surveyId, g: groupId, f: filter });
  return { report: r.data?.getBucketGroupSentimentScoreReport ?? null, errors: r.errors };
}

async function sentiment(filter: unknown) {
  const r = await gql<{ getSentimentScoreReport: { products: { product_id: string; score: number | null; percentile: number | null }[] } }>(
    w.token,
    `query($s: ID!, $f: ResultsFilterInput) { getSentimentScoreReport(survey_id: $s, filter: $f) { products { product_id score percentile } } }`,
    { s: w.surveyId, f: filter },
  );
  expect(r.errors).toBeUndefined();
  return new Map(r.data!.getSentimentScoreReport.products.map((p) => [p.product_id, p]));
}

// ---- CRUD ---------------------------------------------------------------------------------------------------------

describe("groups of buckets: CRUD", () => {
  it("creates, lists (REST and GraphQL), replaces and deletes a group", async () => {
    const before = Date.now();
    const g = await newGroup();
    // The name is trimmed; each bucket keeps its date_created when sent, else gets the time of the write.
    expect(g).toMatchObject({ name: "Line", brand: w.brandId, survey: w.surveyId });
    expect(g.date_modified).toBe(g.date_created);
    expect(Date.parse(g.date_created)).toBeGreaterThanOrEqual(before - 1000);
    expect(g.buckets).toEqual([
      { name: "Hero", questions: [w.q.A, w.q.B], date_created: g.date_created, dropped_products: [] },
      { name: "Mid", questions: [w.q.E, w.q.D], date_created: g.date_created, dropped_products: [{ question: w.q.C, bucket_index: 2 }] },
      { name: "Tail", questions: [w.q.C], date_created: "2026-01-02T03:04:05.000Z", dropped_products: [] },
      { name: "Empty", questions: [], date_created: g.date_created, dropped_products: [] },
    ]);

    const listed = await list();
    expect(listed.status).toBe(200);
    expect((listed.json.results as TBucketGroup[]).find((x) => x._id === g._id)).toEqual(g);
    const viaGql = await gql<{ bucketGroups: TBucketGroup[] }>(
      w.token,
      `query($b: ID!, $s: ID!) { bucketGroups(brand_id: $b, survey_id: $s) { _id name brand survey date_created date_modified buckets { name questions date_created dropped_products { question bucket_index } } } }`,
      { b: w.brandId, s: w.surveyId },
    );
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data!.bucketGroups.find((x) => x._id === g._id)).toEqual(g);

    const put = await update(g._id, { name: "Line v2", buckets: [{ name: "All", questions: [w.q.A, w.q.B, w.q.C] }], date_modified: g.date_modified });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const changed = put.json.results as TBucketGroup;
    expect(changed).toMatchObject({ _id: g._id, name: "Line v2", date_created: g.date_created });
    expect(changed.buckets.map((b) => [b.name, b.questions])).toEqual([["All", [w.q.A, w.q.B, w.q.C]]]);
    expect(Date.parse(changed.date_modified)).toBeGreaterThan(Date.parse(g.date_modified));
    expect((await list()).json.results as TBucketGroup[]).toContainEqual(changed);

    const del = await remove(g._id);
    expect(del.status).toBe(200);
    expect(del.json.results).toEqual({ _id: g._id, deleted: true });
    expect(((await list()).json.results as TBucketGroup[]).some((x) => x._id === g._id)).toBe(false);
    expect(await prisma.bucketGroup.count({ where: { id: g._id } })).toBe(0);
    // Gone: a second delete and a PUT are 404s.
    expect((await remove(g._id)).status).toBe(404);
    expect((await update(g._id, { ...line(), date_modified: changed.date_modified })).status).toBe(404);
  });

  it("lists only this study's groups", async () => {
    const mine = await newGroup({ name: "Mine", buckets: [{ name: "B", questions: [w.q.A] }] });
    const elsewhere = await newGroup({ name: "Elsewhere", buckets: [{ name: "B", questions: [w.otherStudyQuestion] }] }, w.otherStudy);
    const ids = ((await list()).json.results as TBucketGroup[]).map((g) => g._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(elsewhere._id);
    expect(((await list(w.otherStudy)).json.results as TBucketGroup[]).map((g) => g._id)).toEqual([elsewhere._id]);
  });
});

// ---- Bad input ----------------------------------------------------------------------------------------------------

describe("bad input is a 4xx and writes nothing", () => {
  const one = (questions: string[]) => ({ name: "G", buckets: [{ name: "B", questions }] });

  it("questions that are not rated questions of this study: 400 naming them", async () => {
    const before = await snapshot();
    const unknown = "f".repeat(24);
    const cases: [string[], string[]][] = [
      [[w.q.A, unknown], [unknown]], // an unknown id, beside a good one: only the unknown one is named
      [[w.otherStudyQuestion], [w.otherStudyQuestion]], // another study of the brand
      [[w.otherBrandQuestion], [w.otherBrandQuestion]], // another brand's study
      [[w.q.F], [w.q.F]], // an investment_review question
      [[w.template], [w.template]], // the study's question template (no product)
    ];
    for (const [questions, named] of cases) {
      const res = await create(one(questions));
      expect(res.status, questions.join()).toBe(400);
      expect(res.json.detail).toBe(BUCKET_GROUP_MSG.unknownQuestions(named));
    }
    // A dropped product names a question too.
    const dropped = await create({ name: "G", buckets: [{ name: "B", questions: [w.q.A], dropped_products: [{ question: unknown, bucket_index: 0 }] }] });
    expect(dropped.status).toBe(400);
    expect(dropped.json.detail).toBe(BUCKET_GROUP_MSG.unknownQuestions([unknown]));
    expect(await snapshot()).toBe(before);
  });

  it("shape rules: name, bucket names, bucket count, one bucket per question, bucket_index, ids", async () => {
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ name: "   ", buckets: [{ name: "B", questions: [] }] }, BUCKET_GROUP_MSG.nameRequired],
      [{ name: "x".repeat(81), buckets: [{ name: "B", questions: [] }] }, BUCKET_GROUP_MSG.nameTooLong],
      [{ name: "G", buckets: [{ name: " ", questions: [] }] }, BUCKET_GROUP_MSG.bucketNameRequired],
      [{ name: "G", buckets: [] }, BUCKET_GROUP_MSG.needsBucket],
      [{ name: "G", buckets: Array.from({ length: MAX_BUCKETS + 1 }, (_, i) => ({ name: `B${i}`, questions: [] })) }, BUCKET_GROUP_MSG.tooManyBuckets],
      [{ name: "G", buckets: [{ name: "B1", questions: [w.q.A] }, { name: "B2", questions: [w.q.B, w.q.A] }] }, BUCKET_GROUP_MSG.duplicateQuestion(w.q.A)],
      [{ name: "G", buckets: [{ name: "B1", questions: [w.q.A], dropped_products: [{ question: w.q.B, bucket_index: 1 }] }] }, BUCKET_GROUP_MSG.badBucketIndex],
      [{ name: "G", buckets: [{ name: "B", questions: ["nope"] }] }, BUCKET_GROUP_MSG.notAnId],
    ];
    for (const [body, text] of cases) {
      const res = await create(body);
      expect(res.status, text).toBe(400);
      expect(res.json.detail).toContain(text);
    }
    // Exactly MAX_BUCKETS is fine (and is then deleted again, so the snapshot holds).
    const max = await newGroup({ name: "G", buckets: Array.from({ length: MAX_BUCKETS }, (_, i) => ({ name: `B${i}`, questions: [] })) });
    expect(max.buckets).toHaveLength(MAX_BUCKETS);
    await remove(max._id);
    expect(await snapshot()).toBe(before);
  });

  it("another brand's study: 404 under the caller's brand, 403 under the other brand", async () => {
    const before = await snapshot();
    expect((await create(one([w.otherBrandQuestion]), w.otherBrandStudy)).status).toBe(404);
    expect((await list(w.otherBrandStudy)).status).toBe(404);
    expect((await create(one([w.otherBrandQuestion]), w.otherBrandStudy, w.token, w.otherBrandId)).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it("PUT: stale → 409, bad questions → 400, unknown or another study's group → 404; the group is unchanged", async () => {
    const g = await newGroup();
    const theirs = await newGroup({ name: "Other", buckets: [{ name: "B", questions: [w.otherStudyQuestion] }] }, w.otherStudy);
    const fresh = await update(g._id, { ...line(), name: "Renamed", date_modified: g.date_modified });
    expect(fresh.status).toBe(200);
    const before = await snapshot();
    // Someone else wrote since g was read: the date_modified the client holds is stale.
    const stale = await update(g._id, { ...line(), name: "Lost update", date_modified: g.date_modified });
    expect(stale.status).toBe(409);
    expect(stale.json.detail).toBe(BUCKET_GROUP_MSG.stale);
    const current = (fresh.json.results as TBucketGroup).date_modified;
    const bad = await update(g._id, { name: "G", buckets: [{ name: "B", questions: [w.otherStudyQuestion] }], date_modified: current });
    expect(bad.status).toBe(400);
    expect(bad.json.detail).toBe(BUCKET_GROUP_MSG.unknownQuestions([w.otherStudyQuestion]));
    // date_modified is required on a PUT.
    expect((await update(g._id, line())).status).toBe(400);
    // Unknown, malformed, or another study's group (through this study's path) → 404.
    for (const id of ["f".repeat(24), "not-an-id", theirs._id]) {
      const res = await update(id, { ...line(), date_modified: current });
      expect(res.status, id).toBe(404);
      expect(res.json.detail).toBe(BUCKET_GROUP_MSG.notFound);
      expect((await remove(id)).status).toBe(404);
    }
    // This study's group through another study's path → 404 too.
    expect((await update(g._id, { ...line(), date_modified: current }, w.otherStudy)).status).toBe(404);
    expect((await remove(g._id, w.otherStudy)).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("needs bucket_group write to write, and survey read besides; the report needs bucket_group read", async () => {
    const before = await snapshot();
    const readOnly = (await createUser({ brands: { [w.brandId]: [["survey", "read"], ["bucket_group", "read"]] } })).token;
    const noSurvey = (await createUser({ brands: { [w.brandId]: [["bucket_group", "read"], ["bucket_group", "write"]] } })).token;
    expect((await create(line(), w.surveyId, readOnly)).status).toBe(403);
    expect((await list(w.surveyId, readOnly)).status).toBe(200);
    const denied = await create(line(), w.surveyId, noSurvey);
    expect(denied.status).toBe(403);
    expect(denied.json.detail).toBe("You do not have permission to read survey.");
    expect((await list(w.surveyId, noSurvey)).status).toBe(403);
    // The report needs bucket_group read besides the survey read it declares.
    const surveyOnly = (await createUser({ brands: { [w.brandId]: [["survey", "read"]] } })).token;
    const refused = await report("f".repeat(24), null, w.surveyId, surveyOnly);
    expect(refused.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect(refused.errors?.[0]?.message).toBe("You do not have permission to read bucket group.");
    expect(await snapshot()).toBe(before);
  });
});

// ---- The report ---------------------------------------------------------------------------------------------------

describe("getBucketGroupSentimentScoreReport", () => {
  let group: TBucketGroup;
  beforeAll(async () => {
    group = await newGroup();
  });

  const bucket = (r: TBucketGroupReport, name: string) => r.buckets.find((b) => b.name === name)!;

  it("every respondent: the figures worked out by hand", async () => {
    const { report: r, errors } = await report(group._id);
    expect(errors).toBeUndefined();
    expect(r).toMatchObject({ survey_id: w.surveyId, bucket_group_id: group._id, name: "Line", version: "v1", version_source: "brand", benchmark_scope: "brand", respondents: 3 });
    expect(r!.buckets.map((b) => b.name)).toEqual(["Hero", "Mid", "Tail", "Empty"]);
    // A 5,5,1: mean 11/3, score (11/3 − 1) / 4 × 100 = 66.67; above 0, 25, 50 of the norm → percentile 75.
    // B 4,2,5: mean 11/3 → 66.67, percentile 75. Hero: avg_score 66.67, avg_percentile 75 → AboveTop (≥ 75).
    const hero = bucket(r!, "Hero");
    expect(hero.products.map((p) => [p.product_id, p.question_id, p.count])).toEqual([[w.p.A, w.q.A, 3], [w.p.B, w.q.B, 3]]);
    expect(hero.products[0]!.score).toBeCloseTo(200 / 3, 10);
    expect(hero.products[0]!.percentile).toBe(75);
    expect(hero.avg_score).toBeCloseTo(200 / 3, 10);
    expect(hero.avg_percentile).toBe(75);
    expect(hero.position).toBe("AboveTop");
    // E 2,3,5: mean 10/3 → score 58.33, above 0, 25, 50 → 75. D has no ratings: score and percentile null, left out.
    const mid = bucket(r!, "Mid");
    expect(mid.products.map((p) => [p.product_id, p.count, p.score === null, p.percentile])).toEqual([[w.p.E, 3, false, 75], [w.p.D, 0, true, null]]);
    expect(mid.avg_score).toBeCloseTo(175 / 3, 10);
    expect(mid.avg_percentile).toBe(75);
    expect(mid.position).toBe("AboveTop");
    // C 1,2,5: mean 8/3 → score 41.67, above 0 and 25 → 50 → Between.
    const tail = bucket(r!, "Tail");
    expect(tail.avg_score).toBeCloseTo(125 / 3, 10);
    expect(tail.avg_percentile).toBe(50);
    expect(tail.position).toBe("Between");
    // An empty bucket has no figures.
    expect(bucket(r!, "Empty")).toEqual({ name: "Empty", products: [], avg_score: null, avg_percentile: null, position: null });
  });

  it("narrowed to QA: the figures change as worked out by hand", async () => {
    const { report: r, errors } = await report(group._id, { country: [w.qa] });
    expect(errors).toBeUndefined();
    expect(r!.respondents).toBe(2);
    // QA only. A 5,5 → 100, above all four → percentile 100. B 4,2 → mean 3 → 50: above 0, 25, ties 50 → (2 + ½) / 4 = 62.5.
    // Hero: avg_score (100 + 50) / 2 = 75, avg_percentile (100 + 62.5) / 2 = 81.25 → AboveTop.
    expect(bucket(r!, "Hero")).toMatchObject({ avg_score: 75, avg_percentile: 81.25, position: "AboveTop" });
    expect(bucket(r!, "Hero").products.map((p) => [p.score, p.percentile])).toEqual([[100, 100], [50, 62.5]]);
    // E 2,3 → mean 2.5 → 37.5, above 0 and 25 → 50; D still unrated. Mid: 37.5, 50 → Between.
    expect(bucket(r!, "Mid")).toMatchObject({ avg_score: 37.5, avg_percentile: 50, position: "Between" });
    // C 1,2 → mean 1.5 → 12.5, above 0 → 25 → BelowBottom (≤ 25).
    expect(bucket(r!, "Tail")).toMatchObject({ avg_score: 12.5, avg_percentile: 25, position: "BelowBottom" });
  });

  it("agrees with getSentimentScoreReport for the same filter: each bucket's averages are its products' means", async () => {
    for (const filter of [null, { country: [w.qa] }, { country: [(await country("QB")).id] }]) {
      const products = await sentiment(filter);
      const { report: r } = await report(group._id, filter);
      for (const b of r!.buckets) {
        const rated = b.products.map((p) => products.get(p.product_id)!).filter((p) => p.score !== null);
        for (const p of b.products) expect([p.score, p.percentile]).toEqual([products.get(p.product_id)!.score, products.get(p.product_id)!.percentile]);
        const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
        expect(b.avg_score).toBe(mean(rated.map((p) => p.score!)));
        expect(b.avg_percentile).toBe(mean(rated.map((p) => p.percentile!)));
      }
    }
  });

  it("an unknown group, another study's group, another brand's study and a bad filter are refused", async () => {
    const theirs = await newGroup({ name: "Other", buckets: [{ name: "B", questions: [w.otherStudyQuestion] }] }, w.otherStudy);
    for (const id of ["f".repeat(24), "nope", theirs._id]) {
      const { report: r, errors } = await report(id);
      expect(r).toBeNull();
      expect(errors?.[0]?.extensions?.code, id).toBe("not_found");
      expect(errors?.[0]?.message).toBe(BUCKET_GROUP_MSG.notFound);
    }
    const foreign = await report(group._id, null, w.otherBrandStudy);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("not_found");
    const bad = await report(group._id, { summed_values: { start_range: 5, end_range: 1 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe("invalid");
    expect(bad.errors?.[0]?.message).toContain(RESULTS_FILTER_MSG.reversedRange);
  });

  it("leaves out a question that stopped being a rated question of the study", async () => {
    await prisma.question.update({ where: { id: w.q.B }, data: { type: "investment_review" } });
    try {
      const hero = (await report(group._id)).report!.buckets[0]!;
      // Only A is left: 66.67, percentile 75.
      expect(hero.products.map((p) => p.product_id)).toEqual([w.p.A]);
      expect(hero.avg_score).toBeCloseTo(200 / 3, 10);
      expect(hero.avg_percentile).toBe(75);
    } finally {
      await prisma.question.update({ where: { id: w.q.B }, data: { type: "star" } });
    }
  });
});
