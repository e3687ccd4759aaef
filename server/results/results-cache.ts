import "server-only";
// Results of a Closed study do not change (P9 item 6; docs/decisions.md P9 #19): its SQL aggregates are kept per
// process, keyed by study, results generation, report kind, the compiled filter and the report's own arguments.
// Survey.results_generation is bumped by every status action (reopen, revert to draft, …) and by clear answers, and
// every report reads it with the study, so an entry of an older generation is never served — in any process. Active
// studies compute live (identical concurrent requests share the computation in progress). Formula versions and the benchmark norm are applied after the cache (they are cheap), so
// a brand changing its version or closing another study never meets a stale percentile.
import { LRUCache } from "lru-cache";
import type { TFilteredStudy } from "./filtered-study";

/** Entries kept; each is one report's aggregate for one filter. */
export const RESULTS_CACHE_MAX_ENTRIES = 1000;
/** Unused entries are dropped after an hour, so memory returns when nobody reads old studies. */
const TTL_MS = 60 * 60 * 1000;

const cache = new LRUCache<string, { value: Promise<unknown> }>({ max: RESULTS_CACHE_MAX_ENTRIES, ttl: TTL_MS, updateAgeOnGet: true });
let computed = 0;

/** How many times a cacheable aggregate was computed rather than read (for tests and the bench). */
export const resultsCacheStats = () => ({ entries: cache.size, computed });

export function resultsCacheKey(scope: Pick<TFilteredStudy, "study" | "filter">, kind: string, args: unknown): string {
  const { sql, values } = scope.filter.where;
  return JSON.stringify([scope.study.id, scope.study.results_generation, kind, sql, values, args ?? null]);
}

/** Computations of open studies in progress: callers asking the same at the same moment share one. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * For a Closed study, the kept result (computed once, shared by concurrent callers). For an open study, computed
 * live — but concurrent identical requests (the results page asks for the ratings and the sentiment report at once,
 * both built on the same star counts) share the one computation in progress, and nothing is kept after it.
 */
export async function cachedResults<T>(scope: Pick<TFilteredStudy, "study" | "filter">, kind: string, compute: () => Promise<T>, args?: unknown): Promise<T> {
  const key = resultsCacheKey(scope, kind, args);
  if (scope.study.status !== "Closed") {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const value = compute().finally(() => inFlight.delete(key));
    inFlight.set(key, value);
    return value;
  }
  const hit = cache.get(key);
  if (hit) return hit.value as Promise<T>;
  computed++;
  const value = compute();
  cache.set(key, { value });
  // A failure is not kept: the next call tries again.
  value.catch(() => cache.delete(key));
  return value;
}
