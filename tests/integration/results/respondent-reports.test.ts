// The respondent-level reports of P9 item 3 on a small hand-built study: the follow-up choice report, the lead list,
// the respondents report, the submission stats and learningsAndImpact. Every figure is worked out by hand below from
// the fixture table; filters narrow each report; previews and unfinished respondents (who answered everything, with
// e-mails) never appear; bad input is a clear 4xx; share viewers get counts but never an e-mail address.
//
// Study (Closed), countries QA and QB, products p1 (question q1) and p2 (question q2). Demographic "Owns a dog".
// Follow-ups of q1: fu1 multi  + [Colour, Fit, Price]  − [Too tight, Too dear]
//                   fu2 text   (both sides)
//                   fu3 star   (both sides)
//                   fu4 choice + [Yes, No]  (negative side never asked)
// Follow-up of q2:  fu5 choice + [A, B]  − [A, B]
//
//  id  country completed   e-mail       p1 p2 dog  answers to q1's follow-ups (p1)                       other
//  R1  QA      01-01 10:00 a1@x.test     5  3 Yes  fu1+ [Colour, Fit]  fu2+ "Lovely colour" fu3+ 5 fu4+ [Yes]  q2 fu5− [B]; profile, crm, en …
//  R2  QA      01-02       —             4  4 Yes  fu1+ [Colour]       fu2+ "  " (blank)    fu3+ 4 fu4+ [No]
//  R3  QA      01-03       a3@x.test     2  5 No   fu1− [Too tight]    fu2− "Runs small"    fu3− 2
//  R4  QB      01-04       a4@x.test     4  1 No   fu1+ [Fit, Price, Legacy] (Legacy: not offered) fu3+ 3
//  R5  QB      01-05       "  " (blank)  5  2 Yes  fu1+ [Price]                                    fu4+ [Yes]
//  R6  QB      01-06       a6@x.test     1  5 No   fu1− [Too tight, Too dear] fu2− "Too expensive" fu3− 1
//  R7  QB      01-07       a7@x.test     5  4 No   (none)
//  R8  QA      01-08       a8@x.test     3  2 No   fu1− [Too dear]
//  Never counted: a preview and an unfinished respondent in QA, 5 stars everywhere, e-mails, fu1+ [Colour], dog Yes.
// Processed into results: R1–R5 (and the preview).
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { ACCESS_MSG } from "@/lib/messages";
import { RESULTS_FILTER_MSG } from "@/lib/results/filters";
import { RESPONDENT_REPORT_MSG, type TChoiceReport, type TLead, type TRespondentsReport } from "@/lib/results/respondent-reports";
import * as choiceRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/question/[questionId]/choice/route";
import * as leadRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/question/[questionId]/leadlist/route";
import * as respondentsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/respondents/route";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { prisma } from "@/server/db";
import { hashShareToken, newShareToken, SHARE_HEADER } from "@/server/access/share-viewer";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { country, study } from "../studies-read/fixtures";

interface TWorld {
  brandId: string;
  token: string;
  surveyId: string;
  p1: string;
  p2: string;
  q1: string;
  q2: string;
  fu: [string, string, string, string, string];
  aa: string;
  bb: string;
  dog: string;
  profile: string;
  segment: string;
  r: string[];
  otherStudy: string;
  otherStudyQuestion: string;
  theirStudy: string;
}

let w: TWorld;

const at = (day: number) => new Date(`2026-01-0${day}T10:00:00.000Z`);
const iso = (day: number) => `2026-01-0${day}T10:00:00.000Z`;

