// POST /api/v1/live/{short_id}/complete against the real database: required answers, idempotent double submits and
// replays, panel and CRM redirects, refusals of Draft / Closed studies and bad tokens (nothing changed), preview.
import { describe, expect, it } from "vitest";
import { LIVE_MSG } from "@/lib/survey/messages";
import { LIVE_TOKEN_HEADER } from "@/lib/survey/wire";
import { prisma } from "@/server/db";
import * as completeRoute from "@/app/api/v1/live/[shortId]/complete/route";
import { call } from "../support/factories";
import { countByStatus, complete, completeResult, put, readyRespondent, requiredAnswers, snapshot, start, studySnapshot } from "./collection-helpers";
import { liveStudy, PANEL_COMPLETE } from "./fixtures";

describe("complete", () => {
  it("a CRM respondent with every required answer completes; the study's post-study link is the redirect", async () => {
    const s = await liveStudy({ segmentation: true });
    await prisma.survey.update({ where: { id: s.survey.id }, data: { redirect_link: "https://brand.example/after?src=survey" } });
    const r = await readyRespondent(s);
    const res = await complete(s.survey.short_id, r.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(completeResult(res)).toEqual({ status: "complete", redirect_url: "https://brand.example/after?src=survey" });
    const row = (await snapshot(r.id)).respondent!;
    expect(row.status).toBe("completed");
    expect(row.completed_at).toBeInstanceOf(Date);
    expect(row.processed_at).toBeNull();
  });

  it("a panel complete redirects to the audience's complete link with RID = the inbound value, its own query kept", async () => {
    const s = await liveStudy();
    const r = await readyRespondent(s, { audience: "panel", RID: "rid-7 x", PSID: "sup-1" });
    const out = completeResult(await complete(s.survey.short_id, r.token));
    expect(out.status).toBe("complete");
    const url = new URL(out.redirect_url!);
    expect(`${url.origin}${url.pathname}`).toBe(PANEL_COMPLETE.split("?")[0]);
    expect(url.searchParams.get("s")).toBe("1");
    expect(url.searchParams.get("RID")).toBe("rid-7 x");
    expect(url.searchParams.has("PSID")).toBe(false);
  });

  it("missing required answers: 400 missingAnswers naming each item, nothing changed", async () => {
    const s = await liveStudy({ segmentation: true });
    const r = await start(s.survey.short_id);
    const [first, second] = r.assigned;
    const full = requiredAnswers(s, r.assigned);
    // Everything but the age question and the second product's rating and follow-up.
    await put(s.survey.short_id, r.token, {
      ratings: full.ratings.filter((x) => x.product_id !== second),
      follow_ups: full.follow_ups.filter((x) => x.product_id !== second),
    });
    const before = await snapshot(r.id);
    const res = await complete(s.survey.short_id, r.token);
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(LIVE_MSG.missingAnswers);
    const names = (res.json.invalid_params as { name: string }[]).map((p) => p.name);
    expect(names).toContain(`segments.${s.segments.age}`);
    expect(names).toContain(`ratings.${second}`);
    expect(names.some((n) => n.includes(first!))).toBe(false);
    expect(await snapshot(r.id)).toEqual(before);

    // A follow-up of the side asked is required too.
    const p2 = s.products.find((p) => p.id === second)!;
    await put(s.survey.short_id, r.token, { segments: full.segments, ratings: [{ product_id: p2.id, rating: 2 }] });
    const again = await complete(s.survey.short_id, r.token);
    expect((again.json.invalid_params as { name: string }[]).map((p) => p.name)).toEqual([`follow_ups.${p2.id}.${p2.choiceId}`]);
    await put(s.survey.short_id, r.token, { follow_ups: [{ product_id: p2.id, follow_up_id: p2.choiceId, values: ["2"] }] });
    expect(completeResult(await complete(s.survey.short_id, r.token)).status).toBe("complete");
  });

  it("a double submit counts once and both calls, and a later replay, get the same result", async () => {
    const s = await liveStudy({ respondentLimit: 5 });
    const r = await readyRespondent(s, { audience: "panel", RID: "dbl" });
    const [a, b] = await Promise.all([complete(s.survey.short_id, r.token), complete(s.survey.short_id, r.token)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.json.results).toEqual(b.json.results);
    expect(completeResult(a).status).toBe("complete");
    const first = await snapshot(r.id);
    const replay = await complete(s.survey.short_id, r.token);
    expect(replay.json.results).toEqual(a.json.results);
    expect(await snapshot(r.id)).toEqual(first);
    expect(await countByStatus(s.survey.id)).toEqual({ completed: 1 });
  });

  it.each(["Closed", "Draft"] as const)("a %s study refuses a complete with 409 notActive and changes nothing", async (status) => {
    const s = await liveStudy();
    const r = await readyRespondent(s);
    await prisma.survey.update({ where: { id: s.survey.id }, data: { status } });
    const before = await studySnapshot(s.survey.id);
    const res = await complete(s.survey.short_id, r.token);
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(LIVE_MSG.notActive);
    expect(await studySnapshot(s.survey.id)).toEqual(before);
  });

  it("a forged token or a token of another study is 404 and changes nothing", async () => {
    const s = await liveStudy();
    const other = await liveStudy();
    const r = await readyRespondent(s);
    const before = await studySnapshot(s.survey.id);
    for (const [shortId, token] of [[s.survey.short_id, "x".repeat(43)], [other.survey.short_id, r.token], [s.survey.short_id, null]] as const) {
      const res = await complete(shortId, token);
      expect(res.status).toBe(404);
      expect(res.json.detail).toBe(LIVE_MSG.sessionNotFound);
    }
    expect(await studySnapshot(s.survey.id)).toEqual(before);
    expect(await countByStatus(other.survey.id)).toEqual({});
  });

  it("a body other than {} is refused", async () => {
    const s = await liveStudy();
    const r = await readyRespondent(s);
    const res = await call(completeRoute.POST, { method: "POST", params: { shortId: s.survey.short_id }, json: { status: "complete" }, headers: { [LIVE_TOKEN_HEADER]: r.token } });
    expect(res.status).toBe(400);
    expect((await snapshot(r.id)).respondent?.status).toBe("started");
  });
});
