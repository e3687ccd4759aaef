// Helpers of the collection tests (answers, complete, quota, process): start a respondent through the start route,
// save answers and complete through their routes, answer everything a fixture study requires, and snapshot a
// respondent's rows to prove a refused call changed nothing.
import { expect } from "vitest";
import { LIVE_TOKEN_HEADER, type TLiveAnswersInput, type TLiveCompleteResult, type TLiveSaveResult, type TLiveStartResult } from "@/lib/survey/wire";
import { prisma } from "@/server/db";
import * as answersRoute from "@/app/api/v1/live/[shortId]/answers/route";
import * as completeRoute from "@/app/api/v1/live/[shortId]/complete/route";
import * as startRoute from "@/app/api/v1/live/[shortId]/start/route";
import { call } from "../support/factories";
import type { liveStudy } from "./fixtures";

export type TLive = Awaited<ReturnType<typeof liveStudy>>;

let client = 0;
const prefix = `10.${Math.floor(Math.random() * 250)}`;
/** A distinct client address per start, so the start rate limit never interferes. */
const nextAddress = () => {
  client++;
  return `${prefix}.${Math.floor(client / 250) % 250}.${client % 250}`;
};

export interface TStarted {
  id: string;
  token: string;
  assigned: string[];
}

/** POST start; answers the raw response. */
export function startCall(shortId: string, params: Record<string, string> = {}, opts: { preview?: boolean; userToken?: string } = {}) {
  return call(startRoute.POST, {
    method: "POST",
    params: { shortId },
    json: { params, preview: opts.preview ?? false },
    token: opts.userToken ?? null,
    headers: { "x-client-address": nextAddress() },
  });
}

/** Starts a respondent and answers its id, token and assigned products (fails the test when no session). */
export async function start(shortId: string, params: Record<string, string> = {}, opts: { preview?: boolean; userToken?: string } = {}): Promise<TStarted> {
  const res = await startCall(shortId, params, opts);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const r = res.json.results as TLiveStartResult;
  if (r.status !== "partial") throw new Error(`start ended with ${r.status}`);
  return { id: r.session.respondent._id, token: r.session.respondent.token, assigned: r.session.survey.products.map((p) => p.id) };
}

export function put(shortId: string, token: string | null, answers: unknown) {
  return call(answersRoute.PUT, { method: "PUT", params: { shortId }, json: answers, headers: token ? { [LIVE_TOKEN_HEADER]: token } : {} });
}

export function putRaw(shortId: string, token: string, rawBody: string) {
  return call(answersRoute.PUT, { method: "PUT", params: { shortId }, rawBody, headers: { [LIVE_TOKEN_HEADER]: token } });
}

export function complete(shortId: string, token: string | null) {
  return call(completeRoute.POST, { method: "POST", params: { shortId }, json: {}, headers: token ? { [LIVE_TOKEN_HEADER]: token } : {} });
}

export const saveResult = (res: { json: { results?: unknown } }) => res.json.results as TLiveSaveResult;
export const completeResult = (res: { json: { results?: unknown } }) => res.json.results as TLiveCompleteResult;

/**
 * Every required answer of a fixture study for these products: rating 2 (negative side: the choice follow-up only,
 * the multi fires positive only), plus the age question when the study has segmentation.
 */
export function requiredAnswers(live: TLive, assigned: string[], opts: { rating?: number; age?: string } = {}): TLiveAnswersInput {
  const rating = opts.rating ?? 2;
  const products = live.products.filter((p) => assigned.includes(p.id));
  return {
    segments: live.segments.age ? [{ demographic_id: live.segments.age, values: [opts.age ?? "1"], text: null }] : [],
    ratings: products.map((p) => ({ product_id: p.id, rating })),
    follow_ups: products.flatMap((p) => [
      { product_id: p.id, follow_up_id: p.choiceId, values: ["0"], text: null, star: null },
      ...(rating >= 4 ? [{ product_id: p.id, follow_up_id: p.multiId, values: ["1"], text: null, star: null }] : []),
    ]),
  };
}

/** Starts a respondent and saves every required answer. */
export async function readyRespondent(live: TLive, params: Record<string, string> = {}, opts: { rating?: number; age?: string } = {}): Promise<TStarted> {
  const r = await start(live.survey.short_id, params);
  const res = await put(live.survey.short_id, r.token, requiredAnswers(live, r.assigned, opts));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return r;
}

/** The respondent row and all its answers, in a stable order. */
export async function snapshot(respondentId: string) {
  const where = { respondent_id: respondentId };
  return {
    respondent: await prisma.respondent.findUnique({ where: { id: respondentId } }),
    ratings: await prisma.ratingAnswer.findMany({ where, orderBy: { id: "asc" } }),
    followUps: await prisma.followUpAnswer.findMany({ where, orderBy: { id: "asc" } }),
    segments: await prisma.segmentAnswer.findMany({ where, orderBy: { id: "asc" } }),
  };
}

/** Everything a study holds that answers could change: respondents, answers, the study row, assignment counts. */
export async function studySnapshot(surveyId: string) {
  const where = { survey_id: surveyId };
  return {
    survey: await prisma.survey.findUnique({ where: { id: surveyId } }),
    respondents: await prisma.respondent.findMany({ where, orderBy: { id: "asc" } }),
    ratings: await prisma.ratingAnswer.findMany({ where, orderBy: { id: "asc" } }),
    followUps: await prisma.followUpAnswer.findMany({ where, orderBy: { id: "asc" } }),
    segments: await prisma.segmentAnswer.findMany({ where, orderBy: { id: "asc" } }),
    products: await prisma.surveyProduct.findMany({ where, orderBy: { product_id: "asc" } }),
  };
}

export const countByStatus = async (surveyId: string) =>
  Object.fromEntries(
    (await prisma.respondent.groupBy({ by: ["status"], where: { survey_id: surveyId, is_preview: false }, _count: { _all: true } })).map((g) => [g.status, g._count._all]),
  );
