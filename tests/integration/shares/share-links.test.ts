// Share links a brand can manage (P15 item 6) against a real database: Copy share link hands out the brand's active
// link of that scope again (not a revoked or expired one, and not another scope's), New link makes one with a label and
// an expiry; bad labels and expiries are refused with lib's texts and nothing written; an expired link no longer opens;
// a link's views come a page at a time; revoking stops the link; malformed ids are 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { SHARE_LABEL_MAX, SHARE_MSG, SHARE_VIEWS_PAGE } from "@/lib/shares/messages";
import type { TCreatedShare, TShareLink, TShareViewsPage } from "@/lib/shares/wire";
import { hashShareToken, shareViewerFromToken } from "@/server/access/share-viewer";
import { prisma } from "@/server/db";
import { loadSharedResultsPage } from "@/server/pages/results-page";
import { loadSharedLearningsReport } from "@/server/pages/learnings-report-page";
import { openShareToken, sealShareToken } from "@/server/shares/token-box";
import * as createRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/create_share/route";
import * as listRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/get_share/route";
import * as viewsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/get_share/[shareId]/views/route";
import * as updateRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/update_share/[shareId]/route";
import { call, createBrand, createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";

type TUser = Awaited<ReturnType<typeof createUser>>;
let brandId: string;
let surveyId: string;
let manager: TUser;
let colleague: TUser;
let reader: TUser;

beforeAll(async () => {
  brandId = (await createBrand({ features: ["timeline"] })).id;
  surveyId = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1 })).id;
  manager = await createUser({ brands: { [brandId]: [["share_token", "write"], ["survey", "read"], ["key_learning", "write"]] } });
  colleague = await createUser({ brands: { [brandId]: [["share_token", "write"], ["survey", "read"], ["key_learning", "write"]] } });
  reader = await createUser({ brands: { [brandId]: [["share_token", "read"], ["survey", "read"]] } });
});

const params = (survey = surveyId, shareId?: string) => ({ id: brandId, surveyId: survey, ...(shareId ? { shareId } : {}) });
const create = (token: string, json: unknown, survey = surveyId) => call(createRoute.POST, { method: "POST", token, json, params: params(survey) });
const made = (r: { json: { results?: unknown } }) => r.json.results as TCreatedShare;
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const views = (token: string, shareId: string, page?: string) =>
  call(viewsRoute.GET, { token, params: params(surveyId, shareId), url: `http://localhost/api/v1/brand/${brandId}/survey/${surveyId}/get_share/${shareId}/views${page === undefined ? "" : `?page=${encodeURIComponent(page)}`}` });
const count = () => prisma.shareToken.count({ where: { survey_id: surveyId } });

