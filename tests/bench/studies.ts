// Studies list bench (wired into tests/bench/run.ts): seeds 5,000 studies into one brand with a few INSERT …
// SELECT generate_series statements — spread over statuses, 8 assortments, 5,000 minutes of dates, one or two
// countries each, audiences and respondents on some — then times getBrandSurveys over GraphQL: the first page
// (default sort), a later page, a title search and a filtered page, and prints p50/p95. Target p95 ≤ 50 ms.
import pg from "pg";
import { poolConfigFromUrl } from "../../lib/db-url";

const STUDIES = 5_000;
const REQUESTS_PER_CASE = 100;
const MARK = "bench-study-";

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Idempotent: studies whose short_id starts with "bench-study-" are only inserted when the brand has none. */
export async function seedStudies(databaseUrl: string, brandId: string): Promise<{ inserted: number; assortmentId: string }> {
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  try {
    const existing = await db.query<{ assortment_id: string }>(
      `SELECT assortment_id FROM "Survey" WHERE brand_id = $1 AND short_id LIKE $2 AND assortment_id IS NOT NULL LIMIT 1`,
      [brandId, `${MARK}%`],
    );
    if (existing.rows[0]) return { inserted: 0, assortmentId: existing.rows[0].assortment_id };
    await db.query("BEGIN");
    const assortments = await db.query<{ id: string }>(
      `INSERT INTO "Assortment" (brand_id, year, season, name)
       SELECT $1, 2024 + g / 2, (ARRAY['spring','fall'])[1 + g % 2]::"Season", 'Bench studies ' || g
       FROM generate_series(0, 7) AS g RETURNING id`,
      [brandId],
    );
    const ids = assortments.rows.map((r) => r.id);
    await db.query(
      `INSERT INTO "Survey" (brand_id, short_id, title, type, status, gender, assortment_id, internal_template, date_created, date_modified, due_date)
       SELECT $1, $2 || g, 'Bench ' || (ARRAY['Summit','Harbor','Canyon','Aurora','Drift'])[1 + g % 5] || ' Study ' || g,
              'early_stage', (ARRAY['Draft','Active','Closed'])[1 + g % 3]::"SurveyStatus",
              (ARRAY['all','male','female','other'])[1 + g % 4]::"SurveyGender",
              ($3::bpchar[])[1 + g % 8], g % 250 = 0,
              now() - make_interval(mins => g), now(), now() + make_interval(days => g % 60)
       FROM generate_series(1, $4::int) AS g`,
      [brandId, MARK, ids, STUDIES],
    );
    const countries = await db.query<{ id: string }>(`SELECT id FROM "Country" ORDER BY code LIMIT 5`);
    const cids = countries.rows.map((r) => r.id);
    if (cids.length) {
      // Every study gets one country; every third a second one (international).
      await db.query(
        `INSERT INTO "SurveyCountry" (survey_id, country_id, "order")
         SELECT s.id, ($3::bpchar[])[1 + (hashtext(s.id) & 1023) % array_length($3::bpchar[], 1)], 0
         FROM "Survey" s WHERE s.brand_id = $1 AND s.short_id LIKE $2 ON CONFLICT DO NOTHING`,
        [brandId, `${MARK}%`, cids],
      );
      await db.query(
        `INSERT INTO "SurveyCountry" (survey_id, country_id, "order")
         SELECT s.id, ($3::bpchar[])[1 + ((hashtext(s.id) & 1023) + 1) % array_length($3::bpchar[], 1)], 1
         FROM "Survey" s WHERE s.brand_id = $1 AND s.short_id LIKE $2 AND (hashtext(s.id) & 3) = 0 ON CONFLICT DO NOTHING`,
        [brandId, `${MARK}%`, cids],
      );
      await db.query(
        `INSERT INTO "Audience" (survey_id, country_id, audience_type)
         SELECT sc.survey_id, sc.country_id, (ARRAY['crm','social','panel'])[1 + (hashtext(sc.survey_id) & 1023) % 3]::"AudienceType"
         FROM "SurveyCountry" sc JOIN "Survey" s ON s.id = sc.survey_id WHERE s.brand_id = $1 AND s.short_id LIKE $2`,
        [brandId, `${MARK}%`],
      );
    }
    // 20 respondents on each of 1,000 studies (20,000 rows), most completed.
    await db.query(
      `INSERT INTO "Respondent" (survey_id, status, is_preview)
       SELECT s.id, (ARRAY['completed','completed','completed','started'])[1 + r % 4]::"RespondentStatus", false
       FROM (SELECT id FROM "Survey" WHERE brand_id = $1 AND short_id LIKE $2 ORDER BY id LIMIT 1000) s, generate_series(1, 20) AS r`,
      [brandId, `${MARK}%`],
    );
    await db.query("COMMIT");
    await db.query(`ANALYZE "Survey"; ANALYZE "SurveyCountry"; ANALYZE "Audience"; ANALYZE "Respondent"`);
    return { inserted: STUDIES, assortmentId: ids[0]! };
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
    const json = (await res.json()) as { errors?: { message: string }[]; data?: { getBrandSurveys?: { surveys: unknown[] } } };
    times.push(performance.now() - t0);
    if (!res.ok || json.errors) throw new Error(`getBrandSurveys failed: ${res.status} ${JSON.stringify(json.errors)}`);
  }
  return times;
}

