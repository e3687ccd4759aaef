// reportBrowser, reportDemographics, reportSegmentationProfiles and getGeoSentimentScoreReport (P9 item 3) on a small
// hand-built study; every figure is worked out by hand below. A filter narrows every report alike (each report's
// total equals reportRespondentsCount under the same filter, and the geo totals equal the ratings report's stars);
// bad input is a clear 4xx.
//
// The study (Closed, countries QC and QD, products p1 and p2) — eleven counted respondents:
//   #    country region  state  browser  device   Gender  Pets (points)          Comment  profile       p1  p2
//   r1   QC      North   N1     Chrome   desktop  Female  Dog, Cat (3)           "hi"     Trendsetters  5   4
//   r2   QC      North   N2     Chrome   mobile   Female  Dog (2)                  —        Trendsetters  4   2
//   r3   QC      South   S1     Safari   mobile   Male    Cat (1)                  "  "     Classics      3   —
//   r4   QC      South   —      Firefox  desktop  Male    (no answer row)          —        Classics      1   5
//   r5   QC      —       —      —        —        Female  Fish (0.5)               —        —             5   3
//   r6   QC      North   N1     Chrome   desktop  —       Dog, Fish (2.5)          —        Trendsetters  2   —
//   r7   QD      East    E1     Safari   mobile   Male    Cat (1)                  —        Classics      4   4
//   r8   QD      East    E1     Chrome   mobile   Other   (row, no option)         "yo"     —             5   1
//   r9   QD      West    W1     Edge     desktop  Female  Dog (2)                  —        Trendsetters  —   5
//   r10  QD      —       W2     Safari   tablet   Male    Dog, Cat, Fish (3.5)     —        Classics      3   2
//   r11  —       —       —      Chrome   desktop  Female  Cat, Hamster (1)         —        —             4   —
// Never counted, all "Opera" on "console", in North / East, Female / Male with Dog, Trendsetters / Classics, 1 star:
// 2 previews (completed) in QC, 1 started and 1 terminated respondent in QD.
// Demographic questions in the study's order: Gender (choice: Female, Male, Other), Pets (multi: Dog, Cat, Fish;
// points 2, 1, 0.5), Comment (text), and a disabled question "Old" (r1 answered it) that the report leaves out.
// Segmentation profiles in the study's order: Trendsetters (#f00), Classics (#00f) — created in the reverse order.
import { beforeAll, describe, expect, it } from "vitest";
import { RESULTS_FILTER_MSG } from "@/lib/results/filters";
import * as ratingsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/ratings/route";
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import type { TBrowserReport } from "@/server/results/browser-report";
import type { TDemographicsReport } from "@/server/results/demographics-report";
import type { TGeoFigures, TGeoReport } from "@/server/results/geo-report";
import type { TRatingsReportRow } from "@/server/results/ratings-report";
import type { TSegmentationReport } from "@/server/results/segmentation-report";
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
  qc: string;
  qd: string;
  gender: string;
  pets: string;
  comment: string;
  trend: string;
  classics: string;
}

type TRespondentRow = {
  country: "qc" | "qd" | null;
  region: string | null;
  state: string | null;
  browser: string | null;
  device: string | null;
  gender: string | null;
  /** null: no answer row; []: a row without an option. */
  pets: string[] | null;
  points: number | null;
  comment: string | null;
  profile: "trend" | "classics" | null;
  p1: number | null;
  p2: number | null;
  status?: "completed" | "started" | "terminated";
  preview?: boolean;
};

let w: TWorld;

