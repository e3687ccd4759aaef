// Deliver 5 (spec 1 §4): deactivating a brand (PUT is_active false) sends its non-admin users away on their next
// request — 403 "This brand is inactive" from the API — while admins keep working on it and may reactivate it.
import { beforeAll, describe, expect, it } from "vitest";
import * as putRoute from "@/app/api/v1/admin/brand/[id]/route";
import * as brandRoute from "@/app/api/v1/brand/[id]/route";
import * as catRoute from "@/app/api/v1/brand/[id]/brand_category/route";
import * as notifRoute from "@/app/api/v1/brand/[id]/notification_settings/route";
import { MSG } from "@/lib/messages";
import { call } from "../support/factories";
import { createCast, dateModified, gql, type TCast } from "./support";

let cast: TCast;
beforeAll(async () => {
  cast = await createCast();
});

describe("deactivating a brand", () => {
  it("members get 403 'This brand is inactive' on their next request; admins still work; reactivating lets them back", async () => {
    const b = cast.brand.id;
    expect((await call(brandRoute.GET, { token: cast.editor.token, params: { id: b } })).status).toBe(200);

    const off = await call(putRoute.PUT, { method: "PUT", token: cast.admin.token, params: { id: b }, json: { date_modified: await dateModified(b), is_active: false } });
    expect(off.status).toBe(200);
    expect(off.json.results).toMatchObject({ is_active: false });

    for (const u of [cast.editor, cast.reader, cast.restricted]) {
      for (const res of [
        await call(brandRoute.GET, { token: u.token, params: { id: b } }),
        await call(catRoute.GET, { token: u.token, params: { id: b } }),
        await call(notifRoute.GET, { token: u.token, params: { id: b } }),
        await call(putRoute.PUT, { method: "PUT", token: u.token, params: { id: b }, json: { date_modified: await dateModified(b), name: "x" } }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.json.detail).toBe(MSG.brandInactive);
      }
      const g = await gql(u.token, `query($b: String!) { brandForSettings(brand_id: $b) { _id } }`, { b });
      expect(g.errors?.[0]).toMatchObject({ message: MSG.brandInactive, extensions: { code: "brand_inactive" } });
    }

    expect((await call(brandRoute.GET, { token: cast.admin.token, params: { id: b } })).status).toBe(200);
    const g = await gql(cast.admin.token, `query($b: String!) { brandForSettings(brand_id: $b) { is_active } }`, { b });
    expect(g.data).toEqual({ brandForSettings: { is_active: false } });

    const on = await call(putRoute.PUT, { method: "PUT", token: cast.admin.token, params: { id: b }, json: { date_modified: await dateModified(b), is_active: true } });
    expect(on.status).toBe(200);
    expect((await call(brandRoute.GET, { token: cast.editor.token, params: { id: b } })).status).toBe(200);
  });
});
