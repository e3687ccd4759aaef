// Share viewers on GET /api/v1/brand/{id}/survey/{s} (P8): the first endpoint a share link's holder may call
// (`share: true`). A results token (x-share-token, null bearer) reads its own study and nothing else; the builder's
// view needs a signed-in user; revoked, expired or misplaced tokens are 401, a learnings token is 403 here.
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MSG } from "@/lib/messages";
import { prisma } from "@/server/db";
import { hashShareToken, newShareToken, SHARE_HEADER } from "@/server/access/share-viewer";
import * as getRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/route";
import * as countRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/respondents_count/route";
import { call, createBrand, createUser } from "../support/factories";
import { study } from "./fixtures";

let brandId: string;
let own: string;
let sibling: string;
let user: { token: string };

async function shareToken(opts: { scope?: "results" | "learnings"; revoked?: boolean; expires_at?: Date | null; surveyId?: string } = {}) {
  const token = newShareToken();
  await prisma.shareToken.create({
    data: {
      token_hash: hashShareToken(token),
      brand_id: brandId,
      survey_id: opts.surveyId ?? own,
      scope: opts.scope ?? "results",
      revoked: opts.revoked ?? false,
      expires_at: opts.expires_at ?? null,
    },
  });
  return token;
}

/** The study read the way a shared page makes it: the token in x-share-token and a null bearer. */
const asViewer = (token: string, surveyId: string, query = "", handler = getRoute.GET) =>
  call(handler, {
    url: `http://localhost/api/v1/brand/${brandId}/survey/${surveyId}${query}`,
    headers: { [SHARE_HEADER]: token, authorization: "Bearer null" },
    params: { id: brandId, surveyId },
  });

beforeAll(async () => {
  brandId = (await createBrand()).id;
  own = (await study(brandId, { title: "Shared", products: 1 })).id;
  sibling = (await study(brandId, { title: "Not shared" })).id;
  user = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
});

describe("GET /brand/{b}/survey/{s} for a share viewer", () => {
  it("declares survey.read with share viewers allowed", () => {
    expect(getRoute.GET.meta).toEqual({ permission: "survey.read", share: true });
  });

  it("a results token reads its own study", async () => {
    const res = await asViewer(await shareToken(), own);
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({ _id: own, title: "Shared" });
  });

  it("another study of the same brand is 403", async () => {
    const res = await asViewer(await shareToken(), sibling);
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(ACCESS_MSG.shareViewerReadOnly);
  });

  it("the builder's view (?view=wizard) needs a signed-in user: 401", async () => {
    const res = await asViewer(await shareToken(), own, "?view=wizard");
    expect(res.status).toBe(401);
    // The same study in the builder's view for a signed-in reader.
    const signedIn = await call(getRoute.GET, { token: user.token, url: "http://localhost/api/v1/test?view=wizard", params: { id: brandId, surveyId: own } });
    expect(signedIn.status).toBe(200);
  });

  it("a revoked or expired token is 401 with the invalid-link text", async () => {
    for (const token of [await shareToken({ revoked: true }), await shareToken({ expires_at: new Date(Date.now() - 60_000) })]) {
      const res = await asViewer(token, own);
      expect(res.status).toBe(401);
      expect(res.json.detail).toBe(ACCESS_MSG.shareTokenInvalid);
    }
  });

  it("a share token sent as a bearer token is 401", async () => {
    const res = await call(getRoute.GET, { token: await shareToken(), params: { id: brandId, surveyId: own } });
    expect(res.status).toBe(401);
  });

  it("a user's JWT sent as x-share-token is 401", async () => {
    const res = await asViewer(user.token, own);
    expect(res.status).toBe(401);
    expect(res.json.detail).toBe(ACCESS_MSG.shareTokenInvalid);
  });

  it("a learnings token is 403 here (it grants key_learning.read only)", async () => {
    const res = await asViewer(await shareToken({ scope: "learnings" }), own);
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(ACCESS_MSG.shareViewerReadOnly);
  });

  it("an endpoint without share: true refuses a valid results token with 401", async () => {
    const res = await asViewer(await shareToken(), own, "/respondents_count", countRoute.GET);
    expect(res.status).toBe(401);
  });
});