beforeAll(async () => {
  const brand = await createBrand();
  const token = (await createUser({ brands: { [brand.id]: [["survey", "read"]] } })).token;
  const s = await study(brand.id, { status: "Closed", countries: ["QC", "QD"], products: 2 });
  const [p1, p2] = (await prisma.surveyProduct.findMany({ where: { survey_id: s.id }, orderBy: { order: "asc" } })).map((p) => p.product_id) as [string, string];
  const questions = await prisma.question.findMany({ where: { survey_id: s.id }, select: { id: true, product_id: true } });
  const q1 = questions.find((q) => q.product_id === p1)!.id;
  const q2 = questions.find((q) => q.product_id === p2)!.id;
  const [qc, qd] = [(await country("QC")).id, (await country("QD")).id];
  const demographic = async (title: string, type: "choice" | "multi" | "text", options: string[], order: number, extra: { point_values?: number[]; disabled?: boolean } = {}) => {
    const id = newId();
    await prisma.demographicQuestion.create({ data: { id, brand_id: brand.id, title, type, options, point_values: extra.point_values ?? [], pointable: Boolean(extra.point_values) } });
    await prisma.surveyDemographic.create({ data: { survey_id: s.id, demographic_id: id, order, disabled: extra.disabled ?? false } });
    return id;
  };
  const gender = await demographic("Gender", "choice", ["Female", "Male", "Other"], 0);
  const pets = await demographic("Pets", "multi", ["Dog", "Cat", "Fish"], 1, { point_values: [2, 1, 0.5] });
  const comment = await demographic("Comment", "text", [], 2);
  const old = await demographic("Old", "choice", ["A", "B"], 3, { disabled: true });
  const classics = (await prisma.segmentationProfile.create({ data: { id: newId(), survey_id: s.id, profile_name: "Classics", color: "#00f", order: 1 } })).id;
  const trend = (await prisma.segmentationProfile.create({ data: { id: newId(), survey_id: s.id, profile_name: "Trendsetters", color: "#f00", order: 0 } })).id;

  const R = (
    c: TRespondentRow["country"], region: string | null, state: string | null, browser: string | null, device: string | null, g: string | null,
    pe: string[] | null, points: number | null, cm: string | null, profile: TRespondentRow["profile"], r1: number | null, r2: number | null, extra: Partial<TRespondentRow> = {},
  ): TRespondentRow => ({ country: c, region, state, browser, device, gender: g, pets: pe, points, comment: cm, profile, p1: r1, p2: r2, ...extra });
  const rows: TRespondentRow[] = [
    R("qc", "North", "N1", "Chrome", "desktop", "Female", ["Dog", "Cat"], 3, "hi", "trend", 5, 4),
    R("qc", "North", "N2", "Chrome", "mobile", "Female", ["Dog"], 2, null, "trend", 4, 2),
    R("qc", "South", "S1", "Safari", "mobile", "Male", ["Cat"], 1, "  ", "classics", 3, null),
    R("qc", "South", null, "Firefox", "desktop", "Male", null, null, null, "classics", 1, 5),
    R("qc", null, null, null, null, "Female", ["Fish"], 0.5, null, null, 5, 3),
    R("qc", "North", "N1", "Chrome", "desktop", null, ["Dog", "Fish"], 2.5, null, "trend", 2, null),
    R("qd", "East", "E1", "Safari", "mobile", "Male", ["Cat"], 1, null, "classics", 4, 4),
    R("qd", "East", "E1", "Chrome", "mobile", "Other", [], null, "yo", null, 5, 1),
    R("qd", "West", "W1", "Edge", "desktop", "Female", ["Dog"], 2, null, "trend", null, 5),
    R("qd", null, "W2", "Safari", "tablet", "Male", ["Dog", "Cat", "Fish"], 3.5, null, "classics", 3, 2),
    R(null, null, null, "Chrome", "desktop", "Female", ["Cat", "Hamster"], 1, null, null, 4, null),
    R("qc", "North", "N1", "Opera", "console", "Female", ["Dog"], 2, "x", "trend", 1, 1, { preview: true }),
    R("qc", "North", "N1", "Opera", "console", "Female", ["Dog"], 2, "x", "trend", 1, 1, { preview: true }),
    R("qd", "East", "E1", "Opera", "console", "Male", ["Dog"], 2, "x", "classics", 1, 1, { status: "started" }),
    R("qd", "East", "E1", "Opera", "console", "Male", ["Dog"], 2, "x", "classics", 1, 1, { status: "terminated" }),
  ];
  const ids = rows.map(() => newId());
  await prisma.respondent.createMany({
    data: rows.map((r, i) => ({
      id: ids[i]!,
      survey_id: s.id,
      country_id: r.country === "qc" ? qc : r.country === "qd" ? qd : null,
      region: r.region,
      state: r.state,
      browser: r.browser,
      device: r.device,
      segmentation_profile_id: r.profile === "trend" ? trend : r.profile === "classics" ? classics : null,
      status: r.status ?? "completed",
      is_preview: r.preview ?? false,
    })),
  });
  await prisma.ratingAnswer.createMany({
    data: rows.flatMap((r, i) => [
      ...(r.p1 ? [{ survey_id: s.id, respondent_id: ids[i]!, product_id: p1, question_id: q1, rating: r.p1 }] : []),
      ...(r.p2 ? [{ survey_id: s.id, respondent_id: ids[i]!, product_id: p2, question_id: q2, rating: r.p2 }] : []),
    ]),
  });
  await prisma.segmentAnswer.createMany({
    data: rows.flatMap((r, i) => [
      ...(r.gender ? [{ survey_id: s.id, respondent_id: ids[i]!, demographic_id: gender, values: [r.gender] }] : []),
      ...(r.pets ? [{ survey_id: s.id, respondent_id: ids[i]!, demographic_id: pets, values: r.pets, points: r.points }] : []),
      ...(r.comment !== null ? [{ survey_id: s.id, respondent_id: ids[i]!, demographic_id: comment, values: [], text_value: r.comment }] : []),
    ]),
  });
  await prisma.segmentAnswer.create({ data: { survey_id: s.id, respondent_id: ids[0]!, demographic_id: old, values: ["A"] } });
  w = { brandId: brand.id, token, surveyId: s.id, p1, p2, q1, q2, qc, qd, gender, pets, comment, trend, classics };
});