async function build(): Promise<TWorld> {
  const brand = await createBrand();
  const elsewhere = await createBrand();
  const token = (await createUser({ brands: { [brand.id]: [["survey", "read"], ["key_learning", "read"]] } })).token;
  const s = await study(brand.id, { status: "Closed", countries: ["QA", "QB"], products: 2 });
  const [p1, p2] = (await prisma.surveyProduct.findMany({ where: { survey_id: s.id }, orderBy: { order: "asc" } })).map((p) => p.product_id) as [string, string];
  const questions = await prisma.question.findMany({ where: { survey_id: s.id }, select: { id: true, product_id: true } });
  const q1 = questions.find((q) => q.product_id === p1)!.id;
  const q2 = questions.find((q) => q.product_id === p2)!.id;
  const [aa, bb] = [(await country("QA")).id, (await country("QB")).id];
  const dog = (await prisma.demographicQuestion.create({ data: { id: newId(), brand_id: brand.id, title: "Owns a dog", options: ["Yes", "No"] } })).id;
  await prisma.surveyDemographic.create({ data: { survey_id: s.id, demographic_id: dog } });
  const profile = (await prisma.consumerProfile.create({ data: { id: newId(), brand_id: brand.id, title: "Loyal" } })).id;
  const segment = (await prisma.segmentationProfile.create({ data: { id: newId(), survey_id: s.id, profile_name: "Enthusiast" } })).id;

  const fu = [newId(), newId(), newId(), newId(), newId()] as TWorld["fu"];
  await prisma.followUp.createMany({
    data: [
      { id: fu[0], question_id: q1, order: 0, type: "multi", positive_title: "What do you like?", negative_title: "What puts you off?", positive_options: ["Colour", "Fit", "Price"], negative_options: ["Too tight", "Too dear"] },
      { id: fu[1], question_id: q1, order: 1, type: "text", positive_title: "Tell us more", negative_title: "What would you change?" },
      { id: fu[2], question_id: q1, order: 2, type: "star", positive_title: "Rate the colour", negative_title: "Rate the fit" },
      { id: fu[3], question_id: q1, order: 3, type: "choice", fire_negative: false, positive_title: "Would you recommend it?", positive_options: ["Yes", "No"] },
      { id: fu[4], question_id: q2, order: 0, type: "choice", positive_title: "Pick one", negative_title: "Pick one", positive_options: ["A", "B"], negative_options: ["A", "B"] },
    ],
  });

  type TFu = [index: number, side: "positive" | "negative", values: string[], text?: string | null, star?: number | null];
  interface TPerson {
    country: string;
    day: number;
    email: string | null;
    p1: number;
    p2: number;
    dog: "Yes" | "No";
    fus: TFu[];
    status?: "completed" | "started";
    preview?: boolean;
    processed?: boolean;
    extra?: Record<string, unknown>;
  }
  const people: TPerson[] = [
    { country: aa, day: 1, email: "a1@x.test", p1: 5, p2: 3, dog: "Yes", processed: true,
      fus: [[0, "positive", ["Colour", "Fit"]], [1, "positive", [], "Lovely colour"], [2, "positive", [], null, 5], [3, "positive", ["Yes"]], [4, "negative", ["B"]]],
      extra: { language: "en", audience_type: "crm", consumer_profile_id: profile, segmentation_profile_id: segment, browser: "Chrome", device: "desktop", region: "West", state: "CA" } },
    { country: aa, day: 2, email: null, p1: 4, p2: 4, dog: "Yes", processed: true,
      fus: [[0, "positive", ["Colour"]], [1, "positive", [], "  "], [2, "positive", [], null, 4], [3, "positive", ["No"]]] },
    { country: aa, day: 3, email: "a3@x.test", p1: 2, p2: 5, dog: "No", processed: true,
      fus: [[0, "negative", ["Too tight"]], [1, "negative", [], "Runs small"], [2, "negative", [], null, 2]] },
    { country: bb, day: 4, email: "a4@x.test", p1: 4, p2: 1, dog: "No", processed: true, fus: [[0, "positive", ["Fit", "Price", "Legacy"]], [2, "positive", [], null, 3]] },
    { country: bb, day: 5, email: "  ", p1: 5, p2: 2, dog: "Yes", processed: true, fus: [[0, "positive", ["Price"]], [3, "positive", ["Yes"]]] },
    { country: bb, day: 6, email: "a6@x.test", p1: 1, p2: 5, dog: "No", fus: [[0, "negative", ["Too tight", "Too dear"]], [1, "negative", [], "Too expensive"], [2, "negative", [], null, 1]] },
    { country: bb, day: 7, email: "a7@x.test", p1: 5, p2: 4, dog: "No", fus: [] },
    { country: aa, day: 8, email: "a8@x.test", p1: 3, p2: 2, dog: "No", fus: [[0, "negative", ["Too dear"]]] },
    { country: aa, day: 9, email: "preview@x.test", p1: 5, p2: 5, dog: "Yes", preview: true, processed: true, fus: [[0, "positive", ["Colour"]]] },
    { country: aa, day: 9, email: "started@x.test", p1: 5, p2: 5, dog: "Yes", status: "started", fus: [[0, "positive", ["Colour"]]] },
  ];
  const ids = people.map(() => newId());
  await prisma.respondent.createMany({
    data: people.map((p, i) => ({
      id: ids[i]!, survey_id: s.id, country_id: p.country, email: p.email, status: p.status ?? "completed", is_preview: p.preview ?? false,
      completed_at: p.status === "started" ? null : at(p.day), processed_at: p.processed ? at(p.day) : null, ...p.extra,
    })),
  });
  await prisma.ratingAnswer.createMany({
    data: people.flatMap((p, i) => [
      { survey_id: s.id, respondent_id: ids[i]!, product_id: p1, question_id: q1, rating: p.p1 },
      { survey_id: s.id, respondent_id: ids[i]!, product_id: p2, question_id: q2, rating: p.p2 },
    ]),
  });
  await prisma.followUpAnswer.createMany({
    data: people.flatMap((p, i) =>
      p.fus.map(([index, side, values, text, star]) => ({
        survey_id: s.id, respondent_id: ids[i]!, product_id: index === 4 ? p2 : p1, question_id: index === 4 ? q2 : q1, follow_up_id: fu[index],
        side, values, text_value: text ?? null, star_value: star ?? null,
      })),
    ),
  });
  await prisma.segmentAnswer.createMany({ data: people.map((p, i) => ({ survey_id: s.id, respondent_id: ids[i]!, demographic_id: dog, values: [p.dog] })) });

  const other = await study(brand.id, { status: "Closed", products: 1 });
  const otherStudyQuestion = (await prisma.question.findFirstOrThrow({ where: { survey_id: other.id } })).id;
  const theirs = await study(elsewhere.id, { status: "Closed", products: 1 });
  return { brandId: brand.id, token, surveyId: s.id, p1, p2, q1, q2, fu, aa, bb, dog, profile, segment, r: ids.slice(0, 8), otherStudy: other.id, otherStudyQuestion, theirStudy: theirs.id };
}

