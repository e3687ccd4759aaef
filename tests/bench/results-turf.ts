// Line-efficiency (TURF) bench (P9 item 5, "TURF for 30 products, k = 1…8, at 10k respondents ≤ 1 s, exact where
// C(n,k) ≤ 5M"; the lead wires it into tests/bench/run.ts). Seeds, with a few INSERT … SELECT generate_series
// statements, its own brand with one Closed study of 30 products rated by 10,000 completed respondents (300,000
// ratings) with correlated tastes: each product belongs to one of 6 style families and has its own appeal, each
// respondent prefers one family and is more or less generous, plus noise — so products of a family overlap in whom
// they please, as real lines do. Then times the service path the API runs (computeLineEfficiency: the bitsets in one
// SQL statement, the search in the worker thread) for max_k = 8, after one warm-up (worker start, connection), and
// prints total, SQL and search ms (wall), the CPU time of this process (both threads: decoding and the search; the
// SQL runs in PostgreSQL), exact or approximate per k, and the process's peak RSS (sampled during the runs;
// the worker thread is part of the process). Idempotent: an existing bench study is reused.
import pg from "pg";
import { poolConfigFromUrl } from "../../lib/db-url";
import { combinations, TURF_EXACT_LIMIT } from "../../lib/results/turf";
import { createPrisma } from "../../server/db";
import { computeLineEfficiency, type TLineEfficiencyTimings } from "../../server/results/line-efficiency";
import { respondentFilter } from "../../server/results/respondent-filter";
import { stopTurfWorker } from "../../server/results/turf-worker";

const PRODUCTS = 30;
const RESPONDENTS = 10_000;
const MAX_K = 8;
const RUNS = 5;
const SHORT_ID = "bench-turf-30x10k";

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function seed(db: pg.Client): Promise<{ surveyId: string; brandId: string }> {
  const found = await db.query<{ id: string; brand_id: string }>(`SELECT id, brand_id FROM "Survey" WHERE short_id = $1`, [SHORT_ID]);
  if (found.rows[0]) return { surveyId: found.rows[0].id, brandId: found.rows[0].brand_id };
  await db.query("BEGIN");
  try {
    await db.query("SELECT setseed(0.42)");
    const brand = await db.query<{ id: string }>(
      `INSERT INTO "Brand" (name, features) VALUES ('Bench TURF', '{"timeline": true, "enableTurf": true}') RETURNING id`,
    );
    const brandId = brand.rows[0]!.id;
    const survey = await db.query<{ id: string }>(
      `INSERT INTO "Survey" (brand_id, short_id, title, type, status, gender) VALUES ($1, $2, 'Bench TURF 30 × 10k', 'early_stage', 'Closed', 'all') RETURNING id`,
      [brandId, SHORT_ID],
    );
    const surveyId = survey.rows[0]!.id;
    // Product g: family g % 6, appeal in [-1, 1); a sales plan on every third product (10 of 30).
    await db.query(
      `WITH p AS (INSERT INTO "Product" (brand_id, name, price) SELECT $1, 'Style ' || g, 50 + g FROM generate_series(1, $3::int) g RETURNING id, name),
            numbered AS (SELECT id, substring(name from 7)::int AS g FROM p)
       INSERT INTO "SurveyProduct" (survey_id, product_id, "order", sales_plan)
       SELECT $2, id, g - 1, CASE WHEN g % 3 = 0 THEN 100 ELSE NULL END FROM numbered`,
      [brandId, surveyId, PRODUCTS],
    );
    await db.query(`INSERT INTO "Question" (survey_id, product_id) SELECT survey_id, product_id FROM "SurveyProduct" WHERE survey_id = $1`, [surveyId]);
    await db.query(
      `INSERT INTO "Respondent" (survey_id, status, is_preview, completed_at)
       SELECT $1, 'completed', false, now() FROM generate_series(1, $2::int)`,
      [surveyId, RESPONDENTS],
    );
    // rating = clamp(round(2.8 + 0.9·appeal + 1.3·[family is the respondent's favourite] + generosity + noise), 1, 5).
    await db.query(
      `WITH prod AS (
         SELECT sp.product_id, q.id AS question_id, sp."order" % 6 AS family, ((hashtext(sp.product_id) & 1023) / 512.0) - 1 AS appeal
         FROM "SurveyProduct" sp JOIN "Question" q ON q.survey_id = sp.survey_id AND q.product_id = sp.product_id
         WHERE sp.survey_id = $1
       ),
       resp AS (
         SELECT id, floor(random() * 6)::int AS favourite, (random() - 0.5) * 1.4 AS generosity
         FROM "Respondent" WHERE survey_id = $1
       )
       INSERT INTO "RatingAnswer" (survey_id, product_id, respondent_id, question_id, rating)
       SELECT $1, p.product_id, r.id, p.question_id,
              least(5, greatest(1, round(2.8 + 0.9 * p.appeal + CASE WHEN p.family = r.favourite THEN 1.3 ELSE 0 END
                                         + r.generosity + (random() + random() - 1) * 1.6)))::smallint
       FROM resp r CROSS JOIN prod p`,
      [surveyId],
    );
    await db.query("COMMIT");
    await db.query(`ANALYZE "Respondent"; ANALYZE "RatingAnswer"`);
    return { surveyId, brandId };
  } catch (err) {
    await db.query("ROLLBACK");
    throw err;
  }
}