/** The share the reports answer: n of d as 0–100, unrounded. */
const pct = (n: number, d: number) => (100 * n) / d;

const FILTER_ARGS = `$b: ID!, $s: ID!, $f: ResultsFilterInput`;
const CALL_ARGS = `brand_id: $b, survey_id: $s, filters: $f`;

async function ask<T>(field: string, selection: string, filters: unknown, token = w.token, surveyId = w.surveyId) {
  const res = await gql<Record<string, T>>(token, `query(${FILTER_ARGS}) { ${field}(${CALL_ARGS}) ${selection} }`, { b: w.brandId, s: surveyId, f: filters });
  return { data: res.data?.[field], error: res.errors?.[0] };
}

const browser = (filters: unknown = null, token?: string, surveyId?: string) =>
  ask<TBrowserReport>("reportBrowser", `{ total browsers { name count percentage } devices { name count percentage } }`, filters, token, surveyId);
const demographics = (filters: unknown = null, surveyId?: string) =>
  ask<TDemographicsReport>(
    "reportDemographics",
    `{ total questions { demographic_id title dashboard_title type answered not_answered options { option count percentage } points { min mean max } } }`,
    filters,
    undefined,
    surveyId,
  );
const segmentation = (filters: unknown = null, surveyId?: string) =>
  ask<TSegmentationReport>(
    "reportSegmentationProfiles",
    `{ total profiles { segmentation_profile_id profile_name color avatar count percentage } unassigned { count percentage } }`,
    filters,
    undefined,
    surveyId,
  );
const count = async (filters: unknown) =>
  (await gql<{ reportRespondentsCount: number }>(w.token, `query(${FILTER_ARGS}) { reportRespondentsCount(${CALL_ARGS}) }`, { b: w.brandId, s: w.surveyId, f: filters })).data
    ?.reportRespondentsCount;

const FIGURES = `respondents count stars { star count percentage } mean score`;
async function geo(questionId: string, filter: unknown = null, surveyId = w.surveyId, token = w.token) {
  const res = await gql<{ getGeoSentimentScoreReport: TGeoReport }>(
    token,
    `query($s: ID!, $q: ID!, $f: ResultsFilterInput) { getGeoSentimentScoreReport(survey_id: $s, question_id: $q, filter: $f) {
      survey_id question_id product_id version version_source total { ${FIGURES} }
      countries { country_id code name ${FIGURES} regions { name ${FIGURES} } states { name ${FIGURES} } } } }`,
    { s: surveyId, q: questionId, f: filter },
  );
  return { data: res.data?.getGeoSentimentScoreReport, error: res.errors?.[0] };
}

