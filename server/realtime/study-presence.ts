// Who is editing one study right now, and which product each of them has open (spec 2 §1, §3 "Editor presence
// record", §7 "Co-editing"). Same design as the brand-page presence (./presence.ts) in its own key space and topic:
// each process announces its own sessions over the LISTEN/NOTIFY pub/sub and keeps a table of everyone's; entries
// expire unless refreshed (a crashed process ages out), a closed subscription leaves at once.
// A session is one open wizard (a browser tab): the client picks a number from 0 to 1,000,000 (spec 2 §7) and
// names it again when it announces the products it edits. One record per user merges that user's sessions.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { pubsub, type PgPubSub, type TEvent } from "./pubsub";

export interface TStudyEditorUser {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  department: string | null;
}

/** The editor presence record of spec 2 §3, one per user present on the study. */
export interface TStudyEditor extends TStudyEditorUser {
  online: boolean;
  /** ISO time the user's earliest open session joined. */
  online_since: string;
  /** Products open in any of the user's sessions, in the order announced. */
  editingProducts: string[];
}

interface TSession {
  key: string;
  user: TStudyEditorUser;
  session: number;
  since: number;
  editing: string[];
}

type TStudyPresenceEvent =
  | ({ type: "join" | "heartbeat"; conn: string } & TSession)
  | { type: "edit"; key: string; userId: string; session: number; editing: string[] }
  | { type: "leave"; conn: string }
  | { type: "sync" };

export const STUDY_PRESENCE_TOPIC = "study-presence";
export const STUDY_PRESENCE_HEARTBEAT_MS = 15_000;
export const STUDY_PRESENCE_TTL_MS = 45_000;
export const MAX_SESSION_ID = 1_000_000;

export const studyPresenceKey = (brandId: string, surveyId: string) => `${brandId}:${surveyId}`;

/** Merges sessions into one record per user, in arrival order (pure; exported for the unit tests). */
export function mergeSessions(sessions: Pick<TSession, "user" | "since" | "editing">[]): TStudyEditor[] {
  const byUser = new Map<string, TStudyEditor & { sinceMs: number }>();
  for (const s of sessions) {
    const known = byUser.get(s.user._id);
    if (!known) {
      byUser.set(s.user._id, { ...s.user, online: true, sinceMs: s.since, online_since: "", editingProducts: [...new Set(s.editing)] });
      continue;
    }
    known.sinceMs = Math.min(known.sinceMs, s.since);
    for (const p of s.editing) if (!known.editingProducts.includes(p)) known.editingProducts.push(p);
  }
  return [...byUser.values()].map(({ sinceMs, ...e }) => ({ ...e, online_since: new Date(sinceMs).toISOString() }));
}