beforeAll(async () => {
  w = await build();
});

type TCallOpts = { token?: string | null; surveyId?: string; headers?: Record<string, string> };

const choice = (questionId: string, body: unknown = {}, o: TCallOpts = {}) =>
  call(choiceRoute.POST, { method: "POST", token: o.token === undefined ? w.token : o.token, headers: o.headers, params: { id: w.brandId, surveyId: o.surveyId ?? w.surveyId, questionId }, json: body });
const leads = (questionId: string, body: unknown = {}, o: TCallOpts = {}) =>
  call(leadRoute.POST, { method: "POST", token: o.token === undefined ? w.token : o.token, headers: o.headers, params: { id: w.brandId, surveyId: o.surveyId ?? w.surveyId, questionId }, json: body });
const respondents = (body: unknown = {}, o: TCallOpts = {}) =>
  call(respondentsRoute.POST, { method: "POST", token: o.token === undefined ? w.token : o.token, headers: o.headers, params: { id: w.brandId, surveyId: o.surveyId ?? w.surveyId }, json: body });

const choiceOf = async (questionId: string, filter?: unknown) => {
  const res = await choice(questionId, filter === undefined ? {} : { filter });
  expect(res.status).toBe(200);
  return res.json.results as TChoiceReport;
};

async function shareHeaders(scope: "results" | "learnings") {
  const token = newShareToken();
  await prisma.shareToken.create({ data: { token_hash: hashShareToken(token), brand_id: w.brandId, survey_id: w.surveyId, scope } });
  return { [SHARE_HEADER]: token, authorization: "Bearer null" };
}

