import "server-only";
// Principal resolution in at most one round trip (P8 item 10): each process keeps the users it loaded for a few
// seconds (ACCESS_CACHE_TTL_MS, default 5000). Any change to a user's access — session version, roles, memberships,
// permissions, a brand's status — is announced on the pub/sub topic "access.changed" (server/access/access-changed.ts),
// which every process hears (LISTEN/NOTIFY) and answers by forgetting the user, or everyone.
import { loadActor, type Actor } from "./actor";
import { pubsub } from "../realtime/pubsub";

export const ACCESS_CHANGED = "access.changed";
export interface TAccessChanged {
  /** null: every user (a brand's status or flags changed). */
  user_id: string | null;
}

interface TEntry {
  actor: Actor | null;
  at: number;
}

const g = globalThis as unknown as {
  __actorCache?: Map<string, TEntry>;
  __actorCacheListening?: boolean;
  __actorGenerations?: Map<string, number>;
  __actorGeneration?: number;
};
const cache = (g.__actorCache ??= new Map());
// How often each user (and everyone) was forgotten: a load that began before a change must not put its now stale
// answer into the cache after the change was announced (a request racing a save would otherwise keep the old name
// or rights for a whole TTL).
const generations = (g.__actorGenerations ??= new Map<string, number>());
const generationOf = (userId: string) => `${g.__actorGeneration ?? 0}:${generations.get(userId) ?? 0}`;
const MAX_ENTRIES = 10_000;

const ttlMs = () => Number(process.env.ACCESS_CACHE_TTL_MS ?? 5000);

function listen() {
  if (g.__actorCacheListening) return;
  g.__actorCacheListening = true;
  pubsub().on(ACCESS_CHANGED, (e) => forgetActors((e.payload as TAccessChanged).user_id));
}

/** Forgets one user (or everyone) in this process. */
export function forgetActors(userId: string | null): void {
  if (userId && generations.size < MAX_ENTRIES) {
    cache.delete(userId);
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
    return;
  }
  // Everyone (or too many users tracked): one generation for all.
  cache.clear();
  generations.clear();
  g.__actorGeneration = (g.__actorGeneration ?? 0) + 1;
}

/** The user with their memberships and permissions; from this process's cache when it is fresh. */
export async function cachedActor(userId: string, opts: { viewAsUser?: boolean } = {}): Promise<Actor | null> {
  const ttl = ttlMs();
  let entry = ttl > 0 ? cache.get(userId) : undefined;
  if (!entry || Date.now() - entry.at > ttl) {
    if (ttl > 0) listen();
    const generation = generationOf(userId);
    entry = { actor: await loadActor(userId), at: Date.now() };
    if (ttl > 0 && generationOf(userId) === generation) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(userId, entry);
    }
  }
  const actor = entry.actor;
  if (!actor) return null;
  return opts.viewAsUser && actor.is_admin ? { ...actor, view_as_user: true } : actor;
}
