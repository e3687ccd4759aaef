// Managing a brand's users (P7 Deliver 3): the users list, toggleUserRole (full and restricted exclusive),
// permissions replace (one transaction, only what a manager holds), activate/deactivate in the brand (keeps
// permissions), delete (what the user made stays, with the reference cleared). Bad input changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { USER_MSG } from "@/lib/brands/messages";
import type { TBrandUser } from "@/lib/brands/wire";
import * as usersRoute from "@/app/api/v1/brand/[id]/users/route";
import * as permissionsRoute from "@/app/api/v1/brand/[id]/users/[userId]/permissions/route";
import * as merchantsRoute from "@/app/api/v1/admin/brand/[id]/merchants/[userId]/route";
import * as deleteRoute from "@/app/api/v1/admin/user/[id]/delete/route";
import * as meRoute from "@/app/api/v1/me/route";
import * as authRoute from "@/app/api/v1/auth/route";
import { prisma } from "@/server/db";
import { call, createBrand, createUser, PASSWORD } from "../support/factories";
import { study } from "../studies-read/fixtures";
import { gql, snapshot } from "./support";

const TOGGLE = `mutation($u: String!, $r: UserRole!, $b: String!) { toggleUserRole(_id: $u, role: $r, brandId: $b) { full restricted kb_user } }`;
const putPerms = (token: string, brandId: string, userId: string, json: unknown) =>
  call(permissionsRoute.PUT, { method: "PUT", token, json, params: { id: brandId, userId } });
const merchants = (method: "PUT" | "DELETE", token: string, brandId: string, userId: string) =>
  call(merchantsRoute[method], { method, token, params: { id: brandId, userId } });

let brand: Awaited<ReturnType<typeof createBrand>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let manager: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  brand = await createBrand();
  admin = await createUser({ is_admin: true });
  manager = await createUser({ brands: { [brand.id]: [["settings_page", "read"], ["user", "write"], ["survey", "write"], ["product", "read"]] } });
});

describe("GET /api/v1/brand/{id}/users", () => {
  it("lists active and deactivated members with roles, this brand's permissions and pending invitations", async () => {
    const b = await createBrand();
    const a = await createUser({ first_name: "Al", brands: { [b.id]: [["survey", "write"], ["survey", "read"]], [brand.id]: [["product", "write"]] } });
    const c = await createUser({ roles: { restricted: true, full: false }, brands: { [b.id]: [] } });
    await prisma.brandMembership.update({ where: { user_id_brand_id: { user_id: c.id, brand_id: b.id } }, data: { is_active: false } });
    await prisma.user.update({ where: { id: c.id }, data: { password_hash: null } });
    await prisma.invitation.create({ data: { token_hash: `h-${c.id}`, email: c.email, brand_id: b.id, user_id: c.id, expires_at: new Date(Date.now() + 1e6) } });
    const res = await call(usersRoute.GET, { token: admin.token, params: { id: b.id } });
    expect(res.status).toBe(200);
    const rows = res.json.results as TBrandUser[];
    expect(rows.map((r) => r.email)).toEqual([a.email, c.email].sort());
    const ra = rows.find((r) => r._id === a.id)!;
    expect(ra).toMatchObject({ first_name: "Al", is_active_in_brand: true, invitation_pending: false, roles: { full: true, restricted: false, kb_user: false } });
    expect(ra.permissions).toEqual([{ entity: "survey", action: "read" }, { entity: "survey", action: "write" }]);
    expect(rows.find((r) => r._id === c.id)).toMatchObject({ is_active_in_brand: false, invitation_pending: true, roles: { restricted: true, full: false } });
  });
});

