// npm start: database (DATABASE_URL or embedded in .data/), migrations, demo data on an empty database,
// a production build when none exists (the respondent app's bundle first, scripts/build-survey.ts), then the server on
// $PORT (3000). `--dev` runs Next in dev mode and rebuilds the respondent app on every change.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildSurvey, describeManifest, surveyBuilt, watchSurvey } from "./build-survey";
import { ensureDatabaseServer } from "./lib/database";
import { generateClient, migrate } from "./lib/migrate";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
process.env.NEXT_TELEMETRY_DISABLED = "1";

async function main() {
  const db = await ensureDatabaseServer();
  process.env.DATABASE_URL = db.url;
  console.log(`Database: ${db.embedded ? "embedded PostgreSQL in .data/pg" : "DATABASE_URL"}`);
  generateClient();
  migrate(db.url);
  const { seedIfEmpty, printSignIns } = await import("../prisma/seed");
  await seedIfEmpty();
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  if (dev) {
    await watchSurvey();
  } else if (!existsSync(path.join(root, distDir, "BUILD_ID"))) {
    console.log("No production build found: building (survey app, next build)…");
    console.log(describeManifest(await buildSurvey()));
    execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, stdio: "inherit", env: process.env });
  } else if (!surveyBuilt()) {
    // Next serves only the public files present when it starts: build the survey app before the server.
    console.log(describeManifest(await buildSurvey()));
  }
  Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
  const port = Number(process.env.PORT ?? 3000);
  const { startServer } = await import("../server/index");
  const server = await startServer({ port, dev });
  console.log(`\nReady on http://localhost:${port}`);
  printSignIns();
  const shutdown = async () => {
    server.close();
    await db.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
