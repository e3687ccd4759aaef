// Builds a migrated template database once per run (reused while the migrations are unchanged); each worker
// clones its own from it (tests/integration/support/worker-setup.ts), so files run in parallel on separate data.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { poolConfigFromUrl, withDatabase } from "../../../lib/db-url";
import { ensureDatabaseServer, type TDatabaseServer } from "../../../scripts/lib/database";
import { migrate } from "../../../scripts/lib/migrate";
import { buildSurvey } from "../../../scripts/build-survey";
import { assertLocalDatabase } from "./local-guard";

declare module "vitest" {
  export interface ProvidedContext {
    templateUrl: string;
    runId: string;
  }
}

const root = path.resolve(import.meta.dirname, "../../..");
let server: TDatabaseServer | null = null;

function migrationsHash(): string {
  const dir = path.join(root, "prisma/migrations");
  const h = createHash("sha1");
  for (const name of readdirSync(dir).sort()) {
    if (!/^\d{14}_/.test(name)) continue;
    h.update(name).update(readFileSync(path.join(dir, name, "migration.sql")));
  }
  h.update(readFileSync(path.join(root, "prisma/seed/reference.ts")));
  h.update(readFileSync(path.join(root, "lib/international/usd-rates.ts")));
  return h.digest("hex").slice(0, 10);
}

export default async function setup(project: TestProject) {
  // The live page renders through the respondent app's render bundle (server/survey/live-page.ts): built from the
  // current sources, so the page tests never see an older app.
  await buildSurvey();
  server = await ensureDatabaseServer({ dataDir: ".data/pg-test", database: "postgres" });
  assertLocalDatabase(server.url);
  const template = `it_template_${migrationsHash()}`;
  const templateUrl = withDatabase(server.url, template);
  const admin = new pg.Client(poolConfigFromUrl(withDatabase(server.url, "postgres")));
  await admin.connect();
  // Several runs may share one server (developers, helpers): one builds the template while the others wait.
  await admin.query("SELECT pg_advisory_lock(4242)");
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (!exists.rowCount) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const buildingUrl = withDatabase(server.url, building);
      migrate(buildingUrl);
      const { seedReference } = await import("../../../prisma/seed/reference");
      const { createPrisma } = await import("../../../server/db");
      const db = createPrisma(buildingUrl, 2);
      await seedReference(db);
      await db.$disconnect();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    // Old templates from earlier migrations are dropped so they do not pile up (skipped while another run clones one).
    const old = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'it_template_%' AND datname <> $1", [template]);
    for (const r of old.rows as { datname: string }[]) await admin.query(`DROP DATABASE IF EXISTS ${r.datname}`).catch(() => undefined);
  } finally {
    await admin.query("SELECT pg_advisory_unlock(4242)");
    await admin.end();
  }
  const runId = `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;
  project.provide("templateUrl", templateUrl);
  project.provide("runId", runId);
  // Vitest awaits this teardown with no time limit (docs/decisions.md P11 #18), so every step of it is bounded; a
  // worker database it could not drop is left on the test server with a warning, and the run's result stands.
  return async () => {
    const c = new pg.Client({ ...poolConfigFromUrl(withDatabase(templateUrl, "postgres")), connectionTimeoutMillis: 15_000, statement_timeout: 60_000 });
    try {
      await c.connect();
      // Only this run's databases: other runs on the same server keep theirs.
      const workers = await c.query("SELECT datname FROM pg_database WHERE datname LIKE $1", [`it_${runId}_%`]);
      for (const r of workers.rows as { datname: string }[]) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    } catch (e) {
      console.warn("[integration teardown] worker databases not dropped:", e instanceof Error ? e.message : e);
    } finally {
      await c.end().catch(() => undefined);
    }
    await server?.stop();
  };
}
