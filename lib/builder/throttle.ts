// The wizard's save throttle (spec 2 §4, §9): at most one save per second (100 ms in test mode), trailing — the
// first change starts the clock, later changes inside the window ride along, the save runs when it ends.

export const SAVE_THROTTLE_MS = 1000;
export const SAVE_THROTTLE_TEST_MS = 100;

/** The browser-storage key that turns test mode on at run time (e2e journeys set it before the page loads). */
export const TEST_MODE_KEY = "test-mode";

/**
 * Test mode: unit tests (NODE_ENV test), a build made with NEXT_PUBLIC_TEST_MODE=1, or a browser whose local storage
 * holds test-mode=1. The e2e build runs with NODE_ENV production, so the journeys use the storage key.
 */
export function isTestMode(): boolean {
  if (process.env.NODE_ENV === "test" || process.env.NEXT_PUBLIC_TEST_MODE === "1") return true;
  try {
    return typeof window !== "undefined" && window.localStorage.getItem(TEST_MODE_KEY) === "1";
  } catch {
    return false;
  }
}

export const saveThrottleMs = (testMode: boolean = isTestMode()) => (testMode ? SAVE_THROTTLE_TEST_MS : SAVE_THROTTLE_MS);

export interface TTrailingThrottle {
  /** Asks for a run at the end of the current window (starts a window when none is open). */
  schedule(): void;
  /** Runs now when a run is waiting; true when it ran. */
  flush(): boolean;
  cancel(): void;
  pending(): boolean;
}

export interface TTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: TTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export function trailingThrottle(fn: () => void, waitMs: number, timers: TTimers = globalTimers): TTrailingThrottle {
  let handle: unknown = null;
  const run = () => {
    handle = null;
    fn();
  };
  return {
    schedule() {
      if (handle === null) handle = timers.setTimeout(run, waitMs);
    },
    flush() {
      if (handle === null) return false;
      timers.clearTimeout(handle);
      run();
      return true;
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
    pending: () => handle !== null,
  };
}
