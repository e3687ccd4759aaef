// Brands list bench (P7; wired into tests/bench/run.ts, alone with BENCH_ONLY=brands). Seeds 500 brands and 50,000
// studies (100 per brand, spread over Draft / Active / Closed and 180 days of publish and close dates) plus 2,000
// memberships with a few INSERT … SELECT generate_series statements, then times POST /api/v1/reports/all-brands
// (every brand, and {is_active: true}) over HTTP as an admin, sequentially, and prints p50/p95.
// Target p95 ≤ 150 ms (figures printed, not asserted: DESIGN.md §5).
import pg from "pg";
import { poolConfigFromUrl } from "../../lib/db-url";

export const BENCH_BRANDS = 500;
export const BENCH_STUDIES = 50_000;
const MEMBERS = 2_000;
const REQUESTS = 100;
const WARMUP = 5;
const MARK = "Bench Brand ";

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Idempotent: inserts the bench brands (names starting "Bench Brand ") and their studies only when absent. */
export async function seedBrands(databaseUrl: string): Promise<{ brands: number; studies: number }> {
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  try {
    const existing = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Brand" WHERE name LIKE $1`, [`${MARK}%`]);
    if (existing.rows[0]!.n > 0) return { brands: 0, studies: 0 };
    await db.query("BEGIN");
    // Every tenth brand inactive, every fifth a demo; flags vary with the brand number.
    await db.query(
      `INSERT INTO "Brand" (name, is_active, demo, brand_type, salesforce_id, features, date_created, date_modified)
       SELECT $1 || lpad(g::text, 3, '0'), g % 10 <> 0, g % 5 = 0, CASE WHEN g % 5 = 0 THEN 'Demo' ELSE 'Customer' END,
              CASE WHEN g % 2 = 0 THEN '0015g0000' || lpad(g::text, 6, '0') END,
              jsonb_build_object('timeline', true, 'enableTurf', g % 2 = 0, 'enableKnowledgeBase', g % 3 = 0, 'enableSSO', g % 7 = 0),
              now() - make_interval(days => g), now()
       FROM generate_series(1, $2::int) AS g`,
      [MARK, BENCH_BRANDS],
    );
    // Studies: brand (g % 500), status by g % 3, published 0..179 days ago, closed ones 0..59 days after publishing.
    await db.query(
      `WITH b AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS k FROM "Brand" WHERE name LIKE $1)
       INSERT INTO "Survey" (brand_id, short_id, title, type, status, date_created, date_modified, date_start, date_published, date_closed)
       SELECT b.id, 'bench-brands-' || g, 'Bench study ' || g, 'early_stage',
              (ARRAY['Draft','Active','Closed'])[1 + g % 3]::"SurveyStatus",
              now() - make_interval(days => 200), now(),
              CASE WHEN g % 3 = 0 THEN now() + make_interval(days => g % 30) END,
              CASE WHEN g % 3 <> 0 THEN now() - make_interval(days => (g / 7) % 180, mins => g % 1440) END,
              CASE WHEN g % 3 = 2 THEN now() - make_interval(days => (g / 7) % 180) + make_interval(days => g % 60) END
       FROM generate_series(1, $2::int) AS g JOIN b ON b.k = g % $3::int`,
      [`${MARK}%`, BENCH_STUDIES, BENCH_BRANDS],
    );
    // Closed studies never close in the future.
    await db.query(`UPDATE "Survey" SET date_closed = now() WHERE short_id LIKE 'bench-brands-%' AND date_closed > now()`);
    await db.query(
      `INSERT INTO "User" (email, first_name, last_name, date_modified)
       SELECT 'bench-member-' || g || '@bench.test', 'Bench', 'Member ' || g, now() FROM generate_series(1, $1::int) AS g`,
      [MEMBERS],
    );
    await db.query(
      `WITH b AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS k FROM "Brand" WHERE name LIKE $1),
            u AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS k FROM "User" WHERE email LIKE 'bench-member-%')
       INSERT INTO "BrandMembership" (user_id, brand_id, is_active)
       SELECT u.id, b.id, u.k % 9 <> 0 FROM u JOIN b ON b.k = u.k % $2::int`,
      [`${MARK}%`, BENCH_BRANDS],
    );
    await db.query("COMMIT");
    await db.query(`ANALYZE "Brand"; ANALYZE "Survey"; ANALYZE "BrandMembership"`);
    return { brands: BENCH_BRANDS, studies: BENCH_STUDIES };
  } catch (err) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}

async function timeReport(base: string, token: string, body: object): Promise<{ times: number[]; rows: number; bytes: number }> {
  const times: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/reports/all-brands`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const elapsed = performance.now() - t0;
    if (!res.ok) throw new Error(`all-brands → ${res.status} ${text.slice(0, 200)}`);
    if (i >= WARMUP) times.push(elapsed);
    bytes = Buffer.byteLength(text);
    rows = (JSON.parse(text) as { results: unknown[] }).results.length;
  }
  return { times, rows, bytes };
}

/** Seeds (when needed) and measures; `adminEmail`/`password` sign in through POST /api/v1/auth. */
export async function benchBrands(base: string, databaseUrl: string, adminEmail: string, password: string): Promise<void> {
  const t0 = performance.now();
  const seeded = await seedBrands(databaseUrl);
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  const totals = await db.query<{ brands: number; studies: number }>(`SELECT (SELECT count(*)::int FROM "Brand") AS brands, (SELECT count(*)::int FROM "Survey") AS studies`);
  await db.end();
  const { brands, studies } = totals.rows[0]!;
  console.log(`seeded ${seeded.brands} brands and ${seeded.studies} studies in ${ms(performance.now() - t0)} (database: ${brands} brands, ${studies} studies)`);

  const auth = await fetch(`${base}/api/v1/auth`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: adminEmail, password }) });
  const { token } = (await auth.json()) as { token: string };
  if (!token) throw new Error(`admin sign-in failed: ${auth.status}`);

  for (const [label, body] of [["every brand {}", {}], ["{is_active: true}", { is_active: true }]] as const) {
    const r = await timeReport(base, token, body);
    const p95 = pct(r.times, 95);
    console.log(
      `${`POST /api/v1/reports/all-brands ${label}`.padEnd(52)} p50 ${ms(pct(r.times, 50))}   p95 ${ms(p95)}   (${REQUESTS} sequential; ${r.rows} rows, ${Math.round(r.bytes / 1024)} kB; target p95 ≤ 150 ms${p95 <= 150 ? ", met" : ", MISSED"})`,
    );
  }
}
