// Product catalogue bench (wired into tests/bench/run.ts): seeds 10,000 products into one brand with a single
// INSERT … SELECT generate_series, then times brandProducts over GraphQL — the first page (30, newest first,
// with both counts) and a name search — and prints p50/p95. Figures are printed, not asserted (DESIGN.md §5).
import pg from "pg";
import { poolConfigFromUrl } from "../../lib/db-url";

const PRODUCTS = 10_000;
const REQUESTS_PER_CASE = 100;
const MARK = "bench-";

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Idempotent: products marked product_id "bench-<n>" are only inserted when the brand has fewer than 10,000. */
async function seedProducts(databaseUrl: string, brandId: string): Promise<number> {
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Product" WHERE brand_id = $1 AND product_id LIKE $2`, [brandId, `${MARK}%`]);
    if ((rows[0]?.n ?? 0) >= PRODUCTS) return 0;
    await db.query("BEGIN");
    const assortment = await db.query<{ id: string }>(
      `INSERT INTO "Assortment" (brand_id, year, season, name) VALUES ($1, 2027, 'spring', 'Bench assortment') RETURNING id`,
      [brandId],
    );
    // One statement for all rows; date_created spreads the products over the last 10,000 minutes.
    await db.query(
      `INSERT INTO "Product" (brand_id, name, price, asset_format, product_id, date_created, date_modified)
       SELECT $1, 'Bench ' || (ARRAY['Summit','Harbor','Canyon','Aurora','Drift'])[1 + g % 5] || ' Product ' || g,
              round((10 + (g * 7919 % 20000) / 100.0)::numeric, 2), 'image', $2 || g,
              now() - make_interval(mins => g), now()
       FROM generate_series(1, $3::int) AS g`,
      [brandId, MARK, PRODUCTS],
    );
    await db.query(
      `INSERT INTO "ProductAssortment" (product_id, assortment_id)
       SELECT id, $2 FROM "Product" WHERE brand_id = $1 AND product_id LIKE $3 ON CONFLICT DO NOTHING`,
      [brandId, assortment.rows[0]!.id, `${MARK}%`],
    );
    await db.query("COMMIT");
    await db.query(`ANALYZE "Product"; ANALYZE "ProductAssortment"`);
    return PRODUCTS;
  } catch (err) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}

async function time(baseUrl: string, token: string, body: string, requests: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body,
    });
    const json = (await res.json()) as { errors?: { message: string }[] };
    times.push(performance.now() - t0);
    if (!res.ok || json.errors) throw new Error(`brandProducts failed: ${res.status} ${JSON.stringify(json.errors)}`);
  }
  return times;
}

/**
 * `databaseUrl` is the app's database (the bench server's); it defaults to DATABASE_URL. The token's user needs
 * product read in the brand (an admin's token works for any brand).
 */
export async function benchProducts(baseUrl: string, token: string, brandId: string, databaseUrl = process.env.DATABASE_URL): Promise<void> {
  if (!databaseUrl) throw new Error("benchProducts needs the app's database URL (argument or DATABASE_URL)");
  const t0 = performance.now();
  const inserted = await seedProducts(databaseUrl, brandId);
  if (inserted) console.log(`${"seed 10,000 products (one INSERT … SELECT)".padEnd(44)} ${ms(performance.now() - t0)}`);

  const query = `query($b: ID!, $s: String, $f: ProductFilters) { brandProducts(brand_id: $b, offset: 0, limit: 30, search: $s, filters: $f) {
    products { _id name price images { desktop } assortment is_editable } filtered_count total_count } }`;
  const cases: [string, Record<string, unknown>][] = [
    ["brandProducts first page (10k products)", { b: brandId }],
    ["brandProducts name search \"product 12\"", { b: brandId, s: "product 12" }],
  ];
  // A few warm-up requests per case, so connection set-up and first-run planning do not skew p95.
  for (const [, variables] of cases) await time(baseUrl, token, JSON.stringify({ query, variables }), 3);
  for (const [title, variables] of cases) {
    const times = await time(baseUrl, token, JSON.stringify({ query, variables }), REQUESTS_PER_CASE);
    console.log(`${title.padEnd(44)} p50 ${ms(pct(times, 50))}   p95 ${ms(pct(times, 95))}   (${REQUESTS_PER_CASE} sequential)`);
  }
}
