// Caching of results (P9 item 6; docs/decisions.md P9 #19): a Closed study's aggregates are computed once per filter
// and kept; clear answers, reopen and revert start a new generation, so nothing older is served; an Active study is
// always computed live. A rating written straight to the database (which no user can do on a Closed study) shows
// whether an answer came from the cache.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import * as clearRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/clear_answers/route";
import * as closeRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/close/route";
import * as reopenRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/reopen/route";
import * as toDraftRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/to_draft/route";
import * as ratingsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/ratings/route";
import { prisma } from "@/server/db";
import { resultsCacheStats } from "@/server/results/results-cache";
import type { TRatingsReportRow } from "@/server/results/ratings-report";
import { call, createUser } from "../support/factories";
import { buildResultsStudy, type TResultsWorld } from "./fixture";

let w: TResultsWorld;
let writer: string;
let admin: string;
beforeAll(async () => {
  w = await buildResultsStudy();
  writer = (await createUser({ brands: { [w.brandId]: [["survey", "read"], ["survey", "write"]] } })).token;
  admin = (await createUser({ is_admin: true })).token;
});

const p1Count = async (filter?: unknown, world = w) => {
  const res = await call(ratingsRoute.POST, { method: "POST", token: world.token, params: { id: world.brandId, surveyId: world.surveyId }, json: filter === undefined ? {} : { filter } });
  expect(res.status).toBe(200);
  return (res.json.results as TRatingsReportRow[])[0]!.count;
};

/** One more completed respondent in QA rating p1, written behind the application's back. */
async function sneakRating(world = w) {
  const id = newId();
  await prisma.respondent.create({ data: { id, survey_id: world.surveyId, country_id: world.aa, status: "completed" } });
  const q = await prisma.question.findFirstOrThrow({ where: { survey_id: world.surveyId, product_id: world.p1 } });
  await prisma.ratingAnswer.create({ data: { survey_id: world.surveyId, respondent_id: id, product_id: world.p1, question_id: q.id, rating: 5 } });
}

const act = (route: { PUT: typeof closeRoute.PUT }, token = writer, world = w) => call(route.PUT, { method: "PUT", token, params: { id: world.brandId, surveyId: world.surveyId } });

describe("results cache", () => {
  it("keeps a Closed study's figures per filter, and starts over after reopen, revert and clear answers", async () => {
    // Closed: 160 ratings of p1, 60 of them in QA; each filter is computed once.
    const before = resultsCacheStats().computed;
    expect(await p1Count()).toBe(160);
    expect(await p1Count({ country: [w.aa] })).toBe(60);
    expect(await p1Count()).toBe(160);
    expect(resultsCacheStats().computed).toBe(before + 2);

    await sneakRating();
    expect([await p1Count(), await p1Count({ country: [w.aa] })]).toEqual([160, 60]);

    // Reopened: Active, computed live — and live again after one more rating.
    expect((await act(reopenRoute)).status).toBe(200);
    expect([await p1Count(), await p1Count({ country: [w.aa] })]).toEqual([161, 61]);
    await sneakRating();
    expect(await p1Count()).toBe(162);

    // Closed again: a new generation, computed once more, then kept.
    expect((await act(closeRoute)).status).toBe(200);
    expect(await p1Count()).toBe(162);
    await sneakRating();
    expect(await p1Count()).toBe(162);

    // Clearing the answers of the Closed study empties its results at once.
    expect((await act(clearRoute)).status).toBe(200);
    expect(await p1Count()).toBe(0);
  });

  it("a revert to draft starts a new generation too", async () => {
    const own = await buildResultsStudy();
    const s = await prisma.survey.findUniqueOrThrow({ where: { id: own.surveyId } });
    expect(s.status).toBe("Closed");
    expect(await p1Count(undefined, own)).toBe(160);
    await sneakRating(own);
    expect(await p1Count(undefined, own)).toBe(160);
    expect((await act(toDraftRoute, admin, own)).status).toBe(200);
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: own.surveyId } })).results_generation).toBe(s.results_generation + 1);
    expect(await p1Count(undefined, own)).toBe(161);
  });
});