export class StudyPresenceRegistry {
  private entries = new Map<string, TSession & { expires: number }>();
  private locals = new Map<string, TSession>();
  private changes = new EventEmitter();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: PgPubSub,
    private readonly opts: { heartbeatMs?: number; ttlMs?: number } = {},
  ) {
    this.changes.setMaxListeners(0);
    bus.on(STUDY_PRESENCE_TOPIC, (e) => this.apply(e as TEvent<TStudyPresenceEvent>));
  }

  private get ttl() {
    return this.opts.ttlMs ?? STUDY_PRESENCE_TTL_MS;
  }

  /** The editors present under `key` (live entries only), one record per user. */
  list(key: string): TStudyEditor[] {
    const now = Date.now();
    const live = [...this.entries.values()].filter((e) => e.key === key && e.expires > now).sort((a, b) => a.since - b.since);
    return mergeSessions(live);
  }

  /**
   * Joins `key` as `user` with browser session `session`; yields the editors whenever they change and leaves on
   * return(). Hand-written rather than an async generator so an unsubscribe leaves at once (see ./presence.ts).
   */
  watch(key: string, user: TStudyEditorUser, session: number): AsyncIterableIterator<TStudyEditor[]> {
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
    const mine: TSession = { key, user, session, since: Date.now(), editing: [] };
    this.locals.set(conn, mine);
    this.entries.set(conn, { ...mine, expires: Date.now() + this.ttl });
    this.changes.emit("change", key);
    const joined = this.bus.publish<TStudyPresenceEvent>(STUDY_PRESENCE_TOPIC, { type: "join", conn, ...mine });
    const close = async () => {
      if (closed) return;
      closed = true;
      wake?.();
      this.changes.off("change", onChange);
      this.locals.delete(conn);
      this.entries.delete(conn);
      this.changes.emit("change", key);
      await this.bus.publish<TStudyPresenceEvent>(STUDY_PRESENCE_TOPIC, { type: "leave", conn }).catch(() => undefined);
    };
    const it: AsyncIterableIterator<TStudyEditor[]> = {
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

  /** Announces the products `userId`'s session `session` has open on `key` (to every process). */
  async setEditing(key: string, userId: string, session: number, editing: string[]): Promise<void> {
    const e: TStudyPresenceEvent = { type: "edit", key, userId, session, editing: [...new Set(editing)] };
    this.applyEdit(e);
    await this.bus.publish<TStudyPresenceEvent>(STUDY_PRESENCE_TOPIC, e);
  }

  /** Asks other processes to announce their sessions (used when this process starts). */
  requestSync(): Promise<void> {
    return this.bus.publish<TStudyPresenceEvent>(STUDY_PRESENCE_TOPIC, { type: "sync" });
  }

  private applyEdit(p: Extract<TStudyPresenceEvent, { type: "edit" }>) {
    let changed = false;
    const same = (s: TSession) => s.key === p.key && s.user._id === p.userId && s.session === p.session;
    for (const s of this.locals.values()) if (same(s)) s.editing = p.editing;
    for (const e of this.entries.values()) {
      if (!same(e) || sameList(e.editing, p.editing)) continue;
      e.editing = p.editing;
      changed = true;
    }
    if (changed) this.changes.emit("change", p.key);
  }

  private apply(e: TEvent<TStudyPresenceEvent>) {
    const p = e.payload;
    if (p.type === "sync") {
      if (e.origin !== this.bus.origin) void this.heartbeat();
      return;
    }
    if (p.type === "edit") {
      if (e.origin !== this.bus.origin) this.applyEdit(p);
      return;
    }
    if (p.type === "leave") {
      const old = this.entries.get(p.conn);
      this.entries.delete(p.conn);
      if (old) this.changes.emit("change", old.key);
      return;
    }
    // A heartbeat of our own session carries what we already hold; a late echo must not undo a newer edit.
    if (this.locals.has(p.conn)) {
      const own = this.entries.get(p.conn);
      if (own) own.expires = Date.now() + this.ttl;
      return;
    }
    const known = this.entries.get(p.conn);
    const session: TSession = { key: p.key, user: p.user, session: p.session, since: p.since, editing: p.editing };
    this.entries.set(p.conn, { ...session, expires: Date.now() + this.ttl });
    if (!known || !sameList(known.editing, session.editing)) this.changes.emit("change", session.key);
  }

  private async heartbeat() {
    for (const [conn, s] of this.locals) {
      await this.bus.publish<TStudyPresenceEvent>(STUDY_PRESENCE_TOPIC, { type: "heartbeat", conn, ...s }).catch(() => undefined);
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
          this.changes.emit("change", e.key);
        }
      }
    }, this.opts.heartbeatMs ?? STUDY_PRESENCE_HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Stops the heartbeat timer (tests). */
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

function sameList(a: string[], b: string[]) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

const g = globalThis as unknown as { __studyPresence?: StudyPresenceRegistry };
export function studyPresence(): StudyPresenceRegistry {
  if (!g.__studyPresence) {
    g.__studyPresence = new StudyPresenceRegistry(pubsub());
    void g.__studyPresence.requestSync().catch(() => undefined);
  }
  return g.__studyPresence;
}
