// PUT /api/v1/admin/brand/{id} and GraphQL updateBrand / brandForSettings (spec 1 §3 Brand, §7): every field
// round-trips, stale edits answer 409, bad input is refused with a clear error and changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import * as putRoute from "@/app/api/v1/admin/brand/[id]/route";
import { BRAND_MSG } from "@/lib/brands/messages";
import type { TBrandSettings, TBrandUpdate } from "@/lib/brands/wire";
import { FEATURE_FLAGS } from "@/lib/schemas/brand";
import { prisma } from "@/server/db";
import { call, createBrand } from "../support/factories";
import { brandSnapshot, createCast, dateModified, gql, type TCast } from "./support";

let cast: TCast;
let country: { id: string };
let language: { id: string };

beforeAll(async () => {
  cast = await createCast();
  country = await prisma.country.findFirstOrThrow({ where: { code: "GB" }, select: { id: true } });
  language = await prisma.language.findFirstOrThrow({ where: { code: { not: "en" } }, select: { id: true } });
});

const put = (token: string | null, id: string, json: unknown) => call(putRoute.PUT, { method: "PUT", token, json, params: { id } });

const SETTINGS_QUERY = `query($b: String!) { brandForSettings(brand_id: $b) {
  _id name logo is_active demo brand_type salesforce_id website slug date_created date_modified num_users
  default_country_id default_language_id default_country { _id currency_code currency_symbol } default_language
  features { ${FEATURE_FLAGS.join(" ")} } settings
  style { accent primary secondary header_logo css_override welcome_title welcome_text thank_you_title thank_you_text }
  merchants avatars disclaimer regions minimum_age auto_populate_demo translation_comments url_param
  security { multifactor_authentication } sentiment_score_model_version current_model_versions { sentiment_score }
  default_x_axis default_x_sort default_y_axis default_y_sort default_order_by default_order_by_sort default_display_style
  pivot_choices { pivotable { data_path name } sortable { data_path name } } } }`;

