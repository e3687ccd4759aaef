// Who is on the same brand page right now (spec 1 §2 top bar). Each process announces its own connections over
// the pub/sub and keeps a table of everyone's; entries expire unless refreshed, so a crashed process ages out.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { pubsub, type PgPubSub, type TEvent } from "./pubsub";

export interface TPresenceUser {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
}

type TPresenceEvent =
  | { type: "join" | "heartbeat"; conn: string; key: string; user: TPresenceUser }
  | { type: "leave"; conn: string }
  | { type: "sync" };

const TOPIC = "presence";
const HEARTBEAT_MS = 15_000;
const TTL_MS = 45_000;

export class PresenceRegistry {
  private entries = new Map<string, { key: string; user: TPresenceUser; expires: number }>();
  private locals = new Map<string, { key: string; user: TPresenceUser }>();
  private changes = new EventEmitter();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly bus: PgPubSub) {
    this.changes.setMaxListeners(0);
    bus.on(TOPIC, (e) => this.apply(e as TEvent<TPresenceEvent>));
  }

  /** Users present under `key`, each once, in arrival order. */
  list(key: string): TPresenceUser[] {
    const now = Date.now();
    const seen = new Map<string, TPresenceUser>();
    for (const e of this.entries.values()) if (e.key === key && e.expires > now && !seen.has(e.user._id)) seen.set(e.user._id, e.user);
    return [...seen.values()];
  }

  /**
   * Joins `key` as `user`; the iterator yields the present users whenever they change, and leaves on return().
   * A hand-written iterator rather than an async generator: a generator parked on an await cannot run its
   * cleanup until it next yields, so an unsubscribe would leave the user "present" until someone else moved.
   */
  watch(key: string, user: TPresenceUser): AsyncIterableIterator<TPresenceUser[]> {
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
    this.locals.set(conn, { key, user });
    this.entries.set(conn, { key, user, expires: Date.now() + TTL_MS });
    this.changes.emit("change", key);
    const joined = this.bus.publish<TPresenceEvent>(TOPIC, { type: "join", conn, key, user });
    const close = async () => {
      if (closed) return;
      closed = true;
      wake?.();
      this.changes.off("change", onChange);
      this.locals.delete(conn);
      this.entries.delete(conn);
      this.changes.emit("change", key);
      await this.bus.publish<TPresenceEvent>(TOPIC, { type: "leave", conn }).catch(() => undefined);
    };
    const it: AsyncIterableIterator<TPresenceUser[]> = {
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
    return this.bus.publish<TPresenceEvent>(TOPIC, { type: "sync" });
  }

  private apply(e: TEvent<TPresenceEvent>) {
    const p = e.payload;
    if (p.type === "sync") {
      if (e.origin !== this.bus.origin) void this.heartbeat();
      return;
    }
    if (p.type === "leave") {
      const old = this.entries.get(p.conn);
      this.entries.delete(p.conn);
      if (old) this.changes.emit("change", old.key);
      return;
    }
    const known = this.entries.get(p.conn);
    this.entries.set(p.conn, { key: p.key, user: p.user, expires: Date.now() + TTL_MS });
    if (!known) this.changes.emit("change", p.key);
  }

  private async heartbeat() {
    for (const [conn, { key, user }] of this.locals) {
      await this.bus.publish<TPresenceEvent>(TOPIC, { type: "heartbeat", conn, key, user }).catch(() => undefined);
    }
  }

  private ensureTimer() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      void this.heartbeat();
      const now = Date.now();
      for (const [conn, e] of this.entries) {
        if (e.expires <= now && !this.locals.has(conn)) {
          this.entries.delete(conn);
          this.changes.emit("change", e.key);
        }
      }
    }, HEARTBEAT_MS);
    this.timer.unref();
  }
}

const g = globalThis as unknown as { __presence?: PresenceRegistry };
export function presence(): PresenceRegistry {
  if (!g.__presence) {
    g.__presence = new PresenceRegistry(pubsub());
    void g.__presence.requestSync().catch(() => undefined);
  }
  return g.__presence;
}
