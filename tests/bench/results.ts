// Results engine bench (P9 "Must show › npm run bench"; wired into tests/bench/run.ts). Runs in this process, through
// the services, on `databaseUrl`. It creates its own brand (and an internal admin to read it), then two Active studies
// with INSERT … SELECT generate_series: 15 products × 10,000 counted respondents and 15 × 100,000 (plus 5% unfinished
// and 1% preview respondents who must not count). Every counted respondent rates all 15 products and answers a gender
// and an age question; countries (US 55%, GB 20%, DE 15%, FR 10%), audiences, consumer profiles, languages, summed
// points and segmentation profiles are spread so that every filter selects something, and four products are liked
// differently by young shoppers, women or Germans (so significance has something to find). Active, so nothing is
// served from a cache of Closed results. Then, each a median and p95 of 5+ runs after one warm-up, with the peak RSS of
// this process sampled every 10 ms during the phase:
//   - the summary the results page loads at once (ratings report, respondents count, head-to-head, sentiment report,
//     together), at 10k (target ≤ 250 ms) and 100k (target ≤ 2 s);
//   - the same figures computed as open-source peers do, loading every answer row into Node and counting in JS, with
//     the ratio (target: SQL ≥ 10× faster) and a check that both give the same figures;
//   - significance for the 15 products under 8 filters, one per filter type, at 10k (target ≤ 300 ms): the 8
//     significanceByFilters calls one after the other, at once, and as one significanceByFilterSets call; and one call
//     with the 8 filter types combined.
// Prints figures, asserts nothing; deletes the brand, its studies and the admin at the end.
import pg from "pg";
import { poolConfigFromUrl } from "../../lib/db-url";
import { sentimentScore, type TStarCounts } from "../../lib/results/definitions";
import type { TResultsFilters } from "../../lib/results/filters";
import { loadActor } from "../../server/access/actor";
import { authorize, type TBrandAccess } from "../../server/access/authorize";
import { prisma } from "../../server/db";
import { reportHeadToHead, type THeadToHeadRow } from "../../server/results/head-to-head";
import { ratingsReport, type TRatingsReportRow } from "../../server/results/ratings-report";
import { reportRespondentsCount } from "../../server/results/respondents-count";
import { resultsSummary } from "../../server/results/results-summary";
import { sentimentScoreReport } from "../../server/results/sentiment-report";
import { significanceByFilterSets, significanceByFilters } from "../../server/results/significance-by-filters";

