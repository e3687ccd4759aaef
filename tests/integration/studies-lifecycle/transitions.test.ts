// Study status actions over REST (spec 3 §4 table, §6 roles, §7 "Study actions"): each allowed transition stamps
// its date; forbidden ones are 409 (state) or 403 (role) and leave the row as it was; another brand's study is a
// 404; two concurrent closes give exactly one success.
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import { prisma } from "@/server/db";
import * as closeRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/close/route";
import * as reopenRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/reopen/route";
import * as toDraftRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/to_draft/route";
import * as publishRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/publish/route";
import * as clearRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/clear_answers/route";
import { call, createBrand, createUser } from "../support/factories";
import { addRespondents, createStudyWith, type TStudyOptions } from "../support/study-factories";

const ROUTES = { close: closeRoute.PUT, reopen: reopenRoute.PUT, to_draft: toDraftRoute.PUT, publish: publishRoute.PUT, clear_answers: clearRoute.PUT };
type TAction = keyof typeof ROUTES;

let brandId: string;
let otherBrandId: string;
let writer: string;
let reader: string;
let admin: string;
let outsider: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  otherBrandId = (await createBrand()).id;
  writer = (await createUser({ brands: { [brandId]: [["survey", "write"]] } })).token;
  reader = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
  admin = (await createUser({ is_admin: true })).token;
  outsider = (await createUser({ brands: { [otherBrandId]: [["survey", "write"]] } })).token;
});

const act = (action: TAction, token: string, surveyId: string, json: unknown = {}, brand = brandId) =>
  call(ROUTES[action], { method: "PUT", token, json, params: { id: brand, surveyId } });

const row = (id: string) =>
  prisma.survey.findUniqueOrThrow({
    where: { id },
    select: { status: true, date_published: true, date_closed: true, date_reopened: true, date_modified: true },
  });

const study = (status: TStudyOptions["status"], opts: TStudyOptions = {}) => createStudyWith(brandId, { status, ...opts });

/** A Draft that passes the wizard's publish checks (spec 2 §5): at least one product, each with an image. */
async function publishable(opts: TStudyOptions = {}) {
  const s = await study("Draft", { products: 1, ...opts });
  await prisma.productImage.createMany({ data: s.productIds.map((product_id) => ({ product_id, original: "o.png", desktop: "d.png", mobile: "m.png" })) });
  return s;
}

