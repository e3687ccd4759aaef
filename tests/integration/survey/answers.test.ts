// PUT /api/v1/live/{short_id}/answers against the real database: answers saved as they go (upserts, option texts,
// points), a changed rating drops the other side's follow-ups, products not assigned / Draft / Closed / preview /
// bad input refused or not written — each refusal with a before/after snapshot — and the age screening (terminate).
import { beforeAll, describe, expect, it } from "vitest";
import { LIVE_MSG } from "@/lib/survey/messages";
import { prisma } from "@/server/db";
import { createUser } from "../support/factories";
import { complete, put, putRaw, readyRespondent, requiredAnswers, saveResult, snapshot, start, studySnapshot, type TLive } from "./collection-helpers";
import { liveStudy, PANEL_TERMINATE } from "./fixtures";

let live: TLive;
beforeAll(async () => {
  live = await liveStudy({ segmentation: true });
});

describe("saving answers", () => {
  it("stores ratings, follow-ups (option texts of the side asked) and segment answers with points; a resave upserts", async () => {
    const r = await start(live.survey.short_id);
    const [p0] = live.products;
    const res = await put(live.survey.short_id, r.token, {
      segments: [
        { demographic_id: live.segments.age!, values: ["2"] },
        { demographic_id: live.segments.channels!, values: ["0", "2"] },
        { demographic_id: live.segments.comment!, text: "  Acme  " },
      ],
      ratings: [{ product_id: p0!.id, rating: 5 }],
      follow_ups: [
        { product_id: p0!.id, follow_up_id: p0!.choiceId, values: ["1"] },
        { product_id: p0!.id, follow_up_id: p0!.multiId, values: ["0", "2"] },
        { product_id: p0!.id, follow_up_id: p0!.textId, text: "Lovely colour" },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(saveResult(res)).toEqual({ saved: 7, outcome: null });

    const s = await snapshot(r.id);
    expect(s.ratings.map((a) => [a.product_id, a.question_id, a.rating, a.survey_id])).toEqual([[p0!.id, p0!.questionId, 5, live.survey.id]]);
    expect(s.followUps.map((a) => [a.follow_up_id, a.side, a.values, a.text_value]).sort()).toEqual(
      [
        [p0!.choiceId, "positive", ["Fit"], null],
        [p0!.multiId, "positive", ["Work", "Sport"], null],
        [p0!.textId, "positive", [], "Lovely colour"],
      ].sort(),
    );
    expect(s.segments.map((a) => [a.demographic_id, a.values, a.text_value, a.points]).sort()).toEqual(
      [
        [live.segments.age, ["35-44"], null, 3],
        [live.segments.channels, ["Online", "Outlet"], null, null],
        [live.segments.comment, [], "Acme", null],
      ].sort(),
    );

    // A reload resends: one row per item, the new values.
    const again = await put(live.survey.short_id, r.token, { segments: [{ demographic_id: live.segments.age!, values: ["0"] }], ratings: [{ product_id: p0!.id, rating: 4 }] });
    expect(again.status).toBe(200);
    const s2 = await snapshot(r.id);
    expect(s2.ratings.map((a) => a.rating)).toEqual([4]);
    expect(s2.segments.find((a) => a.demographic_id === live.segments.age)).toMatchObject({ values: ["18-24"], points: 1 });
    expect(s2.segments).toHaveLength(3);
    // 5 → 4 stays positive: the follow-ups stay.
    expect(s2.followUps).toHaveLength(3);
  });

  it("a rating that changes side drops that product's follow-ups of the other side, and only that product's", async () => {
    const r = await start(live.survey.short_id);
    const [p0, p1] = live.products;
    await put(live.survey.short_id, r.token, {
      ratings: [{ product_id: p0!.id, rating: 5 }, { product_id: p1!.id, rating: 5 }],
      follow_ups: [
        { product_id: p0!.id, follow_up_id: p0!.choiceId, values: ["0"] },
        { product_id: p0!.id, follow_up_id: p0!.multiId, values: ["0"] },
        { product_id: p1!.id, follow_up_id: p1!.choiceId, values: ["2"] },
      ],
    });
    const res = await put(live.survey.short_id, r.token, { ratings: [{ product_id: p0!.id, rating: 2 }], follow_ups: [{ product_id: p0!.id, follow_up_id: p0!.choiceId, values: ["1"] }] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const s = await snapshot(r.id);
    expect(s.followUps.map((a) => [a.product_id, a.follow_up_id, a.side, a.values]).sort()).toEqual(
      [
        [p0!.id, p0!.choiceId, "negative", ["Fit"]],
        [p1!.id, p1!.choiceId, "positive", ["Price"]],
      ].sort(),
    );
  });

  it("a follow-up without a rating, stored or in the batch, is refused", async () => {
    const r = await start(live.survey.short_id);
    const p0 = live.products[0]!;
    const before = await snapshot(r.id);
    const res = await put(live.survey.short_id, r.token, { follow_ups: [{ product_id: p0.id, follow_up_id: p0.choiceId, values: ["0"] }] });
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(LIVE_MSG.ratingFirst);
    expect(await snapshot(r.id)).toEqual(before);
  });
});

describe("refusals change nothing", () => {
  it("an answer for a product not assigned to the respondent is refused (5 products, 2 per respondent)", async () => {
    const five = await liveStudy({ products: 5, limit: { active: true, number: 2 } });
    const r = await start(five.survey.short_id);
    expect(r.assigned).toHaveLength(2);
    const other = five.products.find((p) => !r.assigned.includes(p.id))!;
    const mine = five.products.find((p) => r.assigned.includes(p.id))!;
    await put(five.survey.short_id, r.token, { ratings: [{ product_id: mine.id, rating: 3 }] });
    const before = await snapshot(r.id);
    // The valid rating in the same batch is not written either.
    const res = await put(five.survey.short_id, r.token, { ratings: [{ product_id: mine.id, rating: 5 }, { product_id: other.id, rating: 4 }] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ detail: LIVE_MSG.productNotAssigned, invalid_params: [{ name: "ratings[1].product_id" }] });
    const fu = await put(five.survey.short_id, r.token, { follow_ups: [{ product_id: other.id, follow_up_id: other.choiceId, values: ["0"] }] });
    expect(fu.json.detail).toBe(LIVE_MSG.productNotAssigned);
    expect(await snapshot(r.id)).toEqual(before);
  });

  it.each(["Closed", "Draft"] as const)("a %s study refuses answers with 409 and changes nothing", async (status) => {
    const s = await liveStudy();
    const r = await start(s.survey.short_id);
    await put(s.survey.short_id, r.token, { ratings: [{ product_id: r.assigned[0]!, rating: 4 }] });
    await prisma.survey.update({ where: { id: s.survey.id }, data: { status } });
    const before = await studySnapshot(s.survey.id);
    const res = await put(s.survey.short_id, r.token, { ratings: [{ product_id: r.assigned[0]!, rating: 1 }] });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(LIVE_MSG.notActive);
    expect(await studySnapshot(s.survey.id)).toEqual(before);
  });

  it("bad stars (0, 6, 3.5, \"five\") and unknown option ids: 400 with a clear text, nothing changed", async () => {
    const r = await readyRespondent(live);
    const p = live.products.find((x) => x.id === r.assigned[0])!;
    const before = await snapshot(r.id);
    for (const rating of [0, 6, 3.5, "five"]) {
      const res = await put(live.survey.short_id, r.token, { ratings: [{ product_id: p.id, rating }] });
      expect(res.status).toBe(400);
      expect(res.json.invalid_params).toEqual([{ name: "ratings.0.rating", reason: LIVE_MSG.starRequired }]);
    }
    const star = await put(live.survey.short_id, r.token, { follow_ups: [{ product_id: p.id, follow_up_id: p.choiceId, values: ["7"] }] });
    expect(star.status).toBe(400);
    expect(star.json).toMatchObject({ detail: LIVE_MSG.unknownOption, invalid_params: [{ name: "follow_ups[0].values", reason: LIVE_MSG.unknownOption }] });
    const seg = await put(live.survey.short_id, r.token, { segments: [{ demographic_id: live.segments.age!, values: ["4"] }] });
    expect(seg.json.detail).toBe(LIVE_MSG.unknownOption);
    const notId = await put(live.survey.short_id, r.token, { segments: [{ demographic_id: live.segments.age!, values: ["first"] }] });
    expect(notId.status).toBe(400);
    expect(notId.json.invalid_params).toEqual([{ name: "segments.0.values.0", reason: LIVE_MSG.unknownOption }]);
    const unknownQ = await put(live.survey.short_id, r.token, { segments: [{ demographic_id: live.products[0]!.choiceId, values: ["0"] }] });
    expect(unknownQ.json.detail).toBe(LIVE_MSG.unknownQuestion);
    expect(await snapshot(r.id)).toEqual(before);
  });

  it("a 100 kB text answer is refused with 413, a 2001-character one with 400; nothing stored", async () => {
    const r = await readyRespondent(live);
    const p = live.products.find((x) => x.id === r.assigned[0])!;
    const before = await snapshot(r.id);
    const huge = await putRaw(live.survey.short_id, r.token, JSON.stringify({ follow_ups: [{ product_id: p.id, follow_up_id: p.textId, text: "x".repeat(100_000) }] }));
    expect(huge.status).toBe(413);
    expect(huge.json.detail).toBe(LIVE_MSG.tooLarge);
    const long = await put(live.survey.short_id, r.token, { segments: [{ demographic_id: live.segments.comment!, text: "y".repeat(2001) }] });
    expect(long.status).toBe(400);
    expect(await snapshot(r.id)).toEqual(before);
  });

  it("a forged token and a token of another study are 404; answers after completion are 409", async () => {
    const r = await readyRespondent(live);
    const before = await snapshot(r.id);
    const ans = { ratings: [{ product_id: r.assigned[0]!, rating: 5 }] };
    const forged = await put(live.survey.short_id, "A".repeat(43), ans);
    expect(forged.status).toBe(404);
    expect(forged.json.detail).toBe(LIVE_MSG.sessionNotFound);
    expect((await put(live.survey.short_id, null, ans)).status).toBe(404);
    const other = await liveStudy();
    expect((await put(other.survey.short_id, r.token, ans)).json.detail).toBe(LIVE_MSG.sessionNotFound);
    expect(await snapshot(r.id)).toEqual(before);

    expect((await complete(live.survey.short_id, r.token)).status).toBe(200);
    const done = await snapshot(r.id);
    const after = await put(live.survey.short_id, r.token, ans);
    expect(after.status).toBe(409);
    expect(after.json.detail).toBe(LIVE_MSG.alreadySubmitted);
    expect(await snapshot(r.id)).toEqual(done);
  });
});

describe("preview", () => {
  it("validates a preview's answers and writes nothing, on Draft, Active and Closed studies", async () => {
    for (const status of ["Active", "Draft", "Closed"] as const) {
      const s = await liveStudy({ status });
      const owner = await createUser({ brands: { [s.brandId]: [["survey", "read"]] } });
      const r = await start(s.survey.short_id, {}, { preview: true, userToken: owner.token });
      const before = await studySnapshot(s.survey.id);
      const p = s.products.find((x) => x.id === r.assigned[0])!;
      const ok = await put(s.survey.short_id, r.token, { ratings: [{ product_id: p.id, rating: 5 }], follow_ups: [{ product_id: p.id, follow_up_id: p.choiceId, values: ["0"] }] });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(saveResult(ok)).toEqual({ saved: 0, outcome: null });
      const bad = await put(s.survey.short_id, r.token, { ratings: [{ product_id: p.id, rating: 5 }], follow_ups: [{ product_id: p.id, follow_up_id: p.choiceId, values: ["9"] }] });
      expect(bad.json.detail).toBe(LIVE_MSG.unknownOption);
      const done = await complete(s.survey.short_id, r.token);
      expect(done.status).toBe(200);
      expect(done.json.results).toEqual({ status: "complete", redirect_url: null });
      expect(await studySnapshot(s.survey.id)).toEqual(before);
      expect(before.respondents).toEqual([]);
    }
  });
});

describe("screening", () => {
  it("a respondent younger than the brand's minimum age is terminated and a panel respondent sent to the terminate link", async () => {
    const s = await liveStudy({ segmentation: true });
    await prisma.brand.update({ where: { id: s.brandId }, data: { minimum_age: 25 } });
    const r = await start(s.survey.short_id, { audience: "panel", RID: "resp-42" });
    const res = await put(s.survey.short_id, r.token, { segments: [{ demographic_id: s.segments.age!, values: ["0"] }] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const out = saveResult(res).outcome!;
    expect(out.status).toBe("terminate");
    const url = new URL(out.redirect_url!);
    expect(url.origin + url.pathname).toBe(PANEL_TERMINATE);
    expect(url.searchParams.get("RID")).toBe("resp-42");
    const snap = await snapshot(r.id);
    expect(snap.respondent).toMatchObject({ status: "terminated" });
    expect(snap.respondent?.completed_at).toBeInstanceOf(Date);
    expect(snap.segments.map((a) => a.values)).toEqual([["18-24"]]);
    // Ended: later answers are refused, and complete answers the same outcome.
    expect((await put(s.survey.short_id, r.token, requiredAnswers(s, r.assigned))).status).toBe(409);
    expect((await complete(s.survey.short_id, r.token)).json.results).toEqual(out);
  });

  it("an old enough respondent goes on", async () => {
    const s = await liveStudy({ segmentation: true });
    await prisma.brand.update({ where: { id: s.brandId }, data: { minimum_age: 25 } });
    const r = await start(s.survey.short_id);
    const res = await put(s.survey.short_id, r.token, { segments: [{ demographic_id: s.segments.age!, values: ["1"] }] });
    expect(saveResult(res).outcome).toBeNull();
    expect((await snapshot(r.id)).respondent?.status).toBe("started");
  });
});