const pct = (n: number, base: number) => (100 * n) / base;

describe("follow-up choice report", () => {
  it("per follow-up and side: the base, every offered option in order, then values no longer offered", async () => {
    const r = await choiceOf(w.q1);
    expect(r.question_id).toBe(w.q1);
    expect(r.product_id).toBe(w.p1);
    expect(r.follow_ups.map((f) => [f.follow_up_id, f.type])).toEqual([[w.fu[0], "multi"], [w.fu[1], "text"], [w.fu[2], "star"], [w.fu[3], "choice"]]);
    const [multi, text, star, single] = r.follow_ups;
    // fu1+: R1 [Colour, Fit], R2 [Colour], R4 [Fit, Price, Legacy], R5 [Price] → base 4 (the preview's and the
    // unfinished respondent's Colour never count: Colour stays 2). Legacy is not offered: after the offered ones.
    expect(multi!.sides[0]).toEqual({
      side: "positive", title: "What do you like?", base: 4, text_count: null, stars: null,
      options: [
        { value: "Colour", count: 2, percentage: 50, listed: true },
        { value: "Fit", count: 2, percentage: 50, listed: true },
        { value: "Price", count: 2, percentage: 50, listed: true },
        { value: "Legacy", count: 1, percentage: 25, listed: false },
      ],
    });
    // fu1−: R3 [Too tight], R6 [Too tight, Too dear], R8 [Too dear] → base 3, each option 2 of 3.
    expect(multi!.sides[1]).toEqual({
      side: "negative", title: "What puts you off?", base: 3, text_count: null, stars: null,
      options: [
        { value: "Too tight", count: 2, percentage: pct(2, 3), listed: true },
        { value: "Too dear", count: 2, percentage: pct(2, 3), listed: true },
      ],
    });
    // fu2: + R1 "Lovely colour", R2 blank → base 2, 1 text; − R3, R6 → base 2, 2 texts.
    expect(text!.sides.map((s) => [s.side, s.base, s.text_count, s.options, s.stars])).toEqual([["positive", 2, 1, [], null], ["negative", 2, 2, [], null]]);
    // fu3: + R1 5, R2 4, R4 3 → base 3, one each of 3–5 stars; − R3 2, R6 1 → base 2.
    expect(star!.sides[0]!.stars).toEqual([
      { star: 1, count: 0, percentage: 0 }, { star: 2, count: 0, percentage: 0 }, { star: 3, count: 1, percentage: pct(1, 3) },
      { star: 4, count: 1, percentage: pct(1, 3) }, { star: 5, count: 1, percentage: pct(1, 3) },
    ]);
    expect(star!.sides[1]!.stars!.map((s) => [s.count, s.percentage])).toEqual([[1, 50], [1, 50], [0, 0], [0, 0], [0, 0]]);
    expect(star!.sides.map((s) => s.text_count)).toEqual([null, null]);
    // fu4 asks only the positive side: R1 Yes, R2 No, R5 Yes → base 3.
    expect(single!.sides).toEqual([
      { side: "positive", title: "Would you recommend it?", base: 3, text_count: null, stars: null,
        options: [{ value: "Yes", count: 2, percentage: pct(2, 3), listed: true }, { value: "No", count: 1, percentage: pct(1, 3), listed: true }] },
    ]);
  });

  it("reports only the question's own follow-ups: q2 has fu5 (R1 chose B on the negative side)", async () => {
    const r = await choiceOf(w.q2);
    expect(r.product_id).toBe(w.p2);
    expect(r.follow_ups).toHaveLength(1);
    expect(r.follow_ups[0]!.sides.map((s) => [s.side, s.base, s.options.map((o) => o.count)])).toEqual([["positive", 0, [0, 0]], ["negative", 1, [0, 1]]]);
    expect(r.follow_ups[0]!.sides[0]!.options[0]!.percentage).toBe(0);
  });

  it("narrows with the filters", async () => {
    // QA: R1, R2 (+), R3, R8 (−).
    const qa = await choiceOf(w.q1, { country: [w.aa] });
    expect(qa.follow_ups[0]!.sides.map((s) => [s.base, s.options.map((o) => [o.value, o.count])])).toEqual([
      [2, [["Colour", 2], ["Fit", 1], ["Price", 0]]],
      [2, [["Too tight", 1], ["Too dear", 1]]],
    ]);
    // Dog owners: R1, R2, R5 — all positive; the negative side is still listed (it is asked), with nothing in it.
    const dogs = await choiceOf(w.q1, { demographics: [{ demographic_id: w.dog, answers: ["Yes"] }] });
    expect(dogs.follow_ups[0]!.sides.map((s) => [s.base, s.options.map((o) => o.count)])).toEqual([[3, [2, 1, 1]], [0, [0, 0]]]);
    expect(dogs.follow_ups[0]!.sides[1]!.options.map((o) => o.percentage)).toEqual([0, 0]);
    // QB and dog owners: R5 only.
    const both = await choiceOf(w.q1, { country: [w.bb], demographics: [{ demographic_id: w.dog, answers: ["Yes"] }] });
    expect(both.follow_ups[3]!.sides[0]!.options.map((o) => [o.count, o.percentage])).toEqual([[1, 100], [0, 0]]);
  });

  it("bad input: unknown question, another study's question, another brand's study, a bad filter", async () => {
    for (const q of [newId(), "x", w.otherStudyQuestion]) {
      const res = await choice(q);
      expect(res.status, q).toBe(404);
      expect(res.json.detail).toBe(RESPONDENT_REPORT_MSG.questionNotFound);
    }
    expect((await choice(w.q1, {}, { surveyId: w.theirStudy })).status).toBe(404);
    const bad = await choice(w.q1, { filter: { summed_values: { start_range: 3, end_range: 1 } } });
    expect(bad.status).toBe(400);
    expect(bad.json.detail).toContain(RESULTS_FILTER_MSG.reversedRange);
    expect((await choice(w.q1, { filter: { colour: ["red"] } })).status).toBe(400);
    expect((await choice(w.q1, { filters: {} })).status).toBe(400);
  });

  it("an investment_review question is refused with a clear 400", async () => {
    await prisma.question.update({ where: { id: w.q2 }, data: { type: "investment_review" } });
    try {
      const res = await choice(w.q2);
      expect(res.status).toBe(400);
      expect(res.json.detail).toBe(RESPONDENT_REPORT_MSG.excludedQuestion);
    } finally {
      await prisma.question.update({ where: { id: w.q2 }, data: { type: "star" } });
    }
  });

  it("a results share viewer reads the counts; a learnings link cannot", async () => {
    const viewer = await shareHeaders("results");
    const res = await choice(w.q1, {}, { token: null, headers: viewer });
    expect(res.status).toBe(200);
    expect((res.json.results as TChoiceReport).follow_ups[0]!.sides[0]!.base).toBe(4);
    const learnings = await choice(w.q1, {}, { token: null, headers: await shareHeaders("learnings") });
    expect(learnings.status).toBe(403);
    expect(learnings.json.detail).toBe(ACCESS_MSG.shareViewerReadOnly);
  });
});