describe("Copy share link reuses the brand's active link", () => {
  it("answers the newest active link of that scope again, whoever made it, and a new one when asked", async () => {
    const first = made(await create(manager.token, { scope: "results", reuse: true }));
    expect(first.reused).toBe(false);
    const again = made(await create(colleague.token, { scope: "results", reuse: true }));
    expect(again).toMatchObject({ reused: true, token: first.token, share: { _id: first.share._id, creator: { _id: manager.id } } });
    // Another scope has links of its own.
    const learnings = made(await create(manager.token, { scope: "learnings", reuse: true }));
    expect(learnings.share._id).not.toBe(first.share._id);
    // New link: a fresh token, and from now on the newest active link.
    const fresh = made(await create(manager.token, { scope: "results" }));
    expect(fresh.reused).toBe(false);
    expect(fresh.token).not.toBe(first.token);
    expect(made(await create(manager.token, { scope: "results", reuse: true })).token).toBe(fresh.token);
  });

  it("never hands out a revoked or expired link, nor one whose token cannot be recovered", async () => {
    const survey = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1 })).id;
    const revoked = made(await create(manager.token, { scope: "results" }, survey));
    await call(updateRoute.POST, { method: "POST", token: manager.token, json: { revoked: true }, params: params(survey, revoked.share._id) });
    const expired = made(await create(manager.token, { scope: "results" }, survey));
    await prisma.shareToken.update({ where: { id: expired.share._id }, data: { expires_at: new Date(Date.now() - 1000) } });
    // A link issued before tokens were sealed.
    const old = made(await create(manager.token, { scope: "results" }, survey));
    await prisma.shareToken.update({ where: { id: old.share._id }, data: { token_box: null } });
    const copied = made(await create(manager.token, { scope: "results", reuse: true }, survey));
    expect(copied.reused).toBe(false);
    expect([revoked.token, expired.token, old.token]).not.toContain(copied.token);
    expect(await shareViewerFromToken(copied.token)).toMatchObject({ token_id: copied.share._id });
  });

  it("stores the token sealed: not readable from the row, bound to its link, opened only with the key", async () => {
    const { share, token } = made(await create(manager.token, { scope: "learnings" }));
    const row = await prisma.shareToken.findUniqueOrThrow({ where: { id: share._id } });
    expect(row.token_box).not.toContain(token);
    expect(openShareToken(row.token_box!, row.token_hash)).toBe(token);
    expect(openShareToken(row.token_box!, hashShareToken("another"))).toBeNull();
    expect(openShareToken(row.token_box!, row.token_hash, "another secret of enough length for the test")).toBeNull();
    expect(openShareToken(sealShareToken(token, row.token_hash), row.token_hash)).toBe(token);
  });
});

