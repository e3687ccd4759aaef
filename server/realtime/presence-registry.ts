import "server-only";
// The shared core of every presence list (brand-page presence in ./presence.ts, study editors in
// ./study-presence.ts). Each process announces its own connections on one pub/sub topic and keeps a table of
// everyone's; entries expire unless refreshed, so a crashed process ages out, and a closed subscription leaves at
// once. A specialisation chooses the topic, the per-connection record (which carries its `key`, the room), how the
// live records of a room turn into the list its watchers see, and may handle events of its own on the topic.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { PgPubSub, TEvent } from "./pubsub";

export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TTL_MS = 45_000;

/** What one connection announces: at least the room (`key`) it is present in. */
export interface TPresenceRecord {
  key: string;
}

export interface TPresenceOptions {
  heartbeatMs?: number;
  ttlMs?: number;
}

/** The events on a presence topic: the core's join/heartbeat/leave/sync, and those a specialisation adds. */
export type TPresenceEvent<TRecord extends TPresenceRecord, TCustom extends { type: string } = never> =
  | ({ type: "join" | "heartbeat"; conn: string } & TRecord)
  | { type: "leave"; conn: string }
  | { type: "sync" }
  | TCustom;

type TAnnounce<TRecord> = { type: "join" | "heartbeat"; conn: string } & TRecord;

export abstract class PresenceRegistryCore<TRecord extends TPresenceRecord, TView, TCustom extends { type: string } = never> {
  /** Every connection known, this process's and the others', by connection id. */
  protected readonly entries = new Map<string, TRecord & { expires: number }>();
  /** This process's open connections. */
  protected readonly locals = new Map<string, TRecord>();
  private readonly changes = new EventEmitter();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    protected readonly bus: PgPubSub,
    private readonly topic: string,
    private readonly opts: TPresenceOptions = {},
  ) {
    this.changes.setMaxListeners(0);
    bus.on(topic, (e) => this.apply(e as TEvent<TPresenceEvent<TRecord, TCustom>>));
  }

  /** The list the watchers of a room see, from its live records in arrival order. */
  protected abstract view(records: TRecord[]): TView[];

  /** Whether a record announced again differs from the one held in a way the watchers must see. */
  protected differs(_held: TRecord, _announced: TRecord): boolean {
    return false;
  }

  /** Handles an event of the specialisation's own on the topic. */
  protected applyCustom(_e: TEvent<TCustom>): void {}

  private get ttl() {
    return this.opts.ttlMs ?? PRESENCE_TTL_MS;
  }

  /** The watchers' list of `key` (live entries only). */
  list(key: string): TView[] {
    const now = Date.now();
    return this.view([...this.entries.values()].filter((e) => e.key === key && e.expires > now));
  }

  /**
   * Joins `record.key` as `record`; the iterator yields the room's list whenever it changes, and leaves on return().
   * A hand-written iterator rather than an async generator: a generator parked on an await cannot run its
   * cleanup until it next yields, so an unsubscribe would leave the user "present" until someone else moved.
   */
  protected join(record: TRecord): AsyncIterableIterator<TView[]> {
    const { key } = record;
    const conn = randomUUID();
    this.ensureTimer();
    let pending = true;
    let closed = false;
    let wake: (() => void) | null = null;
    const onChange = (changed: string) => {
      if (changed !== key) return;
      pending = true;
      wake?.();
    };
    this.changes.on("change", onChange);
    this.locals.set(conn, record);
    this.entries.set(conn, { ...record, expires: Date.now() + this.ttl });
    this.changed(key);
    const joined = this.publish({ type: "join", conn, ...record });
    const close = async () => {
      if (closed) return;
      closed = true;
      wake?.();
      this.changes.off("change", onChange);
      this.locals.delete(conn);
      this.entries.delete(conn);
      this.changed(key);
      await this.publish({ type: "leave", conn }).catch(() => undefined);
    };
    const it: AsyncIterableIterator<TView[]> = {
      [Symbol.asyncIterator]: () => it,
      next: async () => {
        await joined;
        while (!pending && !closed) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (closed) return { value: undefined, done: true };
        pending = false;
        return { value: this.list(key), done: false };
      },
      return: async () => {
        await close();
        return { value: undefined, done: true };
      },
    };
    return it;
  }

  /** Asks other processes to announce their connections (used when this process starts). */
  requestSync(): Promise<void> {
    return this.publish({ type: "sync" });
  }

  /** Stops the heartbeat timer (tests). */
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  protected publish(e: TPresenceEvent<TRecord, TCustom>): Promise<void> {
    return this.bus.publish<TPresenceEvent<TRecord, TCustom>>(this.topic, e);
  }

  /** Wakes the watchers of `key`. */
  protected changed(key: string) {
    this.changes.emit("change", key);
  }

  private apply(e: TEvent<TPresenceEvent<TRecord, TCustom>>) {
    const p = e.payload;
    if (p.type === "sync") {
      if (e.origin !== this.bus.origin) void this.heartbeat();
      return;
    }
    if (p.type === "leave") {
      const old = this.entries.get((p as { conn: string }).conn);
      this.entries.delete((p as { conn: string }).conn);
      if (old) this.changed(old.key);
      return;
    }
    if (p.type !== "join" && p.type !== "heartbeat") {
      this.applyCustom(e as TEvent<TCustom>);
      return;
    }
    const { type: _type, conn, ...announced } = p as TAnnounce<TRecord>;
    // A heartbeat of our own connection carries what we already hold; a late echo must not undo a newer change.
    if (this.locals.has(conn)) {
      const own = this.entries.get(conn);
      if (own) own.expires = Date.now() + this.ttl;
      return;
    }
    const record = announced as unknown as TRecord;
    const known = this.entries.get(conn);
    this.entries.set(conn, { ...record, expires: Date.now() + this.ttl });
    if (!known || this.differs(known, record)) this.changed(record.key);
  }

  private async heartbeat() {
    for (const [conn, record] of this.locals) {
      await this.publish({ type: "heartbeat", conn, ...record }).catch(() => undefined);
    }
  }

  private ensureTimer() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      void this.heartbeat();
      const now = Date.now();
      for (const [conn, e] of this.entries) {
        if (this.locals.has(conn)) e.expires = now + this.ttl;
        else if (e.expires <= now) {
          this.entries.delete(conn);
          this.changed(e.key);
        }
      }
    }, this.opts.heartbeatMs ?? PRESENCE_HEARTBEAT_MS);
    this.timer.unref();
  }
}

/**
 * The process's one registry of a kind, kept on globalThis under `slot` (so every copy of the module shares it);
 * on creation it asks the other processes to announce their connections.
 */
export function processRegistry<T extends { requestSync(): Promise<void> }>(slot: string, create: () => T): () => T {
  const g = globalThis as unknown as Record<string, T | undefined>;
  return () => {
    let r = g[slot];
    if (!r) {
      r = g[slot] = create();
      void r.requestSync().catch(() => undefined);
    }
    return r;
  };
}
