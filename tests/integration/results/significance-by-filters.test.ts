// significanceByFilters (P9 items 2 and 4) on the hand-built study of fixture.ts. Every figure below is worked out by
// hand in the comments. Then the filters' semantics (OR within, AND across) and the bad inputs, each a 400 that names
// the filter.
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FILTER_OPTIONS, MAX_SIGNIFICANCE_SETS, RESULTS_FILTER_MSG } from "@/lib/results/filters";
import { gql } from "../support/product-factories";
import { buildResultsStudy, type TResultsWorld } from "./fixture";

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

let w: TResultsWorld;
beforeAll(async () => {
  w = await buildResultsStudy();
});

async function run(filters: unknown) {
  const r = await gql<{ significanceByFilters: TRow[] }>(w.token, QUERY, { s: w.surveyId, f: filters });
  return { rows: r.data?.significanceByFilters ?? null, errors: r.errors };
}

describe("significanceByFilters", () => {
  it("country QA against the rest: the figures worked out by hand", async () => {
    const { rows, errors } = await run({ country: [w.aa] });
    expect(errors).toBeUndefined();
    const [one, two] = rows!;
    expect(one!.product_id).toBe(w.p1);
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
    for (const filters of [{ country: [w.aa] }, { demographics: [{ demographic_id: w.question, answers: ["Yes"] }] }, { country: [w.bb] }]) {
      const { rows } = await run(filters);
      for (const r of rows!) expect(r.base.filtered + r.base.rest).toBe(160);
    }
  });

  it("options of one filter are alternatives; different filters must all hold", async () => {
    // Dog owners: the first 30 of QA only.
    expect((await run({ demographics: [{ demographic_id: w.question, answers: ["Yes"] }] })).rows![0]!.base).toEqual({ filtered: 30, rest: 130 });
    expect((await run({ demographics: [{ demographic_id: w.question, answers: ["Yes", "No"] }] })).rows![0]!.base).toEqual({ filtered: 160, rest: 0 });
    expect((await run({ country: [w.bb], demographics: [{ demographic_id: w.question, answers: ["Yes"] }] })).rows![0]!.base).toEqual({ filtered: 0, rest: 160 });
    // Everyone selected, or nobody: nothing to compare, nothing tested.
    const all = (await run({ country: [w.aa, w.bb] })).rows!;
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

describe("significanceByFilterSets: several filters in one pass", () => {
  const SETS = `query($s: ID!, $sets: [ResultsFilterInput!]!) {
    significanceByFilterSets(survey_id: $s, filter_sets: $sets) {
      index
      products {
        product_id tested base { filtered rest }
        top_two_box { difference low high z p q significant }
        mean { difference low high t df p q significant }
        distribution { chi_square df p q cramers_v significant }
      }
    }
  }`;

  it("answers each set exactly as significanceByFilters answers it alone, in the order given", async () => {
    const sets = [{ country: [w.aa] }, { demographics: [{ demographic_id: w.question, answers: ["Yes"] }] }, {}, { country: [w.bb], demographics: [{ demographic_id: w.question, answers: ["No"] }] }];
    const r = await gql<{ significanceByFilterSets: { index: number; products: TRow[] }[] }>(w.token, SETS, { s: w.surveyId, sets });
    expect(r.errors).toBeUndefined();
    expect(r.data!.significanceByFilterSets.map((x) => x.index)).toEqual([0, 1, 2, 3]);
    for (const [k, filters] of sets.entries()) {
      expect(r.data!.significanceByFilterSets[k]!.products).toEqual((await run(filters)).rows);
    }
    // The country QA set is the hand-worked one above: 60 against 100 ratings of p1.
    expect(r.data!.significanceByFilterSets[0]!.products[0]!.base).toEqual({ filtered: 60, rest: 100 });
  });

  it("refuses no set, more than the limit, and a bad filter in any set (naming it), with nothing answered", async () => {
    for (const sets of [[], Array.from({ length: MAX_SIGNIFICANCE_SETS + 1 }, () => ({}))]) {
      const r = await gql(w.token, SETS, { s: w.surveyId, sets });
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe("invalid");
      expect(r.errors?.[0]?.message).toBe(RESULTS_FILTER_MSG.setCount);
    }
    const r = await gql(w.token, SETS, { s: w.surveyId, sets: [{}, { consumer_profiles: [w.otherBrandProfile] }] });
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.message).toBe(RESULTS_FILTER_MSG.unknownOption("consumer_profiles", w.otherBrandProfile));
  });
});

describe("bad filters: a 400 that names the filter", () => {
  const refused = async (filters: unknown, message: string | RegExp) => {
    const { rows, errors } = await run(filters);
    expect(rows).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe("invalid");
    expect(errors?.[0]?.message).toMatch(message);
  };

  it("another brand's consumer profile", () => refused({ consumer_profiles: [w.otherBrandProfile] }, RESULTS_FILTER_MSG.unknownOption("consumer_profiles", w.otherBrandProfile)));
  it("a country the study is not run in", () => refused({ country: ["f".repeat(24)] }, RESULTS_FILTER_MSG.unknownOption("country", "f".repeat(24))));
  it("an answer the w.question does not offer", () => refused({ demographics: [{ demographic_id: w.question, answers: ["Maybe"] }] }, RESULTS_FILTER_MSG.unknownAnswer("Owns a dog", "Maybe")));
  it("a w.question the study does not ask", () => refused({ demographics: [{ demographic_id: "e".repeat(24), answers: ["Yes"] }] }, /demographics/));
  it("a reversed range", () => refused({ summed_values: { start_range: 10, end_range: 2 } }, RESULTS_FILTER_MSG.reversedRange));
  it("more than 100 options in one filter", () => refused({ regions: Array.from({ length: MAX_FILTER_OPTIONS + 1 }, (_, i) => `r${i}`) }, RESULTS_FILTER_MSG.tooMany));
  it("an id that is not an id", () => refused({ segmentation_profile: ["nope"] }, RESULTS_FILTER_MSG.notAnId));

  it("an unknown filter type is refused by the schema, and a non-numeric range too", async () => {
    for (const filters of [{ colour: ["red"] }, { summed_values: { start_range: "low", end_range: 5 } }]) {
      const r = await gql(w.token, QUERY, { s: w.surveyId, f: filters });
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.message).toMatch(/colour|start_range/);
      expect(r.status).toBeLessThan(500);
    }
  });
});