describe("every field round-trips", () => {
  it("an admin's PUT stores every field of ZBrandUpdate and brandForSettings reads them back", async () => {
    const brand = await createBrand();
    const slug = `round-trip-${brand.id.slice(-8)}`;
    const patch: TBrandUpdate = {
      date_modified: await dateModified(brand.id),
      name: "Round Trip Co",
      logo: "/uploads/aaaaaaaaaaaaaaaaaaaaaaaa/desktop.webp",
      website: "https://round-trip.example.com",
      slug,
      brand_type: "Demo",
      salesforce_id: "0015g00000ABCDE",
      is_active: true,
      default_country_id: country.id,
      default_language_id: language.id,
      minimum_age: 21,
      regions: ["Europe", "Asia"],
      disclaimer: "Results are confidential.",
      url_param: "rid",
      auto_populate_demo: true,
      translation_comments: true,
      style: {
        accent: "#112233", primary: "#445566", secondary: "#778899", header_logo: "/uploads/x/header.png",
        css_override: ".header { color: red; }", welcome_title: "Welcome!", welcome_text: "Thanks for joining.",
        thank_you_title: "Thank you", thank_you_text: "All done.",
      },
      features: { enableTurf: true, timeline: false, enableEmailNotifications: true },
      security: { multifactor_authentication: true },
      sentiment_score_model_version: "v2.1",
      default_x_axis: "category", default_x_sort: -1, default_y_axis: "color", default_y_sort: 1,
      default_order_by: "price", default_order_by_sort: -1, default_display_style: "styles",
    };
    const res = await put(cast.admin.token, brand.id, patch);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const saved = res.json.results as TBrandSettings;
    const { date_modified: _dm, features: fpatch, security, ...plain } = patch;
    expect(saved).toMatchObject({ ...plain, demo: true, security, current_model_versions: { sentiment_score: "v2.1" } });
    expect(saved.features).toMatchObject({ ...fpatch, enableKnowledgeBase: false });
    expect(new Date(saved.date_modified).getTime()).toBeGreaterThan(new Date(patch.date_modified).getTime());

    const read = await gql<{ brandForSettings: TBrandSettings }>(cast.admin.token, SETTINGS_QUERY, { b: brand.id });
    expect(read.errors).toBeUndefined();
    const { pivot_choices: _pc, ...fromGql } = read.data!.brandForSettings as TBrandSettings & { pivot_choices: unknown };
    expect(fromGql).toEqual({ ...saved, settings: {} });
  });

  it("merges a feature patch and a style patch into what is stored", async () => {
    const brand = await createBrand({ features: ["timeline", "enableTurf"] });
    await prisma.brand.update({ where: { id: brand.id }, data: { style: { primary: "#000000", accent: "#ffffff" } } });
    const res = await put(cast.admin.token, brand.id, {
      date_modified: await dateModified(brand.id),
      features: { enableKnowledgeBase: true },
      style: { accent: null, secondary: "#abcdef" },
    });
    expect(res.status).toBe(200);
    const s = res.json.results as TBrandSettings;
    expect(s.features).toMatchObject({ timeline: true, enableTurf: true, enableKnowledgeBase: true, enableSSO: false });
    expect(s.style).toMatchObject({ primary: "#000000", accent: null, secondary: "#abcdef" });
    expect((await brandSnapshot(brand.id)).style).toEqual({ primary: "#000000", secondary: "#abcdef" });
  });

  it("GraphQL updateBrand runs the same service", async () => {
    const brand = await createBrand();
    const body = await gql<{ updateBrand: TBrandSettings }>(
      cast.admin.token,
      `mutation($b: BrandUpdateInput!) { updateBrand(brand: $b) { _id name date_modified features { enableTurf } style { primary } } }`,
      { b: { _id: brand.id, date_modified: await dateModified(brand.id), name: "Via GraphQL", features: { enableTurf: true }, style: { primary: "#010203" } } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateBrand).toMatchObject({ _id: brand.id, name: "Via GraphQL", features: { enableTurf: true }, style: { primary: "#010203" } });
    const stale = await gql(cast.admin.token, `mutation($b: BrandUpdateInput!) { updateBrand(brand: $b) { _id } }`, {
      b: { _id: brand.id, date_modified: brand.date_modified.toISOString(), name: "Again" },
    });
    expect(stale.errors?.[0]).toMatchObject({ message: BRAND_MSG.staleEdit, extensions: { code: "conflict" } });
    const unknown = await gql(cast.admin.token, `mutation($b: BrandUpdateInput!) { updateBrand(brand: $b) { _id } }`, {
      b: { _id: brand.id, date_modified: await dateModified(brand.id), features: { enableTeleport: true } },
    });
    expect(unknown.errors?.[0]).toMatchObject({ message: BRAND_MSG.unknownFeature("enableTeleport"), extensions: { code: "invalid" } });
  });

  it("brandDefaults answers the pivot defaults and the default country and language to any member", async () => {
    const brand = await createBrand();
    await prisma.brand.update({ where: { id: brand.id }, data: { default_x_axis: "category", default_x_sort: -1, default_country_id: country.id } });
    const { createUser } = await import("../support/factories");
    const member = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
    const body = await gql<{ brandDefaults: Record<string, unknown> }>(
      member.token,
      `query($b: String!) { brandDefaults(brand_id: $b) { _id default_x_axis default_x_sort default_y_axis default_country { _id code currency_code } default_language { code } } }`,
      { b: brand.id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.brandDefaults).toMatchObject({ _id: brand.id, default_x_axis: "category", default_x_sort: -1, default_y_axis: null, default_country: { _id: country.id, code: "GB", currency_code: "GBP" } });
  });
});

describe("optimistic concurrency", () => {
  it("a stale date_modified answers 409 BRAND_MSG.staleEdit and changes nothing", async () => {
    const brand = await createBrand();
    const first = await dateModified(brand.id);
    expect((await put(cast.admin.token, brand.id, { date_modified: first, name: "First save" })).status).toBe(200);
    const before = await brandSnapshot(brand.id);
    const res = await put(cast.admin.token, brand.id, { date_modified: first, name: "Second editor" });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(BRAND_MSG.staleEdit);
    expect(await brandSnapshot(brand.id)).toEqual(before);
  });

  it("of two concurrent saves from the same read, exactly one wins", async () => {
    const brand = await createBrand();
    const read = await dateModified(brand.id);
    const results = await Promise.all(["A", "B", "C"].map((n) => put(cast.admin.token, brand.id, { date_modified: read, name: `Editor ${n}` })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.json.results as TBrandSettings;
    expect((await brandSnapshot(brand.id)).name).toBe(winner.name);
  });
});

describe("bad input: a clear error and nothing changed", () => {
  const cases: [string, (b: { id: string }) => Promise<Record<string, unknown>>, number, string | RegExp][] = [
    ["CSS override with </style><script>", async (b) => ({ date_modified: await dateModified(b.id), name: "Changed", style: { css_override: "a{}</style><script>alert(1)</script>" } }), 400, BRAND_MSG.cssHasHtml],
    ["an unknown feature flag", async (b) => ({ date_modified: await dateModified(b.id), name: "Changed", features: { timeline: false, enableTeleport: true } }), 400, BRAND_MSG.unknownFeature("enableTeleport")],
    ["a bad colour", async (b) => ({ date_modified: await dateModified(b.id), name: "Changed", style: { primary: "red" } }), 400, /colour like #1f2937/],
    ["a malformed slug", async (b) => ({ date_modified: await dateModified(b.id), slug: "Not A Slug" }), 400, new RegExp(BRAND_MSG.slugFormat.replace(/\./g, "\\."))],
    ["an unknown default country", async (b) => ({ date_modified: await dateModified(b.id), name: "Changed", default_country_id: "f".repeat(24) }), 400, BRAND_MSG.countryNotFound],
    ["an unknown default language", async (b) => ({ date_modified: await dateModified(b.id), name: "Changed", default_language_id: "f".repeat(24) }), 400, BRAND_MSG.languageNotFound],
    ["a field that is not a brand setting", async (b) => ({ date_modified: await dateModified(b.id), name: "Changed", test_data: {} }), 400, /test_data/],
    // A sentence naming the field by its label, never "Invalid body: date_modified: …" (P10).
    ["no date_modified", async () => ({ name: "Changed" }), 400, "Last modified date is required."],
    ["an empty name", async (b) => ({ date_modified: await dateModified(b.id), name: " " }), 400, /name/],
    ["a website that is not http(s)", async (b) => ({ date_modified: await dateModified(b.id), website: "javascript:alert(1)" }), 400, `Website: ${BRAND_MSG.urlFormat}`],
  ];

  it.each(cases)("%s", async (_name, body, status, detail) => {
    const brand = await createBrand();
    const before = await brandSnapshot(brand.id);
    const res = await put(cast.admin.token, brand.id, await body(brand));
    expect(res.status).toBe(status);
    if (typeof detail === "string") expect(res.json.detail).toBe(detail);
    else expect(res.json.detail).toMatch(detail);
    expect(await brandSnapshot(brand.id)).toEqual(before);
  });

  it("lists every unknown flag in invalid_params", async () => {
    const brand = await createBrand();
    const res = await put(cast.admin.token, brand.id, { date_modified: await dateModified(brand.id), features: { nope: true, alsoNope: false, timeline: true } });
    expect(res.status).toBe(400);
    expect(res.json.invalid_params).toEqual([
      { name: "features.nope", reason: BRAND_MSG.unknownFeature("nope") },
      { name: "features.alsoNope", reason: BRAND_MSG.unknownFeature("alsoNope") },
    ]);
  });

  it("a slug another brand uses answers 409 BRAND_MSG.slugTaken", async () => {
    const taken = await createBrand();
    await prisma.brand.update({ where: { id: taken.id }, data: { slug: `taken-${taken.id}` } });
    const brand = await createBrand();
    const before = await brandSnapshot(brand.id);
    const res = await put(cast.admin.token, brand.id, { date_modified: await dateModified(brand.id), name: "Changed", slug: `taken-${taken.id}` });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(BRAND_MSG.slugTaken);
    expect(await brandSnapshot(brand.id)).toEqual(before);
  });

  it("two brands claiming one free slug at once: one wins, the other gets slugTaken", async () => {
    const [a, b] = [await createBrand(), await createBrand()];
    const slug = `race-${a.id}`;
    const results = await Promise.all([a, b].map(async (x) => put(cast.admin.token, x.id, { date_modified: await dateModified(x.id), slug })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.detail).toBe(BRAND_MSG.slugTaken);
  });

  it("a malformed body never answers 500", async () => {
    const brand = await createBrand();
    const res = await call(putRoute.PUT, { method: "PUT", token: cast.admin.token, rawBody: "{not json", params: { id: brand.id } });
    expect(res.status).toBe(400);
  });
});
