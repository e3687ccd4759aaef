// Spec 1 §9 constants, the websocket retry policy and error-report sampling.
import { describe, expect, it, vi } from "vitest";
import * as C from "@/lib/constants";
import { MSG } from "@/lib/messages";
import { retryPolicy } from "@/lib/realtime-client";
import { reportError } from "@/lib/report-error";

describe("constants of spec 1 §9", () => {
  it("match the spec", () => {
    expect(C.HTTP_TIMEOUT_MS).toBe(20_000);
    expect(C.RELATIONAL_EXPORT_TIMEOUT_MS).toBe(120_000);
    expect(C.BRANDS_PAGE_SIZE).toBe(20);
    expect(C.MAX_PRESENCE_AVATARS).toBe(5);
    expect(C.LAYERED_AVATARS_DEFAULT).toBe(4);
    expect([C.WS_ACK_TIMEOUT_MS, C.WS_LAZY_CLOSE_MS, C.WS_RETRY_WAIT_MS]).toEqual([60_000, 60_000, 5_000]);
    expect(C.ERROR_REPORT_SAMPLE_RATE).toBe(0.2);
    expect([C.DEFAULT_CURRENCY_CODE, C.DEFAULT_CURRENCY_SYMBOL, C.DEFAULT_LANGUAGE_CODE]).toEqual(["USD", "$", "en"]);
    // vitest runs with NODE_ENV=test, where inputs are not debounced.
    expect(C.INPUT_DEBOUNCE_MS).toBe(0);
  });
});

describe("websocket retry policy", () => {
  it("retries without limit, waits 5 s each time and tells the user once, on the 5th retry", async () => {
    const notice = vi.fn();
    const sleep = vi.fn(async () => undefined);
    const p = retryPolicy(notice, sleep);
    expect(p.retryAttempts).toBe(Number.POSITIVE_INFINITY);
    expect(p.shouldRetry()).toBe(true);
    for (let i = 1; i <= 4; i++) await p.retryWait();
    expect(notice).not.toHaveBeenCalled();
    await p.retryWait();
    expect(notice).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) await p.retryWait();
    expect(notice).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledTimes(15);
    expect(new Set(sleep.mock.calls.map((c) => (c as unknown[])[0]))).toEqual(new Set([5_000]));
    p.connected();
    for (let i = 0; i < 5; i++) await p.retryWait();
    expect(notice).toHaveBeenCalledTimes(2);
  });

  it("uses the spec's reconnect text", () => {
    expect(MSG.websocketRetrying).toMatch(/^Oh No! We've hit a connection error/);
  });
});

describe("error reports", () => {
  it("are sampled at 0.2", () => {
    const sent: string[] = [];
    vi.stubGlobal("location", { pathname: "/x" });
    vi.stubGlobal("fetch", async (_u: string, init: { body: string }) => {
      sent.push(init.body);
      return new Response(null, { status: 202 });
    });
    expect(reportError(new Error("boom"), () => 0.19)).toBe(true);
    expect(reportError(new Error("skip"), () => 0.2)).toBe(false);
    expect(sent.map((b) => JSON.parse(b).message)).toEqual(["boom"]);
    vi.unstubAllGlobals();
  });
});
