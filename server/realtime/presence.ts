import "server-only";
// Who is on the same brand page right now (spec 1 §2 top bar). Each process announces its own connections over
// the pub/sub and keeps a table of everyone's; entries expire unless refreshed, so a crashed process ages out.
// The table, heartbeat and watch iterator are the shared core in ./presence-registry.ts.
import { pubsub, type PgPubSub } from "./pubsub";
import { PresenceRegistryCore, processRegistry, type TPresenceOptions } from "./presence-registry";

export interface TPresenceUser {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
}

interface TPageConnection {
  key: string;
  user: TPresenceUser;
}

const TOPIC = "presence";

export class PresenceRegistry extends PresenceRegistryCore<TPageConnection, TPresenceUser> {
  /** Heartbeat 15 s and TTL 45 s (the core's defaults) unless `opts` says otherwise (tests). */
  constructor(bus: PgPubSub, opts: TPresenceOptions = {}) {
    super(bus, TOPIC, opts);
  }

  /** Users present under `key`, each once, in arrival order. */
  protected view(connections: TPageConnection[]): TPresenceUser[] {
    const seen = new Map<string, TPresenceUser>();
    for (const c of connections) if (!seen.has(c.user._id)) seen.set(c.user._id, c.user);
    return [...seen.values()];
  }

  /** Joins `key` as `user`; the iterator yields the present users whenever they change, and leaves on return(). */
  watch(key: string, user: TPresenceUser): AsyncIterableIterator<TPresenceUser[]> {
    return this.join({ key, user });
  }
}

/** This process's PresenceRegistry. */
export const presence: () => PresenceRegistry = processRegistry("__presence", () => new PresenceRegistry(pubsub()));
