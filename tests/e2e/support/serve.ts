// An e2e server: a fresh, seeded database on a local server and the production build behind the custom server.
// `serve.ts <port>`; the database is SERVE_DB (default e2e). playwright.config.ts starts one per project, each on its
// own port and database, on one PostgreSQL server and one production build (tests/e2e/support/database.ts).
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { poolConfigFromUrl, withDatabase } from "../../../lib/db-url";
import { migrate } from "../../../scripts/lib/migrate";
import { assertLocalDatabase } from "../../integration/support/local-guard";
import { quit } from "../../../scripts/lib/quit";
import { buildSurvey, surveyBuilt } from "../../../scripts/build-survey";
import { sharedDatabaseServer, withLock } from "./database";

const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const root = path.resolve(import.meta.dirname, "../../..");
const port = Number(process.argv[2] ?? 3200);
const server = await sharedDatabaseServer();
assertLocalDatabase(server.url);
// The database is dropped and recreated: e2e by default, another name per e2e project or for the bench (SERVE_DB).
const dbName = (process.env.SERVE_DB ?? "e2e").replace(/[^a-z0-9_]/g, "");
const url = withDatabase(server.url, dbName);
const sql = async (query: string) => {
  const admin = new pg.Client(poolConfigFromUrl(server.url));
  await admin.connect();
  try {
    return await admin.query(query);
  } finally {
    await admin.end();
  }
};
// Set before anything runs that may read (and cache, lib/env.ts) the environment.
process.env.DATABASE_URL = url;
process.env.NEXTAUTH_URL = `http://127.0.0.1:${port}`;
process.env.NEXT_TELEMETRY_DISABLED = "1";
const migrateAndSeed = async (database: string) => {
  const target = withDatabase(server.url, database);
  migrate(target);
  const { seed } = await import("../../../prisma/seed");
  await seed(target);
  console.log(`[${port}] database ${database} migrated and seeded (${since()})`);
};
// SERVE_TEMPLATE: the servers of one run (E2E_RUN_ID) seed that database once, under a lock, and each copies it
// (CREATE DATABASE … TEMPLATE: a file copy, seconds, where migrating and seeding take a minute or more on a loaded
// machine). The template is marked with the run id, so a later run seeds afresh.
const template = process.env.SERVE_TEMPLATE?.replace(/[^a-z0-9_]/g, "");
const runId = (process.env.E2E_RUN_ID ?? "").replace(/'/g, "");
/** Databases of e2e runs (e2e_<run start, base 36>_…, playwright.config.ts) that started more than 6 hours ago. */
async function dropStaleRunDatabases(): Promise<void> {
  const rows = (await sql(`SELECT datname FROM pg_database WHERE datname ~ '^e2e_[0-9a-z]+_'`)).rows as { datname: string }[];
  for (const { datname } of rows) {
    const started = parseInt(datname.split("_")[1]!, 36);
    if (Number.isFinite(started) && Date.now() - started > 6 * 60 * 60_000) await sql(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
if (template && runId) {
  await withLock(`seed-${template}`, async () => {
    await dropStaleRunDatabases();
    const fresh = await sql(`SELECT 1 FROM pg_database WHERE datname = '${template}' AND shobj_description(oid, 'pg_database') = '${runId}'`);
    if (!fresh.rowCount) {
      await sql(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await sql(`CREATE DATABASE ${template}`);
      await migrateAndSeed(template);
      await sql(`COMMENT ON DATABASE ${template} IS '${runId}'`);
    }
    await sql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await sql(`CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    console.log(`[${port}] database ${dbName} copied from ${template} (${since()})`);
  });
} else {
  await sql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await sql(`CREATE DATABASE ${dbName}`);
  await migrateAndSeed(dbName);
}
// `npm test` builds before Playwright starts. Run alone, the first server builds once, under a lock, so a second
// server starting meanwhile waits for that build instead of building too. The respondent app's bundle
// (public/survey) is built with every Next build, and before the server starts when it is missing (Next serves only
// the public files present at start).
await withLock("next-build", async () => {
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) {
    console.log(`[${port}] no production build: building once`);
    await buildSurvey();
    execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, stdio: "inherit" });
  } else if (!surveyBuilt()) {
    await buildSurvey();
  }
});
Object.assign(process.env, { NODE_ENV: "production" });
const { startServer } = await import("../../../server/index");
const { stopJobs } = await import("../../../server/jobs/boss");
const http = await startServer({ port, dev: false, hostname: "127.0.0.1" });
console.log(`server ready on ${port} (${since()})`);
// An e2e run's databases go with it (its template too: both servers copied it before they started).
const dropRunDatabases = async () => {
  if (!template || !runId) return;
  // The app lets go of the database first (HTTP server, background jobs), so dropping it interrupts nobody.
  http.closeAllConnections?.();
  await Promise.race([new Promise((done) => http.close(() => done(undefined))), new Promise((done) => setTimeout(done, 5_000))]);
  await stopJobs().catch(() => undefined);
  for (const db of [dbName, template]) await sql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined);
};
const stop = () => void dropRunDatabases().finally(() => server.stop().finally(() => quit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
