// Brand creation (spec 1 §5 "the create-brand input is empty", §7 POST /admin/brand, GraphQL createBrand) and the
// access rules of every brands-list endpoint: no token 401, non-admins 403, admins allowed.
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURE_FLAGS } from "@/lib/schemas/brand";
import * as createRoute from "@/app/api/v1/admin/brand/route";
import * as reportRoute from "@/app/api/v1/reports/all-brands/route";
import { NEW_BRAND_DEFAULTS } from "@/server/brands/create-brand";
import { BRAND_MSG } from "@/lib/brands/messages";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "../support/factories";
import { gql, type TGqlBody } from "./support";

let admin: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let restricted: Awaited<ReturnType<typeof createUser>>;
let brand: Awaited<ReturnType<typeof createBrand>>;

beforeAll(async () => {
  brand = await createBrand();
  admin = await createUser({ is_admin: true });
  // A full user with every permission on their brand is still not an admin.
  member = await createUser({ brands: { [brand.id]: [["brand", "write"], ["settings_page", "write"], ["user", "write"]] } });
  restricted = await createUser({ roles: { full: false, restricted: true }, brands: { [brand.id]: [["survey", "read"]] } });
});

const postCreate = (token: string | null, opts: { json?: unknown; rawBody?: string } = {}) =>
  call(createRoute.POST, { method: "POST", url: "http://localhost/api/v1/admin/brand", token, ...opts });
const postReport = (token: string | null) =>
  call(reportRoute.POST, { method: "POST", url: "http://localhost/api/v1/reports/all-brands", token, json: {} });
const brandCount = () => prisma.brand.count();
const CREATE = "mutation($input: CreateBrandInput) { createBrand(input: $input) { _id name } }";
const ALL = "query($a: Boolean) { allBrands(is_active: $a) { _id name is_active num_users features { timeline } test_data { num_tests most_recent_test_date } } }";

describe("POST /api/v1/admin/brand", () => {
  it("creates a brand with the defaults and answers its id with 201", async () => {
    const res = await postCreate(admin.token, { json: {} });
    expect(res.status).toBe(201);
    const { _id } = res.json.results as { _id: string };
    const b = await prisma.brand.findUniqueOrThrow({ where: { id: _id }, include: { default_country: true, default_language: true } });
    expect(b).toMatchObject({ name: "New Brand", brand_type: "Customer", demo: false, is_active: true, slug: null, salesforce_id: null });
    expect(b.default_country?.code).toBe("US");
    expect(b.default_language?.code).toBe("en");
    expect(b.features).toEqual(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f === "timeline"])));
    expect(NEW_BRAND_DEFAULTS.name).toBe("New Brand");
  });

  it("accepts an empty body as the empty input", async () => {
    const res = await postCreate(admin.token, { rawBody: "" });
    expect(res.status).toBe(201);
  });

  it("creates the brand under the name \"Add New Brand\" asked for (P10)", async () => {
    const res = await postCreate(admin.token, { json: { name: "  Acme Outdoor  " } });
    expect(res.status).toBe(201);
    const { _id } = res.json.results as { _id: string };
    expect(await prisma.brand.findUniqueOrThrow({ where: { id: _id } })).toMatchObject({ name: "Acme Outdoor", brand_type: "Customer", is_active: true });
  });

  it("refuses a blank or too long name with a sentence on the name field, creating nothing", async () => {
    const before = await brandCount();
    const blank = await postCreate(admin.token, { json: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ detail: BRAND_MSG.nameRequired, invalid_params: [{ name: "name", reason: BRAND_MSG.nameRequired }] });
    const long = await postCreate(admin.token, { json: { name: "x".repeat(121) } });
    expect(long.json).toMatchObject({ detail: "Name can be at most 120 characters." });
    expect(await brandCount()).toBe(before);
  });

  it.each([[{ name: 7 }], [{ is_active: false }], [{ name: "Acme", slug: "acme" }], [[]], ["x"], [null]])("refuses the body %j with 400 and creates nothing", async (json) => {
    const before = await brandCount();
    const res = await postCreate(admin.token, { json });
    expect(res.status).toBe(400);
    expect(await brandCount()).toBe(before);
  });

  it("answers 401 without a token and 403 to non-admins, creating nothing", async () => {
    const before = await brandCount();
    expect((await postCreate(null, { json: {} })).status).toBe(401);
    expect((await postCreate(member.token, { json: {} })).status).toBe(403);
    expect((await postCreate(restricted.token, { json: {} })).status).toBe(403);
    expect(await brandCount()).toBe(before);
  });
});