/** The token's user needs survey read in the brand; `databaseUrl` is the bench server's database. */
export async function benchStudies(baseUrl: string, token: string, brandId: string, databaseUrl = process.env.DATABASE_URL): Promise<void> {
  if (!databaseUrl) throw new Error("benchStudies needs the app's database URL (argument or DATABASE_URL)");
  const t0 = performance.now();
  const { inserted, assortmentId } = await seedStudies(databaseUrl, brandId);
  if (inserted) console.log(`${"seed 5,000 studies (INSERT … SELECT)".padEnd(44)} ${ms(performance.now() - t0)}`);

  const query = STUDIES_QUERY;
  const cases = studyCases(brandId, assortmentId);
  for (const [, variables] of cases) await time(baseUrl, token, JSON.stringify({ query, variables }), 3);
  for (const [title, variables] of cases) {
    const times = await time(baseUrl, token, JSON.stringify({ query, variables }), REQUESTS_PER_CASE);
    console.log(`${title.padEnd(44)} p50 ${ms(pct(times, 50))}   p95 ${ms(pct(times, 95))}   (${REQUESTS_PER_CASE} sequential)`);
  }
}

/** What the studies table asks for one page. */
export const STUDIES_QUERY = `query($b: ID!, $p: Int, $s: String, $f: SurveyListFilters, $o: SurveySort) {
    getBrandSurveys(brand_id: $b, page: $p, search: $s, filters: $f, sort: $o) { total page surveys {
      _id short_id title type gender status countries respondent_count raw_submission_count total_submissions_processed
      date_created date_modified due_date is_v2 product_count price_estimate decision_point { _id title }
      assortment { _id year season brand_category { _id name } } audiences { audience_type country } } } }`;

/** The measured pages: default first page, a late page by respondents, a search, filtered pages. */
export function studyCases(brandId: string, assortmentId: string): [string, Record<string, unknown>][] {
  return [
    ["getBrandSurveys first page (5k studies)", { b: brandId }],
    ["getBrandSurveys page 120, by respondents", { b: brandId, p: 120, o: { id: "respondent_count", desc: true } }],
    ["getBrandSurveys title search \"study 12\"", { b: brandId, s: "study 12" }],
    ["getBrandSurveys filtered (assortment+status)", { b: brandId, f: { assortment_ids: [assortmentId], status: ["Active", "Closed"], audiences: ["crm"] } }],
    ["getBrandSurveys price range filter", { b: brandId, f: { price: [400, 1000] } }],
  ];
}
