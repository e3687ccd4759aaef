// npm start: database (DATABASE_URL or embedded in .data/), migrations, demo data on an empty database,
// a production build when none exists, then the server on $PORT (3000). `--dev` runs Next in dev mode.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
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
  if (!dev && !existsSync(path.join(root, ".next/BUILD_ID"))) {
    console.log("No production build found: building (next build)…");
    execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, stdio: "inherit", env: process.env });
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
