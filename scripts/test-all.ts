// npm test: everything that can fail, in order — lint, typecheck, drift guards (migrations, GraphQL schema),
// unit, integration (real PostgreSQL), production build, e2e in Chromium — then one summary line.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureDatabaseServer } from "./lib/database";
import { killGroup, runStep, runningGroup } from "./lib/run-step";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
let passed = 0;
let failed = 0;
const failures: string[] = [];

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killGroup(runningGroup());
    process.exit(130);
  });
}

async function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}, report?: string): Promise<boolean> {
  console.log(`\n▶ ${label}`);
  const { ok, hung, seconds } = await runStep(cmd, args, { cwd: root, env, report });
  if (hung) console.log(`⚠ ${label} was stopped after writing its report; judged by the report`);
  console.log(`${ok ? "✔" : "✘"} ${label} (${seconds.toFixed(1)} s)`);
  return ok;
}

/** A gate (lint, typecheck, build) counts as one check. */
async function gate(label: string, cmd: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const ok = await run(label, cmd, args, env);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
  return ok;
}

/** Test layers count their tests, read from the runners' JSON reports. */
async function layer(label: string, cmd: string, args: string[], report: string, count: (json: unknown) => { p: number; f: number }, env: Record<string, string> = {}) {
  rmSync(report, { force: true });
  const ok = await run(label, cmd, args, env, report);
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const { p, f } = count(JSON.parse(readFileSync(report, "utf8")));
  passed += p;
  failed += f + (ok || f ? 0 : 1);
  if (f || !ok) failures.push(label);
}

const vitestCount = (j: unknown) => {
  const r = j as { numPassedTests: number; numFailedTests: number; numTotalTests: number; numPendingTests: number; numTodoTests: number };
  // A skipped or todo test proves nothing: it counts as a failure.
  return { p: r.numPassedTests, f: r.numFailedTests + r.numPendingTests + r.numTodoTests };
};
const playwrightCount = (j: unknown) => {
  const s = (j as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }).stats;
  return { p: s.expected + s.flaky, f: s.unexpected + s.skipped };
};

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  execFileSync(bin("prisma"), ["generate"], { cwd: root, stdio: "ignore", env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://unused@127.0.0.1/unused" } });
  await gate("lint", bin("eslint"), ["."]);
  await gate("typecheck", bin("tsc"), ["--noEmit"]);
  // Every typed GraphQL document against schema.graphql: fields, arguments and variable types (GraphQLSP's validation).
  await gate("GraphQL documents match schema.graphql", bin("gql.tada"), ["check", "--fail-on-warn"]);

  const db = await ensureDatabaseServer({ dataDir: ".data/pg-test", database: "postgres" });
  const env = { DATABASE_URL: db.url };
  try {
    await gate("migrations match prisma/schema", bin("tsx"), ["scripts/new-migration.ts", "--check"], env);
    await gate("schema.graphql and lib/graphql-env.d.ts are current", bin("tsx"), ["scripts/print-graphql-schema.ts", "--check"], env);
    await layer("unit tests", bin("vitest"), ["run", "--project", "unit", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"], "test-results/unit.json", vitestCount, env);
    await layer("integration tests", bin("vitest"), ["run", "--project", "integration", "--reporter=default", "--reporter=json", "--outputFile=test-results/integration.json"], "test-results/integration.json", vitestCount, env);
    rmSync(path.join(root, ".next"), { recursive: true, force: true });
    // The respondent app's bundle first (public/survey, served by Next as a public file), then Next itself.
    if ((await gate("survey app build", bin("tsx"), ["scripts/build-survey.ts"])) && (await gate("production build", bin("next"), ["build"]))) {
      await layer("e2e tests (Chromium)", bin("playwright"), ["test"], "test-results/e2e.json", playwrightCount, env);
    } else {
      failed += 1;
      failures.push("e2e tests (not run: build failed)");
    }
  } finally {
    await db.stop();
  }
  if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log(`\n${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
