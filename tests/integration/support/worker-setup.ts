// Each worker gets its own database cloned from the migrated template before any server module is imported.
import pg from "pg";
import { inject } from "vitest";
import { poolConfigFromUrl, withDatabase } from "../../../lib/db-url";

const templateUrl = inject("templateUrl");
const template = poolConfigFromUrl(templateUrl).database;
const worker = `it_${inject("runId")}_w${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}`;

const admin = new pg.Client(poolConfigFromUrl(withDatabase(templateUrl, "postgres")));
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${worker} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${worker} TEMPLATE ${template}`);
} finally {
  await admin.end();
}
process.env.DATABASE_URL = withDatabase(templateUrl, worker);
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-0123456789";
// Tests edit studies straight in the database; the live survey's shape cache is tested on its own (shape-cache.test.ts).
process.env.LIVE_SHAPE_TTL_MS ??= "0";
// Tests change roles and memberships straight in the database; the per-process access cache is tested on its own
// (tests/integration/sessions/actor-cache.test.ts).
process.env.ACCESS_CACHE_TTL_MS ??= "0";