describe("lead list", () => {
  it("4–5 stars on the question's product with an e-mail: highest rating first, then the newest", async () => {
    // p1 at 4–5: R1 (5), R2 (4, no e-mail), R4 (4), R5 (5, blank e-mail), R7 (5); the preview and the unfinished one
    // never count. → R7 (5, day 7), R1 (5, day 1), R4 (4, day 4).
    const res = await leads(w.q1);
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual([
      { respondent_id: w.r[6], email: "a7@x.test", rating: 5, product_id: w.p1, country: "QB", completed_at: iso(7) },
      { respondent_id: w.r[0], email: "a1@x.test", rating: 5, product_id: w.p1, country: "QA", completed_at: iso(1) },
      { respondent_id: w.r[3], email: "a4@x.test", rating: 4, product_id: w.p1, country: "QB", completed_at: iso(4) },
    ] satisfies TLead[]);
    // p2 at 4–5: R2 (4, no e-mail), R3 (5), R6 (5), R7 (4) → R6, R3, R7.
    expect(((await leads(w.q2)).json.results as TLead[]).map((l) => [l.email, l.rating])).toEqual([["a6@x.test", 5], ["a3@x.test", 5], ["a7@x.test", 4]]);
  });

  it("narrows with the filters", async () => {
    expect(((await leads(w.q1, { filter: { country: [w.aa] } })).json.results as TLead[]).map((l) => l.email)).toEqual(["a1@x.test"]);
    expect(((await leads(w.q1, { filter: { country: [w.bb] } })).json.results as TLead[]).map((l) => l.email)).toEqual(["a7@x.test", "a4@x.test"]);
    expect((await leads(w.q1, { filter: { demographics: [{ demographic_id: w.dog, answers: ["Yes"] }] } })).json.results).toHaveLength(1);
  });

  it("never for a share viewer; bad input is a 4xx", async () => {
    expect((await leads(w.q1, {}, { token: null, headers: await shareHeaders("results") })).status).toBe(401);
    expect((await leads(newId())).status).toBe(404);
    expect((await leads(w.q1, {}, { surveyId: w.theirStudy })).status).toBe(404);
    expect((await leads(w.q1, { filter: { country: ["nope"] } })).status).toBe(400);
  });
});

