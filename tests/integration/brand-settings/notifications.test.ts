// GET/PUT /api/v1/brand/{id}/notification_settings (?tab=my-notifications): each member's own choices; writes
// refused while the brand's enableEmailNotifications is off, and for an admin who is not a member.
import { beforeAll, describe, expect, it } from "vitest";
import * as notifRoute from "@/app/api/v1/brand/[id]/notification_settings/route";
import { BRAND_MSG } from "@/lib/brands/messages";
import { NOTIFICATION_KINDS, type TNotificationSettingsView } from "@/lib/brands/wire";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "../support/factories";

const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true]));
let on: Awaited<ReturnType<typeof createBrand>>;
let off: Awaited<ReturnType<typeof createBrand>>;
let member: Awaited<ReturnType<typeof createUser>>;
let colleague: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  on = await createBrand({ features: ["timeline", "enableEmailNotifications"] });
  off = await createBrand({ features: ["timeline"] });
  member = await createUser({ roles: { full: false, restricted: true }, brands: { [on.id]: [], [off.id]: [] } });
  colleague = await createUser({ brands: { [on.id]: [] } });
  admin = await createUser({ is_admin: true });
});

const get = (token: string, id: string) => call(notifRoute.GET, { token, params: { id } });
const put = (token: string, id: string, json: unknown) => call(notifRoute.PUT, { method: "PUT", token, params: { id }, json });
const stored = (userId: string, brandId: string) =>
  prisma.brandMembership.findUniqueOrThrow({ where: { user_id_brand_id: { user_id: userId, brand_id: brandId } } }).then((m) => m.notification_settings);

describe("notification settings", () => {
  it("start all on, save a partial change, and are per user", async () => {
    expect((await get(member.token, on.id)).json.results).toEqual({ enabled: true, is_member: true, settings: allOn });
    const res = await put(member.token, on.id, { mention: false, study_closed: false });
    expect(res.status).toBe(200);
    expect((res.json.results as TNotificationSettingsView).settings).toEqual({ ...allOn, mention: false, study_closed: false });
    await put(member.token, on.id, { mention: true });
    expect((await get(member.token, on.id)).json.results).toMatchObject({ settings: { ...allOn, study_closed: false } });
    expect((await get(colleague.token, on.id)).json.results).toMatchObject({ settings: allOn });
  });

  it("writes are refused with 409 while enableEmailNotifications is off; nothing stored", async () => {
    expect((await get(member.token, off.id)).json.results).toMatchObject({ enabled: false, is_member: true });
    const before = await stored(member.id, off.id);
    const res = await put(member.token, off.id, { mention: false });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(BRAND_MSG.notificationsOff);
    expect(await stored(member.id, off.id)).toEqual(before);
  });

  it("an admin without a membership reads is_member false and cannot write", async () => {
    expect((await get(admin.token, on.id)).json.results).toEqual({ enabled: true, is_member: false, settings: allOn });
    const res = await put(admin.token, on.id, { mention: false });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(BRAND_MSG.notificationsNotMember);
  });

  it("unknown kinds and non-boolean values → 400", async () => {
    expect((await put(member.token, on.id, { newsletter: true })).status).toBe(400);
    expect((await put(member.token, on.id, { mention: "yes" })).status).toBe(400);
  });
});