describe("toggleUserRole", () => {
  it("toggles a role; full and restricted exclude each other; kb_user combines", async () => {
    const u = await createUser({ brands: { [brand.id]: [] } });
    const t = async (r: string) => (await gql<{ toggleUserRole: Record<string, boolean> }>(admin.token, TOGGLE, { u: u.id, r, b: brand.id })).data!.toggleUserRole;
    expect(await t("restricted")).toEqual({ full: false, restricted: true, kb_user: false });
    expect(await t("kb_user")).toEqual({ full: false, restricted: true, kb_user: true });
    expect(await t("full")).toEqual({ full: true, restricted: false, kb_user: true });
    expect(await t("kb_user")).toEqual({ full: true, restricted: false, kb_user: false });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect([row.role_full, row.role_restricted, row.role_kb_user]).toEqual([true, false, false]);
  });

  it("a manager may toggle colleagues only in brands they manage, never themselves or an admin", async () => {
    const colleague = await createUser({ brands: { [brand.id]: [] } });
    const shared = await createUser({ brands: { [brand.id]: [], [(await createBrand()).id]: [] } });
    const adminMember = await createUser({ is_admin: true, brands: { [brand.id]: [] } });
    const ok = await gql(manager.token, TOGGLE, { u: colleague.id, r: "kb_user", b: brand.id });
    expect(ok.errors).toBeUndefined();
    const before = await snapshot(brand.id);
    for (const [u, msg] of [
      [manager.id, USER_MSG.cannotChangeOwnAccess],
      [shared.id, USER_MSG.rolesInOtherBrands],
      [adminMember.id, USER_MSG.cannotChangeAdmin],
    ] as const) {
      const res = await gql(manager.token, TOGGLE, { u, r: "restricted", b: brand.id });
      expect(res.errors![0]).toMatchObject({ message: msg, extensions: { code: "forbidden" } });
    }
    expect(await snapshot(brand.id)).toEqual(before);
  });

  it("refuses a user outside the brand (404), a bad id and an unknown role, changing nothing", async () => {
    const stranger = await createUser({ brands: { [(await createBrand()).id]: [] } });
    const before = await snapshot(brand.id);
    const notIn = await gql(admin.token, TOGGLE, { u: stranger.id, r: "full", b: brand.id });
    expect(notIn.errors![0]).toMatchObject({ message: USER_MSG.userNotInBrand, extensions: { code: "not_found" } });
    expect((await gql(admin.token, TOGGLE, { u: "bad", r: "full", b: brand.id })).errors![0]!.extensions!.code).toBe("invalid");
    expect((await gql(admin.token, TOGGLE, { u: stranger.id, r: "superuser", b: brand.id })).errors).toBeDefined();
    expect(await snapshot(brand.id)).toEqual(before);
  });
});

describe("PUT /api/v1/brand/{id}/users/{userId}/permissions", () => {
  it("replaces the set in that brand only (duplicates folded) and answers the user row", async () => {
    const other = await createBrand();
    const u = await createUser({ brands: { [brand.id]: [["survey", "write"], ["brand", "read"]], [other.id]: [["survey", "write"]] } });
    const res = await putPerms(admin.token, brand.id, u.id, {
      permissions: [{ entity: "product", action: "write" }, { entity: "product", action: "read" }, { entity: "product", action: "write" }],
    });
    expect(res.status).toBe(200);
    expect((res.json.results as TBrandUser).permissions).toEqual([{ entity: "product", action: "read" }, { entity: "product", action: "write" }]);
    expect(await prisma.brandPermission.count({ where: { user_id: u.id, brand_id: other.id } })).toBe(1);
    const empty = await putPerms(admin.token, brand.id, u.id, { permissions: [] });
    expect((empty.json.results as TBrandUser).permissions).toEqual([]);
  });

  it("a manager may add and remove only pairs they hold; pairs they lack stay as they are", async () => {
    const u = await createUser({ brands: { [brand.id]: [["brand", "write"]] } });
    // Keeps brand write (not theirs to change), adds survey write and product read (theirs).
    const ok = await putPerms(manager.token, brand.id, u.id, {
      permissions: [{ entity: "brand", action: "write" }, { entity: "survey", action: "write" }, { entity: "product", action: "read" }],
    });
    expect(ok.status).toBe(200);
    const before = await snapshot(brand.id);
    for (const permissions of [
      [{ entity: "survey", action: "write" }], // removes brand write
      [{ entity: "brand", action: "write" }, { entity: "product", action: "write" }], // adds product write
    ]) {
      const res = await putPerms(manager.token, brand.id, u.id, { permissions });
      expect(res.status).toBe(403);
      expect(res.json.detail).toBe(USER_MSG.cannotGrantMore);
    }
    const self = await putPerms(manager.token, brand.id, manager.id, { permissions: [] });
    expect(self.status).toBe(403);
    expect(self.json.detail).toBe(USER_MSG.cannotChangeOwnAccess);
    expect(await snapshot(brand.id)).toEqual(before);
  });

  it.each([
    ["an unknown entity", { permissions: [{ entity: "everything", action: "write" }] }],
    ["an unknown action", { permissions: [{ entity: "survey", action: "delete" }] }],
    ["a missing list", {}],
    ["an extra field", { permissions: [], is_admin: true }],
  ])("answers 400 for %s and changes nothing", async (_n, json) => {
    const u = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
    const before = await snapshot(brand.id);
    const res = await putPerms(admin.token, brand.id, u.id, json);
    expect(res.status).toBe(400);
    expect(await snapshot(brand.id)).toEqual(before);
  });
});