describe("respondents report", () => {
  it("pages the counted respondents newest first, with the total", async () => {
    const page = async (body: unknown) => (await respondents(body)).json.results as TRespondentsReport;
    const first = await page({ page_size: 3 });
    // 8 counted (never the preview nor the unfinished one); newest first: R8, R7, R6.
    expect([first.total, first.page, first.page_size]).toEqual([8, 1, 3]);
    expect(first.respondents.map((r) => r.id)).toEqual([w.r[7], w.r[6], w.r[5]]);
    expect((await page({ page: 3, page_size: 3 })).respondents.map((r) => r.id)).toEqual([w.r[1], w.r[0]]);
    const past = await page({ page: 4, page_size: 3 });
    expect([past.total, past.respondents]).toEqual([8, []]);
    const all = await page({});
    expect([all.page, all.page_size, all.respondents.length]).toEqual([1, 50, 8]);
  });

  it("each respondent with who they are and every answer", async () => {
    const { respondents: rows } = (await respondents({ page: 2, page_size: 7 })).json.results as TRespondentsReport;
    // Page 2 of 7 per page holds the 8th newest: R1.
    expect(rows).toEqual([
      {
        id: w.r[0], completed_at: iso(1), country: { id: w.aa, code: "QA" }, language: "en", audience_type: "crm",
        consumer_profile: { id: w.profile, title: "Loyal" }, segmentation_profile: { id: w.segment, name: "Enthusiast" },
        browser: "Chrome", device: "desktop", region: "West", state: "CA", email: "a1@x.test",
        ratings: [{ product_id: w.p1, rating: 5 }, { product_id: w.p2, rating: 3 }],
        follow_ups: [
          { product_id: w.p1, follow_up_id: w.fu[0], side: "positive", values: ["Colour", "Fit"], text: null, star: null },
          { product_id: w.p1, follow_up_id: w.fu[1], side: "positive", values: [], text: "Lovely colour", star: null },
          { product_id: w.p1, follow_up_id: w.fu[2], side: "positive", values: [], text: null, star: 5 },
          { product_id: w.p1, follow_up_id: w.fu[3], side: "positive", values: ["Yes"], text: null, star: null },
          { product_id: w.p2, follow_up_id: w.fu[4], side: "negative", values: ["B"], text: null, star: null },
        ],
        demographics: [{ demographic_id: w.dog, values: ["Yes"], text: null }],
      },
    ]);
  });

  it("narrows with the filters", async () => {
    const qb = (await respondents({ filter: { country: [w.bb] } })).json.results as TRespondentsReport;
    expect(qb.total).toBe(4);
    expect(qb.respondents.map((r) => r.id)).toEqual([w.r[6], w.r[5], w.r[4], w.r[3]]);
    const dogs = (await respondents({ filter: { demographics: [{ demographic_id: w.dog, answers: ["Yes"] }] } })).json.results as TRespondentsReport;
    expect(dogs.respondents.map((r) => r.id)).toEqual([w.r[4], w.r[1], w.r[0]]);
  });

  it("leaves out the ratings and follow-ups of a product asked by an investment_review question", async () => {
    await prisma.question.update({ where: { id: w.q2 }, data: { type: "investment_review" } });
    try {
      const { respondents: rows } = (await respondents({ page: 2, page_size: 7 })).json.results as TRespondentsReport;
      expect(rows[0]!.ratings).toEqual([{ product_id: w.p1, rating: 5 }]);
      expect(rows[0]!.follow_ups.map((f) => f.product_id)).toEqual([w.p1, w.p1, w.p1, w.p1]);
    } finally {
      await prisma.question.update({ where: { id: w.q2 }, data: { type: "star" } });
    }
  });

  it("a share viewer gets the respondents without their e-mail addresses", async () => {
    const res = await respondents({}, { token: null, headers: await shareHeaders("results") });
    expect(res.status).toBe(200);
    const report = res.json.results as TRespondentsReport;
    expect(report.total).toBe(8);
    expect(report.respondents.map((r) => r.email)).toEqual(Array.from({ length: 8 }, () => null));
    expect(JSON.stringify(report)).not.toContain("@x.test");
  });

  it("bad input is a 400 naming the problem", async () => {
    for (const body of [{ page_size: 1000 }, { page_size: 0 }, { page_size: "50" }, { page_size: 2.5 }]) {
      const res = await respondents(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.detail).toContain(RESPONDENT_REPORT_MSG.pageSize);
    }
    expect((await respondents({ page: 0 })).json.detail).toContain(RESPONDENT_REPORT_MSG.page);
    expect((await respondents({ extra: 1 })).status).toBe(400);
    expect((await respondents({ filter: { country: ["nope"] } })).status).toBe(400);
    expect((await respondents({}, { surveyId: w.theirStudy })).status).toBe(404);
  });
});

