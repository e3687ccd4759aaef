// The per-process access cache (P8 item 10): a signed-in caller is resolved from memory for a few seconds, and an
// "access.changed" event from any process (LISTEN/NOTIFY) makes every process forget that user at once; a session
// version bump ends the user's sessions immediately, cache or not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { poolConfigFromUrl } from "@/lib/db-url";
import * as tagsRoute from "@/app/api/v1/brand/[id]/tags/route";
import * as authRoute from "@/app/api/v1/auth/route";
import * as meRoute from "@/app/api/v1/me/route";
import { ACCESS_CHANGED, cachedActor, forgetActors } from "@/server/access/actor-cache";
import { endSessions } from "@/server/access/access-changed";
import { prisma } from "@/server/db";
import { pubsub } from "@/server/realtime/pubsub";
import { call, createBrand, createUser, PASSWORD } from "../support/factories";

const before = process.env.ACCESS_CACHE_TTL_MS;
beforeAll(() => {
  process.env.ACCESS_CACHE_TTL_MS = "60000";
  forgetActors(null);
});
afterAll(async () => {
  process.env.ACCESS_CACHE_TTL_MS = before;
  forgetActors(null);
  await pubsub().close();
});

const tags = (token: string, brandId: string) => call(tagsRoute.GET, { token, params: { id: brandId } });

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe("the access cache", () => {
  it("serves a user from memory, and forgets them when another process announces a change", async () => {
    const brand = await createBrand();
    const user = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
    await pubsub().start();
    expect((await tags(user.token, brand.id)).status).toBe(403);
    // A grant written straight to the database, with no announcement: this process still has the old copy.
    await prisma.brandPermission.create({ data: { user_id: user.id, brand_id: brand.id, entity: "settings_page", action: "read" } });
    expect((await tags(user.token, brand.id)).status).toBe(403);
    // Another process announces the change on its own connection, as server/access/access-changed.ts does.
    const other = new pg.Client(poolConfigFromUrl(process.env.DATABASE_URL!));
    await other.connect();
    try {
      await other.query("SELECT pg_notify('app_events', $1)", [JSON.stringify({ topic: ACCESS_CHANGED, payload: { user_id: user.id }, origin: "other" })]);
    } finally {
      await other.end();
    }
    expect(await until(async () => (await tags(user.token, brand.id)).status === 200)).toBe(true);
  });

  it("a session version bump ends the sessions at once, cached or not", async () => {
    const user = await createUser();
    expect((await call(meRoute.GET, { token: user.token })).status).toBe(200);
    await endSessions(user.id);
    expect((await call(meRoute.GET, { token: user.token })).status).toBe(401);
  });

  it("a name changed in My Settings shows at once: the cached principal is forgotten", async () => {
    const user = await createUser();
    expect((await call(meRoute.GET, { token: user.token })).status).toBe(200);
    const put = await call(meRoute.PUT, { method: "PUT", token: user.token, json: { first_name: "Renamed", last_name: "Person", department: "Design" } });
    expect(put.status).toBe(200);
    const me = await call(meRoute.GET, { token: user.token });
    expect(me.json.results).toMatchObject({ first_name: "Renamed", last_name: "Person", department: "Design" });
  });

  it("a load that began before a change does not cache its stale answer", async () => {
    const user = await createUser({ first_name: "Before" });
    forgetActors(user.id);
    // A request starts loading the user; the change is announced while that load is still on its way.
    const racing = cachedActor(user.id);
    forgetActors(user.id);
    expect((await racing)?.first_name).toBe("Before");
    // Written without an announcement: only a fresh load can see it, so it shows whether the racing answer was kept.
    await prisma.user.update({ where: { id: user.id }, data: { first_name: "After" } });
    expect((await cachedActor(user.id))?.first_name).toBe("After");
  });

  it("/me answers from the cached principal, and a sign-in refreshes its last login at once", async () => {
    const user = await createUser();
    const first = await call(meRoute.GET, { token: user.token });
    expect(first.json.results).toMatchObject({ last_login: null, active_days: 0 });
    const signIn = await call(authRoute.POST, { method: "POST", json: { email: user.email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const after = await call(meRoute.GET, { token: user.token });
    expect(after.json.results).toMatchObject({ active_days: 1 });
    expect((after.json.results as { last_login: string | null }).last_login).not.toBeNull();
  });
});