/** Expected geo figures from the star counts [1★…5★], a respondent count and the v1 score worked out by hand. */
function fig(respondents: number, stars: [number, number, number, number, number], mean: number | null, score: number | null): TGeoFigures {
  const n = stars.reduce((s, x) => s + x, 0);
  return { respondents, count: n, stars: stars.map((c, i) => ({ star: i + 1, count: c, percentage: n ? pct(c, n) : 0 })), mean, score };
}

const ratings = async (filter: unknown) =>
  (await call(ratingsRoute.POST, { method: "POST", token: w.token, params: { id: w.brandId, surveyId: w.surveyId }, json: filter ? { filter } : {} })).json
    .results as TRatingsReportRow[];

describe("reportBrowser", () => {
  it("counts every counted respondent per browser and per device, most first, then by name", async () => {
    const { data, error } = await browser();
    expect(error).toBeUndefined();
    // Browsers: Chrome r1 r2 r6 r8 r11 = 5; Safari r3 r7 r10 = 3; Edge r9, Firefox r4, Unknown r5 = 1 each (by name).
    // Devices: desktop r1 r4 r6 r9 r11 = 5; mobile r2 r3 r7 r8 = 4; tablet r10, Unknown r5 = 1 each. Of 11.
    // The previews and unfinished respondents (Opera on console) are nowhere.
    expect(data).toEqual({
      total: 11,
      browsers: [
        { name: "Chrome", count: 5, percentage: pct(5, 11) }, // 45.45…
        { name: "Safari", count: 3, percentage: pct(3, 11) }, // 27.27…
        { name: "Edge", count: 1, percentage: pct(1, 11) }, // 9.09…
        { name: "Firefox", count: 1, percentage: pct(1, 11) },
        { name: "Unknown", count: 1, percentage: pct(1, 11) },
      ],
      devices: [
        { name: "desktop", count: 5, percentage: pct(5, 11) },
        { name: "mobile", count: 4, percentage: pct(4, 11) },
        { name: "tablet", count: 1, percentage: pct(1, 11) },
        { name: "Unknown", count: 1, percentage: pct(1, 11) },
      ],
    });
  });

  it("narrowed by a filter: QC only, and owners of a dog", async () => {
    // QC = r1…r6: Chrome r1 r2 r6 = 3 (50%); Firefox r4, Safari r3, Unknown r5 = 1 each.
    const qc = (await browser({ country: [w.qc] })).data!;
    expect(qc.total).toBe(6);
    expect(qc.browsers).toEqual([
      { name: "Chrome", count: 3, percentage: 50 },
      { name: "Firefox", count: 1, percentage: pct(1, 6) },
      { name: "Safari", count: 1, percentage: pct(1, 6) },
      { name: "Unknown", count: 1, percentage: pct(1, 6) },
    ]);
    // Pets has Dog: r1 r2 r6 r9 r10 → Chrome 3 (60%), Edge r9 1 (20%), Safari r10 1 (20%).
    const dog = (await browser({ demographics: [{ demographic_id: w.pets, answers: ["Dog"] }] })).data!;
    expect(dog.browsers.map((b) => [b.name, b.count, b.percentage])).toEqual([
      ["Chrome", 3, 60],
      ["Edge", 1, 20],
      ["Safari", 1, 20],
    ]);
  });
});