describe("submission stats", () => {
  const stats = async (surveyId: string, token?: string) =>
    gql<{ getSubmissionStats: { raw: number; processed: number; waiting: number } }>(
      token ?? (await createUser({ is_admin: true })).token,
      `query($b: ID!, $s: ID!) { getSubmissionStats(brand_id: $b, survey_id: $s) { raw processed waiting } }`,
      { b: w.brandId, s: surveyId },
    );

  it("raw = completed non-preview submissions, processed = those processed, waiting = raw − processed", async () => {
    // Raw: R1–R8 = 8 (the preview and the unfinished one are not submissions); processed: R1–R5 = 5; waiting 3.
    expect((await stats(w.surveyId)).data?.getSubmissionStats).toEqual({ raw: 8, processed: 5, waiting: 3 });
  });

  it("are for admins only (spec 3 §6: M/S Only)", async () => {
    expect((await stats(w.surveyId, w.token)).errors?.[0]).toMatchObject({ message: ACCESS_MSG.adminOnly, extensions: { code: "forbidden" } });
  });

  it("another brand's study is not found", async () => {
    expect((await stats(w.theirStudy)).errors?.[0]?.extensions?.code).toBe("not_found");
  });
});

describe("learningsAndImpact", () => {
  const QUERY = `query($b: ID!, $s: ID!) { learningsAndImpact(brand_id: $b, survey_id: $s) {
    survey_id impact { insight learnings decisions estimated_roi }
    key_takeaways { id learning decision estimated_roi order question { id product { id name image } } } } }`;

  beforeAll(async () => {
    await prisma.survey.update({ where: { id: w.surveyId }, data: { impact: { insight: "Colour sells", learnings: "Fit matters", decisions: "Drop p2", estimated_roi: 12000 } } });
    await prisma.productImage.createMany({
      data: [
        { product_id: w.p1, order: 1, original: "/o2.png", desktop: "/d2.png", mobile: "/m2.png" },
        { product_id: w.p1, order: 0, original: "/o1.png", desktop: "/d1.png", mobile: "/m1.png" },
      ],
    });
    await prisma.keyLearning.createMany({
      data: [
        { survey_id: w.surveyId, question_id: w.q2, learning: "Second", decision: "Cut", estimated_roi: "5%", order: 1 },
        { survey_id: w.surveyId, question_id: w.q1, learning: "First", decision: "Keep", estimated_roi: "10%", order: 0 },
        { survey_id: w.surveyId, question_id: null, learning: "Third", decision: "", estimated_roi: "", order: 2 },
        // Another study's takeaway never shows.
        { survey_id: w.otherStudy, question_id: w.otherStudyQuestion, learning: "Elsewhere", order: 0 },
      ],
    });
  });

  const expected = async () => {
    const p1 = await prisma.product.findUniqueOrThrow({ where: { id: w.p1 } });
    const p2 = await prisma.product.findUniqueOrThrow({ where: { id: w.p2 } });
    return {
      survey_id: w.surveyId,
      // A number in the stored block is shown as written.
      impact: { insight: "Colour sells", learnings: "Fit matters", decisions: "Drop p2", estimated_roi: "12000" },
      key_takeaways: [
        { learning: "First", decision: "Keep", estimated_roi: "10%", order: 0, question: { id: w.q1, product: { id: w.p1, name: p1.name, image: "/d1.png" } } },
        { learning: "Second", decision: "Cut", estimated_roi: "5%", order: 1, question: { id: w.q2, product: { id: w.p2, name: p2.name, image: null } } },
        { learning: "Third", decision: "", estimated_roi: "", order: 2, question: null },
      ],
    };
  };
  const strip = (data: { key_takeaways: { id: string }[] } & Record<string, unknown>) => ({ ...data, key_takeaways: data.key_takeaways.map(({ id: _id, ...k }) => k) });

  it("the impact block and the key takeaways in order, each with its product's first image", async () => {
    const res = await gql<{ learningsAndImpact: { key_takeaways: { id: string }[] } & Record<string, unknown> }>(w.token, QUERY, { b: w.brandId, s: w.surveyId });
    expect(res.errors).toBeUndefined();
    expect(strip(res.data!.learningsAndImpact)).toEqual(await expected());
  });

  const asViewer = async (headers: Record<string, string>, surveyId = w.surveyId) => {
    const res = await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", headers, json: { query: QUERY, variables: { b: w.brandId, s: surveyId } } });
    return res.json as { data?: { learningsAndImpact: { key_takeaways: { id: string }[] } & Record<string, unknown> } | null; errors?: { message: string; extensions?: { code?: string } }[] };
  };

  it("a learnings share viewer reads its own study's; a results link is refused", async () => {
    const learnings = await asViewer(await shareHeaders("learnings"));
    expect(learnings.errors).toBeUndefined();
    expect(strip(learnings.data!.learningsAndImpact)).toEqual(await expected());
    const results = await asViewer(await shareHeaders("results"));
    expect(results.errors?.[0]?.message).toBe(ACCESS_MSG.shareViewerReadOnly);
    // A learnings link of this study does not open another study's.
    const sibling = await asViewer(await shareHeaders("learnings"), w.otherStudy);
    expect(sibling.errors?.[0]?.extensions?.code).toBe("forbidden");
  });

  it("needs key_learning read; another brand's study is not found", async () => {
    const reader = await createUser({ brands: { [w.brandId]: [["survey", "read"]] } });
    expect((await gql(reader.token, QUERY, { b: w.brandId, s: w.surveyId })).errors?.[0]?.extensions?.code).toBe("forbidden");
    expect((await gql(w.token, QUERY, { b: w.brandId, s: w.theirStudy })).errors?.[0]?.extensions?.code).toBe("not_found");
  });
});
