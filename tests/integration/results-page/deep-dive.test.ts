// The deep-dive tab (P11 item 3) against Postgres: its loader and the free-text answers service, on the hand-built
// study of tests/integration/results/fixture.ts (p1 rated 70 × 1, 10 × 2, 10 × 4, 70 × 5 by 160 respondents; QA: 10 × 2,
// 50 × 5) plus follow-ups written here, and a third product p3 with no question of its own (the study's default
// question asks it).
//
// Follow-ups of p1's question: fuC choice + [Colour, Fit]  − [Price, Quality];  fuT text ("Tell us why" / "What would
// you change?"). Of the study's default question: fuD text. Answers (day = completion day, Jan 2026):
//   A  QA p1 5  day 1  fuC+ [Colour]   fuT+ "Love the colour"     fuD+ (about p3) "Nice shape"
//   B  QA p1 5  day 2  fuC+ [Fit]      fuT+ "colour is great 100%"
//   A2 QA p1 5         fuC+ [Colour]
//   C  QA p1 2  day 3  fuC− [Price]    fuT− "Too_tight fit"
//   D  QA p1 2  day 4                  fuT− "   " (blank: not an answer)
//   E  QB p1 5  day 5  fuC+ [Legacy] (no longer offered)  fuT+ "COLOUR pop"
//   F  QB p1 1  day 6                  fuT− "meh!"
//   H  QB p1 1  day 7  fuC− [Price] with the text "price is steep" (a choice follow-up's text counts too)
//   G  a preview, day 8: fuT+ "colour colour" — never counted.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { DEEP_DIVE_TEXT, type TDeepDiveData } from "@/lib/results/tabs/deep-dive";
import type { TResultsFilters } from "@/lib/results/filters";
import type { TResultsQuery } from "@/lib/results/page";
import type { TResultsView } from "@/lib/results/view";
import { prisma } from "@/server/db";
import type { TBrandAccess } from "@/server/access/authorize";
import { loadDeepDive } from "@/server/pages/results/deep-dive";
import { resultsProducts } from "@/server/pages/results/products";
import { choiceReport } from "@/server/results/choice-report";
import { freeTextAnswers } from "@/server/results/free-text-answers";
import { AppError } from "@/server/errors";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { createProduct } from "../support/product-factories";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

let w: TResultsWorld;
let access: TBrandAccess;
let p3: string;
let q1: string;
let template: string;
const who: Record<string, string> = {};

beforeAll(async () => {
  w = await buildResultsStudy();
  p3 = (await createProduct(w.brandId)).id;
  await prisma.surveyProduct.create({ data: { survey_id: w.surveyId, product_id: p3, order: 2 } });
  template = (await prisma.question.create({ data: { survey_id: w.surveyId, product_id: null } })).id;
  q1 = (await prisma.question.findFirstOrThrow({ where: { survey_id: w.surveyId, product_id: w.p1 } })).id;
  const user = await createUser({ brands: { [w.brandId]: [["survey", "read"]] } });
  access = await grant(user, w.brandId, "survey.read");

  const people = await prisma.respondent.findMany({
    where: { survey_id: w.surveyId },
    select: { id: true, country_id: true, status: true, is_preview: true, rating_answers: { where: { product_id: w.p1 }, select: { rating: true } } },
    orderBy: { id: "asc" },
  });
  const pick = (country: string, rating: number, n: number) =>
    people.filter((p) => p.status === "completed" && !p.is_preview && p.country_id === country && p.rating_answers[0]?.rating === rating).slice(0, n).map((p) => p.id);
  const [qa5, qa2, qb5, qb1] = [pick(w.aa, 5, 3), pick(w.aa, 2, 2), pick(w.bb, 5, 1), pick(w.bb, 1, 2)];
  Object.assign(who, { A: qa5[0], B: qa5[1], A2: qa5[2], C: qa2[0], D: qa2[1], E: qb5[0], F: qb1[0], H: qb1[1], G: people.find((p) => p.is_preview)!.id });
  const days: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, H: 7, G: 8 };
  for (const [k, day] of Object.entries(days)) {
    await prisma.respondent.update({ where: { id: who[k]! }, data: { completed_at: new Date(`2026-01-0${day}T10:00:00.000Z`) } });
  }

  const [fuC, fuT, fuD] = [newId(), newId(), newId()];
  await prisma.followUp.createMany({
    data: [
      { id: fuC, question_id: q1, order: 0, type: "choice", positive_title: "What do you like?", negative_title: "What puts you off?", positive_options: ["Colour", "Fit"], negative_options: ["Price", "Quality"] },
      { id: fuT, question_id: q1, order: 1, type: "text", positive_title: "Tell us why", negative_title: "What would you change?" },
      { id: fuD, question_id: template, order: 0, type: "text", positive_title: "Why?", negative_title: "Why not?" },
    ],
  });
  type TAnswer = [person: string, followUp: string, side: "positive" | "negative", values: string[], text: string | null, product?: string, question?: string];
  const answers: TAnswer[] = [
    ["A", fuC, "positive", ["Colour"], null], ["A", fuT, "positive", [], "Love the colour"], ["A", fuD, "positive", [], "Nice shape", p3, template],
    ["B", fuC, "positive", ["Fit"], null], ["B", fuT, "positive", [], "colour is great 100%"],
    ["A2", fuC, "positive", ["Colour"], null],
    ["C", fuC, "negative", ["Price"], null], ["C", fuT, "negative", [], "Too_tight fit"],
    ["D", fuT, "negative", [], "   "],
    ["E", fuC, "positive", ["Legacy"], null], ["E", fuT, "positive", [], "COLOUR pop"],
    ["F", fuT, "negative", [], "meh!"],
    ["H", fuC, "negative", ["Price"], "price is steep"],
    ["G", fuT, "positive", [], "colour colour"],
  ];
  await prisma.followUpAnswer.createMany({
    data: answers.map(([person, follow_up_id, side, values, text_value, product, question]) => ({
      survey_id: w.surveyId, respondent_id: who[person]!, product_id: product ?? w.p1, question_id: question ?? q1, follow_up_id, side, values, text_value,
    })),
  });
});