describe("POST /api/v1/reports/all-brands access", () => {
  it("401 without a token, 403 for a member and a restricted user, 200 for an admin", async () => {
    expect((await postReport(null)).status).toBe(401);
    expect((await postReport(member.token)).status).toBe(403);
    expect((await postReport(restricted.token)).status).toBe(403);
    expect((await postReport(admin.token)).status).toBe(200);
  });
});

describe("GraphQL createBrand(input: CreateBrandInput)", () => {
  it("creates a brand for an admin with {} or no input, answering {_id name}", async () => {
    for (const variables of [{ input: {} }, {}]) {
      const body = (await gql(admin.token, CREATE, variables)).json as TGqlBody;
      expect(body.errors).toBeUndefined();
      const created = body.data!.createBrand as { _id: string; name: string };
      expect(created.name).toBe("New Brand");
      expect(await prisma.brand.findUnique({ where: { id: created._id } })).not.toBeNull();
    }
    const inline = (await gql(admin.token, "mutation { createBrand(input: {}) { _id } }")).json as TGqlBody;
    expect(inline.errors).toBeUndefined();
  });

  it("refuses a non-empty input and creates nothing", async () => {
    const before = await brandCount();
    const byVariable = (await gql(admin.token, CREATE, { input: { name: "Acme" } })).json as TGqlBody;
    expect(byVariable.errors?.[0]?.message).toContain(BRAND_MSG.createInputNotEmpty);
    const inline = (await gql(admin.token, 'mutation { createBrand(input: {name: "Acme"}) { _id } }')).json as TGqlBody;
    expect(inline.errors?.length).toBeGreaterThan(0);
    expect(await brandCount()).toBe(before);
  });

  it("is forbidden to non-admins and needs a session", async () => {
    const before = await brandCount();
    const body = (await gql(member.token, CREATE, { input: {} })).json as TGqlBody;
    expect(body.errors?.[0]?.extensions?.code).toBe("forbidden");
    const anon = (await gql(null, CREATE, { input: {} })).json as TGqlBody;
    expect(anon.errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect(await brandCount()).toBe(before);
  });
});

describe("GraphQL allBrands(is_active)", () => {
  it("answers the report rows to an admin, filtered by is_active", async () => {
    const inactive = await createBrand({ is_active: false });
    const all = (await gql(admin.token, ALL)).json as TGqlBody;
    const rows = all.data!.allBrands as { _id: string; is_active: boolean }[];
    expect(rows.map((r) => r._id)).toEqual(expect.arrayContaining([brand.id, inactive.id]));
    const active = ((await gql(admin.token, ALL, { a: true })).json as TGqlBody).data!.allBrands as { _id: string; is_active: boolean }[];
    expect(active.some((r) => r._id === inactive.id)).toBe(false);
    expect(active.find((r) => r._id === brand.id)).toMatchObject({ num_users: 2, features: { timeline: true }, test_data: { num_tests: 0, most_recent_test_date: null } });
  });

  it("is forbidden to non-admins", async () => {
    const body = (await gql(member.token, ALL)).json as TGqlBody;
    expect(body.errors?.[0]?.extensions?.code).toBe("forbidden");
  });
});
