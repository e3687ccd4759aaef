// What one rate-limit check costs (P8 item 5; wired into tests/bench/run.ts, also with BENCH_ONLY=access): a consume
// on a new key (insert), on an existing key (update), and on a key over its limit (refused from memory). Runs in this
// process against the bench database. Printed, not asserted.
import { consume, type TLimit } from "../../server/rate-limit/limiter";

async function time(n: number, run: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return `p50 ${ms[Math.floor(n / 2)]!.toFixed(3)} ms   p95 ${ms[Math.floor(n * 0.95)]!.toFixed(3)} ms`;
}

export async function benchRateLimit() {
  const tag = Date.now().toString(36);
  const limit: TLimit = { keyPrefix: `bench-${tag}`, points: 1_000_000, duration: 60 };
  const over: TLimit = { keyPrefix: `bench-over-${tag}`, points: 1, duration: 60 };
  await consume(limit, "warm-up", "x");
  console.log(`${"consume, new key (insert)".padEnd(44)} ${await time(300, (i) => consume(limit, `fresh-${i}`, "x"))}`);
  console.log(`${"consume, existing key (update)".padEnd(44)} ${await time(300, () => consume(limit, "same", "x"))}`);
  await consume(over, "k", "x");
  console.log(`${"consume, over the limit (from memory)".padEnd(44)} ${await time(300, () => consume(over, "k", "x").catch(() => undefined))}`);
}