describe("reportDemographics", () => {
  it("per question of the study, per option in the question's order: the answered base and who did not answer", async () => {
    const { data, error } = await demographics();
    expect(error).toBeUndefined();
    expect(data!.total).toBe(11);
    const [g, p, c, ...rest] = data!.questions;
    // The disabled question "Old" is not reported.
    expect(rest).toEqual([]);
    // Gender: Female r1 r2 r5 r9 r11 = 5, Male r3 r4 r7 r10 = 4, Other r8 = 1; answered 10 (r6 did not): 50 / 40 / 10%.
    expect(g).toEqual({
      demographic_id: w.gender,
      title: "Gender",
      dashboard_title: null,
      type: "choice",
      answered: 10,
      not_answered: 1,
      options: [
        { option: "Female", count: 5, percentage: 50 },
        { option: "Male", count: 4, percentage: 40 },
        { option: "Other", count: 1, percentage: 10 },
      ],
      points: null,
    });
    // Pets (multi): answered r1 r2 r3 r5 r6 r7 r9 r10 r11 = 9 (r4 has no row, r8 a row without an option).
    // Dog r1 r2 r6 r9 r10 = 5, Cat r1 r3 r7 r10 r11 = 5, Fish r5 r6 r10 = 3 — shares of 9, summing past 100.
    // r11's "Hamster" is not an option of the question: not listed, r11 still answered.
    // Points: 3, 2, 1, 0.5, 2.5, 1, 2, 3.5, 1 → min 0.5, max 3.5, mean 16.5 / 9 = 1.8333…
    expect(p).toMatchObject({ demographic_id: w.pets, type: "multi", answered: 9, not_answered: 2 });
    expect(p!.options).toEqual([
      { option: "Dog", count: 5, percentage: pct(5, 9) },
      { option: "Cat", count: 5, percentage: pct(5, 9) },
      { option: "Fish", count: 3, percentage: pct(3, 9) },
    ]);
    expect(p!.points!.min).toBe(0.5);
    expect(p!.points!.max).toBe(3.5);
    expect(p!.points!.mean).toBeCloseTo(16.5 / 9, 12);
    // Comment (text): r1 "hi" and r8 "yo" answered; r3's blank text does not count → 2 answered, 9 not.
    expect(c).toEqual({ demographic_id: w.comment, title: "Comment", dashboard_title: null, type: "text", answered: 2, not_answered: 9, options: [], points: null });
  });

  it("narrowed by a filter: QD only", async () => {
    const { data } = await demographics({ country: [w.qd] });
    // QD = r7…r10. Gender: Male r7 r10 = 2 (50%), Female r9 = 1, Other r8 = 1; all 4 answered.
    expect(data!.total).toBe(4);
    expect(data!.questions[0]!.options.map((o) => [o.option, o.count, o.percentage])).toEqual([
      ["Female", 1, 25],
      ["Male", 2, 50],
      ["Other", 1, 25],
    ]);
    // Pets: r7 Cat, r9 Dog, r10 Dog Cat Fish answered (3); r8 did not. Points 1, 2, 3.5 → mean 6.5 / 3.
    const p = data!.questions[1]!;
    expect([p.answered, p.not_answered]).toEqual([3, 1]);
    expect(p.options.map((o) => o.count)).toEqual([2, 2, 1]);
    expect(p.points!.mean).toBeCloseTo(6.5 / 3, 12);
    expect([p.points!.min, p.points!.max]).toEqual([1, 3.5]);
  });
});

describe("reportSegmentationProfiles", () => {
  it("per profile of the study in its order (with colour), and the unassigned", async () => {
    const { data, error } = await segmentation();
    expect(error).toBeUndefined();
    // Trendsetters r1 r2 r6 r9 = 4, Classics r3 r4 r7 r10 = 4, unassigned r5 r8 r11 = 3; of 11.
    expect(data).toEqual({
      total: 11,
      profiles: [
        { segmentation_profile_id: w.trend, profile_name: "Trendsetters", color: "#f00", avatar: null, count: 4, percentage: pct(4, 11) },
        { segmentation_profile_id: w.classics, profile_name: "Classics", color: "#00f", avatar: null, count: 4, percentage: pct(4, 11) },
      ],
      unassigned: { count: 3, percentage: pct(3, 11) },
    });
  });

  it("narrowed by a filter: the Classics profile only, and QC", async () => {
    const classics = (await segmentation({ segmentation_profile: [w.classics] })).data!;
    expect(classics.profiles.map((p) => [p.count, p.percentage])).toEqual([
      [0, 0],
      [4, 100],
    ]);
    expect(classics.unassigned).toEqual({ count: 0, percentage: 0 });
    // QC: Trendsetters r1 r2 r6 = 3 (50%), Classics r3 r4 = 2, unassigned r5 = 1.
    const qc = (await segmentation({ country: [w.qc] })).data!;
    expect([qc.total, ...qc.profiles.map((p) => p.count), qc.unassigned.count]).toEqual([6, 3, 2, 1]);
  });
});

