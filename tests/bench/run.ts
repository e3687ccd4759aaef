// npm run bench – performance figures for the platform foundation (printed, not asserted; DESIGN.md §5).
// Starts a seeded production server and two bare realtime processes on one database, then measures sign-in,
// the REST and GraphQL reads every page makes, a server-rendered brand page, and cross-process presence.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { freePort } from "../../scripts/lib/net";
import { withDatabase } from "../../lib/db-url";
import { ensureDatabaseServer } from "../../scripts/lib/database";
import { DEMO_BRANDS, DEMO_PASSWORD } from "../../prisma/seed/platform";
import { benchProducts } from "./products";
import { benchBulkUpload } from "./bulk-upload";
import { benchStudies } from "./studies";
import { benchBuilder } from "./builder";
import { benchSurvey } from "./survey";
import { benchBrands } from "./brands";
import { benchAccess } from "./access";
import { benchGraphqlBounds } from "./graphql-bounds";
import { benchRateLimit } from "./rate-limit";
import { benchResults } from "./results";
import { benchResultsTurf } from "./results-turf";
import { benchLighthousePages } from "./lighthouse-pages";
import { benchSharePage } from "./share-page";
import { benchLabs } from "./labs";
import { benchResultsPage } from "./results-page";
import { benchSnipFanout } from "./snip-fanout";
import { benchSnipCards } from "./snip-card";
import { benchExport, benchExportOwnDatabase } from "./export-relational";
import { benchKnowledge, benchKnowledgeOwnDatabase } from "./knowledge";
import { quit } from "../../scripts/lib/quit";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const children: ChildProcess[] = [];


