// Live survey bench (P6; wired into tests/bench/run.ts). Figures are printed, not asserted (DESIGN.md §5):
// 1. sustained completes per second on loopback: an Active study with a total respondent limit (so every complete
//    takes the quota lock — the worst case), N respondents started and answered through the public API, then all
//    N completes fired by autocannon; afterwards the database must hold exactly N completed respondents (none lost).
// 2. the survey page's JavaScript, gzipped (target ≤ 120 kB), and the HTML document itself.
// 3. a Lighthouse mobile run of the survey page (targets: performance ≥ 90, accessibility ≥ 95).
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { poolConfigFromUrl } from "../../lib/db-url";
import { newId } from "../../lib/ids";
import type { TLiveStartResult } from "../../lib/survey/wire";

const RESPONDENTS = 3_000;
const PREPARE_CONCURRENCY = 16;
const root = path.resolve(import.meta.dirname, "../..");

async function createBenchStudy(databaseUrl: string, brandId: string): Promise<string> {
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  try {
    const id = newId();
    const shortId = `benchlive${id.slice(-8)}`;
    await db.query("BEGIN");
    await db.query(
      `INSERT INTO "Survey" (id, short_id, brand_id, title, type, status, limit_active, limit_number, respondent_limit, date_published, date_modified)
       VALUES ($1, $2, $3, 'Bench live study', 'early_stage', 'Active', true, 4, 1000000, now(), now())`,
      [id, shortId, brandId],
    );
    const products = await db.query<{ id: string }>(`SELECT id FROM "Product" WHERE brand_id = $1 AND NOT deleted AND parent_id IS NULL ORDER BY id LIMIT 4`, [brandId]);
    await db.query(`INSERT INTO "Question" (id, survey_id, product_id) VALUES ($1, $2, NULL)`, [newId(), id]);
    for (const [order, p] of products.rows.entries()) {
      const q = newId();
      await db.query(`INSERT INTO "SurveyProduct" (survey_id, product_id, "order") VALUES ($1, $2, $3)`, [id, p.id, order]);
      await db.query(`INSERT INTO "Question" (id, survey_id, product_id) VALUES ($1, $2, $3)`, [q, id, p.id]);
      await db.query(
        `INSERT INTO "FollowUp" (id, question_id, "order", type, positive_title, negative_title, positive_options, negative_options)
         VALUES ($1, $2, 0, 'choice', 'What do you like most?', 'What would you change?', ARRAY['Colour','Fit','Price'], ARRAY['Colour','Fit','Price'])`,
        [newId(), q],
      );
    }
    const us = await db.query<{ id: string }>(`SELECT id FROM "Country" WHERE code = 'US'`);
    await db.query(`INSERT INTO "SurveyCountry" (survey_id, country_id, "order") VALUES ($1, $2, 0)`, [id, us.rows[0]!.id]);
    await db.query(`INSERT INTO "Audience" (id, survey_id, country_id, audience_type) VALUES ($1, $2, $3, 'crm')`, [newId(), id, us.rows[0]!.id]);
    const age = await db.query<{ id: string }>(
      `INSERT INTO "DemographicQuestion" (id, brand_id, type, title, options, pointable, point_values, date_modified)
       VALUES ($1, $2, 'choice', 'What is your age?', ARRAY['18-24','25-34','35-44','45+'], true, ARRAY[1,2,3,4]::float8[], now()) RETURNING id`,
      [newId(), brandId],
    );
    await db.query(`INSERT INTO "SurveyDemographic" (survey_id, demographic_id, "order", required, part_of_point_range) VALUES ($1, $2, 0, true, true)`, [id, age.rows[0]!.id]);
    await db.query("COMMIT");
    return shortId;
  } finally {
    await db.end();
  }
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { results: T; detail?: string };
  if (!res.ok) throw new Error(`${res.url} → ${res.status} ${body.detail ?? ""}`);
  return body.results;
}

