import "server-only";
// Pub/sub over PostgreSQL LISTEN/NOTIFY (DESIGN.md rule 7): every app process on the same database sees every
// event, so presence, co-editing and comments work behind a load balancer with no extra infrastructure.
import pg from "pg";
import { poolConfigFromUrl } from "@/lib/db-url";
import { databaseUrl } from "../db";

const CHANNEL = "app_events";
/** How long after losing its LISTEN connection a process listens again. */
const PG_RELISTEN_MS = 1_000;

/** Publishes `topic` from inside a transaction: Postgres delivers it on commit, and never on rollback. */
export async function publishOnCommit<T>(tx: { $executeRaw: (q: TemplateStringsArray, ...v: unknown[]) => Promise<number> }, topic: string, payload: T): Promise<void> {
  const body = JSON.stringify({ topic, payload, origin: "tx" } satisfies TEvent<T>);
  await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${body})`;
}

export interface TEvent<T = unknown> {
  topic: string;
  payload: T;
  /** The process that published it, so a process can tell its own echo apart. */
  origin: string;
}

type Listener = (e: TEvent) => void;

export class PgPubSub {
  readonly origin = `${process.pid}-${Math.random().toString(16).slice(2, 10)}`;
  private listeners = new Map<string, Set<Listener>>();
  private client: pg.Client | null = null;
  private ready: Promise<void> | null = null;

  constructor(private readonly url: string) {}

  /** Opens the LISTEN connection once; while anyone listens, a lost or refused connection is tried again. */
  start(): Promise<void> {
    this.ready ??= this.listen().catch((e: unknown) => {
      this.ready = null;
      this.listenAgainLater();
      throw e;
    });
    return this.ready;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(poolConfigFromUrl(this.url));
    client.on("notification", (msg) => this.dispatch(msg.payload));
    client.on("error", () => {
      if (this.client !== client) return;
      this.client = null;
      this.ready = null;
      this.listenAgainLater();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  /** Subscribers are still waiting: listen again soon (what was missed in the gap, clients fetch on reconnect). */
  private listenAgainLater() {
    if (this.listeners.size) setTimeout(() => void this.start().catch(() => undefined), PG_RELISTEN_MS).unref();
  }

  async publish<T>(topic: string, payload: T): Promise<void> {
    await this.start();
    const body = JSON.stringify({ topic, payload, origin: this.origin } satisfies TEvent<T>);
    if (Buffer.byteLength(body) > 7900) throw new Error(`event on ${topic} is too large for NOTIFY`);
    await this.client!.query("SELECT pg_notify($1, $2)", [CHANNEL, body]);
  }

  on(topic: string, fn: Listener): () => void {
    void this.start().catch(() => undefined); // tried again while anyone listens
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size) this.listeners.delete(topic);
    };
  }

  /** An async iterator of a topic's events, for GraphQL subscriptions. */
  subscribe<T>(topic: string, signal?: AbortSignal): AsyncIterableIterator<TEvent<T>> {
    const queue: TEvent<T>[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const off = this.on(topic, (e) => {
      queue.push(e as TEvent<T>);
      wake?.();
    });
    const finish = () => {
      done = true;
      off();
      wake?.();
    };
    signal?.addEventListener("abort", finish);
    const it: AsyncIterableIterator<TEvent<T>> = {
      [Symbol.asyncIterator]: () => it,
      async next() {
        while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
        wake = null;
        const value = queue.shift();
        return value ? { value, done: false } : { value: undefined, done: true };
      },
      async return() {
        finish();
        return { value: undefined, done: true };
      },
    };
    return it;
  }

  async close(): Promise<void> {
    const c = this.client;
    this.client = null;
    this.ready = null;
    await c?.end().catch(() => undefined);
  }

  private dispatch(raw: string | undefined) {
    if (!raw) return;
    let e: TEvent;
    try {
      e = JSON.parse(raw) as TEvent;
    } catch {
      return;
    }
    for (const fn of this.listeners.get(e.topic) ?? []) fn(e);
  }
}

const g = globalThis as unknown as { __pubsub?: PgPubSub };
export function pubsub(): PgPubSub {
  return (g.__pubsub ??= new PgPubSub(databaseUrl()));
}
