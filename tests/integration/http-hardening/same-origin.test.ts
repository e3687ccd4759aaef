// P8 item 9: a state change that rides on the session cookie must come from our own pages (Origin or
// Sec-Fetch-Site); GraphQL takes JSON bodies only. Bearer callers are unaffected. Through the real route handlers.
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { ACCESS_MSG } from "@/lib/messages";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import * as meRoute from "@/app/api/v1/me/route";
import { prisma } from "@/server/db";
import { call, createUser } from "../support/factories";

const APP = "http://localhost"; // call()'s default request URL is http://localhost/api/v1/test
const EVIL = "https://evil.test";

/** The browser's session cookie for `user`, as next-auth writes it. */
async function sessionCookie(user: { id: string; session_version: number }): Promise<string> {
  const token = await encode({ token: { sub: user.id, sv: user.session_version }, secret: process.env.NEXTAUTH_SECRET! });
  return `next-auth.session-token=${token}`;
}

const newName = { first_name: "Mallory", last_name: "Changed", department: "Design" };
const storedName = async (id: string) =>
  prisma.user.findUniqueOrThrow({ where: { id }, select: { first_name: true, last_name: true, department: true } });

describe("cookie-authenticated REST state changes (PUT /api/v1/me)", () => {
  const put = async (headers: Record<string, string>, token?: string) =>
    call(meRoute.PUT, { method: "PUT", url: `${APP}/api/v1/me`, json: newName, headers, token });

  it("refuses another site's Origin with 403 and changes nothing", async () => {
    const user = await createUser();
    const before = await storedName(user.id);
    const res = await put({ cookie: await sessionCookie(user), origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(ACCESS_MSG.crossOrigin);
    expect(res.contentType).toContain("application/problem+json");
    expect(await storedName(user.id)).toEqual(before);
  });

  it("refuses Sec-Fetch-Site cross-site / same-site, and a cookie with neither header (not a browser of ours)", async () => {
    const user = await createUser();
    const before = await storedName(user.id);
    const cookie = await sessionCookie(user);
    const refused: Record<string, string>[] = [{ cookie, "sec-fetch-site": "cross-site" }, { cookie, "sec-fetch-site": "same-site" }, { cookie, "sec-fetch-site": "none" }, { cookie }, { cookie, origin: "null" }];
    for (const headers of refused) {
      const res = await put(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json.detail).toBe(ACCESS_MSG.crossOrigin);
    }
    // Sec-Fetch-Site decides when present: a matching Origin beside `cross-site` does not pass.
    expect((await put({ cookie, "sec-fetch-site": "cross-site", origin: APP })).status).toBe(403);
    expect(await storedName(user.id)).toEqual(before);
  });

  it("accepts Sec-Fetch-Site: same-origin, and our own Origin", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user);
    const viaFetchMetadata = await put({ cookie, "sec-fetch-site": "same-origin" });
    expect(viaFetchMetadata.status).toBe(200);
    expect(await storedName(user.id)).toEqual(newName);
    const viaOrigin = await call(meRoute.PUT, { method: "PUT", url: `${APP}/api/v1/me`, json: { ...newName, department: "Marketing" }, headers: { cookie, origin: APP } });
    expect(viaOrigin.status).toBe(200);
    expect((await storedName(user.id)).department).toBe("Marketing");
  });

  it("lets a cookie read from anywhere (GET changes nothing)", async () => {
    const user = await createUser();
    const res = await call(meRoute.GET, { url: `${APP}/api/v1/me`, headers: { cookie: await sessionCookie(user), origin: EVIL, "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
  });

  it("leaves bearer callers alone, whatever their Origin", async () => {
    const user = await createUser();
    const res = await put({ origin: EVIL, "sec-fetch-site": "cross-site" }, user.token);
    expect(res.status).toBe(200);
    expect(await storedName(user.id)).toEqual(newName);
  });
});

describe("GraphQL: JSON bodies only, and the same-origin rule for cookie mutations", () => {
  const mutation = `mutation($i: UpdateUserInput!) { updateUser(input: $i) { message } }`;
  const doc = (id: string) => JSON.stringify({ query: mutation, variables: { i: { user_id: id, ...newName } } });
  const post = (body: string, headers: Record<string, string>) =>
    graphqlRoute.POST(new NextRequest(`${APP}/api/v1/graphql`, { method: "POST", headers, body }));

  it("answers 415 to a text/plain (or form) mutation riding on the cookie, and changes nothing", async () => {
    const user = await createUser();
    const before = await storedName(user.id);
    const cookie = await sessionCookie(user);
    // What an HTML form or a no-preflight fetch can send. Yoga itself would run the form-encoded one.
    const form = new URLSearchParams({ query: mutation, variables: JSON.stringify({ i: { user_id: user.id, ...newName } }) }).toString();
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/graphql"]) {
      const body = type === "application/x-www-form-urlencoded" ? form : doc(user.id);
      const res = await post(body, { cookie, "content-type": type, "sec-fetch-site": "same-origin" });
      expect(res.status, type).toBe(415);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(((await res.json()) as { detail: string }).detail).toBe(ACCESS_MSG.graphqlJsonOnly);
    }
    // No content type at all is not JSON either.
    expect((await graphqlRoute.POST(new NextRequest(`${APP}/api/v1/graphql`, { method: "POST", headers: { cookie }, body: new Blob([doc(user.id)]) }))).status).toBe(415);
    expect(await storedName(user.id)).toEqual(before);
  });

  it("refuses a cookie mutation from another site with the cross-origin 403, and changes nothing", async () => {
    const user = await createUser();
    const before = await storedName(user.id);
    const res = await post(doc(user.id), { cookie: await sessionCookie(user), "content-type": "application/json", origin: EVIL });
    const body = (await res.json()) as { data: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.message).toBe(ACCESS_MSG.crossOrigin);
    expect(body.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect(res.status).toBe(403); // yoga answers with the error's http status
    expect(await storedName(user.id)).toEqual(before);
  });

  it("runs a same-origin cookie mutation (JSON with a charset), and a bearer one from anywhere", async () => {
    const user = await createUser();
    const same = await post(doc(user.id), { cookie: await sessionCookie(user), "content-type": "application/json; charset=utf-8", "sec-fetch-site": "same-origin" });
    expect(((await same.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(await storedName(user.id)).toEqual(newName);

    const other = await createUser();
    const bearer = await post(doc(other.id), { authorization: `Bearer ${other.token}`, "content-type": "application/json", origin: EVIL });
    expect(((await bearer.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(await storedName(other.id)).toEqual(newName);
  });

  it("has no GET handler: a link or an <img> can never reach a mutation", () => {
    expect((graphqlRoute as Record<string, unknown>).GET).toBeUndefined();
  });
});
