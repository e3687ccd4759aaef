// The head-to-head tab's loader (P11 item 3) on the hand-built study of tests/integration/results/fixture.ts, plus a
// third product nobody rated. Worked by hand from the fixture:
//   every respondent (160): p1 against p2 — 64 wins, 32 ties, 64 losses; both score 50 (mean 3), so the study order
//   breaks the tie: p1, p2, then p3 (no ratings, no score).
//   country QA (60): p1 50 × 5 and 10 × 2; p2 = (i mod 5) + 1. p1 = 5 beats all but the 10 fives (40 wins, 10 ties);
//   p1 = 2 beats the two 1s, ties the two 2s, loses to six → 42 wins, 12 ties, 6 losses; p1 scores 87.5, p2 50.
// The matrix must equal reportHeadToHead's, and the pair follows the address (a, b) or the top two by score.
import { beforeAll, describe, expect, it } from "vitest";
import { H2H_TEXT } from "@/lib/results/tabs/head-to-head";
import type { TResultsFilters } from "@/lib/results/filters";
import type { TResultsQuery } from "@/lib/results/page";
import type { TResultsView } from "@/lib/results/view";
import { prisma } from "@/server/db";
import { loadHeadToHead } from "@/server/pages/results/head-to-head";
import { resultsProducts } from "@/server/pages/results/products";
import { reportHeadToHead } from "@/server/results/head-to-head";
import type { TBrandAccess } from "@/server/access/authorize";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { createProduct } from "../support/product-factories";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

let w: TResultsWorld;
let p3: string;
let access: TBrandAccess;

beforeAll(async () => {
  w = await buildResultsStudy();
  p3 = (await createProduct(w.brandId)).id;
  await prisma.surveyProduct.create({ data: { survey_id: w.surveyId, product_id: p3, order: 2 } });
  await prisma.question.create({ data: { survey_id: w.surveyId, product_id: p3 } });
  const user = await createUser({ brands: { [w.brandId]: [["survey", "read"]] } });
  access = await grant(user, w.brandId, "survey.read");
});

async function load(filters: TResultsFilters = {}, params: TResultsQuery["params"] = {}) {
  const query: TResultsQuery = { tab: "head-to-head", salesPlan: false, viewAsUser: false, filters, params, notices: [], share: null };
  const view: TResultsView = {
    brandId: w.brandId, studyId: w.surveyId, title: "Study", status: "Closed", type: null,
    basePath: `/brand/${w.brandId}/campaign/${w.surveyId}/results`, query, products: await resultsProducts(access, w.surveyId),
    definitions: [], respondents: 0, totalRespondents: 0,
    can: { admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false, writeLearnings: false, turf: false, snip: false },
  };
  return loadHeadToHead({ access, view });
}

const QA = () => ({ country: [w.aa] });

describe("loadHeadToHead", () => {
  it("answers the full matrix of reportHeadToHead, ordered by score, and the top two as the pair", async () => {
    const data = await load();
    expect(data.rows).toEqual(await reportHeadToHead(access, w.surveyId, {}));
    expect(data.order).toEqual([w.p1, w.p2, p3]);
    expect(data.scores[w.p1]).toBe(50);
    expect(data.scores[w.p2]).toBe(50);
    expect(data.scores[p3]).toBeNull();
    expect(data.notices).toEqual([]);
    expect(data.pair).toEqual({ a: w.p1, b: w.p2, cell: expect.objectContaining({ against: w.p2, base: 160, wins: 64, ties: 32, losses: 64, win_share: 0.4, tie_share: 0.2, loss_share: 0.4 }) });
    // Nobody rated p3: its cells are there, with base 0.
    const p3Row = data.rows.find((r) => r.product_id === p3)!;
    expect(p3Row.against.map((c) => c.base)).toEqual([0, 0]);
  });

  it("follows the filters: QA only", async () => {
    const data = await load(QA());
    expect(data.scores[w.p1]).toBe(87.5);
    expect(data.order).toEqual([w.p1, w.p2, p3]);
    expect(data.pair!.cell).toMatchObject({ base: 60, wins: 42, ties: 12, losses: 6, win_share: 0.7, tie_share: 0.2, loss_share: 0.1 });
    expect(data.rows).toEqual(await reportHeadToHead(access, w.surveyId, QA()));
  });

  it("shows the pair the address asks for, either way round", async () => {
    const data = await load(QA(), { a: w.p2, b: w.p1 });
    expect(data.pair).toMatchObject({ a: w.p2, b: w.p1, cell: { base: 60, wins: 6, ties: 12, losses: 42 } });
    const none = await load({}, { a: w.p1, b: p3 });
    expect(none.pair).toMatchObject({ a: w.p1, b: p3, cell: { base: 0, wins: 0, win_share: 0 } });
    expect(H2H_TEXT.sentence("A", "C", none.pair!.cell)).toBe("Nobody rated both A and C, so they cannot be compared under these filters.");
  });

  it("says so and fills in when a product of the address is unknown or repeated", async () => {
    const unknown = await load({}, { a: "ffffffffffffffffffffffff", b: w.p2 });
    expect(unknown.pair).toMatchObject({ a: w.p1, b: w.p2 });
    expect(unknown.notices).toEqual([H2H_TEXT.unknownPair("a", "ffffffffffffffffffffffff")]);
    const same = await load({}, { a: w.p2, b: w.p2 });
    expect(same.pair).toMatchObject({ a: w.p2, b: w.p1 });
    expect(same.notices).toEqual([H2H_TEXT.samePair]);
    const onlyB = await load({}, { b: w.p1 });
    expect(onlyB.pair).toMatchObject({ a: w.p2, b: w.p1 });
    expect(onlyB.notices).toEqual([]);
  });
});
