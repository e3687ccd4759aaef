// Access to every endpoint of the users area (docs/contracts/p7-brands.md): no token 401; a member of another
// brand 403; a restricted user 403; a member without `user` write 403 (reading the list needs settings only); an
// inactive brand 403 "This brand is inactive" for non-admins; an admin 200. The link endpoints are public.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_MSG, USER_MSG } from "@/lib/brands/messages";
import { MSG } from "@/lib/messages";
import * as usersRoute from "@/app/api/v1/brand/[id]/users/route";
import * as permissionsRoute from "@/app/api/v1/brand/[id]/users/[userId]/permissions/route";
import * as merchantsRoute from "@/app/api/v1/admin/brand/[id]/merchants/[userId]/route";
import * as deleteRoute from "@/app/api/v1/admin/user/[id]/delete/route";
import * as invitationRoute from "@/app/api/v1/invitations/[token]/route";
import * as changeRoute from "@/app/api/v1/auth/change_password/route";
import * as resetRoute from "@/app/api/v1/auth/reset_password/route";
import { startJobs, stopJobs } from "@/server/jobs/boss";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "./support";
import type { TAction, TEntity } from "@/lib/permissions";

type U = Awaited<ReturnType<typeof createUser>>;
let brand: Awaited<ReturnType<typeof createBrand>>;
let inactive: Awaited<ReturnType<typeof createBrand>>;
let admin: U, manager: U, settingsReader: U, restricted: U, outsider: U, inactiveManager: U, target: U, inactiveTarget: U;

beforeAll(async () => {
  await startJobs({ url: process.env.DATABASE_URL, pollingIntervalSeconds: 0.5 });
  brand = await createBrand();
  inactive = await createBrand({ is_active: false });
  const manage: [TEntity, TAction][] = [["settings_page", "read"], ["user", "write"], ["survey", "read"]];
  admin = await createUser({ is_admin: true });
  manager = await createUser({ brands: { [brand.id]: manage } });
  settingsReader = await createUser({ brands: { [brand.id]: [["settings_page", "read"], ["user", "read"]] } });
  restricted = await createUser({ roles: { full: false, restricted: true }, brands: { [brand.id]: manage } });
  outsider = await createUser({ brands: { [(await createBrand()).id]: manage } });
  inactiveManager = await createUser({ brands: { [inactive.id]: manage } });
  target = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
  inactiveTarget = await createUser({ brands: { [inactive.id]: [["survey", "read"]] } });
});
afterAll(async () => stopJobs());

type Call = (token: string | null, b: string, u: string) => Promise<{ status: number; detail?: string }>;
const rest = (r: Promise<{ status: number; json: { detail?: string } }>) => r.then((x) => ({ status: x.status, detail: x.json.detail }));
const graph = (query: string, vars: (b: string, u: string) => Record<string, unknown>): Call => async (token, b, u) => {
  const body = await gql(token, query, vars(b, u));
  const e = body.errors?.[0];
  const status = !e ? 200 : ({ unauthenticated: 401, forbidden: 403, brand_inactive: 403, not_found: 404, invalid: 400 } as Record<string, number>)[e.extensions?.code ?? ""] ?? 500;
  return { status, detail: e?.message };
};

const WRITES: [string, Call][] = [
  ["PUT …/users/{userId}/permissions", (t, b, u) => rest(call(permissionsRoute.PUT, { method: "PUT", token: t, params: { id: b, userId: u }, json: { permissions: [] } }))],
  ["PUT …/merchants/{userId}", (t, b, u) => rest(call(merchantsRoute.PUT, { method: "PUT", token: t, params: { id: b, userId: u } }))],
  ["DELETE …/merchants/{userId}", (t, b, u) => rest(call(merchantsRoute.DELETE, { method: "DELETE", token: t, params: { id: b, userId: u } }))],
  ["GraphQL toggleUserRole", graph(`mutation($u: String!, $b: String!) { toggleUserRole(_id: $u, role: kb_user, brandId: $b) { full } }`, (b, u) => ({ b, u }))],
  ["GraphQL addUsersToBrand", graph(`mutation($b: String!) { addUsersToBrand(brandId: $b, emails: ["access-${Date.now()}@test.example"]) { success } }`, (b) => ({ b }))],
];
const READS: [string, Call][] = [
  ["GET /brand/{id}/users", (t, b) => rest(call(usersRoute.GET, { token: t, params: { id: b } }))],
  ["GraphQL brandUsers", graph(`query($b: String!) { brandUsers(brand_id: $b) { _id } }`, (b) => ({ b }))],
];

describe.each([...WRITES, ...READS])("%s", (_name, run) => {
  const isRead = READS.some(([, r]) => r === run);
  it("no token → 401", async () => expect((await run(null, brand.id, target.id)).status).toBe(401));
  it("a member of another brand → 403", async () => {
    const r = await run(outsider.token, brand.id, target.id);
    expect(r).toEqual({ status: 403, detail: MSG.noBrandAccess });
  });
  it("a restricted user → 403", async () => {
    const r = await run(restricted.token, brand.id, target.id);
    expect(r.status).toBe(403);
    expect(r.detail).toBe(isRead ? BRAND_MSG.noSettingsAccess : USER_MSG.noUserManagement);
  });
  it(isRead ? "a settings reader without user write → 200" : "a member without user write → 403", async () => {
    const r = await run(settingsReader.token, brand.id, target.id);
    if (isRead) expect(r.status).toBe(200);
    else expect(r).toEqual({ status: 403, detail: USER_MSG.noUserManagement });
  });
  it("a manager of an inactive brand → 403 'This brand is inactive'", async () => {
    expect(await run(inactiveManager.token, inactive.id, inactiveTarget.id)).toEqual({ status: 403, detail: MSG.brandInactive });
  });
  it("a manager → 200; an admin → 200, inactive brands too", async () => {
    expect((await run(manager.token, brand.id, target.id)).status).toBe(200);
    expect((await run(admin.token, brand.id, target.id)).status).toBe(200);
    expect((await run(admin.token, inactive.id, inactiveTarget.id)).status).toBe(200);
  });
});

describe("DELETE /admin/user/{id}/delete", () => {
  const del = (token: string | null, id: string) => rest(call(deleteRoute.DELETE, { method: "DELETE", token, params: { id } }));
  it("no token 401; outsider, manager and restricted 403; admin 200", async () => {
    const victim = await createUser({ brands: { [brand.id]: [] } });
    expect((await del(null, victim.id)).status).toBe(401);
    for (const u of [outsider, manager, restricted, settingsReader]) expect(await del(u.token, victim.id)).toEqual({ status: 403, detail: USER_MSG.deleteAdminOnly });
    expect((await del(admin.token, victim.id)).status).toBe(200);
  });
});

describe("the link endpoints are public", () => {
  it("answer without a token (404 for an unknown link, 200 for the reset request)", async () => {
    const t = "q".repeat(43);
    expect((await call(invitationRoute.GET, { params: { token: t } })).status).toBe(404);
    expect((await call(invitationRoute.POST, { method: "POST", params: { token: t }, json: { password: "A-long-password-1" } })).status).toBe(404);
    expect((await call(resetRoute.POST, { method: "POST", json: { token: t, password: "A-long-password-1" } })).status).toBe(404);
    expect((await call(changeRoute.POST, { method: "POST", json: { email: "public@test.example" } })).status).toBe(200);
  });
});
