import "server-only";
// Rate limits shared by every app process (P8 #5): rate-limiter-flexible's RateLimiterPostgres on the migrated
// `rate_limits` table (prisma/schema/core.prisma RateLimit: key, points, expire), so two processes behind one load
// balancer enforce one limit. Each consume is one upsert (INSERT … ON CONFLICT … RETURNING) on a small pool of its own.
// A key found over its limit is also remembered in this process until its window ends (inMemoryBlockOnConsumed =
// points + 1): a flood costs no further queries, and the answer is the one the table would give.
// Database failures are errors (500), never mistaken for "too many attempts".
import { createHash } from "node:crypto";
import pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { poolConfigFromUrl } from "@/lib/db-url";
import { rateLimited } from "@/lib/errors";
import { databaseUrl } from "../db";

export interface TLimit {
  /** Distinct per limit: the rows' key is `${keyPrefix}:${key}`. */
  keyPrefix: string;
  /** Attempts allowed per window. */
  points: number;
  /** The window, in seconds (fixed: it starts with the first attempt). */
  duration: number;
}

export const RATE_LIMIT_TABLE = "rate_limits";

// Route handlers are bundled apart from the custom server, so the pool and the limiters live on globalThis.
const g = globalThis as unknown as { __rateLimitPool?: pg.Pool; __rateLimiters?: Map<string, RateLimiterPostgres> };

function pool(): pg.Pool {
  if (!g.__rateLimitPool) {
    const p = new pg.Pool({
      ...poolConfigFromUrl(databaseUrl()),
      max: 4,
      allowExitOnIdle: true,
      // Counters need no durable commit: not waiting for the WAL flush makes a consume several times faster on a busy
      // disk (measured p50 7.4 → 1.4 ms), and a database crash loses at most the last moment's counts.
      onConnect: (client) => client.query("SET synchronous_commit TO off").then(() => undefined, () => undefined),
    });
    // An idle connection that drops (database restart) must not take the process down; the next query reconnects.
    p.on("error", (err) => console.error("[rate-limit] idle database connection failed", err));
    g.__rateLimitPool = p;
  }
  return g.__rateLimitPool;
}

function limiter(limit: TLimit): RateLimiterPostgres {
  const limiters = (g.__rateLimiters ??= new Map());
  const id = `${limit.keyPrefix}|${limit.points}|${limit.duration}`;
  let l = limiters.get(id);
  if (!l) {
    l = new RateLimiterPostgres({
      storeClient: pool(),
      storeType: "pool",
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true, // by the migration
      keyPrefix: limit.keyPrefix,
      points: limit.points,
      duration: limit.duration,
      inMemoryBlockOnConsumed: limit.points + 1,
      // Deletes rows expired over an hour ago every 5 minutes (unref'd timer); one limiter per process does it.
      clearExpiredByTimeout: limiters.size === 0,
    });
    limiters.set(id, l);
  }
  return l;
}

/** Keys are a client address and an e-mail or an id; overly long ones are hashed to fit the varchar(255) key. */
const storeKey = (key: string): string => (key.length <= 160 ? key : `sha256:${createHash("sha256").update(key).digest("base64url")}`);

/** The limiter's rejection (a RateLimiterRes, possibly from another bundle's copy of the package), not an error. */
function msBeforeNext(e: unknown): number | null {
  if (e instanceof Error || typeof e !== "object" || e === null || !("msBeforeNext" in e)) return null;
  const ms = (e as { msBeforeNext: unknown }).msBeforeNext;
  return typeof ms === "number" ? ms : null;
}

/** Whole seconds to wait, rounded up, at least 1 (the window's length when the row has no expiry). */
export function retryAfterSeconds(ms: number, limit: TLimit): number {
  return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : limit.duration;
}

/**
 * Spends one attempt of `key` under `limit`. Past the limit it throws 429 with Retry-After: an AppError with
 * `refuse` as its text, or the error `refuse` builds from the seconds to wait.
 */
export async function consume(limit: TLimit, key: string, refuse: string | ((retryAfterSeconds: number) => Error)): Promise<void> {
  try {
    await limiter(limit).consume(storeKey(key));
  } catch (e) {
    const ms = msBeforeNext(e);
    if (ms === null) throw e;
    const wait = retryAfterSeconds(ms, limit);
    throw typeof refuse === "string" ? rateLimited(refuse, wait) : refuse(wait);
  }
}

/** Forgets `key`'s attempts (e.g. after a successful sign-in). */
export async function resetLimit(limit: TLimit, key: string): Promise<void> {
  await limiter(limit).delete(storeKey(key));
}
