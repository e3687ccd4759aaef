// Per-request cost of the access model (P8 item 10; wired into tests/bench/run.ts, alone with BENCH_ONLY=access).
// Side by side in one run, 10 connections for 5 s each: a bare Node server making one pg query (the floor), the
// production app's 401 path (GET /api/v1/me without a token), GET /api/v1/me with a bearer token, and a brand-scoped
// declared permission (GET /api/v1/brand/{id}, brand.member). Target: /me ≥ 60% of the 401 path. Printed, not asserted.
import autocannon from "autocannon";

export type TSpawn = (args: string[], env: Record<string, string>, ready: string, timeoutMs: number) => Promise<unknown>;

async function rate(opts: autocannon.Options): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const r = await autocannon({ connections: 10, duration: 5, ...opts });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors };
}

export async function benchAccess(base: string, token: string, brandId: string, bare: { port: number }) {
  const line = (title: string, r: { rps: number; p50: number; p99: number; errors: number }, extra = "") =>
    console.log(`${title.padEnd(48)} ${String(Math.round(r.rps)).padStart(6)} req/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   errors ${r.errors}${extra}`);
  const auth = { authorization: `Bearer ${token}` };
  // Warm the app's route handlers and caches first.
  await rate({ url: `${base}/api/v1/me`, headers: auth, duration: 2 });
  const floor = await rate({ url: `http://127.0.0.1:${bare.port}/` });
  const anon = await rate({ url: `${base}/api/v1/me` });
  const me = await rate({ url: `${base}/api/v1/me`, headers: auth });
  const brand = await rate({ url: `${base}/api/v1/brand/${brandId}`, headers: auth });
  line("bare node http + 1 pg query", floor);
  line("GET /api/v1/me without a token (401)", anon, `   ${((anon.rps / floor.rps) * 100).toFixed(0)}% of bare`);
  line("GET /api/v1/me (bearer)", me, `   ${((me.rps / anon.rps) * 100).toFixed(0)}% of the 401 path (target ≥ 60%)`);
  line("GET /api/v1/brand/{id} (declared brand.member)", brand, `   ${((brand.rps / me.rps) * 100).toFixed(0)}% of /me`);
}