describe("allowed transitions (spec 3 §4 table) stamp their date and answer the summary", () => {
  it("Draft → publish → Active with date_published", async () => {
    const s = await publishable();
    const before = Date.now();
    const res = await act("publish", writer, s.id);
    expect(res.status).toBe(200);
    const results = res.json.results as { _id: string; status: string; date_published: string };
    expect(results._id).toBe(s.id);
    expect(results.status).toBe("Active");
    expect(new Date(results.date_published).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await row(s.id)).status).toBe("Active");
  });

  it("Active → close → Closed with date_closed", async () => {
    const s = await study("Active");
    const res = await act("close", writer, s.id);
    expect(res.status).toBe(200);
    const r = await row(s.id);
    expect(r.status).toBe("Closed");
    expect(r.date_closed).toBeInstanceOf(Date);
    expect((res.json.results as { date_closed: string }).date_closed).toBe(r.date_closed!.toISOString());
  });

  it("Closed → reopen → Active with date_reopened, keeping date_closed", async () => {
    const closedAt = new Date("2026-01-02T03:04:05Z");
    const s = await study("Closed", { dates: { date_closed: closedAt } });
    const res = await act("reopen", writer, s.id);
    expect(res.status).toBe(200);
    const r = await row(s.id);
    expect(r.status).toBe("Active");
    expect(r.date_reopened).toBeInstanceOf(Date);
    expect(r.date_closed).toEqual(closedAt);
  });

  it("Active or Closed → to_draft → Draft for an admin, keeping the answers", async () => {
    for (const status of ["Active", "Closed"] as const) {
      const s = await study(status, { products: 1 });
      await addRespondents(s.id, 2);
      const res = await act("to_draft", admin, s.id);
      expect(res.status).toBe(200);
      expect((res.json.results as { status: string }).status).toBe("Draft");
      expect((await row(s.id)).status).toBe("Draft");
      expect(await prisma.respondent.count({ where: { survey_id: s.id } })).toBe(2);
      expect(await prisma.ratingAnswer.count({ where: { survey_id: s.id } })).toBe(2);
    }
  });

  it("publish keeps earlier answers unless delete_answers is true, then clears them in the same call", async () => {
    const keep = await publishable();
    await addRespondents(keep.id, 3);
    expect((await act("publish", writer, keep.id, { delete_answers: false })).status).toBe(200);
    expect(await prisma.respondent.count({ where: { survey_id: keep.id } })).toBe(3);

    const wipe = await publishable();
    await addRespondents(wipe.id, 3);
    const res = await act("publish", writer, wipe.id, { delete_answers: true });
    expect(res.status).toBe(200);
    expect((res.json.results as { respondent_count: number }).respondent_count).toBe(0);
    expect(await prisma.respondent.count({ where: { survey_id: wipe.id } })).toBe(0);
    expect(await prisma.ratingAnswer.count({ where: { survey_id: wipe.id } })).toBe(0);
    expect((await row(wipe.id)).status).toBe("Active");
  });

  it("admins can publish and close internal templates", async () => {
    const t = await publishable({ internal_template: true });
    expect((await act("publish", admin, t.id)).status).toBe(200);
    expect((await act("close", admin, t.id)).status).toBe(200);
    expect((await row(t.id)).status).toBe("Closed");
  });
});

