import "server-only";
// The Prisma client, one per process. Route handlers are bundled apart from the custom server's modules,
// so the instance lives on globalThis (DESIGN.md §1).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";
import { poolConfigFromUrl } from "@/lib/db-url";
import { env } from "@/lib/env";

export type Db = PrismaClient;

export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run the app with `npm start`, which provides a database.");
  return url;
}
/** A client or an interactive transaction: services take this so they compose inside $transaction. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const globalForDb = globalThis as unknown as { __prisma?: PrismaClient };

export function createPrisma(url: string, max = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ ...poolConfigFromUrl(url), max }) });
}

function client(): PrismaClient {
  return (globalForDb.__prisma ??= createPrisma(databaseUrl()));
}

/** Created on first use, so importing a service never needs a database (builds, scripts, test set-up). */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, key) {
    const c = client();
    const value: unknown = Reflect.get(c, key);
    return typeof value === "function" ? value.bind(c) : value;
  },
});

const globalForPool = globalThis as unknown as { __livePool?: pg.Pool };

/**
 * A plain pg pool for the live survey's hottest statements (session lookup, complete; docs/decisions.md P6 #40):
 * the same database, without the ORM's per-statement cost. Everything else uses `prisma`.
 */
export function livePool(): pg.Pool {
  return (globalForPool.__livePool ??= new pg.Pool({ ...poolConfigFromUrl(databaseUrl()), max: 10, allowExitOnIdle: true }));
}