describe("New link with a label and an expiry", () => {
  it("keeps the label (trimmed) and the expiry, and the list shows label, scope, creator, created, expiry and views", async () => {
    const expires_at = inFuture(30);
    const r = await create(manager.token, { scope: "results", label: "  Buyers' meeting  ", expires_at });
    expect(r.status).toBe(201);
    const { share } = made(r);
    expect(share).toMatchObject({ label: "Buyers' meeting", scope: "results", expires_at, creator: { _id: manager.id }, view_count: 0 });
    const listed = ((await call(listRoute.GET, { token: reader.token, params: params() })).json.results as TShareLink[]).find((l) => l._id === share._id)!;
    expect(listed).toMatchObject({ label: "Buyers' meeting", scope: "results", expires_at, creator: { _id: manager.id } });
    expect(listed.date_created).toEqual(expect.any(String));
  });

  it.each([
    ["a label of 10 kB", { label: "x".repeat(10_240) }, SHARE_MSG.labelTooLong],
    [`a label of ${SHARE_LABEL_MAX + 1} characters`, { label: "x".repeat(SHARE_LABEL_MAX + 1) }, SHARE_MSG.labelTooLong],
    ["a label with markup", { label: "<b>Buyers</b>" }, SHARE_MSG.labelMarkup],
    ["a label of two lines", { label: "Buyers\nmeeting" }, SHARE_MSG.labelControl],
    ["a label that is not text", { label: 42 }, SHARE_MSG.labelType],
    ["an expiry in the past", { expires_at: new Date(Date.now() - 86_400_000).toISOString() }, SHARE_MSG.expiryPast],
    ["an expiry beyond a year", { expires_at: inFuture(367) }, SHARE_MSG.expiryTooFar],
    ["an expiry that is no date", { expires_at: "next tuesday" }, SHARE_MSG.expiryInvalid],
    ["reuse that is not a boolean", { reuse: "yes" }, SHARE_MSG.reuse],
  ])("refuses %s with a clear 400 and writes nothing, with or without reuse", async (_name, extra, message) => {
    const before = await count();
    for (const reuse of [{}, { reuse: true }]) {
      const r = await create(manager.token, { scope: "results", ...reuse, ...extra });
      expect(r.status).toBe(400);
      expect(r.json.detail ?? JSON.stringify(r.json)).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it("an expired link no longer opens: neither the results page nor the learnings report", async () => {
    const results = made(await create(manager.token, { scope: "results", label: "Short", expires_at: inFuture(1) }));
    const learnings = made(await create(manager.token, { scope: "learnings", expires_at: inFuture(1) }));
    await prisma.shareToken.updateMany({ where: { id: { in: [results.share._id, learnings.share._id] } }, data: { expires_at: new Date(Date.now() - 1000) } });
    expect(await shareViewerFromToken(results.token)).toBeNull();
    expect(await loadSharedResultsPage(results.token, brandId, surveyId, {}, "campaign")).toEqual({ kind: "invalid" });
    expect(await loadSharedLearningsReport(learnings.token, brandId, surveyId)).toEqual({ kind: "invalid" });
  });
});

describe("a link's views, a page at a time", () => {
  it("lists the newest first, SHARE_VIEWS_PAGE a page, with the total", async () => {
    const { share } = made(await create(manager.token, { scope: "learnings", label: "Paged" }));
    const total = SHARE_VIEWS_PAGE + 3;
    await prisma.shareView.createMany({
      data: Array.from({ length: total }, (_, i) => ({ survey_id: surveyId, share_token_id: share._id, email: `v${i}@example.com`, date_created: new Date(Date.UTC(2026, 0, 1, 0, i)) })),
    });
    const listed = ((await call(listRoute.GET, { token: reader.token, params: params() })).json.results as TShareLink[]).find((l) => l._id === share._id)!;
    expect(listed.view_count).toBe(total);
    expect(listed.views).toHaveLength(SHARE_VIEWS_PAGE);
    expect(listed.views[0]!.email).toBe(`v${total - 1}@example.com`);
    const first = (await views(reader.token, share._id)).json.results as TShareViewsPage;
    expect(first).toMatchObject({ page: 1, per_page: SHARE_VIEWS_PAGE, total });
    expect(first.views.map((v) => v.email)).toEqual(listed.views.map((v) => v.email));
    const second = (await views(reader.token, share._id, "2")).json.results as TShareViewsPage;
    expect(second.views.map((v) => v.email)).toEqual(["v2@example.com", "v1@example.com", "v0@example.com"]);
    expect(((await views(reader.token, share._id, "3")).json.results as TShareViewsPage).views).toEqual([]);
  });

  it("refuses a bad page, a malformed or unknown id, and a caller without share_token read", async () => {
    const { share } = made(await create(manager.token, { scope: "learnings" }));
    for (const page of ["0", "-1", "1.5", "two"]) {
      const r = await views(reader.token, share._id, page);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.json)).toContain(SHARE_MSG.badPage);
    }
    for (const id of ["not-an-id", newId()]) {
      const r = await views(reader.token, id);
      expect(r.status).toBe(404);
      expect(r.json.detail).toBe(SHARE_MSG.notFound);
    }
    const stranger = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
    expect((await views(stranger.token, share._id)).status).toBe(403);
  });
});

describe("revoking", () => {
  it("stops the link at once, and Copy share link makes a new one", async () => {
    const survey = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1 })).id;
    const { share, token } = made(await create(manager.token, { scope: "results", reuse: true }, survey));
    const r = await call(updateRoute.POST, { method: "POST", token: manager.token, json: { revoked: true }, params: params(survey, share._id) });
    expect((r.json.results as TShareLink).revoked).toBe(true);
    expect(await shareViewerFromToken(token)).toBeNull();
    const next = made(await create(manager.token, { scope: "results", reuse: true }, survey));
    expect(next.reused).toBe(false);
    expect(next.token).not.toBe(token);
  });

  it("refuses an invalid id with a 404 and changes nothing", async () => {
    const r = await call(updateRoute.POST, { method: "POST", token: manager.token, json: { revoked: true }, params: params(surveyId, "../../x") });
    expect(r.status).toBe(404);
    expect(r.json.detail).toBe(SHARE_MSG.notFound);
  });
});
