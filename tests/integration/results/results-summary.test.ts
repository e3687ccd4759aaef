// getResultsSummary (P9; docs/decisions.md P9 #37): the respondent count, the ratings report, the sentiment report and
// head-to-head in one call, from one pass over the respondents — on the hand-built study of fixture.ts, plus 5
// counted QA respondents who rated nothing yet (they count as respondents, not as ratings). Each part must equal the
// report asked on its own, with and without a filter, and the figures are the hand-worked ones of reports.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import * as ratingsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/ratings/route";
import { prisma } from "@/server/db";
import type { TResultsSummary } from "@/server/results/results-summary";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "./fixture";

let w: TResultsWorld;
beforeAll(async () => {
  w = await buildResultsStudy();
  await prisma.respondent.createMany({ data: Array.from({ length: 5 }, () => ({ id: newId(), survey_id: w.surveyId, country_id: w.aa, status: "completed" as const, is_preview: false })) });
});

const CELL = "against base wins losses ties win_share loss_share tie_share";
const SENTIMENT = "survey_id version version_source respondents benchmark { scope size p25 p50 p75 } products { product_id question_id stars count mean score top_two_box percentile position tier recommendation makerscore }";

const summary = (filter: unknown, token = w.token, surveyId = w.surveyId) =>
  gql<{ getResultsSummary: TResultsSummary }>(
    token,
    `query($s: ID!, $f: ResultsFilterInput) { getResultsSummary(survey_id: $s, filter: $f) {
      survey_id respondents ratings { product_id count stars { star count percentage } }
      sentiment { ${SENTIMENT} } head_to_head { product_id against { ${CELL} } } } }`,
    { s: surveyId, f: filter },
  );

/** The four reports asked one by one, as the page would without the summary. */
async function separately(filter: unknown) {
  const vars = { b: w.brandId, s: w.surveyId, f: filter };
  const [ratings, rest] = await Promise.all([
    call(ratingsRoute.POST, { method: "POST", token: w.token, params: { id: w.brandId, surveyId: w.surveyId }, json: filter === undefined ? {} : { filter } }),
    gql<{ reportRespondentsCount: number; reportHeadToHead: unknown; getSentimentScoreReport: unknown }>(
      w.token,
      `query($b: ID!, $s: ID!, $f: ResultsFilterInput) {
        reportRespondentsCount(brand_id: $b, survey_id: $s, filters: $f)
        reportHeadToHead(brand_id: $b, survey_id: $s, filters: $f) { product_id against { ${CELL} } }
        getSentimentScoreReport(survey_id: $s, filter: $f) { ${SENTIMENT} } }`,
      vars,
    ),
  ]);
  return { ratings: ratings.json.results, count: rest.data!.reportRespondentsCount, headToHead: rest.data!.reportHeadToHead, sentiment: rest.data!.getSentimentScoreReport };
}

describe("getResultsSummary", () => {
  it("holds the four reports, equal to each asked alone, with the hand-worked figures", async () => {
    const res = await summary(undefined);
    expect(res.errors).toBeUndefined();
    const s = res.data!.getResultsSummary;
    // 160 respondents who rated both products, and 5 who rated nothing yet.
    expect(s.respondents).toBe(165);
    expect(s.sentiment.respondents).toBe(165);
    expect(s.ratings.map((r) => r.count)).toEqual([160, 160]);
    expect(s.ratings[0]!.stars.map((x) => x.count)).toEqual([70, 10, 0, 10, 70]);
    const cell = s.head_to_head[0]!.against[0]!;
    expect(cell.against).toBe(w.p2);
    expect(cell.base).toBe(160);
    expect(cell.wins + cell.losses + cell.ties).toBe(160);
    const alone = await separately(undefined);
    expect(s.ratings).toEqual(alone.ratings);
    expect(s.respondents).toBe(alone.count);
    expect(s.head_to_head).toEqual(alone.headToHead);
    expect(s.sentiment).toEqual(alone.sentiment);
  });

  it("narrows every part alike under a filter: QA has 60 raters and 5 without ratings", async () => {
    const filter = { country: [w.aa] };
    const s = (await summary(filter)).data!.getResultsSummary;
    expect(s.respondents).toBe(65);
    expect(s.ratings[0]!.stars.map((x) => x.count)).toEqual([0, 10, 0, 0, 50]);
    expect(s.head_to_head[1]!.against[0]!.base).toBe(60);
    const alone = await separately(filter);
    expect(s.ratings).toEqual(alone.ratings);
    expect(s.respondents).toBe(alone.count);
    expect(s.head_to_head).toEqual(alone.headToHead);
    expect(s.sentiment).toEqual(alone.sentiment);
  });

  it("refuses a bad filter and another brand's study, returning no data", async () => {
    const bad = await summary({ summed_values: { start_range: 5, end_range: 1 } });
    expect(bad.data?.getResultsSummary ?? null).toBeNull();
    expect(bad.errors?.[0]?.extensions?.code).toBe("invalid");
    const elsewhere = await createBrand();
    const theirs = await study(elsewhere.id, { products: 1 });
    const foreign = await summary(undefined, w.token, theirs.id);
    expect(foreign.data?.getResultsSummary ?? null).toBeNull();
    expect(foreign.errors?.length).toBeGreaterThan(0);
    // A user without survey read on the brand gets nothing either.
    const stranger = (await createUser({ brands: { [elsewhere.id]: [["survey", "read"]] } })).token;
    expect((await summary(undefined, stranger)).data?.getResultsSummary ?? null).toBeNull();
  });
});
