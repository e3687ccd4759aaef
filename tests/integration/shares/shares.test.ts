// Share links (P13 item 2; spec 3 §7 get_share, create_share, update_share/{id}, delete_share/{id}, report/view) against
// a real database: a token answered once and stored only as its hash, the study's links with their views, expiry and
// revocation, and the e-mail gate's view log — only for a share viewer of that very study, with a valid address,
// rate-limited. A share token never authorises a write.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { shareSeenCookie } from "@/lib/shares/address";
import { SHARE_MSG, SHARE_VIEW_LIMIT } from "@/lib/shares/messages";
import type { TCreatedShare, TShareLink } from "@/lib/shares/wire";
import { hashShareToken, SHARE_HEADER } from "@/server/access/share-viewer";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { prisma } from "@/server/db";
import * as createRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/create_share/route";
import * as deleteRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/delete_share/[shareId]/route";
import * as listRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/get_share/route";
import * as updateRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/update_share/[shareId]/route";
import * as viewRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/view/route";
import { call, createBrand, createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";

type TUser = Awaited<ReturnType<typeof createUser>>;
let brandId: string;
let surveyId: string;
let otherStudy: string;
let manager: TUser;
let reader: TUser;

beforeAll(async () => {
  brandId = (await createBrand({ features: ["timeline"] })).id;
  surveyId = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1 })).id;
  otherStudy = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1 })).id;
  manager = await createUser({ brands: { [brandId]: [["share_token", "write"], ["survey", "read"], ["key_learning", "write"]] } });
  reader = await createUser({ brands: { [brandId]: [["share_token", "read"], ["survey", "read"]] } });
});

const params = (survey = surveyId, shareId?: string) => ({ id: brandId, surveyId: survey, ...(shareId ? { shareId } : {}) });
const create = (token: string, json: unknown, survey = surveyId) => call(createRoute.POST, { method: "POST", token, json, params: params(survey) });
const list = (token: string) => call(listRoute.GET, { token, params: params() });
const update = (token: string, shareId: string, json: unknown) => call(updateRoute.POST, { method: "POST", token, json, params: params(surveyId, shareId) });
const view = (shareToken: string | null, json: unknown, survey = surveyId, ip = "203.0.113.7") =>
  call(viewRoute.POST, {
    method: "POST",
    json,
    params: params(survey),
    headers: { ...(shareToken ? { [SHARE_HEADER]: shareToken } : {}), authorization: "Bearer null", [CLIENT_ADDRESS_HEADER]: ip },
  });
