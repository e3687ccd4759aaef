// P8 #5: every rate limit lives in the shared `rate_limits` table (rate-limiter-flexible's RateLimiterPostgres) and
// answers 429 with Retry-After (seconds, rounded up): sign-in (bearer), password-reset mail, the link endpoints,
// live-survey starts and the help e-mail — with each call site's own text. Also: keys stay within the table's
// varchar(255), and a flood past the limit is refused from memory (what one consume costs: `npm run bench`).
// Route handlers are called in-process, so CLIENT_ADDRESS_HEADER stands for what the custom server stamps.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_MSG } from "@/lib/brands/messages";
import { MSG } from "@/lib/messages";
import { LIVE_MSG } from "@/lib/survey/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import * as authRoute from "@/app/api/v1/auth/route";
import * as changeRoute from "@/app/api/v1/auth/change_password/route";
import * as resetRoute from "@/app/api/v1/auth/reset_password/route";
import * as invitationRoute from "@/app/api/v1/invitations/[token]/route";
import * as startRoute from "@/app/api/v1/live/[shortId]/start/route";
import * as sendEmailRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/send_email/route";
import { prisma } from "@/server/db";
import { CLIENT_ADDRESS_HEADER, LOCAL_CLIENT } from "@/server/http/client-address";
import { consume, resetLimit, type TLimit } from "@/server/rate-limit/limiter";
import { createBrand, createUser, PASSWORD } from "../support/factories";
import { startMailWorld } from "../brand-users/support";
import { liveStudy } from "../survey/fixtures";
import { study } from "../studies-read/fixtures";