describe("getGeoSentimentScoreReport", () => {
  it("per country, region and state: respondents, star counts, mean and the v1 sentiment score", async () => {
    const { data, error } = await geo(w.q1);
    expect(error).toBeUndefined();
    // v1: score = (mean − 1) / 4 × 100. The brand names no version → v1, from the brand.
    expect(data).toMatchObject({ survey_id: w.surveyId, question_id: w.q1, product_id: w.p1, version: "v1", version_source: "brand" });
    // All 11 respondents; p1 ratings from 10 (r9 did not rate it): 1★ r4; 2★ r6; 3★ r3 r10; 4★ r2 r7 r11; 5★ r1 r5 r8.
    // Mean (1 + 2 + 6 + 12 + 15) / 10 = 3.6 → score 2.6 / 4 × 100 = 65.
    expect(data!.total).toEqual(fig(11, [1, 1, 2, 3, 3], 3.6, 65));
    const [qc, qd, unknown, ...rest] = data!.countries;
    expect(rest).toEqual([]);
    // QC = r1…r6, ratings 5 4 3 1 5 2 → [1, 1, 1, 1, 2], mean 20 / 6, score (20/6 − 1) / 4 × 100 = 58.33….
    expect(qc).toMatchObject({ country_id: w.qc, code: "QC", name: "Country QC", respondents: 6, count: 6, stars: fig(6, [1, 1, 1, 1, 2], null, null).stars });
    expect(qc!.mean).toBeCloseTo(20 / 6, 12);
    expect(qc!.score).toBeCloseTo((100 * (20 / 6 - 1)) / 4, 10);
    // Regions (r5 has none, so 3 + 2 < 6): North r1 r2 r6 → 5 4 2, mean 11/3, score (8/3)/4 × 100 = 66.66…;
    // South r3 r4 → 3 1, mean 2, score 25.
    expect(qc!.regions.map((r) => [r.name, r.respondents, r.count])).toEqual([
      ["North", 3, 3],
      ["South", 2, 2],
    ]);
    expect(qc!.regions[0]!.stars.map((s) => s.count)).toEqual([0, 1, 0, 1, 1]);
    expect(qc!.regions[0]!.score).toBeCloseTo(200 / 3, 10);
    expect(qc!.regions[1]).toEqual({ name: "South", ...fig(2, [1, 0, 1, 0, 0], 2, 25) });
    // States (r4 and r5 have none): N1 r1 r6 → 5 2, mean 3.5, score 62.5; N2 r2 → 4, score 75; S1 r3 → 3, score 50.
    expect(qc!.states).toEqual([
      { name: "N1", ...fig(2, [0, 1, 0, 0, 1], 3.5, 62.5) },
      { name: "N2", ...fig(1, [0, 0, 0, 1, 0], 4, 75) },
      { name: "S1", ...fig(1, [0, 0, 1, 0, 0], 3, 50) },
    ]);
    // QD = r7…r10, ratings from r7 4, r8 5, r10 3 (r9 none) → mean 4, score 75.
    expect(qd).toEqual({
      country_id: w.qd,
      code: "QD",
      name: "Country QD",
      ...fig(4, [0, 0, 1, 1, 1], 4, 75),
      // East r7 r8 → 4 5, mean 4.5, score 87.5; West r9 → a respondent without a rating: no mean, no score.
      regions: [
        { name: "East", ...fig(2, [0, 0, 0, 1, 1], 4.5, 87.5) },
        { name: "West", ...fig(1, [0, 0, 0, 0, 0], null, null) },
      ],
      // E1 as East; W1 r9 (no rating); W2 r10 → 3, score 50 (r10 has a state but no region).
      states: [
        { name: "E1", ...fig(2, [0, 0, 0, 1, 1], 4.5, 87.5) },
        { name: "W1", ...fig(1, [0, 0, 0, 0, 0], null, null) },
        { name: "W2", ...fig(1, [0, 0, 1, 0, 0], 3, 50) },
      ],
    });
    // r11 has no country: an "Unknown" row, 1 respondent, 4 stars → score 75.
    expect(unknown).toEqual({ country_id: null, code: null, name: "Unknown", ...fig(1, [0, 0, 0, 1, 0], 4, 75), regions: [], states: [] });
  });

  it("is per question: p2's ratings", async () => {
    // p2 rated by r1 4, r2 2, r4 5, r5 3, r7 4, r8 1, r9 5, r10 2 → [1, 2, 1, 2, 2], 8 ratings of 11 respondents;
    // mean (1 + 4 + 3 + 8 + 10) / 8 = 3.25 → score 2.25 / 4 × 100 = 56.25.
    const { data } = await geo(w.q2);
    expect(data!.product_id).toBe(w.p2);
    expect(data!.total).toEqual(fig(11, [1, 2, 1, 2, 2], 3.25, 56.25));
  });

  it("uses the brand's sentiment score version: v2 = (top-2-box − bottom-2-box + 100) / 2", async () => {
    await prisma.brand.update({ where: { id: w.brandId }, data: { sentiment_score_model_version: "v2.0" } });
    try {
      const { data } = await geo(w.q1);
      // All: [1, 1, 2, 3, 3] of 10 → top-2 60%, bottom-2 20% → (60 − 20 + 100) / 2 = 70.
      expect(data!.version).toBe("v2");
      expect(data!.total.score).toBe(70);
      // South: [1, 0, 1, 0, 0] → top-2 0%, bottom-2 50% → 25; East: [0, 0, 0, 1, 1] → 100.
      expect(data!.countries[0]!.regions[1]!.score).toBe(25);
      expect(data!.countries[1]!.regions[0]!.score).toBe(100);
    } finally {
      await prisma.brand.update({ where: { id: w.brandId }, data: { sentiment_score_model_version: null } });
    }
  });

  it("narrowed by a filter: QD lists QC with nothing, and no Unknown row", async () => {
    const { data } = await geo(w.q1, { country: [w.qd] });
    expect(data!.total).toEqual(fig(4, [0, 0, 1, 1, 1], 4, 75));
    expect(data!.countries.map((c) => [c.code, c.respondents, c.count, c.score, c.regions.length, c.states.length])).toEqual([
      ["QC", 0, 0, null, 0, 0],
      ["QD", 4, 3, 75, 2, 3],
    ]);
    // Region North = r1 r2 r6 → 5 4 2.
    const north = (await geo(w.q1, { regions: ["North"] })).data!;
    expect(north.total).toEqual(fig(3, [0, 1, 0, 1, 1], 11 / 3, north.total.score));
    expect(north.total.score).toBeCloseTo(200 / 3, 10);
  });
});

