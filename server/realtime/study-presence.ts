import "server-only";
// Who is editing one study right now, and which product each of them has open (spec 2 §1, §3 "Editor presence
// record", §7 "Co-editing"). The brand-page presence's core (./presence-registry.ts) in its own key space and topic:
// each process announces its own sessions over the LISTEN/NOTIFY pub/sub and keeps a table of everyone's; entries
// expire unless refreshed (a crashed process ages out), a closed subscription leaves at once.
// A session is one open wizard (a browser tab): the client picks a number from 0 to 1,000,000 (spec 2 §7) and
// names it again when it announces the products it edits. One record per user merges that user's sessions.
import { pubsub, type PgPubSub, type TEvent } from "./pubsub";
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS, PresenceRegistryCore, processRegistry, type TPresenceOptions } from "./presence-registry";

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

/** This topic's own event, besides the core's join/heartbeat/leave/sync: the products one session has open. */
type TEditEvent = { type: "edit"; key: string; userId: string; session: number; editing: string[] };

export const STUDY_PRESENCE_TOPIC = "study-presence";
export const STUDY_PRESENCE_HEARTBEAT_MS = PRESENCE_HEARTBEAT_MS;
export const STUDY_PRESENCE_TTL_MS = PRESENCE_TTL_MS;
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

export class StudyPresenceRegistry extends PresenceRegistryCore<TSession, TStudyEditor, TEditEvent> {
  constructor(bus: PgPubSub, opts: TPresenceOptions = {}) {
    super(bus, STUDY_PRESENCE_TOPIC, {
      heartbeatMs: opts.heartbeatMs ?? STUDY_PRESENCE_HEARTBEAT_MS,
      ttlMs: opts.ttlMs ?? STUDY_PRESENCE_TTL_MS,
    });
  }

  /** The editors present (live sessions only), one record per user. */
  protected view(sessions: TSession[]): TStudyEditor[] {
    return mergeSessions([...sessions].sort((a, b) => a.since - b.since));
  }

  protected differs(held: TSession, announced: TSession): boolean {
    return !sameList(held.editing, announced.editing);
  }

  /**
   * Joins `key` as `user` with browser session `session`; yields the editors whenever they change and leaves on
   * return() at once (see ./presence-registry.ts).
   */
  watch(key: string, user: TStudyEditorUser, session: number): AsyncIterableIterator<TStudyEditor[]> {
    return this.join({ key, user, session, since: Date.now(), editing: [] });
  }

  /** Announces the products `userId`'s session `session` has open on `key` (to every process). */
  async setEditing(key: string, userId: string, session: number, editing: string[]): Promise<void> {
    const e: TEditEvent = { type: "edit", key, userId, session, editing: [...new Set(editing)] };
    this.applyEdit(e);
    await this.publish(e);
  }

  protected applyCustom(e: TEvent<TEditEvent>) {
    if (e.payload.type === "edit" && e.origin !== this.bus.origin) this.applyEdit(e.payload);
  }

  private applyEdit(p: TEditEvent) {
    let changed = false;
    const same = (s: TSession) => s.key === p.key && s.user._id === p.userId && s.session === p.session;
    for (const s of this.locals.values()) if (same(s)) s.editing = p.editing;
    for (const e of this.entries.values()) {
      if (!same(e) || sameList(e.editing, p.editing)) continue;
      e.editing = p.editing;
      changed = true;
    }
    if (changed) this.changed(p.key);
  }
}

function sameList(a: string[], b: string[]) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** This process's StudyPresenceRegistry. */
export const studyPresence: () => StudyPresenceRegistry = processRegistry("__studyPresence", () => new StudyPresenceRegistry(pubsub()));