const made = (r: { json: { results?: unknown } }) => r.json.results as TCreatedShare;
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("creating and listing links", () => {
  it("answers the token once and stores only its hash; the list shows the link with its views", async () => {
    const r = await create(manager.token, { scope: "learnings", expires_at: inFuture(30) });
    expect(r.status).toBe(201);
    const { share, token } = made(r);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await prisma.shareToken.findUniqueOrThrow({ where: { id: share._id } });
    expect(row.token_hash).toBe(hashShareToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(share).toMatchObject({ scope: "learnings", revoked: false, view_count: 0, creator: { _id: manager.id } });

    const viewed = await view(token, { email: "Buyer@Retailer.example" });
    expect(viewed.status).toBe(201);
    expect(viewed.json.results).toEqual({ ok: true });
    // The browser is not asked again for a while: a cookie named after the link (not its token), for the shared pages.
    const cookie = viewed.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${shareSeenCookie(share._id)}=1`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toContain(token);
    const links = (await list(reader.token)).json.results as TShareLink[];
    const listed = links.find((l) => l._id === share._id)!;
    expect(listed.view_count).toBe(1);
    expect(listed.views[0]!.email).toBe("buyer@retailer.example");
  });

  it.each([
    ["an unknown scope", { scope: "everything" }, SHARE_MSG.scope],
    ["an expiry in the past", { scope: "results", expires_at: new Date(Date.now() - 60_000).toISOString() }, SHARE_MSG.expiryPast],
    ["an expiry beyond a year", { scope: "results", expires_at: inFuture(400) }, SHARE_MSG.expiryTooFar],
  ])("refuses %s with a clear 400 and stores nothing", async (_name, json, message) => {
    const before = await prisma.shareToken.count({ where: { survey_id: surveyId } });
    const r = await create(manager.token, json);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.json)).toContain(message);
    expect(await prisma.shareToken.count({ where: { survey_id: surveyId } })).toBe(before);
  });

  it("needs share_token write to create, and the study of the brand", async () => {
    expect((await create(reader.token, { scope: "results" })).status).toBe(403);
    expect((await create(manager.token, { scope: "results" }, newId())).status).toBe(404);
  });
});

describe("revoking, expiring and deleting", () => {
  it("a revoked link logs no view and stays revoked", async () => {
    const { share, token } = made(await create(manager.token, { scope: "results" }));
    const r = await update(manager.token, share._id, { revoked: true });
    expect((r.json.results as TShareLink).revoked).toBe(true);
    expect((await view(token, { email: "late@example.com" })).status).toBe(401);
    expect((await update(manager.token, share._id, { revoked: false })).status).toBe(400);
  });

  it("an expired link logs no view", async () => {
    const { share, token } = made(await create(manager.token, { scope: "results" }));
    await prisma.shareToken.update({ where: { id: share._id }, data: { expires_at: new Date(Date.now() - 1000) } });
    expect((await view(token, { email: "late@example.com" })).status).toBe(401);
  });

  it("a deleted link is gone; another study's link, or an unknown id, is a 404", async () => {
    const { share } = made(await create(manager.token, { scope: "results" }));
    const theirs = made(await create(manager.token, { scope: "results" }, otherStudy)).share;
    expect((await update(manager.token, theirs._id, { revoked: true })).status).toBe(404);
    expect((await prisma.shareToken.findUniqueOrThrow({ where: { id: theirs._id } })).revoked).toBe(false);
    expect((await call(deleteRoute.DELETE, { method: "DELETE", token: reader.token, params: params(surveyId, share._id) })).status).toBe(403);
    expect((await call(deleteRoute.DELETE, { method: "DELETE", token: manager.token, params: params(surveyId, share._id) })).status).toBe(200);
    expect(await prisma.shareToken.count({ where: { id: share._id } })).toBe(0);
    expect((await call(deleteRoute.DELETE, { method: "DELETE", token: manager.token, params: params(surveyId, newId()) })).status).toBe(404);
  });
});

describe("the e-mail gate's view log", () => {
  it("refuses a missing or invalid address with the spec's text, and logs nothing", async () => {
    const { share, token } = made(await create(manager.token, { scope: "learnings" }));
    for (const json of [{}, { email: "" }, { email: "not-an-address" }, { email: `${"a".repeat(400)}@example.com` }]) {
      const r = await view(token, json);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.json)).toContain(SHARE_MSG.invalidEmail);
    }
    expect(await prisma.shareView.count({ where: { share_token_id: share._id } })).toBe(0);
  });

  it("is only for a share viewer of that study: a forged token, another study's token, or a user's session are refused", async () => {
    const { token } = made(await create(manager.token, { scope: "results" }));
    expect((await view("x".repeat(43), { email: "a@example.com" })).status).toBe(401);
    expect((await view(token, { email: "a@example.com" }, otherStudy)).status).toBe(403);
    expect((await view(null, { email: "a@example.com" })).status).toBe(401);
    const asUser = await call(viewRoute.POST, { method: "POST", token: manager.token, json: { email: "a@example.com" }, params: params() });
    expect(asUser.status).toBe(403);
  });

  it("refuses a flood of views from one address, while another address still gets in", async () => {
    const { token } = made(await create(manager.token, { scope: "learnings" }));
    for (let i = 0; i < SHARE_VIEW_LIMIT.points; i += 1) expect((await view(token, { email: `v${i}@example.com` }, surveyId, "198.51.100.9")).status).toBe(201);
    const flood = await view(token, { email: "one-more@example.com" }, surveyId, "198.51.100.9");
    expect(flood.status).toBe(429);
    expect(flood.json.detail).toBe(SHARE_MSG.tooManyViews);
    expect((await view(token, { email: "colleague@example.com" }, surveyId, "198.51.100.10")).status).toBe(201);
  });

  it("a share token never authorises a write", async () => {
    const { token } = made(await create(manager.token, { scope: "learnings" }));
    const before = await prisma.keyLearning.count({ where: { survey_id: surveyId } });
    const raw = call;
    const graphqlRoute = await import("@/app/api/v1/graphql/route");
    const r = await raw(graphqlRoute.POST, {
      method: "POST",
      url: "http://localhost/api/v1/graphql",
      headers: { [SHARE_HEADER]: token, authorization: "Bearer null" },
      json: { query: `mutation($b: ID!, $s: ID!) { createKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: { learning: "Sneaky" }) { id } }`, variables: { b: brandId, s: surveyId } },
    });
    expect((r.json as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toMatch(/unauthenticated|forbidden/);
    expect((await create("", { scope: "results" })).status).toBe(401);
    expect(await prisma.keyLearning.count({ where: { survey_id: surveyId } })).toBe(before);
    // A learnings link reads its own study's learnings.
    const read = await raw(graphqlRoute.POST, {
      method: "POST",
      url: "http://localhost/api/v1/graphql",
      headers: { [SHARE_HEADER]: token, authorization: "Bearer null" },
      json: { query: `query($b: ID!, $s: ID!) { learningsAndImpact(brand_id: $b, survey_id: $s) { survey_id } }`, variables: { b: brandId, s: surveyId } },
    });
    expect((r.json as { errors?: unknown[] }).errors).toBeDefined();
    expect((read.json as { data?: { learningsAndImpact?: { survey_id: string } } }).data?.learningsAndImpact?.survey_id).toBe(surveyId);
  });
});
