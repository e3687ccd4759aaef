// The access matrix of P1: every REST path and GraphQL field delivered by the platform foundation, for
// no token, a member of another brand, an inactive brand, an admin and a malformed brand id.
import { beforeAll, describe, expect, it } from "vitest";
import { BRAND_MSG } from "@/lib/brands/messages";
import { MSG } from "@/lib/messages";
import * as brandRoute from "@/app/api/v1/brand/[id]/route";
import * as meRoute from "@/app/api/v1/me/route";
import * as countriesRoute from "@/app/api/v1/countries/all/route";
import * as languagesRoute from "@/app/api/v1/languages/all/route";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "./support/factories";

let brand: Awaited<ReturnType<typeof createBrand>>;
let other: Awaited<ReturnType<typeof createBrand>>;
let inactive: Awaited<ReturnType<typeof createBrand>>;
let member: Awaited<ReturnType<typeof createUser>>;
let plainMember: Awaited<ReturnType<typeof createUser>>;
let outsider: Awaited<ReturnType<typeof createUser>>;
let inactiveMember: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  brand = await createBrand({ features: ["timeline", "enableKnowledgeBase"] });
  other = await createBrand();
  inactive = await createBrand({ is_active: false });
  // settings_page read: getAllTags with a brand id answers the brand's own tags under the rule of GET /brand/{id}/tags.
  member = await createUser({ brands: { [brand.id]: [["survey", "read"], ["settings_page", "read"]] } });
  plainMember = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
  outsider = await createUser({ brands: { [other.id]: [["survey", "read"]] } });
  inactiveMember = await createUser({ brands: { [inactive.id]: [["survey", "read"]] } });
  admin = await createUser({ is_admin: true });
});

const gql = (token: string | null, query: string, variables: Record<string, unknown> = {}) =>
  call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables } });

type GqlBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

