// The e2e servers (one per Playwright project, playwright.config.ts) share one PostgreSQL server, each with its own
// database. `npm test` passes DATABASE_URL (scripts/test-all.ts starts the server); without it the first e2e server
// to start runs the embedded server in .data/pg-test and the others reuse it. A lock keeps two servers that start
// at once from both starting it (or both building Next, tests/e2e/support/serve.ts).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { ensureDatabaseServer, type TDatabaseServer } from "../../../scripts/lib/database";

const root = path.resolve(import.meta.dirname, "../../..");
const DATA_DIR = ".data/pg-test";
const EMBEDDED_PASSWORD = "postgres"; // scripts/lib/database.ts

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Runs `fn` holding the lock `name` (a directory under .data/locks: mkdir is atomic). A lock whose holder died is
 * taken over; otherwise waits, up to `timeoutMs`.
 */
export async function withLock<T>(name: string, fn: () => Promise<T>, timeoutMs = 15 * 60_000): Promise<T> {
  const dir = path.join(root, ".data/locks", name);
  const owner = path.join(dir, "pid");
  mkdirSync(path.dirname(dir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      let holder = 0;
      try {
        holder = Number(readFileSync(owner, "utf8")) || 0;
      } catch {
        // Released meanwhile, or the holder is between mkdir and writeFile (unless it died there: the deadline ends it).
      }
      if (holder && !alive(holder)) rmSync(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`lock ${dir} still held by ${holder || "an unknown process"} after ${timeoutMs / 1000} s`);
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The embedded server already running on DATA_DIR (its postmaster.pid names the pid and port), if it answers. */
async function runningEmbedded(): Promise<string | null> {
  const pidFile = path.join(root, DATA_DIR, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, "utf8").split("\n");
  if (!Number(pid) || !alive(Number(pid)) || !Number(port)) return null;
  const url = `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${Number(port)}/postgres`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** DATABASE_URL's server, or the embedded one: started here (stop() stops it) or reused (stop() leaves it). */
export async function sharedDatabaseServer(): Promise<TDatabaseServer> {
  if (process.env.DATABASE_URL) return ensureDatabaseServer({ dataDir: DATA_DIR, database: "postgres" });
  return withLock("pg-test", async () => {
    const url = await runningEmbedded();
    if (url) return { url, embedded: true, stop: async () => undefined };
    return ensureDatabaseServer({ dataDir: DATA_DIR, database: "postgres" });
  });
}
