// significanceByFilters (P9 items 2 and 4) on a hand-built study: 160 completed respondents in two countries rate two
// products; previews and unfinished respondents also rated and must not count. Every figure below is worked out by
// hand in the comments. Then the filters' semantics (OR within, AND across) and the bad inputs, each a 400 that names
// the filter.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { MAX_FILTER_OPTIONS, RESULTS_FILTER_MSG } from "@/lib/results/filters";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { country, study } from "../studies-read/fixtures";

const QUERY = `query($s: ID!, $f: ResultsFilterInput) {
  significanceByFilters(survey_id: $s, filters: $f) {
    product_id tested base { filtered rest }
    top_two_box { difference low high z p q significant }
    mean { difference low high t df p q significant }
    distribution { chi_square df p q cramers_v significant }
  }
}`;

interface TRow {
  product_id: string;
  tested: boolean;
  base: { filtered: number; rest: number };
  top_two_box: { difference: number; low: number; high: number; z: number; p: number; q: number; significant: boolean } | null;
  mean: { difference: number; t: number; df: number; p: number; significant: boolean } | null;
  distribution: { chi_square: number; df: number; p: number; significant: boolean } | null;
}

let token: string;
let surveyId: string;
let p1: string;
let p2: string;
let aa: string;
let bb: string;
let question: string;
let otherBrandProfile: string;

/** `count` respondents of `countryId` with these ratings of p1 and p2 (and a yes/no segment answer). */
async function respondents(count: number, countryId: string, rate: (i: number) => [number, number], opts: { status?: "completed" | "started"; preview?: boolean; yes?: (i: number) => boolean } = {}) {
  const ids = Array.from({ length: count }, () => newId());
  await prisma.respondent.createMany({
    data: ids.map((id) => ({ id, survey_id: surveyId, country_id: countryId, status: opts.status ?? "completed", is_preview: opts.preview ?? false })),
  });
  const q = await prisma.question.findMany({ where: { survey_id: surveyId }, select: { id: true, product_id: true } });
  const qOf = (product: string) => q.find((x) => x.product_id === product)!.id;
  await prisma.ratingAnswer.createMany({
    data: ids.flatMap((respondent_id, i) => {
      const [r1, r2] = rate(i);
      return [
        { survey_id: surveyId, respondent_id, product_id: p1, question_id: qOf(p1), rating: r1 },
        { survey_id: surveyId, respondent_id, product_id: p2, question_id: qOf(p2), rating: r2 },
      ];
    }),
  });
  await prisma.segmentAnswer.createMany({
    data: ids.map((respondent_id, i) => ({ survey_id: surveyId, respondent_id, demographic_id: question, values: [opts.yes?.(i) ? "Yes" : "No"] })),
  });
}

beforeAll(async () => {
  const brand = await createBrand();
  const other = await createBrand();
  token = (await createUser({ brands: { [brand.id]: [["survey", "read"]] } })).token;
  const s = await study(brand.id, { status: "Closed", countries: ["QA", "QB"], products: 2 });
  surveyId = s.id;
  [p1, p2] = (await prisma.surveyProduct.findMany({ where: { survey_id: s.id }, orderBy: { order: "asc" } })).map((p) => p.product_id) as [string, string];
  [aa, bb] = [(await country("QA")).id, (await country("QB")).id];
  question = (await prisma.demographicQuestion.create({ data: { id: newId(), brand_id: brand.id, title: "Owns a dog", options: ["Yes", "No"] } })).id;
  await prisma.surveyDemographic.create({ data: { survey_id: s.id, demographic_id: question } });
  otherBrandProfile = (await prisma.consumerProfile.create({ data: { id: newId(), brand_id: other.id, title: "Elsewhere" } })).id;

  // Country QA, 60 respondents: p1 — 50 give 5 stars, 10 give 2; p2 — 12 of each star. The first 30 own a dog.
  await respondents(60, aa, (i) => [i < 50 ? 5 : 2, (i % 5) + 1], { yes: (i) => i < 30 });
  // Country QB, 100 respondents: p1 — 20 give 5, 10 give 4, 70 give 1; p2 — 20 of each star. None owns a dog.
  await respondents(100, bb, (i) => [i < 20 ? 5 : i < 30 ? 4 : 1, (i % 5) + 1]);
  // Never counted: previews and respondents who did not finish (all 5 stars, in QA).
  await respondents(3, aa, () => [5, 5], { preview: true, yes: () => true });
  await respondents(4, aa, () => [5, 5], { status: "started", yes: () => true });
});

async function run(filters: unknown) {
  const r = await gql<{ significanceByFilters: TRow[] }>(token, QUERY, { s: surveyId, f: filters });
  return { rows: r.data?.significanceByFilters ?? null, errors: r.errors };
}

