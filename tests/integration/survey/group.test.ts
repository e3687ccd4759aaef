// GET /g/{group short_id} (P6 contract; spec 3 §3 SurveyGroup.logic): each respondent is sent to one member study
// by the group logic with the same query and the group appended; a group that cannot take anyone shows a page.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import type { TLiveStartResult } from "@/lib/survey/wire";
import type { SurveyGroupLogic, SurveyStatus } from "@/server/generated/prisma/client";
import { prisma } from "@/server/db";
import { GET as groupGet } from "@/app/g/[shortId]/route";
import * as startRoute from "@/app/api/v1/live/[shortId]/start/route";
import { call } from "../support/factories";
import { liveStudy } from "./fixtures";
import { NextRequest } from "next/server";

async function group(logic: SurveyGroupLogic, members: { status?: SurveyStatus; limit?: number | null }[]) {
  const first = await liveStudy({ status: members[0]?.status });
  const studies = [first, ...(await Promise.all(members.slice(1).map((m) => liveStudy({ status: m.status }))))];
  // Members of one brand, as the group editor requires.
  await prisma.survey.updateMany({ where: { id: { in: studies.map((s) => s.survey.id) } }, data: { brand_id: first.brandId } });
  const g = await prisma.surveyGroup.create({
    data: {
      brand_id: first.brandId,
      short_id: `grp${newId().slice(-10)}`,
      name: "Group",
      logic,
      surveys: { create: studies.map((s, order) => ({ survey_id: s.survey.id, order, limit: members[order]!.limit ?? null })) },
    },
  });
  return { group: g, studies };
}

async function visit(shortId: string, query = "country=US&audience=crm") {
  const res = await groupGet(new NextRequest(`http://localhost/g/${shortId}?${query}`), { params: Promise.resolve({ shortId }) });
  return { status: res.status, location: res.headers.get("location"), body: await res.text(), type: res.headers.get("content-type") };
}

/** Follows the redirect into the member study's start call, as the respondent's browser would. */
async function arrive(shortId: string, complete = false): Promise<string> {
  const v = await visit(shortId);
  expect(v.status).toBe(302);
  const url = new URL(v.location!, "http://localhost");
  const memberShortId = url.pathname.split("/")[2]!;
  const res = await call(startRoute.POST, {
    method: "POST",
    params: { shortId: memberShortId },
    json: { params: Object.fromEntries(url.searchParams) },
    headers: { "x-client-address": `10.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
  });
  const r = res.json.results as TLiveStartResult;
  if (r.status !== "partial") throw new Error(`no session: ${JSON.stringify(res.json)}`);
  if (complete) await prisma.respondent.update({ where: { id: r.session.respondent._id }, data: { status: "completed", completed_at: new Date() } });
  return memberShortId;
}

describe("the redirect", () => {
  it("keeps the query, replaces any group parameter and sets the group", async () => {
    const { group: g, studies } = await group("percent", [{}]);
    const v = await visit(g.short_id, "country=US&audience=crm&RID=r1&group=forged");
    expect(v.status).toBe(302);
    const url = new URL(v.location!, "http://localhost");
    expect(url.pathname).toBe(`/s/${studies[0]!.survey.short_id}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ country: "US", audience: "crm", RID: "r1", group: g.short_id });
  });

  it("the member study records the group on the respondent", async () => {
    const { group: g, studies } = await group("percent", [{}]);
    await arrive(g.short_id);
    const rows = await prisma.respondent.findMany({ where: { survey_id: studies[0]!.survey.id } });
    expect(rows.map((r) => r.group_id)).toEqual([g.id]);
  });
});

describe("Even Split (percent)", () => {
  it("alternates between the Active members and skips Draft and Closed ones", async () => {
    const { group: g, studies } = await group("percent", [{}, {}, { status: "Closed" }, { status: "Draft" }]);
    const sent: string[] = [];
    for (let i = 0; i < 6; i++) sent.push(await arrive(g.short_id));
    const [a, b] = studies.map((s) => s.survey.short_id);
    expect(sent.filter((s) => s === a)).toHaveLength(3);
    expect(sent.filter((s) => s === b)).toHaveLength(3);
    expect(sent.slice(0, 2).sort()).toEqual([a, b].sort());
  });
});

describe("Fill In Order (reach)", () => {
  it("fills the first study to its limit of completes, then the next, then reports full", async () => {
    const { group: g, studies } = await group("reach", [{ limit: 2 }, { limit: 1 }]);
    const [a, b] = studies.map((s) => s.survey.short_id);
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) sent.push(await arrive(g.short_id, true));
    expect(sent).toEqual([a, a, b]);
    const full = await visit(g.short_id);
    expect(full.status).toBe(200);
    expect(full.type).toContain("text/html");
    expect(full.body).toContain(LIVE_OUTCOME_TEXT.quota_full.title);
  });
});

describe("Even Split With Limits (combined)", () => {
  it("splits evenly while both are under their limit, then sends everyone to the one still open", async () => {
    const { group: g, studies } = await group("combined", [{ limit: 1 }, { limit: 5 }]);
    const [a, b] = studies.map((s) => s.survey.short_id);
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) sent.push(await arrive(g.short_id, true));
    expect(sent.slice(0, 2).sort()).toEqual([a, b].sort());
    expect(sent.slice(2)).toEqual([b, b]);
  });
});

describe("groups that cannot take anyone", () => {
  it("every member closed → the closed page; a closed group too; unknown group → 404 page", async () => {
    const closedMembers = await group("percent", [{ status: "Closed" }, { status: "Draft" }]);
    const v = await visit(closedMembers.group.short_id);
    expect(v.status).toBe(200);
    expect(v.body).toContain(LIVE_OUTCOME_TEXT.closed.title);
    expect(v.location).toBeNull();

    const open = await group("percent", [{}]);
    await prisma.surveyGroup.update({ where: { id: open.group.id }, data: { status: "closed" } });
    expect((await visit(open.group.short_id)).body).toContain(LIVE_OUTCOME_TEXT.closed.title);

    const unknown = await visit("no-such-group");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(LIVE_MSG.surveyNotFound);
    expect((await visit("bad id!")).status).toBe(404);
  });
});