async function load(filters: TResultsFilters = {}, params: TResultsQuery["params"] = {}): Promise<TDeepDiveData> {
  const query: TResultsQuery = { tab: "deep-dive", salesPlan: false, viewAsUser: false, filters, params, notices: [], share: null };
  const view: TResultsView = {
    brandId: w.brandId, studyId: w.surveyId, title: "Study", status: "Closed", type: null,
    basePath: `/brand/${w.brandId}/campaign/${w.surveyId}/results`, query, products: await resultsProducts(access, w.surveyId),
    definitions: [], respondents: 0, totalRespondents: 0,
    can: { admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false, writeLearnings: false, turf: false, snip: false },
  };
  return loadDeepDive({ access, view });
}

const texts = (d: { answers: { text: string }[] }) => d.answers.map((a) => a.text);

describe("freeTextAnswers", () => {
  it("lists the counted respondents' non-blank texts about the product, newest first, with their rating and question", async () => {
    const r = await freeTextAnswers(access, w.surveyId, w.p1, {});
    expect(r).toMatchObject({ total: 6, matching: 6, q: "", limit: 50 });
    expect(texts(r)).toEqual(["price is steep", "meh!", "COLOUR pop", "Too_tight fit", "colour is great 100%", "Love the colour"]);
    expect(r.answers[3]).toEqual({
      id: expect.any(String), respondent_id: who.C, completed_at: "2026-01-03T10:00:00.000Z", side: "negative", question: "What would you change?", text: "Too_tight fit", rating: 2,
    });
    expect(r.answers[5]).toMatchObject({ side: "positive", question: "Tell us why", rating: 5 });
  });

  it("searches case-insensitively, taking %, _ and the escape character literally", async () => {
    const colour = await freeTextAnswers(access, w.surveyId, w.p1, {}, { q: "  colour " });
    expect(colour).toMatchObject({ total: 6, matching: 3, q: "colour" });
    expect(texts(colour)).toEqual(["COLOUR pop", "colour is great 100%", "Love the colour"]);
    expect(texts(await freeTextAnswers(access, w.surveyId, w.p1, {}, { q: "100%" }))).toEqual(["colour is great 100%"]);
    expect(texts(await freeTextAnswers(access, w.surveyId, w.p1, {}, { q: "%" }))).toEqual(["colour is great 100%"]);
    expect(texts(await freeTextAnswers(access, w.surveyId, w.p1, {}, { q: "_" }))).toEqual(["Too_tight fit"]);
    expect(texts(await freeTextAnswers(access, w.surveyId, w.p1, {}, { q: "!" }))).toEqual(["meh!"]);
    expect(await freeTextAnswers(access, w.surveyId, w.p1, {}, { q: "nothing like it" })).toMatchObject({ total: 6, matching: 0, answers: [] });
  });

  it("applies the filters and the limit, and refuses a product the study does not have", async () => {
    const qa = await freeTextAnswers(access, w.surveyId, w.p1, { country: [w.aa] }, { q: "colour" });
    expect(qa).toMatchObject({ total: 3, matching: 2 });
    const two = await freeTextAnswers(access, w.surveyId, w.p1, {}, { limit: 2 });
    expect(two).toMatchObject({ total: 6, matching: 6, limit: 2 });
    expect(texts(two)).toEqual(["price is steep", "meh!"]);
    const outsider = (await createProduct(w.brandId)).id;
    await expect(freeTextAnswers(access, w.surveyId, outsider, {})).rejects.toMatchObject({ code: "not_found" });
    await expect(freeTextAnswers(access, w.surveyId, outsider, {})).rejects.toBeInstanceOf(AppError);
  });
});

