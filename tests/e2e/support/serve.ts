// The e2e server: a fresh, seeded database on a local server and the production build behind the custom server.
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { poolConfigFromUrl, withDatabase } from "../../../lib/db-url";
import { ensureDatabaseServer } from "../../../scripts/lib/database";
import { migrate } from "../../../scripts/lib/migrate";
import { assertLocalDatabase } from "../../integration/support/local-guard";
import { quit } from "../../../scripts/lib/quit";
import { buildSurvey, SURVEY_MANIFEST } from "../../../scripts/build-survey";

const root = path.resolve(import.meta.dirname, "../../..");
const port = Number(process.argv[2] ?? 3200);
const server = await ensureDatabaseServer({ dataDir: ".data/pg-test", database: "postgres" });
assertLocalDatabase(server.url);
// The database is dropped and recreated: e2e by default, another name for the bench (SERVE_DB).
const dbName = (process.env.SERVE_DB ?? "e2e").replace(/[^a-z0-9_]/g, "");
const url = withDatabase(server.url, dbName);
const admin = new pg.Client(poolConfigFromUrl(server.url));
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();
process.env.DATABASE_URL = url;
process.env.NEXTAUTH_URL = `http://127.0.0.1:${port}`;
process.env.NEXT_TELEMETRY_DISABLED = "1";
migrate(url);
const { seed } = await import("../../../prisma/seed");
await seed(url);
// The respondent app's bundle (public/survey) is built with every Next build, and before the server starts when it
// is missing (Next serves only the public files present at start).
if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) {
  await buildSurvey();
  execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, stdio: "inherit" });
} else if (!existsSync(SURVEY_MANIFEST)) {
  await buildSurvey();
}
Object.assign(process.env, { NODE_ENV: "production" });
const { startServer } = await import("../../../server/index");
await startServer({ port, dev: false, hostname: "127.0.0.1" });
console.log(`server ready on ${port}`);
const stop = () => void server.stop().finally(() => quit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
