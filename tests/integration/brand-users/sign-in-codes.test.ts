// Sign-in codes of spec 1 §8 against the real database (P7 Deliver 3): 1007 inactive user (sign-in refused with
// the code), 1010 the session's user was deleted, 1011 no brand, 1012 every membership deactivated — what `/`
// (app/page.tsx: loadActor + indexRoute) answers for each, after the users-area actions that cause them.
import { describe, expect, it } from "vitest";
import { AUTH_ERROR_CODES } from "@/lib/messages";
import { indexRoute, routes } from "@/lib/routes";
import * as merchantsRoute from "@/app/api/v1/admin/brand/[id]/merchants/[userId]/route";
import * as deleteRoute from "@/app/api/v1/admin/user/[id]/delete/route";
import { loadActor } from "@/server/access/actor";
import { signIn, SignInError } from "@/server/auth/sign-in";
import { call, createBrand, createUser, PASSWORD } from "../support/factories";

async function indexFor(userId: string): Promise<string> {
  const actor = await loadActor(userId);
  return indexRoute(true, actor && { ...actor, brands: actor.memberships });
}
const errorRoute = (code: keyof typeof AUTH_ERROR_CODES) => routes.error(code, AUTH_ERROR_CODES[code]);

describe("sign-in codes", () => {
  it("1007: an inactive user cannot sign in, and / shows the code", async () => {
    const u = await createUser({ is_active: false, brands: { [(await createBrand()).id]: [] } });
    const err = await signIn({ email: u.email, password: PASSWORD }, `codes-${u.id}`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SignInError);
    expect((err as SignInError).message).toBe("1007");
    expect(await indexFor(u.id)).toBe(errorRoute(1007));
  });

  it("1010: a deleted user's session lands on the error page", async () => {
    const admin = await createUser({ is_admin: true });
    const u = await createUser({ brands: { [(await createBrand()).id]: [] } });
    expect((await call(deleteRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: u.id } })).status).toBe(200);
    expect(await indexFor(u.id)).toBe(errorRoute(1010));
  });

  it("1011: a user with no brand", async () => {
    const u = await createUser();
    expect(await indexFor(u.id)).toBe(errorRoute(1011));
  });

  it("1012: a user whose every membership was deactivated; activating one again sends them home", async () => {
    const admin = await createUser({ is_admin: true });
    const b = await createBrand();
    const u = await createUser({ brands: { [b.id]: [["survey", "read"]] } });
    expect(await indexFor(u.id)).toBe(routes.brandHome(b.id));
    await call(merchantsRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: b.id, userId: u.id } });
    expect(await indexFor(u.id)).toBe(errorRoute(1012));
    await call(merchantsRoute.PUT, { method: "PUT", token: admin.token, params: { id: b.id, userId: u.id } });
    expect(await indexFor(u.id)).toBe(routes.brandHome(b.id));
  });
});