describe("loadDeepDive", () => {
  it("shows the first product by default: the ratings report's stars, the choice report's sides and the texts", async () => {
    const d = await load();
    expect(d.productId).toBe(w.p1);
    expect(d.notices).toEqual([]);
    expect(d.stars).toEqual({
      count: 160, mean: 3, top_two_box: 50,
      stars: [
        { star: 1, count: 70, percentage: 43.75 }, { star: 2, count: 10, percentage: 6.25 }, { star: 3, count: 0, percentage: 0 },
        { star: 4, count: 10, percentage: 6.25 }, { star: 5, count: 70, percentage: 43.75 },
      ],
    });
    expect(d.followUps).toEqual((await choiceReport(access, w.surveyId, q1, {})).follow_ups);
    expect(d.sharedQuestion).toBe(false);
    const [choice, text] = d.followUps;
    expect(choice!.sides).toEqual([
      expect.objectContaining({ side: "positive", base: 4, options: [
        { value: "Colour", count: 2, percentage: 50, listed: true }, { value: "Fit", count: 1, percentage: 25, listed: true }, { value: "Legacy", count: 1, percentage: 25, listed: false },
      ] }),
      expect.objectContaining({ side: "negative", base: 2, options: [{ value: "Price", count: 2, percentage: 100, listed: true }, { value: "Quality", count: 0, percentage: 0, listed: true }] }),
    ]);
    expect(text!.sides.map((s) => [s.side, s.base, s.text_count])).toEqual([["positive", 3, 3], ["negative", 3, 2]]);
    expect(d.answers).toMatchObject({ total: 6, matching: 6, q: "" });
  });

  it("follows the filters and the search in the address", async () => {
    const d = await load({ country: [w.aa] }, { product: w.p1, q: "COLOUR" });
    expect(d.stars.count).toBe(60);
    expect(d.stars.stars.map((s) => s.count)).toEqual([0, 10, 0, 0, 50]);
    expect(d.followUps[0]!.sides.map((s) => [s.side, s.base, s.options.map((o) => o.count)])).toEqual([["positive", 3, [2, 1]], ["negative", 1, [1, 0]]]);
    expect(d.answers).toMatchObject({ total: 3, matching: 2, q: "COLOUR" });
    expect(texts(d.answers)).toEqual(["colour is great 100%", "Love the colour"]);
  });

  it("says so and shows the first product when the address names another", async () => {
    const d = await load({}, { product: "nonsense" });
    expect(d.productId).toBe(w.p1);
    expect(d.notices).toEqual([DEEP_DIVE_TEXT.unknownProduct("nonsense")]);
  });

  it("asks the study's default question about a product without its own", async () => {
    const d = await load({}, { product: p3 });
    expect(d.productId).toBe(p3);
    expect(d.sharedQuestion).toBe(true);
    expect(d.followUps).toEqual((await choiceReport(access, w.surveyId, template, {})).follow_ups);
    expect(d.stars).toMatchObject({ count: 0, mean: null, top_two_box: null });
    expect(d.answers.answers).toEqual([expect.objectContaining({ text: "Nice shape", rating: null, question: "Why?" })]);
  });
});