function spawnUntil(args: string[], env: Record<string, string>, ready: string, timeoutMs: number): Promise<ChildProcess> {
  const child = spawn(tsx, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${args[0]} did not start`)), timeoutMs);
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes(ready)) {
        clearTimeout(t);
        resolve(child);
      }
    });
    child.once("exit", (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function load(title: string, opts: autocannon.Options) {
  const r = await autocannon({ connections: 10, duration: 5, ...opts });
  const errors = r.errors + r.non2xx;
  console.log(`${title.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${ms(r.latency.p50)}   p99 ${ms(r.latency.p99)}   errors ${errors}`);
}

async function signInToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "full@demo.test", password: DEMO_PASSWORD }) });
  return ((await res.json()) as { token: string }).token;
}

/** P9: the summary reports, the same computed in Node, significance and line efficiency (each prints peak memory). */
async function benchResultsEngine(databaseUrl: string) {
  process.env.DATABASE_URL = databaseUrl;
  console.log("\nP9 · results engine (services in this process)");
  await benchResults(databaseUrl);
  // BENCH_RESULTS_SIZES=10k: only the 10k summary and significance figures (a quick run while working on them).
  if (process.env.BENCH_RESULTS_SIZES === "10k") return;
  console.log("\nP9 · line efficiency (TURF)");
  await benchResultsTurf(databaseUrl);
}

async function main() {
  if (!existsSync(path.join(root, ".next/BUILD_ID"))) console.log("(no production build: the server builds once first)");
  const db = await ensureDatabaseServer({ dataDir: ".data/pg-test", database: "postgres" });
  // BENCH_ONLY=snip-fanout runs just the snip comment fan-out (P12): two bare realtime processes on its own database,
  // no Next server.
  if (process.env.BENCH_ONLY === "snip-fanout") {
    console.log("\nP12 · snip comment fan-out (200 subscribers over two processes)");
    try {
      await benchSnipFanout(db.url);
      console.log("\nP12 · snip card images");
      await benchSnipCards();
    } finally {
      await db.stop();
    }
    return;
  }
  // BENCH_ONLY=export runs just the relational export (P13), in this process through the services, on its own database.
  if (process.env.BENCH_ONLY === "export") {
    console.log("\nP13 · relational export (100k respondents × 15 products)");
    try {
      await benchExportOwnDatabase(db.url);
    } finally {
      await db.stop();
    }
    return;
  }
  // BENCH_ONLY=knowledge runs just the knowledge base (P15): reindex and search, in this process through the services,
  // on its own database.
  if (process.env.BENCH_ONLY === "knowledge") {
    console.log("\nP15 · knowledge base (20 studies, 20,000 respondents' comments)");
    try {
      await benchKnowledgeOwnDatabase(db.url);
    } finally {
      await db.stop();
    }
    return;
  }
  // The offline translation provider's artificial delay is off: the bench measures the pipeline, not a sleep.
  const env = { DATABASE_URL: db.url, SERVE_DB: "bench", NEXT_TELEMETRY_DISABLED: "1", TRANSLATION_PSEUDO_DELAY_MS: "0", SURVEY_START_LIMIT_PER_MINUTE: "1000000" };
  try {
    const port = await freePort();
    await spawnUntil(["tests/e2e/support/serve.ts", String(port)], env, "server ready", 300_000);
    const base = `http://127.0.0.1:${port}`;
    const brand = DEMO_BRANDS.demo.id;
    // BENCH_ONLY=survey runs just the live-survey figures (the others take minutes).
    if (process.env.BENCH_ONLY === "survey") {
      console.log("\nP6 · live survey");
      await benchSurvey(base, withDatabase(db.url, "bench"), DEMO_BRANDS.customer.id);
      return;
    }
    // BENCH_ONLY=brands runs just the brands-list figures (P7).
    if (process.env.BENCH_ONLY === "brands") {
      console.log("\nP7 · brands list");
      await benchBrands(base, withDatabase(db.url, "bench"), "admin@demo.test", DEMO_PASSWORD);
      return;
    }
    // BENCH_ONLY=pages runs just Lighthouse on the dashboard's main pages (P10).
    if (process.env.BENCH_ONLY === "pages") {
      console.log("\nP10 · Lighthouse, dashboard pages");
      await benchLighthousePages(base, brand, "admin@demo.test", DEMO_PASSWORD);
      return;
    }
    // BENCH_ONLY=share-page runs just Lighthouse on the share pages (P13).
    if (process.env.BENCH_ONLY === "share-page") {
      console.log("\nP13 · Lighthouse, share pages (learnings report, results)");
      await benchSharePage(base, brand, "admin@demo.test", DEMO_PASSWORD);
      return;
    }
    // BENCH_ONLY=labs runs just MakerLabs' backtest, training and prediction figures (P14) on the seeded history.
    if (process.env.BENCH_ONLY === "labs") {
      console.log("\nP14 · MakerLabs (seeded Harbor & Pine history)");
      await benchLabs(withDatabase(db.url, "bench"));
      return;
    }
    // BENCH_ONLY=results-page runs just the results page figures (P11).
    if (process.env.BENCH_ONLY === "results-page") {
      console.log("\nP11 · results page");
      await benchResultsPage(base, withDatabase(db.url, "bench"), "admin@demo.test", DEMO_PASSWORD);
      return;
    }
    // BENCH_ONLY=results runs just the results engine (P9), in this process through the services, on the bench database.
    if (process.env.BENCH_ONLY === "results") {
      await benchResultsEngine(withDatabase(db.url, "bench"));
      return;
    }
    const bare = await freePort();
    await spawnUntil(["tests/bench/bare-server.ts", String(bare)], { DATABASE_URL: withDatabase(db.url, "bench") }, `bare listening ${bare}`, 60_000);
    // BENCH_ONLY=access runs just the per-request cost of the access model (P8).
    if (process.env.BENCH_ONLY === "access") {
      console.log("\nP8 · per-request cost of the access model");
      await benchAccess(base, await signInToken(base), brand, { port: bare });
      console.log("\nP8 · GraphQL work bounds");
      await benchGraphqlBounds(base, "full@demo.test", DEMO_PASSWORD, DEMO_BRANDS.customer.id);
      console.log("\nP8 · one rate-limit check (shared table)");
      process.env.DATABASE_URL = withDatabase(db.url, "bench");
      await benchRateLimit();
      return;
    }
    console.log(`\nPlatform foundation bench (2 cores; seeded demo world; 10 connections, 5 s each)\n`);

    const signIns: number[] = [];
    let token = "";
    let realtime = "";
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/auth`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: `full@demo.test`, password: DEMO_PASSWORD }) });
      signIns.push(performance.now() - t0);
      ({ token, realtime_token: realtime } = (await res.json()) as { token: string; realtime_token: string });
    }
    console.log(`${"POST /api/v1/auth (bcrypt cost 10), sequential".padEnd(44)} p50 ${ms(pct(signIns, 50))}   p95 ${ms(pct(signIns, 95))}`);

    const auth = { authorization: `Bearer ${token}` };
    await load("GET /api/v1/me", { url: `${base}/api/v1/me`, headers: auth });
    await load("GET /api/v1/brand/{id}", { url: `${base}/api/v1/brand/${brand}`, headers: auth });
    await load("GET /api/v1/countries/all (250 rows)", { url: `${base}/api/v1/countries/all`, headers: auth });
    await load("POST /api/v1/graphql brand + feature flags", {
      url: `${base}/api/v1/graphql`,
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ query: `{ brand(brand_id: "${brand}") { _id name features { timeline } } brandFeatureFlags(brand_id: "${brand}") { enableKnowledgeBase } }` }),
    });
    await load("GET /brand/{id}/timeline (server-rendered)", { url: `${base}/brand/${brand}/timeline`, headers: { cookie: `next-auth.session-token=${token}` } });

    // Presence across two processes: time from a join on process B to the list update on process A.
    const [pa, pb] = [await freePort(), await freePort()];
    await Promise.all([
      spawnUntil(["tests/integration/support/realtime-node.ts", String(pa)], { DATABASE_URL: withDatabase(db.url, "bench") }, `listening ${pa}`, 60_000),
      spawnUntil(["tests/integration/support/realtime-node.ts", String(pb)], { DATABASE_URL: withDatabase(db.url, "bench") }, `listening ${pb}`, 60_000),
    ]);
    const client = (p: number) => createClient({ url: `ws://127.0.0.1:${p}/api/v1/subscriptions`, webSocketImpl: WebSocket, connectionParams: { token: realtime }, retryAttempts: 0 });
    const a = client(pa);
    const b = client(pb);
    const query = (page: string) => ({ query: `subscription { presence(brand_id: "${brand}", page: "${page}") { _id } }` });
    const fanout: number[] = [];
    for (let i = 0; i < 20; i++) {
      const page = `/bench/${i}`;
      let count = 0;
      let joinedAt = 0;
      let stopA = () => undefined as void;
      const seenTwice = new Promise<void>((resolve) => {
        stopA = a.subscribe<{ presence: unknown[] }>(query(page), {
          next: () => {
            count += 1;
            // First list: A alone; the second arrives when B's join reaches A through PostgreSQL.
            if (count === 2) resolve();
          },
          error: () => undefined,
          complete: () => undefined,
        });
      });
      await new Promise((r) => setTimeout(r, 50));
      joinedAt = performance.now();
      const stop = b.subscribe(query(page), { next: () => undefined, error: () => undefined, complete: () => undefined });
      await seenTwice;
      fanout.push(performance.now() - joinedAt);
      stop();
      stopA();
    }
    console.log(`${"presence join → other process's client".padEnd(44)} p50 ${ms(pct(fanout, 50))}   p95 ${ms(pct(fanout, 95))}   (20 joins)`);
    await a.dispose();
    await b.dispose();

    console.log("\nP2 · product catalogue");
    await benchProducts(base, token, DEMO_BRANDS.customer.id, withDatabase(db.url, "bench"));
    console.log("\nP3 · studies list");
    await benchStudies(base, token, DEMO_BRANDS.customer.id, withDatabase(db.url, "bench"));
    console.log("\nP5 · study builder");
    await benchBuilder(base, DEMO_BRANDS.customer.id);
    console.log("\nP6 · live survey");
    await benchSurvey(base, withDatabase(db.url, "bench"), DEMO_BRANDS.customer.id);
    console.log("\nP7 · brands list");
    await benchBrands(base, withDatabase(db.url, "bench"), "admin@demo.test", DEMO_PASSWORD);
    console.log("\nP10 · Lighthouse, dashboard pages");
    await benchLighthousePages(base, brand, "admin@demo.test", DEMO_PASSWORD);
    console.log("\nP11 · results page");
    await benchResultsPage(base, withDatabase(db.url, "bench"), "admin@demo.test", DEMO_PASSWORD);
    console.log("\nP13 · Lighthouse, share pages (learnings report, results)");
    await benchSharePage(base, brand, "admin@demo.test", DEMO_PASSWORD);
    console.log("\nP8 · per-request cost of the access model");
    await benchAccess(base, token, brand, { port: bare });
    console.log("\nP8 · GraphQL work bounds");
    await benchGraphqlBounds(base, "full@demo.test", DEMO_PASSWORD, DEMO_BRANDS.customer.id);
    // The rate limiter and bulk upload run in this process through the services, on the bench database.
    process.env.DATABASE_URL = withDatabase(db.url, "bench");
    console.log("\nP8 · one rate-limit check (shared table)");
    await benchRateLimit();
    const { prisma } = await import("../../server/db");
    const assortment = await prisma.assortment.findFirstOrThrow({ where: { brand_id: DEMO_BRANDS.customer.id } });
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "full@demo.test" } });
    await benchBulkUpload(DEMO_BRANDS.customer.id, assortment.id, user.id);
    await benchResultsEngine(withDatabase(db.url, "bench"));
    console.log("\nP13 · relational export (100k respondents × 15 products)");
    await benchExport(withDatabase(db.url, "bench"));
    console.log("\nP14 · MakerLabs (seeded Harbor & Pine history)");
    await benchLabs(withDatabase(db.url, "bench"));
    console.log("\nP15 · knowledge base (20 studies, 20,000 respondents' comments)");
    await benchKnowledge(withDatabase(db.url, "bench"));
    await prisma.$disconnect();
    console.log("\nP12 · snip comment fan-out (200 subscribers over two processes)");
    await benchSnipFanout(db.url);
    console.log("\nP12 · snip card images");
    await benchSnipCards();
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await db.stop();
  }
}

main().then(
  () => quit(0),
  (err) => {
    console.error(err);
    for (const c of children) c.kill("SIGTERM");
    quit(1);
  },
);
