// Access to every brand-settings endpoint (docs/contracts/p7-brands.md "Access rules"): no token 401, a member of
// another brand 403, a restricted user 403, a member without brand write 403, admin-only fields from a non-admin
// 403, an editor (settings + brand write) and an admin 2xx.
import sharp from "sharp";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as putRoute from "@/app/api/v1/admin/brand/[id]/route";
import * as logoRoute from "@/app/api/v1/admin/brand/[id]/logo/route";
import * as catRoute from "@/app/api/v1/brand/[id]/brand_category/route";
import * as catIdRoute from "@/app/api/v1/brand/[id]/brand_category/[categoryId]/route";
import * as migrateRoute from "@/app/api/v1/brand/[id]/brand_category/migrate/route";
import * as tagsRoute from "@/app/api/v1/brand/[id]/tags/route";
import * as tagIdRoute from "@/app/api/v1/brand/[id]/tags/[tagId]/route";
import * as notifRoute from "@/app/api/v1/brand/[id]/notification_settings/route";
import { BRAND_MSG } from "@/lib/brands/messages";
import { MSG } from "@/lib/messages";
import { prisma } from "@/server/db";
import { call } from "../support/factories";
import { brandSnapshot, createCast, dateModified, gql, type TCast, type TUser } from "./support";

let cast: TCast;
let png: Buffer;
beforeAll(async () => {
  cast = await createCast(["timeline", "enableEmailNotifications"]);
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#336699" } }).png().toBuffer();
});

async function uploadLogo(token: string | null, brandId: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await logoRoute.POST(new NextRequest(`http://localhost/api/v1/admin/brand/${brandId}/logo`, { method: "POST", headers, body: form }), {
    params: Promise.resolve({ id: brandId }),
  });
  return { status: res.status, json: (await res.json()) as { detail?: string } };
}

/** Each endpoint as a function of the caller; writes build fresh rows so they can run for every caller. */
type TRun = (token: string | null) => Promise<{ status: number; detail?: string }>;
const asResult = async (p: Promise<{ status: number; json: unknown }>) => {
  const r = await p;
  return { status: r.status, detail: (r.json as { detail?: string } | null)?.detail };
};
const gqlResult = async (token: string | null, query: string, variables: Record<string, unknown>) => {
  const body = await gql(token, query, variables);
  const e = body.errors?.[0];
  if (!e) return { status: 200 };
  const status = { unauthenticated: 401, forbidden: 403, brand_inactive: 403, invalid: 400, conflict: 409, not_found: 404 }[e.extensions?.code ?? ""] ?? 500;
  return { status, detail: e.message };
};

function endpoints(): [string, TRun][] {
  const b = () => cast.brand.id;
  const newCategory = () => prisma.brandCategory.create({ data: { brand_id: b(), name: `Cat ${Math.random().toString(36).slice(2)}` } });
  const newTag = () => prisma.tag.create({ data: { brand_id: b(), name: "t", slug: "t", path: `t-${Math.random().toString(36).slice(2)}` } });
  return [
    ["PUT /admin/brand/{id} (name)", async (t) => asResult(call(putRoute.PUT, { method: "PUT", token: t, params: { id: b() }, json: { date_modified: await dateModified(b()), name: "Renamed" } }))],
    ["GraphQL updateBrand (name)", async (t) => gqlResult(t, `mutation($b: BrandUpdateInput!) { updateBrand(brand: $b) { _id } }`, { b: { _id: b(), date_modified: await dateModified(b()), name: "Renamed" } })],
    ["GraphQL brandForSettings", (t) => gqlResult(t, `query($b: String!) { brandForSettings(brand_id: $b) { _id } }`, { b: b() })],
    ["GraphQL brandCategoriesAndTags", (t) => gqlResult(t, `query($b: String!) { brandCategoriesAndTags(brand_id: $b) { categories { _id } tags { _id } } }`, { b: b() })],
    ["POST /admin/brand/{id}/logo", (t) => uploadLogo(t, b()).then((r) => ({ status: r.status, detail: r.json.detail }))],
    ["POST /brand/{id}/brand_category", (t) => asResult(call(catRoute.POST, { method: "POST", token: t, params: { id: b() }, json: { name: `New ${Math.random()}` } }))],
    ["PUT /brand/{id}/brand_category/{c}", async (t) => { const c = await newCategory(); return asResult(call(catIdRoute.PUT, { method: "PUT", token: t, params: { id: b(), categoryId: c.id }, json: { name: `${c.name} renamed` } })); }],
    ["DELETE /brand/{id}/brand_category/{c}", async (t) => { const c = await newCategory(); return asResult(call(catIdRoute.DELETE, { method: "DELETE", token: t, params: { id: b(), categoryId: c.id } })); }],
    ["POST /brand/{id}/brand_category/migrate", async (t) => { const [f, to] = [await newCategory(), await newCategory()]; return asResult(call(migrateRoute.POST, { method: "POST", token: t, params: { id: b() }, json: { from: f.id, to: to.id } })); }],
    ["GET /brand/{id}/tags", (t) => asResult(call(tagsRoute.GET, { token: t, params: { id: b() } }))],
    ["POST /brand/{id}/tags", (t) => asResult(call(tagsRoute.POST, { method: "POST", token: t, params: { id: b() }, json: { name: `Tag ${Math.random().toString(36).slice(2)}` } }))],
    ["DELETE /brand/{id}/tags/{t}", async (t) => { const tag = await newTag(); return asResult(call(tagIdRoute.DELETE, { method: "DELETE", token: t, params: { id: b(), tagId: tag.id } })); }],
  ];
}