/** Starts one respondent and answers everything required, through the public API (what the app sends). */
async function prepareRespondent(base: string, shortId: string, i: number): Promise<string> {
  const started = await json<TLiveStartResult>(
    await fetch(`${base}/api/v1/live/${shortId}/start`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1", "x-forwarded-for": `10.0.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ params: { country: "US", audience: "crm" } }),
    }),
  );
  if (started.status !== "partial") throw new Error(`start gave ${started.status}`);
  const { survey, respondent } = started.session;
  const ratings = survey.products.map((p, k) => ({ product_id: p.id, rating: 1 + ((i + k) % 5) }));
  const follow_ups = survey.products.flatMap((p, k) =>
    p.question.follow_ups.map((f) => ({ product_id: p.id, follow_up_id: f.id, values: [String((i + k) % 3)] })),
  );
  await json(
    await fetch(`${base}/api/v1/live/${shortId}/answers`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-respondent-token": respondent.token },
      body: JSON.stringify({ segments: survey.segments.map((s) => ({ demographic_id: s.id, values: [String(i % 4)] })), ratings, follow_ups }),
    }),
  );
  return respondent.token;
}

async function completesPerSecond(base: string, databaseUrl: string, brandId: string): Promise<string> {
  const shortId = await createBenchStudy(databaseUrl, brandId);
  const tokens: string[] = [];
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PREPARE_CONCURRENCY }, async () => {
      while (next < RESPONDENTS) tokens.push(await prepareRespondent(base, shortId, next++));
    }),
  );
  const prepareS = (performance.now() - t0) / 1000;
  console.log(`${"prepare: start + answers per respondent".padEnd(52)} ${RESPONDENTS} respondents in ${prepareS.toFixed(1)} s (${Math.round((RESPONDENTS * 2) / prepareS)} req/s)`);

  let k = 0;
  let completes = 0;
  const r = await autocannon({
    url: `${base}/api/v1/live/${shortId}/complete`,
    connections: 20,
    amount: RESPONDENTS,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, "content-type": "application/json", "x-respondent-token": tokens[k++ % tokens.length]! }, body: "{}" }),
        onResponse: (status, body) => {
          if (status === 200 && (JSON.parse(body) as { results: { status: string } }).results.status === "complete") completes++;
        },
      },
    ],
  });
  const seconds = r.duration;
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  const stored = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Respondent" r JOIN "Survey" s ON s.id = r.survey_id WHERE s.short_id = $1 AND r.status = 'completed'`,
    [shortId],
  );
  await db.end();
  const lost = RESPONDENTS - stored.rows[0]!.n;
  console.log(
    `${"POST /api/v1/live/{s}/complete (quota lock), 20 conn".padEnd(52)} ${Math.round(RESPONDENTS / seconds)} completes/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}   answered complete ${completes}   stored ${stored.rows[0]!.n}   lost ${lost}   (target ≥ 300/s, none lost)`,
  );
  return shortId;
}

function javascriptSize(): void {
  const manifestPath = path.join(root, "public/survey/manifest.json");
  if (!existsSync(manifestPath)) {
    console.log("survey bundle: public/survey/manifest.json missing (npm run build makes it)");
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { js: string };
  const js = readFileSync(path.join(root, "public", manifest.js));
  console.log(`${"survey page JavaScript (one bundle)".padEnd(52)} ${(js.length / 1024).toFixed(1)} kB raw   ${(gzipSync(js).length / 1024).toFixed(1)} kB gzipped   (target ≤ 120 kB gzipped)`);
}

async function lighthouseRun(url: string): Promise<void> {
  const chromeLauncher = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("lighthouse returned no result");
    const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const audit = (a: string) => lhr.audits[a]?.displayValue ?? "?";
    console.log(
      `${"Lighthouse mobile, survey welcome page".padEnd(52)} performance ${score("performance")}   accessibility ${score("accessibility")}   FCP ${audit("first-contentful-paint")}   LCP ${audit("largest-contentful-paint")}   TBT ${audit("total-blocking-time")}   CLS ${audit("cumulative-layout-shift")}   (targets ≥ 90 / ≥ 95)`,
    );
  } finally {
    await chrome.kill();
  }
}

export async function benchSurvey(base: string, databaseUrl: string, brandId: string): Promise<void> {
  const shortId = await completesPerSecond(base, databaseUrl, brandId);
  javascriptSize();
  const page = await fetch(`${base}/s/${shortId}?country=US&audience=crm`);
  const html = Buffer.from(await page.arrayBuffer());
  console.log(`${"survey page HTML (CSS inlined)".padEnd(52)} ${(html.length / 1024).toFixed(1)} kB raw   ${(gzipSync(html).length / 1024).toFixed(1)} kB gzipped`);
  await lighthouseRun(`${base}/s/${shortId}?country=US&audience=crm`);
}