describe("a filter narrows every report alike", () => {
  const FILTERS = [
    null,
    { country: [] as string[] },
    { country: ["QC"] },
    { country: ["QD"] },
    { regions: ["North", "East"] },
    { demographics: [{ demographic_id: "PETS", answers: ["Cat"] }] },
    { segmentation_profile: ["TREND"], country: ["QD"] },
  ];
  const real = (f: (typeof FILTERS)[number]) =>
    JSON.parse(JSON.stringify(f).replace(/"QC"/g, `"${w.qc}"`).replace(/"QD"/g, `"${w.qd}"`).replace("PETS", w.pets).replace("TREND", w.trend)) as unknown;

  it("browser, device, segmentation and geo totals equal reportRespondentsCount; demographics split it; geo stars equal the ratings report", async () => {
    const seen: number[] = [];
    for (const raw of FILTERS) {
      const f = real(raw);
      const n = (await count(f))!;
      seen.push(n);
      const b = (await browser(f)).data!;
      const sum = (xs: { count: number }[]) => xs.reduce((s, x) => s + x.count, 0);
      expect([b.total, sum(b.browsers), sum(b.devices)]).toEqual([n, n, n]);
      const s = (await segmentation(f)).data!;
      expect([s.total, sum(s.profiles) + s.unassigned.count]).toEqual([n, n]);
      const d = (await demographics(f)).data!;
      for (const q of d.questions) expect(q.answered + q.not_answered).toBe(n);
      const g = (await geo(w.q1, f)).data!;
      expect(g.total.respondents).toBe(n);
      expect(g.countries.reduce((acc, c) => acc + c.respondents, 0)).toBe(n);
      const p1 = (await ratings(f)).find((r) => r.product_id === w.p1)!;
      expect(g.total.stars.map((x) => x.count)).toEqual(p1.stars.map((x) => x.count));
    }
    // The filters really narrow: all, all, QC, QD, North + East (r1 r2 r6 r7 r8), Cat (r1 r3 r7 r10 r11), Trendsetters in QD (r9).
    expect(seen).toEqual([11, 11, 6, 4, 5, 5, 1]);
  });
});