describe("merchants activate / deactivate", () => {
  it("deactivating keeps the permissions; the user loses the brand (and their sessions end: P8); activating restores it", async () => {
    const u = await createUser({ brands: { [brand.id]: [["survey", "write"]] } });
    const off = await merchants("DELETE", manager.token, brand.id, u.id);
    expect(off.status).toBe(200);
    expect((off.json.results as TBrandUser).is_active_in_brand).toBe(false);
    expect((await call(meRoute.GET, { token: u.token })).status).toBe(401);
    const fresh = await call(authRoute.POST, { method: "POST", json: { email: u.email, password: PASSWORD } });
    const me = await call(meRoute.GET, { token: fresh.json.token as string });
    expect((me.json.results as { brands: { _id: string }[] }).brands.map((b) => b._id)).not.toContain(brand.id);
    expect(await prisma.brandPermission.count({ where: { user_id: u.id, brand_id: brand.id } })).toBe(1);
    const on = await merchants("PUT", admin.token, brand.id, u.id);
    expect(on.status).toBe(200);
    expect((on.json.results as TBrandUser)).toMatchObject({ is_active_in_brand: true, permissions: [{ entity: "survey", action: "write" }] });
  });

  it("refuses a non-member (404), oneself and an admin for managers (403), a bad id (400)", async () => {
    const stranger = await createUser();
    const adminMember = await createUser({ is_admin: true, brands: { [brand.id]: [] } });
    const before = await snapshot(brand.id);
    expect((await merchants("PUT", admin.token, brand.id, stranger.id)).json.detail).toBe(USER_MSG.userNotInBrand);
    expect((await merchants("DELETE", manager.token, brand.id, manager.id)).json.detail).toBe(USER_MSG.cannotChangeOwnAccess);
    expect((await merchants("DELETE", manager.token, brand.id, adminMember.id)).json.detail).toBe(USER_MSG.cannotChangeAdmin);
    expect((await merchants("DELETE", admin.token, brand.id, "nope")).status).toBe(400);
    expect(await snapshot(brand.id)).toEqual(before);
  });
});

describe("DELETE /api/v1/admin/user/{id}/delete", () => {
  it("deletes the user with memberships, permissions, invitations and reset links; their studies stay without them", async () => {
    const b = await createBrand();
    const u = await createUser({ brands: { [b.id]: [["survey", "write"]] } });
    const s = await study(b.id, { title: "Kept study" });
    await prisma.survey.update({ where: { id: s.id }, data: { created_by_id: u.id, owned_by_id: u.id } });
    await prisma.passwordResetToken.create({ data: { token_hash: `r-${u.id}`, user_id: u.id, expires_at: new Date(Date.now() + 1e6) } });
    const res = await call(deleteRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: u.id } });
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual({ _id: u.id, email: u.email });
    expect(await prisma.user.findUnique({ where: { id: u.id } })).toBeNull();
    expect(await prisma.brandMembership.count({ where: { user_id: u.id } })).toBe(0);
    expect(await prisma.brandPermission.count({ where: { user_id: u.id } })).toBe(0);
    expect(await prisma.passwordResetToken.count({ where: { user_id: u.id } })).toBe(0);
    const kept = await prisma.survey.findUniqueOrThrow({ where: { id: s.id } });
    expect([kept.title, kept.created_by_id, kept.owned_by_id]).toEqual(["Kept study", null, null]);
    // Their session no longer works.
    expect((await call(meRoute.GET, { token: u.token })).status).toBe(401);
  });

  it("refuses oneself, non-admins, unknown and malformed ids, changing nothing", async () => {
    const u = await createUser({ brands: { [brand.id]: [] } });
    const before = await snapshot(brand.id);
    const del = (token: string, id: string) => call(deleteRoute.DELETE, { method: "DELETE", token, params: { id } });
    expect((await del(admin.token, admin.id)).json.detail).toBe(USER_MSG.deleteSelf);
    expect((await del(manager.token, u.id)).json.detail).toBe(USER_MSG.deleteAdminOnly);
    expect((await del(admin.token, "0".repeat(24))).status).toBe(404);
    expect((await del(admin.token, "bad")).status).toBe(400);
    expect(await snapshot(brand.id)).toEqual(before);
  });
});