export async function benchResultsTurf(databaseUrl: string): Promise<void> {
  const client = new pg.Client(poolConfigFromUrl(databaseUrl));
  await client.connect();
  const seedStart = performance.now();
  let ids: { surveyId: string; brandId: string };
  try {
    ids = await seed(client);
  } finally {
    await client.end();
  }
  const seeded = performance.now() - seedStart;
  const db = createPrisma(databaseUrl, 2);
  try {
    const products = await db.surveyProduct.findMany({ where: { survey_id: ids.surveyId }, orderBy: { order: "asc" }, select: { product_id: true, sales_plan: true } });
    const ordered = products.map((p) => p.product_id);
    const plan = products.flatMap((p, i) => ((p.sales_plan ?? 0) > 0 ? [i] : []));
    const filter = await respondentFilter({}, { id: ids.surveyId, brand_id: ids.brandId }, db);
    const input = { surveyId: ids.surveyId, products: ordered, filter, threshold: 4, maxK: MAX_K };
    console.log(`TURF study: ${ordered.length} products × ${RESPONDENTS.toLocaleString("en")} respondents (seed ${ms(seeded)})`);

    await computeLineEfficiency(input, db); // warm-up: worker start, connection, plans
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
    const totals: number[] = [];
    const sqls: number[] = [];
    const searches: number[] = [];
    const cpus: number[] = [];
    let last: Awaited<ReturnType<typeof computeLineEfficiency>> | null = null;
    for (let i = 0; i < RUNS; i++) {
      const timings: TLineEfficiencyTimings = { sql_ms: 0, search_ms: 0 };
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      last = await computeLineEfficiency(input, db, timings);
      totals.push(performance.now() - t0);
      const cpu = process.cpuUsage(cpu0);
      cpus.push((cpu.user + cpu.system) / 1000);
      sqls.push(timings.sql_ms);
      searches.push(timings.search_ms);
    }
    console.log(
      `TURF k = 1…${MAX_K} (median of ${RUNS})            total ${ms(median(totals))}   SQL ${ms(median(sqls))}   search ${ms(median(searches))}   Node CPU ${ms(median(cpus))}   (max total ${ms(Math.max(...totals))}; target ≤ 1 s)`,
    );
    for (const s of last!.sets) {
      const c = combinations(ordered.length, s.k, TURF_EXACT_LIMIT);
      const cText = c > TURF_EXACT_LIMIT ? `> ${TURF_EXACT_LIMIT.toLocaleString("en")}` : c.toLocaleString("en");
      const how = s.exact ? "exact" : `approximate, upper bound ${s.upper_bound} (${(((s.upper_bound - s.reach) / Math.max(1, s.reach)) * 100).toFixed(1)}% above)`;
      console.log(`  k = ${s.k}  C(30,k) ${cText.padStart(11)}  reach ${String(s.reach).padStart(5)} (${(s.reach_share * 100).toFixed(1)}%)  +${s.increment}  ${how}`);
    }
    // show = sales-plan: 10 planned products (every third), so k = 9 and 10 are searched too.
    const t0 = performance.now();
    const withPlan = await computeLineEfficiency({ ...input, plan }, db);
    const sp = withPlan.sales_plan!;
    console.log(`  with show=sales-plan ${ms(performance.now() - t0)}: the plan's ${sp.k} products reach ${sp.reach}, the best ${sp.k} ${sp.best_reach} (${sp.best_exact ? "exact" : "approximate"}), gap ${sp.gap}`);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(`  peak RSS during the runs ${mb(peak)}; process maxRSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
  } finally {
    await stopTurfWorker();
    await db.$disconnect();
  }
}
