// P1's access matrix, extended with every REST path and GraphQL field of P7 (brands administration, brand
// settings, users and invitations): no token, a member of another brand, a member of an inactive brand, a restricted
// member, a full member without admin rights, and an admin. Each entry point declares its access (P8: withApi
// `permission`, brandField, auth scopes), checked before the body is read; bodies are valid anyway, so an admin's
// answer is about the request. Behaviour beyond access is tested in brands-list/, brand-settings/ and brand-users/.
import { beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import * as allBrands from "@/app/api/v1/reports/all-brands/route";
import * as adminBrand from "@/app/api/v1/admin/brand/route";
import * as adminBrandId from "@/app/api/v1/admin/brand/[id]/route";
import * as logo from "@/app/api/v1/admin/brand/[id]/logo/route";
import * as merchants from "@/app/api/v1/admin/brand/[id]/merchants/[userId]/route";
import * as deleteUser from "@/app/api/v1/admin/user/[id]/delete/route";
import * as categories from "@/app/api/v1/brand/[id]/brand_category/route";
import * as category from "@/app/api/v1/brand/[id]/brand_category/[categoryId]/route";
import * as migrate from "@/app/api/v1/brand/[id]/brand_category/migrate/route";
import * as tags from "@/app/api/v1/brand/[id]/tags/route";
import * as tag from "@/app/api/v1/brand/[id]/tags/[tagId]/route";
import * as notifications from "@/app/api/v1/brand/[id]/notification_settings/route";
import * as users from "@/app/api/v1/brand/[id]/users/route";
import * as permissions from "@/app/api/v1/brand/[id]/users/[userId]/permissions/route";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import * as invitation from "@/app/api/v1/invitations/[token]/route";
import * as resetPassword from "@/app/api/v1/auth/reset_password/route";
import { USER_MSG } from "@/lib/brands/messages";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "./support/factories";

type TUser = Awaited<ReturnType<typeof createUser>>;
let brand: Awaited<ReturnType<typeof createBrand>>;
let inactive: Awaited<ReturnType<typeof createBrand>>;
let outsider: TUser, inactiveMember: TUser, restricted: TUser, full: TUser, admin: TUser, target: TUser;
let categoryId: string, tagId: string;

beforeAll(async () => {
  brand = await createBrand({ features: ["timeline", "enableEmailNotifications"] });
  const other = await createBrand();
  inactive = await createBrand({ is_active: false });
  outsider = await createUser({ brands: { [other.id]: [["settings_page", "read"], ["brand", "write"], ["user", "write"]] } });
  inactiveMember = await createUser({ brands: { [inactive.id]: [["settings_page", "read"], ["brand", "write"], ["user", "write"]] } });
  restricted = await createUser({ roles: { full: false, restricted: true }, brands: { [brand.id]: [["settings_page", "read"], ["brand", "write"], ["user", "write"]] } });
  // A full member who may read the product but holds no settings, brand or user rights.
  full = await createUser({ brands: { [brand.id]: [["survey", "read"], ["product", "read"]] } });
  admin = await createUser({ is_admin: true });
  target = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
  categoryId = (await prisma.brandCategory.create({ data: { brand_id: brand.id, name: "Matrix category" } })).id;
  tagId = (await prisma.tag.create({ data: { brand_id: brand.id, name: "matrix", slug: "matrix", path: "matrix" } })).id;
});

type THandler = Parameters<typeof call>[0];
interface TCase {
  name: string;
  handler: () => THandler;
  method: string;
  params?: (brandId: string) => Record<string, string>;
  json?: () => unknown;
  /** admin: only admins; settings: admins and members who may open (and write) the settings. */
  kind: "admin" | "settings";
}

const ID = (brandId: string) => ({ id: brandId });
const STALE = () => ({ date_modified: "2000-01-01T00:00:00.000Z" });
const CASES: TCase[] = [
  { name: "POST /reports/all-brands", handler: () => allBrands.POST, method: "POST", json: () => ({}), kind: "admin" },
  { name: "POST /admin/brand", handler: () => adminBrand.POST, method: "POST", json: () => ({}), kind: "admin" },
  { name: "PUT /admin/brand/{id}", handler: () => adminBrandId.PUT, method: "PUT", params: ID, json: STALE, kind: "settings" },
  { name: "POST /admin/brand/{id}/logo", handler: () => logo.POST, method: "POST", params: ID, json: () => ({}), kind: "settings" },
  { name: "PUT /admin/brand/{id}/merchants/{userId}", handler: () => merchants.PUT, method: "PUT", params: (b) => ({ id: b, userId: target.id }), kind: "settings" },
  { name: "DELETE /admin/brand/{id}/merchants/{userId}", handler: () => merchants.DELETE, method: "DELETE", params: (b) => ({ id: b, userId: "f".repeat(24) }), kind: "settings" },
  { name: "DELETE /admin/user/{id}/delete", handler: () => deleteUser.DELETE, method: "DELETE", params: () => ({ id: "f".repeat(24) }), kind: "admin" },
  { name: "POST /brand/{id}/brand_category", handler: () => categories.POST, method: "POST", params: ID, json: () => ({ name: "Matrix added" }), kind: "settings" },
  { name: "PUT /brand/{id}/brand_category/{c}", handler: () => category.PUT, method: "PUT", params: (b) => ({ id: b, categoryId }), json: () => ({ name: "Matrix renamed" }), kind: "settings" },
  { name: "DELETE /brand/{id}/brand_category/{c}", handler: () => category.DELETE, method: "DELETE", params: (b) => ({ id: b, categoryId: "f".repeat(24) }), kind: "settings" },
  { name: "POST /brand/{id}/brand_category/migrate", handler: () => migrate.POST, method: "POST", params: ID, json: () => ({ from: categoryId, to: categoryId }), kind: "settings" },
  { name: "GET /brand/{id}/tags", handler: () => tags.GET, method: "GET", params: ID, kind: "settings" },
  { name: "POST /brand/{id}/tags", handler: () => tags.POST, method: "POST", params: ID, json: () => ({ name: "matrix-added" }), kind: "settings" },
  { name: "DELETE /brand/{id}/tags/{t}", handler: () => tag.DELETE, method: "DELETE", params: (b) => ({ id: b, tagId }), kind: "settings" },
  { name: "GET /brand/{id}/users", handler: () => users.GET, method: "GET", params: ID, kind: "settings" },
  { name: "PUT /brand/{id}/users/{u}/permissions", handler: () => permissions.PUT, method: "PUT", params: (b) => ({ id: b, userId: target.id }), json: () => ({ permissions: [] }), kind: "settings" },
];

const run = (c: TCase, token: string | null, brandId: string) =>
  call(c.handler(), { method: c.method, token, params: c.params?.(brandId) ?? {}, json: c.json?.() });

describe("P7 REST endpoints", () => {
  it.each(CASES)("$name: no token → 401", async (c) => {
    const res = await run(c, null, brand.id);
    expect(res.status).toBe(401);
    expect(res.json.detail).toBe(MSG.notAuthenticated);
  });

  it.each(CASES)("$name: a member of another brand → 403", async (c) => {
    const res = await run(c, outsider.token, brand.id);
    expect(res.status).toBe(403);
    if (c.kind === "settings") expect(res.json.detail).toBe(MSG.noBrandAccess);
  });

  it.each(CASES.filter((c) => c.kind === "settings"))("$name: a member of an inactive brand → 403 'This brand is inactive'", async (c) => {
    const res = await run(c, inactiveMember.token, inactive.id);
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(MSG.brandInactive);
  });

  it.each(CASES)("$name: a restricted member → 403", async (c) => {
    expect((await run(c, restricted.token, brand.id)).status).toBe(403);
  });

  it.each(CASES)("$name: a member without settings, brand or user rights → 403", async (c) => {
    expect((await run(c, full.token, brand.id)).status).toBe(403);
  });

  it.each(CASES)("$name: an admin passes the access check (the answer is about the request, never 401/403/500)", async (c) => {
    const res = await run(c, admin.token, brand.id);
    expect([401, 403, 500]).not.toContain(res.status);
  });

  it("GET/PUT /brand/{id}/notification_settings: own settings for members, 401 without a token, 403 for outsiders", async () => {
    const get = (token: string | null) => call(notifications.GET, { token, params: { id: brand.id } });
    expect((await get(null)).status).toBe(401);
    expect((await get(outsider.token)).status).toBe(403);
    expect((await get(full.token)).status).toBe(200);
    const put = await call(notifications.PUT, { method: "PUT", token: outsider.token, params: { id: brand.id }, json: { study_closed: true } });
    expect(put.status).toBe(403);
  });
});

const gql = (token: string | null, query: string, variables: Record<string, unknown> = {}) =>
  call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables } });
type GqlBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

describe("P7 GraphQL fields", () => {
  const FIELDS: { name: string; query: string; vars: (b: string) => Record<string, unknown>; kind: "admin" | "settings" }[] = [
    { name: "allBrands", query: "{ allBrands { _id } }", vars: () => ({}), kind: "admin" },
    { name: "createBrand", query: "mutation { createBrand { _id } }", vars: () => ({}), kind: "admin" },
    { name: "brandForSettings", query: "query($b: String!) { brandForSettings(brand_id: $b) { _id } }", vars: (b) => ({ b }), kind: "settings" },
    { name: "brandCategoriesAndTags", query: "query($b: String!) { brandCategoriesAndTags(brand_id: $b) { categories { _id } } }", vars: (b) => ({ b }), kind: "settings" },
    { name: "brandUsers", query: "query($b: String!) { brandUsers(brand_id: $b) { _id } }", vars: (b) => ({ b }), kind: "settings" },
    { name: "addUsersToBrand", query: "mutation($b: String!) { addUsersToBrand(brandId: $b, emails: [\"not-an-address\"]) { email success } }", vars: (b) => ({ b }), kind: "settings" },
    { name: "updateBrand", query: "mutation($b: ID!) { updateBrand(brand: { _id: $b, date_modified: \"2000-01-01T00:00:00.000Z\" }) { _id } }", vars: (b) => ({ b }), kind: "settings" },
    { name: "toggleUserRole", query: "mutation($b: String!, $u: String!) { toggleUserRole(_id: $u, role: kb_user, brandId: $b) { kb_user } }", vars: (b) => ({ b, u: target.id }), kind: "settings" },
  ];

  it.each(FIELDS)("$name: unauthenticated without a token; forbidden for outsiders, restricted and plain members; allowed for admins", async (f) => {
    const codeOf = async (token: string | null) => ((await gql(token, f.query, f.vars(brand.id))).json as GqlBody).errors?.[0]?.extensions?.code;
    expect(await codeOf(null)).toBe("unauthenticated");
    expect(await codeOf(outsider.token)).toBe("forbidden");
    expect(await codeOf(restricted.token)).toBe("forbidden");
    expect(await codeOf(full.token)).toBe("forbidden");
    const asAdmin = (await gql(admin.token, f.query, f.vars(brand.id))).json as GqlBody;
    // updateBrand with a stale date_modified passes the access check and stops at the concurrency check.
    if (f.name === "updateBrand") expect(asAdmin.errors?.[0]?.extensions?.code).toBe("conflict");
    else expect(asAdmin.errors).toBeUndefined();
  });

  it("brandDefaults: any member of the brand and admins; not without a token, not outsiders, not an inactive brand's members", async () => {
    const q = "query($b: String!) { brandDefaults(brand_id: $b) { _id } }";
    const codeOf = async (token: string | null, b = brand.id) => ((await gql(token, q, { b })).json as GqlBody).errors?.[0]?.extensions?.code;
    expect(await codeOf(null)).toBe("unauthenticated");
    expect(await codeOf(outsider.token)).toBe("forbidden");
    expect(await codeOf(inactiveMember.token, inactive.id)).toBe("brand_inactive");
    expect(await codeOf(full.token)).toBeUndefined();
    expect(await codeOf(restricted.token)).toBeUndefined();
    expect(await codeOf(admin.token)).toBeUndefined();
  });
});

describe("P7 public link endpoints (the token is the credential)", () => {
  it("an unknown invitation token answers 404 with the spec text, signed in or not", async () => {
    for (const token of [null, full.token]) {
      const res = await call(invitation.GET, { token, params: { token: "no-such-invitation-token" } });
      expect(res.status).toBe(404);
      expect(res.json.detail).toBe(USER_MSG.invitationNotFound);
    }
  });

  // change_password queues its mail job, so it is access-tested with the job queue running in brand-users/access.test.ts.
  it("reset_password refuses an unknown token, signed in or not", async () => {
    const reset = await call(resetPassword.POST, { method: "POST", json: { token: "no-such-reset-token", password: "Long-enough-pass-1" } });
    expect(reset.status).toBe(404);
    expect(reset.json.detail).toBe(USER_MSG.resetLinkInvalid);
  });
});