describe("bad input", () => {
  it("another brand's study is a 404 for every report", async () => {
    const elsewhere = await createBrand();
    const theirs = await study(elsewhere.id, { status: "Closed", products: 1 });
    const theirQuestion = (await prisma.question.findFirstOrThrow({ where: { survey_id: theirs.id } })).id;
    for (const r of [await browser(null, undefined, theirs.id), await demographics(null, theirs.id), await segmentation(null, theirs.id)]) {
      expect(r.error?.extensions?.code).toBe("not_found");
      expect(r.data).toBeUndefined();
    }
    // The geo report takes its brand from the study: a study of a brand the caller is not in is a 404 as well.
    const g = await geo(theirQuestion, null, theirs.id);
    expect(g.error?.extensions?.code).toBe("not_found");
    expect(g.data).toBeUndefined();
  });

  it("the geo question must be a rated product question of this study", async () => {
    const notFound = async (questionId: string) => {
      const { data, error } = await geo(questionId);
      expect(data).toBeUndefined();
      expect(error?.extensions?.code).toBe("not_found");
      expect(error?.message).toBe("Question not found.");
    };
    await notFound("f".repeat(24)); // unknown
    await notFound("not-an-id");
    // A question of another study of the same brand.
    const sibling = await study(w.brandId, { status: "Closed", products: 1 });
    await notFound((await prisma.question.findFirstOrThrow({ where: { survey_id: sibling.id } })).id);
    // The study's template question (no product).
    const template = await prisma.question.create({ data: { survey_id: w.surveyId, product_id: null } });
    try {
      await notFound(template.id);
    } finally {
      await prisma.question.delete({ where: { id: template.id } });
    }
    // An investment_review question is left out of results.
    await prisma.question.update({ where: { id: w.q2 }, data: { type: "investment_review" } });
    try {
      await notFound(w.q2);
    } finally {
      await prisma.question.update({ where: { id: w.q2 }, data: { type: "star" } });
    }
  });

  it("a bad filter is a 400 naming it, for every report", async () => {
    const reversed = { summed_values: { start_range: 5, end_range: 1 } };
    for (const r of [await browser(reversed), await demographics(reversed), await segmentation(reversed), await geo(w.q1, reversed)]) {
      expect(r.error?.extensions?.code).toBe("invalid");
      expect(r.error?.message).toContain(RESULTS_FILTER_MSG.reversedRange);
      expect(r.data).toBeUndefined();
    }
    // A segmentation profile of another study, and an answer the question does not offer.
    const sibling = await study(w.brandId, { products: 1 });
    const foreign = (await prisma.segmentationProfile.create({ data: { id: newId(), survey_id: sibling.id, profile_name: "Elsewhere" } })).id;
    const bad = await segmentation({ segmentation_profile: [foreign] });
    expect(bad.error?.extensions?.code).toBe("invalid");
    expect(bad.error?.message).toBe(RESULTS_FILTER_MSG.unknownOption("segmentation_profile", foreign));
    const badAnswer = await demographics({ demographics: [{ demographic_id: w.pets, answers: ["Hamster"] }] });
    expect(badAnswer.error?.message).toBe(RESULTS_FILTER_MSG.unknownAnswer("Pets", "Hamster"));
  });

  it("a caller without survey read is refused", async () => {
    const other = await createUser({ brands: { [w.brandId]: [["product", "read"]] } });
    expect((await browser(null, other.token)).error?.extensions?.code).toBe("forbidden");
    expect((await geo(w.q1, null, w.surveyId, other.token)).error?.extensions?.code).toBe("forbidden");
  });
});