describe("significanceByFilters", () => {
  it("country QA against the rest: the figures worked out by hand", async () => {
    const { rows, errors } = await run({ country: [aa] });
    expect(errors).toBeUndefined();
    const [one, two] = rows!;
    expect(one!.product_id).toBe(p1);
    expect(one!.base).toEqual({ filtered: 60, rest: 100 });
    // Top-2-box 50/60 against 30/100: difference 0.5333. Pooled 80/160 = 0.5, SE = √(0.25 · (1/60 + 1/100)) = 0.08165,
    // z = 0.53333 / 0.08165 = 6.532. Wald SE √(0.8333·0.1667/60 + 0.3·0.7/100) = √0.0044148 = 0.06644: 95% CI
    // 0.53333 ± 1.96 · 0.06644 = 0.4031 … 0.6636.
    expect(one!.top_two_box!.difference).toBeCloseTo(0.53333, 4);
    expect(one!.top_two_box!.z).toBeCloseTo(6.532, 2);
    expect(one!.top_two_box!.low).toBeCloseTo(0.4031, 3);
    expect(one!.top_two_box!.high).toBeCloseTo(0.6636, 3);
    expect(one!.top_two_box!.significant).toBe(true);
    // Means: (50·5 + 10·2) / 60 = 4.5 against (20·5 + 10·4 + 70·1) / 100 = 2.1.
    expect(one!.mean!.difference).toBeCloseTo(2.4, 10);
    expect(one!.mean!.significant).toBe(true);
    // p2: the same uniform stars on both sides — top-2-box 24/60 = 40/100, equal means, χ² = 0.
    expect(two!.base).toEqual({ filtered: 60, rest: 100 });
    expect(two!.top_two_box).toMatchObject({ difference: 0, z: 0, p: 1, significant: false });
    expect(two!.mean!.difference).toBeCloseTo(0, 12);
    expect(two!.distribution).toMatchObject({ chi_square: 0, df: 4, p: 1, significant: false });
  });

  it("narrows consistently: each product's two bases add up to the respondents who rated it", async () => {
    for (const filters of [{ country: [aa] }, { demographics: [{ demographic_id: question, answers: ["Yes"] }] }, { country: [bb] }]) {
      const { rows } = await run(filters);
      for (const r of rows!) expect(r.base.filtered + r.base.rest).toBe(160);
    }
  });

  it("options of one filter are alternatives; different filters must all hold", async () => {
    // Dog owners: the first 30 of QA only.
    expect((await run({ demographics: [{ demographic_id: question, answers: ["Yes"] }] })).rows![0]!.base).toEqual({ filtered: 30, rest: 130 });
    expect((await run({ demographics: [{ demographic_id: question, answers: ["Yes", "No"] }] })).rows![0]!.base).toEqual({ filtered: 160, rest: 0 });
    expect((await run({ country: [bb], demographics: [{ demographic_id: question, answers: ["Yes"] }] })).rows![0]!.base).toEqual({ filtered: 0, rest: 160 });
    // Everyone selected, or nobody: nothing to compare, nothing tested.
    const all = (await run({ country: [aa, bb] })).rows!;
    expect(all.map((r) => [r.tested, r.base.rest, r.top_two_box])).toEqual([
      [false, 0, null],
      [false, 0, null],
    ]);
  });

  it("no filter selects everyone", async () => {
    expect((await run(null)).rows![0]!.base).toEqual({ filtered: 160, rest: 0 });
    expect((await run({})).rows![0]!.base).toEqual({ filtered: 160, rest: 0 });
  });
});

describe("bad filters: a 400 that names the filter", () => {
  const refused = async (filters: unknown, message: string | RegExp) => {
    const { rows, errors } = await run(filters);
    expect(rows).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe("invalid");
    expect(errors?.[0]?.message).toMatch(message);
  };

  it("another brand's consumer profile", () => refused({ consumer_profiles: [otherBrandProfile] }, RESULTS_FILTER_MSG.unknownOption("consumer_profiles", otherBrandProfile)));
  it("a country the study is not run in", () => refused({ country: ["f".repeat(24)] }, RESULTS_FILTER_MSG.unknownOption("country", "f".repeat(24))));
  it("an answer the question does not offer", () => refused({ demographics: [{ demographic_id: question, answers: ["Maybe"] }] }, RESULTS_FILTER_MSG.unknownAnswer("Owns a dog", "Maybe")));
  it("a question the study does not ask", () => refused({ demographics: [{ demographic_id: "e".repeat(24), answers: ["Yes"] }] }, /demographics/));
  it("a reversed range", () => refused({ summed_values: { start_range: 10, end_range: 2 } }, RESULTS_FILTER_MSG.reversedRange));
  it("more than 100 options in one filter", () => refused({ regions: Array.from({ length: MAX_FILTER_OPTIONS + 1 }, (_, i) => `r${i}`) }, RESULTS_FILTER_MSG.tooMany));
  it("an id that is not an id", () => refused({ segmentation_profile: ["nope"] }, RESULTS_FILTER_MSG.notAnId));

  it("an unknown filter type is refused by the schema, and a non-numeric range too", async () => {
    for (const filters of [{ colour: ["red"] }, { summed_values: { start_range: "low", end_range: 5 } }]) {
      const r = await gql(token, QUERY, { s: surveyId, f: filters });
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.message).toMatch(/colour|start_range/);
      expect(r.status).toBeLessThan(500);
    }
  });
});