describe("forbidden transitions are refused and leave the row unchanged", () => {
  const refusals: [TAction, "Draft" | "Active" | "Closed", string][] = [
    ["close", "Draft", "A Draft study cannot be closed."],
    ["close", "Closed", "A Closed study cannot be closed."],
    ["reopen", "Active", "A Active study cannot be re-opened."],
    ["reopen", "Draft", "A Draft study cannot be re-opened."],
    ["publish", "Closed", "A Closed study cannot be published."],
    ["publish", "Active", "A Active study cannot be published."],
    ["to_draft", "Draft", "A Draft study cannot be reverted to draft."],
  ];
  for (const [action, status, text] of refusals) {
    it(`${action} of a ${status} study → 409 "${text}"`, async () => {
      const s = await study(status);
      const before = await row(s.id);
      const res = await act(action, action === "to_draft" ? admin : writer, s.id);
      expect(res.status).toBe(409);
      expect(res.json.detail).toBe(STUDY_MSG.transitionRefused(STUDY_MSG.transitionVerb[action], status));
      expect(res.json.detail).toBe(text);
      expect(await row(s.id)).toEqual(before);
    });
  }

  it("a read-only user gets 403 for every action, and nothing changes", async () => {
    const cases: [TAction, "Draft" | "Active" | "Closed"][] = [
      ["publish", "Draft"], ["close", "Active"], ["reopen", "Closed"], ["to_draft", "Active"], ["clear_answers", "Active"],
    ];
    for (const [action, status] of cases) {
      const s = await study(status, { products: 1 });
      await addRespondents(s.id, 1);
      const before = await row(s.id);
      const res = await act(action, reader, s.id);
      expect(res.status, action).toBe(403);
      expect(res.json.detail).toBe("You do not have permission to write survey.");
      expect(await row(s.id)).toEqual(before);
      expect(await prisma.respondent.count({ where: { survey_id: s.id } })).toBe(1);
    }
  });

  it("a non-admin cannot revert to draft (403, revert is admin-only)", async () => {
    for (const status of ["Active", "Closed"] as const) {
      const s = await study(status);
      const before = await row(s.id);
      const res = await act("to_draft", writer, s.id);
      expect(res.status).toBe(403);
      expect(res.json.detail).toBe(STUDY_MSG.revertAdminOnly);
      expect(await row(s.id)).toEqual(before);
    }
  });

  it("a non-admin cannot publish or close a template study (internal or template-type)", async () => {
    for (const tpl of [{ internal_template: true }, { temp_type: "template" }]) {
      const draft = await study("Draft", tpl);
      const res = await act("publish", writer, draft.id);
      expect(res.status).toBe(403);
      expect(res.json.detail).toBe(STUDY_MSG.templateAdminOnly);
      expect((await row(draft.id)).status).toBe("Draft");
      const active = await study("Active", tpl);
      expect((await act("close", writer, active.id)).status).toBe(403);
      expect((await row(active.id)).status).toBe("Active");
    }
  });

  it("another brand's study id in this brand's path → 404 \"Study not found.\" and unchanged", async () => {
    const foreign = await createStudyWith(otherBrandId, { status: "Active" });
    const before = await row(foreign.id);
    for (const token of [writer, admin]) {
      const res = await act("close", token, foreign.id);
      expect(res.status).toBe(404);
      expect(res.json.detail).toBe(STUDY_MSG.studyNotFound);
    }
    expect(await row(foreign.id)).toEqual(before);
    // An unknown or malformed id is the same 404.
    expect((await act("close", writer, "0".repeat(24))).status).toBe(404);
    expect((await act("close", writer, "not-an-id")).status).toBe(404);
  });

  it("a user of another brand gets 403 on this brand's study", async () => {
    const s = await study("Active");
    const res = await act("close", outsider, s.id);
    expect(res.status).toBe(403);
    expect((await row(s.id)).status).toBe("Active");
  });

  it("a Draft failing the publish checks (spec 2 §5) is a 409 and stays Draft", async () => {
    const s = await study("Draft");
    const res = await act("publish", writer, s.id);
    expect(res.status).toBe(409);
    expect(res.json.invalid_params).toEqual([{ name: "products", reason: "Studies should have at least 1 product." }]);
    expect((await row(s.id)).status).toBe("Draft");
  });

  it("bad bodies are 400, never 500", async () => {
    const s = await study("Draft");
    const res = await act("publish", writer, s.id, { delete_answers: "yes" });
    expect(res.status).toBe(400);
    expect((await row(s.id)).status).toBe("Draft");
    const raw = await call(ROUTES.close, { method: "PUT", token: writer, rawBody: "{nope", params: { id: brandId, surveyId: s.id } });
    expect(raw.status).toBe(400);
  });

  it("no token → 401", async () => {
    const s = await study("Active");
    expect((await call(ROUTES.close, { method: "PUT", params: { id: brandId, surveyId: s.id } })).status).toBe(401);
  });
});

describe("concurrency (guarded update in one transaction)", () => {
  it("two concurrent closes: exactly one 200 and one 409; the study is Closed once", async () => {
    for (let round = 0; round < 3; round++) {
      const s = await study("Active");
      const [a, b] = await Promise.all([act("close", writer, s.id), act("close", admin, s.id)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.json.detail).toBe(STUDY_MSG.transitionRefused("closed", "Closed"));
      const winner = a.status === 200 ? a : b;
      const r = await row(s.id);
      expect(r.status).toBe("Closed");
      expect((winner.json.results as { date_closed: string }).date_closed).toBe(r.date_closed!.toISOString());
    }
  });

  it("a close racing a revert: the final state matches whichever succeeded", async () => {
    const s = await study("Active");
    const [c, d] = await Promise.all([act("close", writer, s.id), act("to_draft", admin, s.id)]);
    const r = await row(s.id);
    expect(c.status === 200 || d.status === 200).toBe(true);
    if (c.status === 200 && d.status === 200) expect(r.status).toBe("Draft"); // close first, then revert from Closed
    else if (c.status === 200) expect(r.status).toBe("Closed");
    else expect(r.status).toBe("Draft");
  });
});