describe("REST without a token", () => {
  it.each([
    ["GET /me", () => call(meRoute.GET)],
    ["PUT /me", () => call(meRoute.PUT, { method: "PUT", json: { first_name: "a", last_name: "b", department: "Design" } })],
    ["GET /brand/{id}", () => call(brandRoute.GET, { params: { id: "0".repeat(24) } })],
    ["GET /countries/all", () => call(countriesRoute.GET)],
    ["GET /languages/all", () => call(languagesRoute.GET)],
  ])("%s answers 401 problem+json", async (_name, run) => {
    const res = await run();
    expect(res.status).toBe(401);
    expect(res.contentType).toContain("application/problem+json");
    expect(res.json.detail).toBe("Not authenticated");
  });

  it("rejects a forged bearer token with 401", async () => {
    const res = await call(meRoute.GET, { token: "not-a-token" });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/v1/brand/{id}", () => {
  const get = (token: string, id: string) => call(brandRoute.GET, { token, params: { id } });

  it("lets a member read their brand", async () => {
    const res = await get(member.token, brand.id);
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({ _id: brand.id, name: brand.name, is_active: true });
  });

  it("answers 403 with the spec text to a member of another brand", async () => {
    const res = await get(outsider.token, brand.id);
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(MSG.noBrandAccess);
  });

  it("answers 403 'This brand is inactive' to a member of an inactive brand", async () => {
    const res = await get(inactiveMember.token, inactive.id);
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(MSG.brandInactive);
  });

  it("lets an admin into any brand, inactive ones too", async () => {
    expect((await get(admin.token, brand.id)).status).toBe(200);
    expect((await get(admin.token, inactive.id)).status).toBe(200);
  });

  it.each(["abc", "0123456789ABCDEF01234567", "0123456789abcdef0123456z", "0123456789abcdef012345678"])(
    "rejects the malformed brand id %s with 400",
    async (id) => {
      const res = await get(admin.token, id);
      expect(res.status).toBe(400);
      expect(res.json.detail).toBe(MSG.invalidBrandId);
    },
  );

  it("answers 404 to an admin for an unknown brand", async () => {
    expect((await get(admin.token, "f".repeat(24))).status).toBe(404);
  });
});

describe("reference data", () => {
  it("lists 130+ countries with currency and region for any signed-in user", async () => {
    const res = await call(countriesRoute.GET, { token: member.token });
    expect(res.status).toBe(200);
    const countries = res.json.results as { code: string; currency_code: string; currency_symbol: string; region: string; languages: string[] }[];
    expect(countries.length).toBeGreaterThan(130);
    const fr = countries.find((c) => c.code === "FR");
    expect(fr).toMatchObject({ currency_code: "EUR", currency_symbol: "€", region: "Europe" });
    expect(fr?.languages).toContain("fr");
    expect((fr as unknown as { population: number }).population).toBeGreaterThan(60_000_000);
  });

  it("lists languages with English as the default", async () => {
    const res = await call(languagesRoute.GET, { token: member.token });
    const langs = res.json.results as { code: string; default: boolean }[];
    expect(langs.find((l) => l.default)?.code).toBe("en");
  });
});

describe("GraphQL", () => {
  const brandQueries = [
    ["brand", "query($b: String!) { brand(brand_id: $b) { _id name } }"],
    ["brandFeatureFlags", "query($b: String!) { brandFeatureFlags(brand_id: $b) { timeline enableKnowledgeBase } }"],
    ["getAllTags", "query($b: String) { getAllTags(brand_id: $b) { _id path } }"],
    ["brandCurrencyAndLanguage", "query($b: String!) { brandCurrencyAndLanguage(brand_id: $b) { _id currency_code currency_symbol default_language } }"],
  ] as const;
  const openQueries = [
    ["me", "{ me { _id email } }"],
    ["languages", "{ languages { code } }"],
    ["countries", "{ countries { code } }"],
  ] as const;

  it.each([...brandQueries, ...openQueries])("%s without a token is unauthenticated", async (_n, query) => {
    const res = await gql(null, query, { b: brand.id });
    const body = res.json as GqlBody;
    expect(body.errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect(body.data ?? null).toBeNull();
  });

  it.each(brandQueries)("%s: member allowed, outsider forbidden, inactive brand blocked, admin allowed, bad id rejected", async (field, query) => {
    const ok = (await gql(member.token, query, { b: brand.id })).json as GqlBody;
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.[field]).toBeTruthy();

    const denied = (await gql(outsider.token, query, { b: brand.id })).json as GqlBody;
    expect(denied.errors?.[0]).toMatchObject({ message: MSG.noBrandAccess, extensions: { code: "forbidden" } });

    const blocked = (await gql(inactiveMember.token, query, { b: inactive.id })).json as GqlBody;
    expect(blocked.errors?.[0]).toMatchObject({ message: MSG.brandInactive, extensions: { code: "brand_inactive" } });

    const asAdmin = (await gql(admin.token, query, { b: inactive.id })).json as GqlBody;
    expect(asAdmin.errors).toBeUndefined();

    const bad = (await gql(admin.token, query, { b: "not-an-id" })).json as GqlBody;
    expect(bad.errors?.[0]).toMatchObject({ message: MSG.invalidBrandId, extensions: { code: "invalid" } });
  });

  it("getAllTags with a brand id refuses a member without settings read (the tags read rule of GET /brand/{id}/tags)", async () => {
    const body = (await gql(plainMember.token, brandQueries[2][1], { b: brand.id })).json as GqlBody;
    expect(body.errors?.[0]).toMatchObject({ message: BRAND_MSG.noSettingsAccess, extensions: { code: "forbidden" } });
    expect(body.data ?? null).toBeNull();
  });

  it("getAllTags without a brand id answers the platform's tags to any signed-in user", async () => {
    const tag = await prisma.tag.create({ data: { brand_id: null, name: "Platform", slug: `platform-${brand.id.slice(-6)}`, path: `platform-${brand.id.slice(-6)}` } });
    const own = await prisma.tag.create({ data: { brand_id: brand.id, name: "Own", slug: "own", path: `own-${brand.id.slice(-6)}` } });
    for (const u of [plainMember, outsider, member]) {
      const body = (await gql(u.token, "{ getAllTags { _id path } }")).json as GqlBody;
      expect(body.errors).toBeUndefined();
      const ids = (body.data?.getAllTags as { _id: string }[]).map((t) => t._id);
      expect(ids).toContain(tag.id);
      expect(ids).not.toContain(own.id);
    }
  });

  it("brandFeatureFlags answers every flag of the brand", async () => {
    const body = (await gql(member.token, brandQueries[1][1], { b: brand.id })).json as GqlBody;
    expect(body.data?.brandFeatureFlags).toEqual({ timeline: true, enableKnowledgeBase: true });
  });

  it("brandCurrencyAndLanguage answers the default country's currency and the default language", async () => {
    const body = (await gql(member.token, brandQueries[3][1], { b: brand.id })).json as GqlBody;
    expect(body.data?.brandCurrencyAndLanguage).toEqual({ _id: brand.id, currency_code: "USD", currency_symbol: "$", default_language: "en" });
  });

  it.each(openQueries)("%s works for any signed-in user", async (field, query) => {
    const body = (await gql(member.token, query)).json as GqlBody;
    expect(body.errors).toBeUndefined();
    expect(body.data?.[field]).toBeTruthy();
  });

  it("updateUser: a user may update themselves, not someone else; an admin may update anyone", async () => {
    const m = `mutation($i: UpdateUserInput!) { updateUser(input: $i) { message user { first_name department } } }`;
    const input = (user_id: string) => ({ user_id, first_name: "Grace", last_name: "Hopper", department: "Design" });
    const self = (await gql(member.token, m, { i: input(member.id) })).json as GqlBody;
    expect(self.errors).toBeUndefined();
    expect(self.data?.updateUser).toEqual({ message: MSG.accountUpdated, user: { first_name: "Grace", department: "Design" } });

    const otherUser = (await gql(member.token, m, { i: input(outsider.id) })).json as GqlBody;
    expect(otherUser.errors?.[0]?.extensions?.code).toBe("forbidden");

    const byAdmin = (await gql(admin.token, m, { i: input(outsider.id) })).json as GqlBody;
    expect(byAdmin.errors).toBeUndefined();

    const noAuth = (await gql(null, m, { i: input(member.id) })).json as GqlBody;
    expect(noAuth.errors?.[0]?.extensions?.code).toBe("unauthenticated");
  });

  it("wrong argument types are rejected by validation, not with a 500", async () => {
    const res = await gql(member.token, "{ brand(brand_id: 42) { _id } }");
    // GraphQL over HTTP answers validation errors with 200 for application/json clients.
    expect(res.status).toBe(200);
    expect((res.json as GqlBody).data ?? null).toBeNull();
    expect((res.json as GqlBody).errors?.[0]?.message).toMatch(/String/);
  });

  it("malformed GraphQL JSON answers 400", async () => {
    const res = await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token: member.token, rawBody: "{nope" });
    expect(res.status).toBe(400);
  });
});
