// P8 #4 + #5: the sign-in limit is one limit across app processes, keyed on the client address the server works out
// (socket, or the TRUST_PROXY-trusted X-Forwarded-For entry) — rotating X-Forwarded-For (or sending our internal
// header) changes nothing. Each process is tests/integration/rate-limits/auth-node.ts: the custom server's
// client-address step in front of the real POST /api/v1/auth handler, on this worker's database.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import { prisma } from "@/server/db";
import { freePort } from "../../../scripts/lib/net";
import { createUser, PASSWORD } from "../support/factories";

const root = path.resolve(import.meta.dirname, "../../..");
const procs: ChildProcess[] = [];

async function startNode(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "tests/integration/rate-limits/auth-node.ts"), String(port)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  procs.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("app process did not start")), 90_000);
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes(`listening ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`app process exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

let nodeA: string;
let nodeB: string;
/** Behind one proxy: TRUST_PROXY=1 (the test connects from 127.0.0.1, playing the proxy). */
let proxied: string;

beforeAll(async () => {
  [nodeA, nodeB, proxied] = await Promise.all([startNode({ TRUST_PROXY: "" }), startNode({ TRUST_PROXY: "" }), startNode({ TRUST_PROXY: "1" })]);
}, 180_000);
afterAll(() => {
  for (const p of procs) p.kill("SIGTERM");
});

const randomIp = () => `${[1, 2, 3, 4].map(() => randomBytes(1)[0]! % 250 + 1).join(".")}`;

async function signIn(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/v1/auth`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json };
}

const rowsFor = (email: string) =>
  prisma.$queryRaw<{ key: string; points: number }[]>`SELECT key, points FROM rate_limits WHERE key LIKE ${`%|${email}`} ORDER BY key`;

describe("sign-in limit across two app processes", () => {
  it("12 wrong passwords with rotating X-Forwarded-For, alternating processes: 11 and 12 (and the right password) get 429 + Retry-After", async () => {
    const user = await createUser();
    const results = [];
    for (let i = 0; i < 12; i++) {
      // Every spoofable source of an address changes on every attempt.
      const spoof = { "x-forwarded-for": `${randomIp()}, ${randomIp()}`, "x-real-ip": randomIp(), "x-client-address": randomIp(), forwarded: `for=${randomIp()}` };
      results.push(await signIn(i % 2 ? nodeB : nodeA, user.email, "wrong-password", spoof));
    }
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
    for (const r of results.slice(0, 10)) expect(r.json.detail).toBe(MSG.invalidCredentials);
    for (const r of results.slice(10)) {
      expect(r.status).toBe(429);
      expect(r.json.detail).toBe(MSG.tooManyAttempts);
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(Number(r.retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
    for (const base of [nodeA, nodeB]) {
      const right = await signIn(base, user.email, PASSWORD, { "x-forwarded-for": randomIp() });
      expect(right.status).toBe(429);
      expect(Number(right.retryAfter)).toBeGreaterThan(0);
    }
    // One counter, keyed on the socket's address, whatever the headers said.
    const rows = await rowsFor(user.email);
    expect(rows.map((r) => r.key)).toEqual([`sign-in:127.0.0.1|${user.email}`]);
    expect(rows[0]!.points).toBeGreaterThanOrEqual(11);
  });

  it("a right password before the limit signs in on either process and clears the count", async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) expect((await signIn(i % 2 ? nodeB : nodeA, user.email, "wrong-password")).status).toBe(401);
    const ok = await signIn(nodeB, user.email, PASSWORD);
    expect(ok.status).toBe(200);
    expect(typeof ok.json.token).toBe("string");
    expect(await rowsFor(user.email)).toEqual([]);
  });
});

describe("TRUST_PROXY=1", () => {
  it("keys on the address the trusted hop forwarded; spoofed entries left of it are ignored", async () => {
    const user = await createUser();
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // The proxy appends the address it saw; everything left of it is what the client wrote.
      statuses.push((await signIn(proxied, user.email, "wrong-password", { "x-forwarded-for": `${randomIp()}, ${randomIp()}, ${client}` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await rowsFor(user.email)).map((r) => r.key)).toEqual([`sign-in:${client}|${user.email}`]);
    // Another client behind the same proxy has its own count.
    const other = await signIn(proxied, user.email, PASSWORD, { "x-forwarded-for": `${client}, ${randomIp()}` });
    expect(other.status).toBe(200);
  });

  it("a request without X-Forwarded-For (straight from the proxy's host) keys on the socket's address", async () => {
    const user = await createUser();
    expect((await signIn(proxied, user.email, "wrong-password")).status).toBe(401);
    expect((await rowsFor(user.email)).map((r) => r.key)).toEqual([`sign-in:127.0.0.1|${user.email}`]);
  });
});

describe("malformed forwarding headers", () => {
  const MALFORMED = ["garbage", "1.2.3.4, not-an-ip", "999.999.999.999", "1.2.3.4:5678", "<script>alert(1)</script>", "; DROP TABLE rate_limits", "x".repeat(4000)];

  it.each(MALFORMED)("are ignored without TRUST_PROXY: %#", async (xff) => {
    const user = await createUser();
    const res = await signIn(nodeA, user.email, "wrong-password", { "x-forwarded-for": xff });
    expect(res.status).toBe(401);
    expect((await rowsFor(user.email)).map((r) => r.key)).toEqual([`sign-in:127.0.0.1|${user.email}`]);
  });

  it.each(MALFORMED)("behind a trusted hop get a clear 400 and change nothing: %#", async (xff) => {
    const user = await createUser();
    const res = await signIn(proxied, user.email, PASSWORD, { "x-forwarded-for": xff });
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/^The X-Forwarded-For header is malformed: ".*" is not an IP address\.$/);
    expect(res.json.invalid_params).toEqual([{ name: "X-Forwarded-For", reason: "not an IP address" }]);
    expect(await rowsFor(user.email)).toEqual([]);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { last_login: true } });
    expect(row.last_login).toBeNull();
  });

  it("garbage left of the trusted entry is never read", async () => {
    const user = await createUser();
    const client = randomIp();
    const res = await signIn(proxied, user.email, "wrong-password", { "x-forwarded-for": `garbage, <x>, ${client}` });
    expect(res.status).toBe(401);
    expect((await rowsFor(user.email)).map((r) => r.key)).toEqual([`sign-in:${client}|${user.email}`]);
  });
});