describe.each(endpoints())("%s", (_name, run) => {
  it("no token → 401", async () => expect((await run(null)).status).toBe(401));
  it("a member of another brand → 403", async () => {
    const r = await run(cast.outsider.token);
    expect(r).toEqual({ status: 403, detail: MSG.noBrandAccess });
  });
  it("a restricted user → 403", async () => {
    const r = await run(cast.restricted.token);
    expect(r).toEqual({ status: 403, detail: BRAND_MSG.noSettingsAccess });
  });
  it("an admin → 2xx", async () => expect((await run(cast.admin.token)).status).toBeLessThan(300));
  it("an editor (settings_page read + brand write) → 2xx", async () => expect((await run(cast.editor.token)).status).toBeLessThan(300));
});

describe("members without brand write", () => {
  const reads = new Set(["GraphQL brandForSettings", "GraphQL brandCategoriesAndTags", "GET /brand/{id}/tags"]);
  it.each(endpoints())("%s", async (name, run) => {
    const r = await run(cast.reader.token);
    if (reads.has(name)) expect(r.status).toBe(200);
    else expect(r).toEqual({ status: 403, detail: BRAND_MSG.noBrandWrite });
  });
});

describe("admin-only fields", () => {
  const fields: [string, unknown, string][] = [
    ["is_active", false, "the brand's status"],
    ["brand_type", "Demo", "the brand type"],
    ["salesforce_id", "001X", "the CRM link"],
    ["slug", "nope-slug", "the slug"],
    ["features", { enableTurf: true }, "the feature flags"],
    ["security", { multifactor_authentication: true }, "the security settings"],
    ["sentiment_score_model_version", "v9", "the sentiment score model version"],
  ];
  it.each(fields)("%s from a non-admin editor → 403 and nothing changed", async (field, value, label) => {
    const before = await brandSnapshot(cast.brand.id);
    const res = await call(putRoute.PUT, { method: "PUT", token: cast.editor.token, params: { id: cast.brand.id }, json: { date_modified: before.date_modified.toISOString(), name: "Sneaky", [field]: value } });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(BRAND_MSG.adminOnlyField(label));
    expect(await brandSnapshot(cast.brand.id)).toEqual(before);
  });

  it("an admin may change them all", async () => {
    const res = await call(putRoute.PUT, {
      method: "PUT", token: cast.admin.token, params: { id: cast.other.id },
      json: { date_modified: await dateModified(cast.other.id), brand_type: "Demo", salesforce_id: "001X", features: { enableTurf: true }, security: { multifactor_authentication: true }, sentiment_score_model_version: "v9" },
    });
    expect(res.status).toBe(200);
  });
});

describe("notification settings (own): any active member", () => {
  const run = (u: TUser | null) => call(notifRoute.GET, { token: u?.token ?? null, params: { id: cast.brand.id } });
  it("no token 401, outsider 403, members (restricted too) and admins 200", async () => {
    expect((await run(null)).status).toBe(401);
    expect((await run(cast.outsider)).status).toBe(403);
    for (const u of [cast.restricted, cast.reader, cast.editor, cast.admin]) expect((await run(u)).status).toBe(200);
  });
});