const PRODUCTS = 15;
const RUNS = 5;
const MB = 1024 * 1024;
const GENDERS = ["Female", "Male", "Non-binary", "Prefer not to say"];
const AGES = ["18-24", "25-34", "35-44", "45-54", "55+"];
/** Country mix of the respondents; the language each answers in. */
const COUNTRIES = [
  { code: "US", share: 0.55, language: "en" },
  { code: "GB", share: 0.2, language: "en" },
  { code: "DE", share: 0.15, language: "de" },
  { code: "FR", share: 0.1, language: "fr" },
] as const;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(1)} ms`);
const n0 = (n: number) => n.toLocaleString("en-US");

interface TWorld {
  brandId: string;
  userId: string;
  countries: { id: string; code: string; region: string | null; language: string }[];
  consumerProfiles: string[];
  gender: string;
  age: string;
}

interface TStudy {
  surveyId: string;
  respondents: number;
  ratings: number;
  young: string;
}

// ------------------------------------------------------------------------------------------------------ fixture

/** Deletes the bench brand: answers first (one statement per table), then its studies, the brand and its admin. */
export async function dropWorld(db: pg.Client, world: Pick<TWorld, "brandId" | "userId">): Promise<void> {
  const t0 = performance.now();
  const surveys = (await db.query<{ id: string }>(`SELECT id FROM "Survey" WHERE brand_id = $1`, [world.brandId])).rows.map((r) => r.id);
  for (const table of ["RatingAnswer", "FollowUpAnswer", "SegmentAnswer", "Respondent"]) await db.query(`DELETE FROM "${table}" WHERE survey_id = ANY($1)`, [surveys]);
  await db.query(`DELETE FROM "Survey" WHERE brand_id = $1`, [world.brandId]);
  await db.query(`DELETE FROM "Brand" WHERE id = $1`, [world.brandId]);
  await db.query(`DELETE FROM "User" WHERE id = $1`, [world.userId]);
  console.log(`${"clean-up (bench brand deleted)".padEnd(52)} ${ms(performance.now() - t0)}`);
}

export async function seedWorld(db: pg.Client, tag: string): Promise<TWorld> {
  const brand = await db.query<{ id: string }>(`INSERT INTO "Brand" (name, slug) VALUES ($1, $2) RETURNING id`, [`Bench results ${tag}`, `bench-results-${tag}`]);
  const brandId = brand.rows[0]!.id;
  const user = await db.query<{ id: string }>(
    `INSERT INTO "User" (email, first_name, last_name, is_admin, role_full) VALUES ($1, 'Bench', 'Admin', true, true) RETURNING id`,
    [`bench-results-${tag}@bench.invalid`],
  );
  const found = await db.query<{ id: string; code: string; region: string | null }>(`SELECT id, code, region FROM "Country" WHERE code = ANY($1)`, [COUNTRIES.map((c) => c.code)]);
  const countries = COUNTRIES.map((c) => {
    const row = found.rows.find((r) => r.code === c.code);
    if (!row) throw new Error(`bench results: country ${c.code} is missing (run the reference seed)`);
    return { ...row, language: c.language };
  });
  const profiles = await db.query<{ id: string }>(
    `INSERT INTO "ConsumerProfile" (brand_id, title) SELECT $1, t FROM unnest($2::text[]) WITH ORDINALITY AS x(t, o) ORDER BY o RETURNING id`,
    [brandId, ["Outdoor enthusiasts", "Urban commuters", "Bargain hunters"]],
  );
  const gender = await db.query<{ id: string }>(`INSERT INTO "DemographicQuestion" (brand_id, title, options) VALUES ($1, 'What is your gender?', $2) RETURNING id`, [brandId, GENDERS]);
  const age = await db.query<{ id: string }>(
    `INSERT INTO "DemographicQuestion" (brand_id, title, options, pointable, point_values) VALUES ($1, 'How old are you?', $2, true, $3) RETURNING id`,
    [brandId, AGES, [1, 2, 3, 4, 5]],
  );
  return { brandId, userId: user.rows[0]!.id, countries, consumerProfiles: profiles.rows.map((r) => r.id), gender: gender.rows[0]!.id, age: age.rows[0]!.id };
}

/** One Active study: 15 products, `counted` completed respondents plus 5% unfinished and 1% previews, and their answers. */
export async function seedStudy(db: pg.Client, w: TWorld, counted: number, tag: string): Promise<TStudy> {
  await db.query("BEGIN");
  try {
    await db.query("SELECT setseed(0.4242)");
    // The rows are consistent by construction: a superuser loads them without the foreign-key triggers (half the
    // time); anyone else loads them with the checks.
    await db.query("SAVEPOINT replica");
    await db.query("SET LOCAL session_replication_role = replica").catch(() => db.query("ROLLBACK TO SAVEPOINT replica"));
    const survey = await db.query<{ id: string }>(
      `INSERT INTO "Survey" (brand_id, short_id, title, type, status, random, limit_active, limit_number, date_published, date_start)
       VALUES ($1, $2, $3, 'line_review', 'Active', true, true, 15, now(), now()) RETURNING id`,
      [w.brandId, `bench-results-${tag}`, `Bench results ${n0(counted)}`],
    );
    const surveyId = survey.rows[0]!.id;
    const products = await db.query<{ id: string }>(
      `INSERT INTO "Product" (brand_id, name, price) SELECT $1, 'Bench style ' || g, 20 + g * 5 FROM generate_series(1, ${PRODUCTS}) g ORDER BY g RETURNING id`,
      [w.brandId],
    );
    const productIds = products.rows.map((r) => r.id);
    await db.query(`INSERT INTO "SurveyProduct" (survey_id, product_id, "order") SELECT $1, p, o - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(p, o)`, [surveyId, productIds]);
    const questions = await db.query<{ id: string; product_id: string }>(`INSERT INTO "Question" (survey_id, product_id) SELECT $1, p FROM unnest($2::text[]) p RETURNING id, product_id`, [
      surveyId,
      productIds,
    ]);
    const questionOf = new Map(questions.rows.map((q) => [q.product_id, q.id]));
    await db.query(`INSERT INTO "SurveyCountry" (survey_id, country_id, "order") SELECT $1, c, o - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(c, o)`, [surveyId, w.countries.map((c) => c.id)]);
    const us = w.countries[0]!.id;
    await db.query(
      `INSERT INTO "Audience" (survey_id, country_id, audience_type, "order")
       SELECT $1, $2, 'crm'::"AudienceType", 0 UNION ALL SELECT $1, $2, 'social', 1 UNION ALL SELECT $1, c, 'panel', 1 + o FROM unnest($3::text[]) WITH ORDINALITY AS x(c, o)`,
      [surveyId, us, w.countries.slice(1).map((c) => c.id)],
    );
    await db.query(`INSERT INTO "SurveyDemographic" (survey_id, demographic_id, "order", required, part_of_point_range) VALUES ($1, $2, 0, true, false), ($1, $3, 1, true, true)`, [
      surveyId,
      w.gender,
      w.age,
    ]);
    const segments = await db.query<{ id: string }>(
      `INSERT INTO "SegmentationProfile" (survey_id, profile_name, questions, start_range, end_range, "order")
       VALUES ($1, 'Younger shoppers', ARRAY[$2], 1, 2, 0), ($1, 'Established shoppers', ARRAY[$2], 3, 5, 1) RETURNING id, "order"`,
      [surveyId, w.age],
    );
    const [young, established] = segments.rows.map((r) => r.id) as [string, string];

    // Respondents: the first `counted` completed, then 1% previews (completed), then 5% unfinished.
    const previews = Math.round(counted / 100);
    const total = counted + previews + Math.round(counted / 20);
    const cut = COUNTRIES.reduce<number[]>((acc, c) => [...acc, (acc.at(-1) ?? 0) + c.share], []);
    await db.query(
      `INSERT INTO "Respondent" (survey_id, country_id, region, language, audience_type, consumer_profile_id, status, is_preview, summed_points,
         segmentation_profile_id, browser, device, started_at, completed_at, processed_at)
       SELECT $1, ($2::text[])[c], ($3::text[])[c], ($4::text[])[c],
         (CASE WHEN c > 1 THEN 'panel' WHEN u2 < 0.6 THEN 'crm' ELSE 'social' END)::"AudienceType",
         CASE WHEN u3 < 0.3 THEN $5 WHEN u3 < 0.55 THEN $6 WHEN u3 < 0.75 THEN $7 END,
         (CASE WHEN done THEN 'completed' ELSE 'started' END)::"RespondentStatus", g > $8::int AND done,
         CASE WHEN done THEN a + 1 END, CASE WHEN NOT done THEN NULL WHEN a < 2 THEN $9 ELSE $10 END,
         (ARRAY['Chrome', 'Safari', 'Firefox', 'Microsoft Edge'])[1 + floor(u5 * 4)::int], CASE WHEN u5 < 0.64 THEN 'mobile' ELSE 'desktop' END,
         now() - make_interval(secs => g * 7), CASE WHEN done THEN now() - make_interval(secs => g * 7 - 300) END,
         CASE WHEN done THEN now() - make_interval(secs => g * 7 - 301) END
       FROM (SELECT g, g <= $8::int + $11::int AS done, u2, u3, u5, floor(u4 * 5)::int AS a,
               CASE WHEN u1 < $12::float8 THEN 1 WHEN u1 < $13::float8 THEN 2 WHEN u1 < $14::float8 THEN 3 ELSE 4 END AS c
             FROM (SELECT g, random() AS u1, random() AS u2, random() AS u3, random() AS u4, random() AS u5 FROM generate_series(1, $15::int) g) s) x`,
      [
        surveyId, w.countries.map((c) => c.id), w.countries.map((c) => c.region), w.countries.map((c) => c.language),
        ...w.consumerProfiles, counted, young, established, previews, cut[0], cut[1], cut[2], total,
      ],
    );
    // Ratings: every completed respondent rates all 15 products, unfinished ones the first 5: a product's appeal plus
    // noise, and for four products a segment that likes it differently (young shoppers two, women one, Germans one);
    // gender is the respondent id's hash (the same hash picks the gender answer below).
    const appeal = productIds.map((_, i) => 2.4 + ((i * 7) % PRODUCTS) / 10);
    const youngShift = productIds.map((_, i) => (i === 2 ? 0.9 : i === 5 ? -0.5 : 0));
    const femaleShift = productIds.map((_, i) => (i === 8 ? 0.7 : 0));
    const germanShift = productIds.map((_, i) => (i === 11 ? -1 : 0));
    const ratings = await db.query(
      `INSERT INTO "RatingAnswer" (survey_id, product_id, respondent_id, question_id, rating)
       SELECT $1, q.product_id, r.id, q.question_id,
         greatest(1, least(5, round(q.appeal
           + CASE WHEN r.language = 'de' THEN q.german ELSE 0 END
           + CASE WHEN r.summed_points <= 2 THEN q.young ELSE 0 END
           + CASE WHEN (hashtext(r.id) & 3) = 0 THEN q.female ELSE 0 END
           + (random() - 0.5) * 2.6)))::smallint
       FROM "Respondent" r
       CROSS JOIN unnest($2::text[], $3::text[], $4::float8[], $5::float8[], $6::float8[], $7::float8[]) WITH ORDINALITY AS q(product_id, question_id, appeal, young, female, german, o)
       WHERE r.survey_id = $1 AND (r.status = 'completed' OR q.o <= 5)`,
      [surveyId, productIds, productIds.map((p) => questionOf.get(p)!), appeal, youngShift, femaleShift, germanShift],
    );
    // Replica mode skips every trigger, the rating-vector ones too: build the study's slots and vectors as they would
    // (the same functions; a no-op when the triggers ran).
    await db.query(
      `SELECT rating_slots_ensure(array_agg(survey_id), array_agg(product_id)) FROM (SELECT DISTINCT survey_id, product_id FROM "RatingAnswer" WHERE survey_id = $1) x`,
      [surveyId],
    );
    await db.query(`SELECT rating_vectors_refresh(ARRAY(SELECT id FROM "Respondent" WHERE survey_id = $1))`, [surveyId]);
    await db.query(
      `INSERT INTO "SegmentAnswer" (survey_id, respondent_id, demographic_id, values, points)
       SELECT $1, r.id, $2, ARRAY[($3::text[])[1 + (hashtext(r.id) & 3)]], NULL FROM "Respondent" r WHERE r.survey_id = $1 AND r.status = 'completed'
       UNION ALL
       SELECT $1, r.id, $4, ARRAY[($5::text[])[r.summed_points::int]], r.summed_points FROM "Respondent" r WHERE r.survey_id = $1 AND r.status = 'completed'`,
      [surveyId, w.gender, GENDERS, w.age, AGES],
    );
    await db.query("COMMIT");
    return { surveyId, respondents: total, ratings: ratings.rowCount ?? 0, young };
  } catch (err) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw err;
  }
}

// ------------------------------------------------------------------------------------------------------ timing

interface TMeasured<T> {
  last: T;
  times: number[];
  /** Peak RSS of this process during the phase (warm-up included), and at its start, in MB. */
  peakMb: number;
  startMb: number;
}

/** One warm-up, then `runs` timed runs; RSS sampled every 10 ms (and after each run: a busy event loop skips samples). */
async function measure<T>(runs: number, fn: () => Promise<T>): Promise<TMeasured<T>> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const timer = setInterval(sample, 10);
  try {
    let last = await fn();
    sample();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      last = await fn();
      times.push(performance.now() - t0);
      sample();
    }
    return { last, times, peakMb: peak / MB, startMb: start / MB };
  } finally {
    clearInterval(timer);
  }
}

function line<T>(title: string, m: TMeasured<T>, extra = ""): void {
  const mem = `RSS peak ${m.peakMb.toFixed(0)} MB (+${Math.max(0, m.peakMb - m.startMb).toFixed(0)})`;
  console.log(`${title.padEnd(52)} p50 ${ms(pct(m.times, 50)).padStart(9)}   p95 ${ms(pct(m.times, 95)).padStart(9)}   (${m.times.length} runs)   ${mem}${extra}`);
}

// ------------------------------------------------------------------------------------------------------ the two ways

interface TSummary {
  count: number;
  ratings: TRatingsReportRow[];
  headToHead: THeadToHeadRow[];
  /** Per product: the v1 sentiment score (the page's score), from the star counts. */
  scores: (number | null)[];
}

/** What the results page loads at once: getResultsSummary's service (one study load, one SQL aggregate). */
async function summary(access: TBrandAccess, surveyId: string): Promise<TSummary> {
  const s = await resultsSummary(access, surveyId, {});
  return { count: s.respondents, ratings: s.ratings, headToHead: s.head_to_head, scores: s.sentiment.products.map((p) => sentimentScore(p.stars, "v1")) };
}

/** The same four reports asked as four calls at once (each loads the study; concurrent calls share the aggregate). */
async function fourCalls(access: TBrandAccess, surveyId: string): Promise<TSummary> {
  const [ratings, count, headToHead, sentiment] = await Promise.all([
    ratingsReport(access, surveyId, {}),
    reportRespondentsCount(access, surveyId, {}),
    reportHeadToHead(access, surveyId, {}),
    sentimentScoreReport(access, surveyId, {}),
  ]);
  return { count, ratings, headToHead, scores: sentiment.products.map((p) => sentimentScore(p.stars, "v1")) };
}

/**
 * The same figures as open-source survey tools compute them: every counted answer row loaded into Node (with the
 * respondent join), then counted in JS — star counts and percentages, the respondent count, each pair's wins, losses
 * and ties among those who rated both, and the score from the star counts.
 */
async function summaryInNode(surveyId: string): Promise<TSummary> {
  const counted = { status: "completed" as const, is_preview: false };
  const [products, respondents, answers] = await Promise.all([
    prisma.surveyProduct.findMany({ where: { survey_id: surveyId }, select: { product_id: true }, orderBy: [{ order: "asc" }, { product_id: "asc" }] }),
    prisma.respondent.findMany({ where: { survey_id: surveyId, ...counted }, select: { id: true } }),
    prisma.ratingAnswer.findMany({ where: { survey_id: surveyId, respondent: counted }, select: { respondent_id: true, product_id: true, rating: true } }),
  ]);
  const ids = products.map((p) => p.product_id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const n = ids.length;
  const stars = ids.map(() => [0, 0, 0, 0, 0]);
  const byRespondent = new Map<string, [number, number][]>();
  for (const a of answers) {
    const i = index.get(a.product_id);
    if (i === undefined) continue;
    stars[i]![a.rating - 1]! += 1;
    let list = byRespondent.get(a.respondent_id);
    if (!list) byRespondent.set(a.respondent_id, (list = []));
    list.push([i, a.rating]);
  }
  const wins = new Int32Array(n * n);
  const ties = new Int32Array(n * n);
  for (const list of byRespondent.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = 0; y < list.length; y++) {
        if (x === y) continue;
        const [i, ri] = list[x]!;
        const [j, rj] = list[y]!;
        if (ri > rj) wins[i * n + j]! += 1;
        else if (ri === rj) ties[i * n + j]! += 1;
      }
    }
  }
  const ratings = ids.map((product_id, i) => {
    const count = stars[i]!.reduce((s, c) => s + c, 0);
    return { product_id, count, stars: stars[i]!.map((c, k) => ({ star: k + 1, count: c, percentage: count ? (100 * c) / count : 0 })) };
  });
  const headToHead = ids.map((product_id, i) => ({
    product_id,
    against: ids.flatMap((against, j) => {
      if (i === j) return [];
      const [w, l, t] = [wins[i * n + j]!, wins[j * n + i]!, ties[i * n + j]!];
      const base = w + l + t;
      const share = (v: number) => (base ? v / base : 0);
      return [{ against, base, wins: w, losses: l, ties: t, win_share: share(w), loss_share: share(l), tie_share: share(t) }];
    }),
  }));
  return { count: respondents.length, ratings, headToHead, scores: stars.map((s) => sentimentScore(s as unknown as TStarCounts, "v1")) };
}

/** Whether both ways give the same figures (counts exactly, scores to 1e-9). */
function sameFigures(a: TSummary, b: TSummary): boolean {
  const counts = (s: TSummary) =>
    JSON.stringify([s.count, s.ratings.map((r) => [r.product_id, r.count, r.stars.map((x) => x.count)]), s.headToHead.map((r) => [r.product_id, r.against.map((c) => [c.against, c.wins, c.losses, c.ties])])]);
  return counts(a) === counts(b) && a.scores.every((s, i) => Math.abs((s ?? -1) - (b.scores[i] ?? -1)) < 1e-9);
}

// ------------------------------------------------------------------------------------------------------ the bench

/** The 8 filter types at once, chosen so they can all hold: British panel women of 18–34 in profile 1 (about 0.6%). */
function combinedFilter(w: TWorld, s: TStudy): TResultsFilters {
  return {
    country: [w.countries.find((c) => c.code === "GB")!.id],
    consumer_profiles: [w.consumerProfiles[0]!],
    demographics: [{ demographic_id: w.gender, answers: ["Female"] }],
    audience_types: ["panel"],
    languages: ["en"],
    summed_values: { start_range: 1, end_range: 2 },
    regions: ["Europe"],
    segmentation_profile: [s.young],
  };
}

/** The 8 filters of the significance bench, one per filter type. */
function eightFilters(w: TWorld, s: TStudy): [string, TResultsFilters][] {
  const gb = w.countries.find((c) => c.code === "GB")!.id;
  return [
    ["country GB", { country: [gb] }],
    ["consumer profile", { consumer_profiles: [w.consumerProfiles[0]!] }],
    ["demographics gender=Female", { demographics: [{ demographic_id: w.gender, answers: ["Female"] }] }],
    ["audience panel", { audience_types: ["panel"] }],
    ["language de", { languages: ["de"] }],
    ["summed points 1–2", { summed_values: { start_range: 1, end_range: 2 } }],
    ["region Europe", { regions: ["Europe"] }],
    ["segmentation profile young", { segmentation_profile: [s.young] }],
  ];
}

export async function benchResults(databaseUrl: string): Promise<void> {
  // The services use the process's Prisma client: it must point at the same database.
  process.env.DATABASE_URL ??= databaseUrl;
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  const [{ current_database: wanted }] = (await db.query<{ current_database: string }>("SELECT current_database()")).rows as [{ current_database: string }];
  const [{ current_database: used }] = await prisma.$queryRaw<[{ current_database: string }]>`SELECT current_database()`;
  if (wanted !== used) throw new Error(`benchResults: the app's database is ${used}, not ${wanted} (set DATABASE_URL before the first query)`);

  const tag = Date.now().toString(36);
  let world: TWorld | null = null;
  try {
    const t0 = performance.now();
    world = await seedWorld(db, tag);
    const small = await seedStudy(db, world, 10_000, `${tag}-10k`);
    // BENCH_RESULTS_SIZES=10k skips the 100k study (a quicker run while working on the 10k figures).
    const only10k = process.env.BENCH_RESULTS_SIZES === "10k";
    const large = only10k ? null : await seedStudy(db, world, 100_000, `${tag}-100k`);
    // Vacuumed like a settled database: statistics, hint bits and the visibility map (index-only scans).
    await db.query(`VACUUM ANALYZE "Respondent", "RatingAnswer", "SegmentAnswer"`);
    // The seed's writes flushed now, not by a checkpoint in the middle of the first measurement.
    await db.query("CHECKPOINT");
    console.log(
      `${"seed 15 × 10k and 15 × 100k respondents (SQL)".padEnd(52)} ${ms(performance.now() - t0)}   ` +
        `(${n0(small.respondents + (large?.respondents ?? 0))} respondents, ${n0(small.ratings + (large?.ratings ?? 0))} ratings)`,
    );

    const actor = await loadActor(world.userId);
    if (!actor) throw new Error("benchResults: the bench admin did not load");
    const access = await authorize(actor, { brand: world.brandId, permission: "survey.read" });

    // The SQL phases first, while this process is small; the load-everything phases last.
    const sizes: [string, TStudy, number][] = [["10k", small, 250]];
    if (large) sizes.push(["100k", large, 2000]);
    const viaSql = new Map<string, TMeasured<TSummary>>();
    for (const [size, study, target] of sizes) {
      // Whichever phase ran first measured about twice as slow (this process's code not yet optimised by V8, the
      // database's caches cold): three untimed rounds of both first, so each is measured in a steady state.
      for (let i = 0; i < 3; i++) {
        await summary(access, study.surveyId);
        await fourCalls(access, study.surveyId);
      }
      const sql = await measure(RUNS, () => summary(access, study.surveyId));
      const four = await measure(RUNS, () => fourCalls(access, study.surveyId));
      viaSql.set(size, sql);
      line(`summary reports, 15 products × ${size} (SQL)`, sql, `   getResultsSummary; target ≤ ${ms(target)}`);
      line("  the four reports as four calls at once", four, `   same figures: ${sameFigures(sql.last, four.last) ? "yes" : "NO"}`);
      const alone: string[] = [];
      for (const [name, run] of [
        ["ratings", () => ratingsReport(access, study.surveyId, {})],
        ["count", () => reportRespondentsCount(access, study.surveyId, {})],
        ["head-to-head", () => reportHeadToHead(access, study.surveyId, {})],
        ["sentiment", () => sentimentScoreReport(access, study.surveyId, {})],
      ] as [string, () => Promise<unknown>][]) {
        alone.push(`${name} ${ms(pct((await measure(3, run)).times, 50))}`);
      }
      console.log(`${"  each report alone (p50 of 3)".padEnd(52)} ${alone.join(", ")}`);
    }

    const filters = eightFilters(world, small);
    const sequential = await measure(RUNS, async () => {
      const out = [];
      for (const [, f] of filters) out.push(await significanceByFilters(access, small.surveyId, f));
      return out;
    });
    line("significanceByFilters, 15 products × 8 filters, 10k", sequential, "   8 calls one after the other; target ≤ 300 ms");
    const concurrent = await measure(RUNS, () => Promise.all(filters.map(([, f]) => significanceByFilters(access, small.surveyId, f))));
    line("  the 8 calls at once (Promise.all)", concurrent);
    const batched = await measure(RUNS, () => significanceByFilterSets(access, small.surveyId, filters.map(([, f]) => f)));
    const same = JSON.stringify(batched.last) === JSON.stringify(sequential.last);
    line("  significanceByFilterSets, the 8 filters in one call", batched, `   target ≤ 300 ms; same figures as the 8 calls: ${same ? "yes" : "NO"}`);
    const flagged = sequential.last.map((rows, i) => `${filters[i]![0]} ${rows.filter((r) => r.mean?.significant).length}`);
    console.log(`${"  products with a significant mean difference".padEnd(52)} ${flagged.join(", ")}`);
    const combined = combinedFilter(world, small);
    const one = await measure(RUNS, () => significanceByFilters(access, small.surveyId, combined));
    line("  one call, the 8 filter types combined (AND)", one, `   (${n0(one.last[0]?.base.filtered ?? 0)} against ${n0(one.last[0]?.base.rest ?? 0)} ratings a product)`);

    for (const [size, study] of sizes) {
      const sql = viaSql.get(size)!;
      const node = await measure(RUNS, () => summaryInNode(study.surveyId));
      const ratio = pct(node.times, 50) / pct(sql.times, 50);
      line(`summary, every answer loaded into Node, ${size}`, node, `   SQL ${ratio.toFixed(1)}× faster (target ≥ 10×)`);
      console.log(`${"  same figures as the SQL summary".padEnd(52)} ${sameFigures(sql.last, node.last) ? "yes" : "NO"} (${n0(sql.last.count)} counted respondents)`);
    }
  } finally {
    if (world) await dropWorld(db, world);
    await db.end();
  }
}
