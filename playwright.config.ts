import { execFileSync } from "node:child_process";
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Two projects, two servers, no dependency between them: the read journeys (which count the seeded catalogues)
// and the writing journeys (which add products, studies, brands and users) each get their own server process on
// their own freshly seeded database, and run side by side. Both servers serve the one production build in .next.
const WRITES = /products-(form-and-bulk|catalogue-more)\.spec\.ts|studies-actions\.spec\.ts|builder-[a-z-]+\.spec\.ts|survey-[a-z-]+\.spec\.ts|brands?-[a-z-]+\.spec\.ts|results-snip\.spec\.ts|snips\.spec\.ts|sales-data\.spec\.ts|learnings\.spec\.ts|merchandiser-journey\.spec\.ts/;
// One id per run: the runner sets it when it loads this file (and clears the sessions of earlier runs); the workers
// and servers it starts inherit it (support/auth.ts keeps this run's signed-in sessions under it, serve.ts marks the
// seeded template database with it).
// Each run also picks two free ports (unless E2E_PORT names the first) and its own databases (serve.ts), so two runs
// on one machine never meet; sessions of runs older than a day are cleared.
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = `${Date.now().toString(36)}-${process.pid}`;
  const [reads, writes] = process.env.E2E_PORT ? [Number(process.env.E2E_PORT), Number(process.env.E2E_PORT) + 1] : freePorts(2);
  Object.assign(process.env, { E2E_PORT: String(reads), E2E_WRITES_PORT: String(writes) });
  clearOldSessions(24 * 60 * 60_000);
}
const READS_PORT = Number(process.env.E2E_PORT ?? 3200);
const WRITES_PORT = Number(process.env.E2E_WRITES_PORT ?? READS_PORT + 1);
/** The run's databases: e2e_<run>_reads, e2e_<run>_writes, copied from e2e_<run>_seeded (serve.ts drops old ones). */
const RUN_DB = `e2e_${(process.env.E2E_RUN_ID ?? "local").replace(/[^a-z0-9]/g, "_")}`;

/** `count` ports the system says are free now (asked in a child process: the config is loaded synchronously). */
function freePorts(count: number): number[] {
  const script = `const net=require("net");const s=[];let n=${count};const out=[];for(let i=0;i<n;i++){const v=net.createServer();v.listen(0,"127.0.0.1",()=>{out.push(v.address().port);s.push(v);if(out.length===n){console.log(out.join(","));s.forEach((x)=>x.close());}});}`;
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim().split(",").map(Number);
}

/** Removes the signed-in sessions (tests/e2e/.auth/<run id>) of runs older than `ageMs`. */
function clearOldSessions(ageMs: number): void {
  const dir = path.join(import.meta.dirname, "tests/e2e/.auth");
  let runs: string[] = [];
  try {
    runs = readdirSync(dir);
  } catch {
    return;
  }
  for (const run of runs) {
    const full = path.join(dir, run);
    if (Date.now() - statSync(full).mtimeMs > ageMs) rmSync(full, { recursive: true, force: true });
  }
}

// Sized for CI: 2 cores, other jobs beside. There a page load takes seconds, the longest journeys near a minute, and
// the test runner itself can stall for seconds, so the budgets are generous: they only cost time when something is
// really broken. Audits and the longest journeys ask for more with test.slow() (3x).
const CI = Boolean(process.env.CI);

const server = (port: number, database: string) => ({
  command: `node_modules/.bin/tsx tests/e2e/support/serve.ts ${port}`,
  // Each server copies the database the first one seeded for this run (serve.ts SERVE_TEMPLATE).
  env: { SERVE_DB: database, SERVE_TEMPLATE: `${RUN_DB}_seeded` },
  url: `http://127.0.0.1:${port}/login`,
  // Migrating and seeding a fresh database (the first server), and starting Next, on a loaded machine.
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  // serve.ts stops its embedded PostgreSQL, when it started one, on SIGTERM.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
});

const project = (port: number) => {
  const origin = `http://127.0.0.1:${port}`;
  return {
    ...devices["Desktop Chrome"],
    baseURL: origin,
    // The API calls the tests make with a user's session (page.request, request contexts) say they come from the
    // dashboard, as its own pages do: a server that refuses cookie-authenticated state changes from other origins
    // (or from no origin) takes them. The browser sends Sec-Fetch-Site itself, which such a server reads first.
    extraHTTPHeaders: { Origin: origin },
  };
};

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  outputDir: process.env.E2E_OUTPUT ?? "test-results/e2e",
  use: {
    trace: "retain-on-failure",
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "chromium", use: project(READS_PORT), testIgnore: WRITES },
    { name: "chromium-writes", use: project(WRITES_PORT), testMatch: WRITES },
  ],
  // Started one after the other: the first starts the embedded PostgreSQL (without DATABASE_URL) and, run alone
  // without a build, builds Next; the second reuses both (tests/e2e/support/database.ts).
  webServer: [server(READS_PORT, `${RUN_DB}_reads`), server(WRITES_PORT, `${RUN_DB}_writes`)],
});
