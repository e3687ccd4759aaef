// Sessions end when they should (P8 item 7): a password reset, removal from a brand and a role change end the user's
// existing bearer tokens and cookie sessions; an invitation's password kills the reset links issued before it; a
// realtime token opens the websocket only.
import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { ACCESS_MSG } from "@/lib/messages";
import * as meRoute from "@/app/api/v1/me/route";
import * as authRoute from "@/app/api/v1/auth/route";
import * as resetRoute from "@/app/api/v1/auth/reset_password/route";
import * as merchantsRoute from "@/app/api/v1/admin/brand/[id]/merchants/[userId]/route";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { issueResetToken } from "@/server/auth/password-reset";
import { acceptInvitation, createInvitation, issueInvitationToken } from "@/server/auth/invitations";
import { prisma } from "@/server/db";
import { call, createBrand, createUser, PASSWORD } from "../support/factories";

const NEW_PASSWORD = "Another-password-42";
const me = (headers: Record<string, string>) => call(meRoute.GET, { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The session cookie a browser holds after signing in (next-auth's JWT, with the session version). */
async function cookieFor(user: { id: string; email: string; session_version: number }) {
  const token = await encode({ token: { sub: user.id, email: user.email, sv: user.session_version }, secret: process.env.NEXTAUTH_SECRET! });
  return { cookie: `next-auth.session-token=${token}` };
}

describe("a password reset ends every session", () => {
  it("an old bearer token and an old cookie get 401 after a reset; the new password signs in", async () => {
    const user = await createUser();
    const cookie = await cookieFor(user);
    expect((await me(bearer(user.token))).status).toBe(200);
    expect((await me(cookie)).status).toBe(200);

    const link = await issueResetToken(user.email);
    const res = await call(resetRoute.POST, { method: "POST", json: { token: link!.token, password: NEW_PASSWORD } });
    expect(res.status).toBe(200);

    const old = await me(bearer(user.token));
    expect(old.status).toBe(401);
    expect(old.json.detail).toBe(ACCESS_MSG.sessionEnded);
    expect((await me(cookie)).status).toBe(401);
    const fresh = await call(authRoute.POST, { method: "POST", json: { email: user.email, password: NEW_PASSWORD } });
    expect(fresh.status).toBe(200);
    expect((await me(bearer(fresh.json.token as string))).status).toBe(200);
  });
});

describe("changes to a user's access end their sessions", () => {
  it("removal from a brand: the user's old token gets 401, the admin's keeps working", async () => {
    const brand = await createBrand();
    const user = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
    const admin = await createUser({ is_admin: true });
    const res = await call(merchantsRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: brand.id, userId: user.id } });
    expect(res.status).toBe(200);
    expect((await me(bearer(user.token))).status).toBe(401);
    expect((await me(bearer(admin.token))).status).toBe(200);
  });

  it("a role change: the user's old token gets 401", async () => {
    const brand = await createBrand();
    const user = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
    const admin = await createUser({ is_admin: true });
    const mutation = `mutation($u: String!, $r: UserRole!, $b: String!) { toggleUserRole(_id: $u, role: $r, brandId: $b) { kb_user } }`;
    const res = await call(graphqlRoute.POST, {
      method: "POST",
      url: "http://localhost/api/v1/graphql",
      token: admin.token,
      json: { query: mutation, variables: { u: user.id, r: "kb_user", b: brand.id } },
    });
    expect((res.json as { errors?: unknown }).errors).toBeUndefined();
    expect((await me(bearer(user.token))).status).toBe(401);
  });

  it("nothing else changes: a refused reset leaves the session alive", async () => {
    const user = await createUser();
    const res = await call(resetRoute.POST, { method: "POST", json: { token: "x".repeat(43), password: NEW_PASSWORD } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await me(bearer(user.token))).status).toBe(200);
  });
});

describe("an invitation's password", () => {
  it("kills the reset links issued before it", async () => {
    const brand = await createBrand();
    const admin = await createUser({ is_admin: true });
    const invitee = await prisma.user.create({ data: { email: `invitee-${brand.id}@test.example` } });
    const link = await issueResetToken(invitee.email);
    expect(link).toBeTruthy();
    const invitationId = await createInvitation(prisma, { brandId: brand.id, userId: invitee.id, email: invitee.email, invitedById: admin.id });
    const mail = await issueInvitationToken(invitationId);
    await acceptInvitation(mail!.token, { password: NEW_PASSWORD, first_name: "New", last_name: "Colleague" });
    const res = await call(resetRoute.POST, { method: "POST", json: { token: link!.token, password: PASSWORD } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await call(authRoute.POST, { method: "POST", json: { email: invitee.email, password: NEW_PASSWORD } })).status).toBe(200);
  });
});

describe("the realtime token", () => {
  it("is not an API bearer token", async () => {
    const user = await createUser();
    expect((await me(bearer(user.realtime_token))).status).toBe(401);
    expect((await me(bearer(user.token))).status).toBe(200);
  });
});