type THandler = (req: NextRequest, ctx: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Calls a route handler as Next would; answers status, Retry-After and the JSON body. */
async function hit(handler: THandler, opts: { json?: unknown; params?: Record<string, string>; client?: string; token?: string; method?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json" });
  if (opts.client) headers.set(CLIENT_ADDRESS_HEADER, opts.client);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  const method = opts.method ?? "POST";
  const req = new NextRequest("http://localhost/api/v1/test", { method, headers, body: method === "GET" ? undefined : JSON.stringify(opts.json ?? {}) });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json: (await res.json()) as Record<string, unknown> };
}

const newClient = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join(".")}`;
const tag = () => randomBytes(6).toString("hex");

function expectRetryAfter(r: { retryAfter: string | null }, maxSeconds: number) {
  expect(r.retryAfter).toMatch(/^\d+$/);
  expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(r.retryAfter)).toBeLessThanOrEqual(maxSeconds);
}

describe("the shared limiter (server/rate-limit/limiter.ts)", () => {
  it("counts in rate_limits under its prefix, refuses past the limit with the seconds to wait, and forgets on reset", async () => {
    const limit: TLimit = { keyPrefix: `t-${tag()}`, points: 3, duration: 30 };
    for (let i = 0; i < 3; i++) await consume(limit, "k", "too many");
    const rows = await prisma.$queryRaw<{ key: string; points: number; expire: bigint }[]>`
      SELECT key, points, expire FROM rate_limits WHERE key = ${`${limit.keyPrefix}:k`}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.points).toBe(3);
    expect(Number(rows[0]!.expire) - Date.now()).toBeGreaterThan(25_000);
    const err = await consume(limit, "k", "too many").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "rate_limited", status: 429, message: "too many" });
    expect((err as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(20); // 30 s less the test's own time
    expect((err as AppError).retryAfterSeconds).toBeLessThanOrEqual(30);
    // Another key and another limit are not affected.
    await consume(limit, "other", "too many");
    await consume({ ...limit, keyPrefix: `${limit.keyPrefix}-b` }, "k", "too many");
    await resetLimit(limit, "k");
    await consume(limit, "k", "too many");
  });

  it("counts a row left by another process: the table, not this process, decides", async () => {
    const limit: TLimit = { keyPrefix: `t-${tag()}`, points: 5, duration: 60 };
    await prisma.$executeRaw`INSERT INTO rate_limits (key, points, expire) VALUES (${`${limit.keyPrefix}:k`}, 5, ${BigInt(Date.now() + 60_000)})`;
    await expect(consume(limit, "k", "too many")).rejects.toMatchObject({ status: 429 });
    // An expired row starts a fresh window.
    await prisma.$executeRaw`INSERT INTO rate_limits (key, points, expire) VALUES (${`${limit.keyPrefix}:old`}, 99, ${BigInt(Date.now() - 1)})`;
    await consume(limit, "old", "too many");
  });

  it("hashes keys too long for the varchar(255) key", async () => {
    const limit: TLimit = { keyPrefix: `t-${tag()}`, points: 1, duration: 60 };
    const long = `${"x".repeat(100)}|${"a".repeat(200)}@test.example`;
    await consume(limit, long, "too many");
    await expect(consume(limit, long, "too many")).rejects.toMatchObject({ status: 429 });
    const rows = await prisma.$queryRaw<{ key: string }[]>`SELECT key FROM rate_limits WHERE key LIKE ${`${limit.keyPrefix}:%`}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key.length).toBeLessThanOrEqual(255);
  });

  it("a key over its limit is refused from memory: a flood writes nothing more to the table", async () => {
    const limit: TLimit = { keyPrefix: `t-${tag()}`, points: 1, duration: 60 };
    const points = async () =>
      (await prisma.$queryRaw<{ points: number }[]>`SELECT points FROM rate_limits WHERE key = ${`${limit.keyPrefix}:k`}`)[0]?.points;
    await consume(limit, "k", "too many");
    await expect(consume(limit, "k", "too many")).rejects.toMatchObject({ status: 429 });
    const counted = await points();
    expect(counted).toBe(2);
    for (let i = 0; i < 20; i++) await expect(consume(limit, "k", "too many")).rejects.toMatchObject({ status: 429 });
    expect(await points()).toBe(counted);
  });
});

describe("429 + Retry-After at every limit, with the call site's text", () => {
  it("POST /api/v1/auth (bearer sign-in): 10 failures per e-mail and address, then 429 for 15 minutes", async () => {
    const user = await createUser();
    const client = newClient();
    for (let i = 0; i < 10; i++) expect((await hit(authRoute.POST, { client, json: { email: user.email, password: "wrong" } })).status).toBe(401);
    for (const password of ["wrong", PASSWORD]) {
      const r = await hit(authRoute.POST, { client, json: { email: user.email, password } });
      expect(r.status).toBe(429);
      expect(r.json.detail).toBe(MSG.tooManyAttempts);
      expectRetryAfter(r, 15 * 60);
      expect(Number(r.retryAfter)).toBeGreaterThan(15 * 60 - 30);
    }
    // Another address still gets in.
    expect((await hit(authRoute.POST, { client: newClient(), json: { email: user.email, password: PASSWORD } })).status).toBe(200);
  });

  it("requests not stamped by the custom server (in-process calls) share the LOCAL_CLIENT key", async () => {
    const user = await createUser();
    await hit(authRoute.POST, { json: { email: user.email, password: "wrong" } });
    const rows = await prisma.$queryRaw<{ key: string }[]>`SELECT key FROM rate_limits WHERE key LIKE ${`%|${user.email}`}`;
    expect(rows).toEqual([{ key: `sign-in:${LOCAL_CLIENT}|${user.email}` }]);
  });

  describe("with the mail queue", () => {
    let world: Awaited<ReturnType<typeof startMailWorld>>;
    beforeAll(async () => {
      world = await startMailWorld();
    });
    afterAll(async () => world.stop());

    it("POST /auth/change_password: 5 per address and client, then 429 for 15 minutes", async () => {
      const email = `limited-${tag()}@test.example`;
      const client = newClient();
      for (let i = 0; i < 5; i++) expect((await hit(changeRoute.POST, { client, json: { email } })).status).toBe(200);
      const r = await hit(changeRoute.POST, { client, json: { email } });
      expect(r.status).toBe(429);
      expect(r.json.detail).toBe(USER_MSG.tooManyRequests);
      expectRetryAfter(r, 15 * 60);
    });
  });

  it("the link endpoints (reset_password, invitations): 60 a minute per client, then 429", async () => {
    const client = newClient();
    const token = "y".repeat(43);
    for (let i = 0; i < 30; i++) expect((await hit(invitationRoute.GET, { client, method: "GET", params: { token } })).status).toBe(404);
    for (let i = 0; i < 30; i++) expect((await hit(resetRoute.POST, { client, json: { token, password: "Some-password-1" } })).status).toBe(404);
    for (const r of [await hit(invitationRoute.GET, { client, method: "GET", params: { token } }), await hit(resetRoute.POST, { client, json: { token, password: "Some-password-1" } })]) {
      expect(r.status).toBe(429);
      expect(r.json.detail).toBe(USER_MSG.tooManyRequests);
      expectRetryAfter(r, 60);
    }
  });

  it("POST /live/{shortId}/start: SURVEY_START_LIMIT_PER_MINUTE per address, then 429 for the rest of the minute", async () => {
    const { survey } = await liveStudy();
    const before = process.env.SURVEY_START_LIMIT_PER_MINUTE;
    process.env.SURVEY_START_LIMIT_PER_MINUTE = "3";
    try {
      const client = newClient();
      for (let i = 0; i < 3; i++) expect((await hit(startRoute.POST, { client, params: { shortId: survey.short_id }, json: { params: {} } })).status).toBe(200);
      const r = await hit(startRoute.POST, { client, params: { shortId: survey.short_id }, json: { params: {} } });
      expect(r.status).toBe(429);
      expect(r.json.detail).toBe(LIVE_MSG.rateLimited);
      expectRetryAfter(r, 60);
      expect(await prisma.respondent.count({ where: { survey_id: survey.id } })).toBe(3);
    } finally {
      if (before === undefined) delete process.env.SURVEY_START_LIMIT_PER_MINUTE;
      else process.env.SURVEY_START_LIMIT_PER_MINUTE = before;
    }
  });

  describe("the help e-mail", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "rate-limit-mail-"));
      process.env.MAIL_DIR = dir;
      delete process.env.SMTP_URL;
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
      delete process.env.MAIL_DIR;
    });

    it("POST …/send_email: 10 per user an hour, then 429", async () => {
      const brand = await createBrand();
      const s = await study(brand.id);
      const user = await createUser({ brands: { [brand.id]: [["survey", "write"]] } });
      const send = () => hit(sendEmailRoute.POST, { token: user.token, params: { id: brand.id, surveyId: s.id }, json: { to: SUPPORT_EMAIL, subject: "Help", html: "<p>Help</p>" } });
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
      const r = await send();
      expect(r.status).toBe(429);
      expect(r.json.detail).toBe(BUILDER_MSG.helpTooMany);
      expectRetryAfter(r, 60 * 60);
    });
  });
});
