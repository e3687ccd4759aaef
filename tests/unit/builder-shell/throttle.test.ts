// The save throttle (spec 2 §4, §9): once per second, 100 ms in test mode, trailing.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVE_THROTTLE_MS, SAVE_THROTTLE_TEST_MS, saveThrottleMs, trailingThrottle } from "@/lib/builder/throttle";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("trailing throttle", () => {
  it("runs once at the end of the window, however many changes came in it", () => {
    const fn = vi.fn();
    const t = trailingThrottle(fn, 1000);
    t.schedule();
    vi.advanceTimersByTime(400);
    t.schedule();
    t.schedule();
    vi.advanceTimersByTime(599);
    expect(fn).not.toHaveBeenCalled();
    expect(t.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(t.pending()).toBe(false);
  });
  it("is a throttle, not a debounce: steady changes still save every window", () => {
    const fn = vi.fn();
    const t = trailingThrottle(fn, 1000);
    for (let i = 0; i < 30; i++) {
      t.schedule();
      vi.advanceTimersByTime(100);
    }
    expect(fn).toHaveBeenCalledTimes(3);
  });
  it("flush runs a waiting call now; cancel drops it", () => {
    const fn = vi.fn();
    const t = trailingThrottle(fn, 1000);
    expect(t.flush()).toBe(false);
    t.schedule();
    expect(t.flush()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
    t.schedule();
    t.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it("waits 1000 ms, 100 ms in test mode", () => {
    expect(SAVE_THROTTLE_MS).toBe(1000);
    expect(SAVE_THROTTLE_TEST_MS).toBe(100);
    expect(saveThrottleMs(false)).toBe(1000);
    expect(saveThrottleMs(true)).toBe(100);
    // vitest runs with NODE_ENV=test: test mode.
    expect(saveThrottleMs()).toBe(100);
  });
});
