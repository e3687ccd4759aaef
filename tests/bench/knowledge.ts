// Knowledge base bench (P14 item 1, P15 item 9; wired into tests/bench/run.ts, alone with BENCH_ONLY=knowledge on its
// own database). Runs in this process, through the services, on `databaseUrl`. It creates one brand with the
// knowledge base on and a knowledge-base-only reader, then seeds with INSERT … SELECT: 20 Closed studies (each with its
// own assortment over five seasons, four years and three categories, a decision point) × 10 products, 1,000 counted
// respondents a study (20,000 in all; plus 1% previews and 5% unfinished, whose answers must stay out) rating every
// product, and a free-text follow-up answered for about a third of their ratings (positive side after 4–5 stars,
// negative otherwise), its text composed from a small vocabulary (so a search hits many entries, and far more distinct
// answers exist than the index keeps: KNOWLEDGE_LIMITS.answers), plus 5 key takeaways (rich text), an impact, 3 snips
// with 2 comments each per study. Then, printed:
//   - the brand's full reindex, as the knowledge.reindex job runs it (reindexKnowledgeJob): the first build (empty
//     index, cold benchmark counts) and a rebuild with nothing changed (median of 3), with the entries by kind;
//   - searches through the service the REST route calls (searchKnowledge, as a knowledge-base-only user allowed
//     knowledge_base.read): natural questions, quoted phrases, minus terms, one-word prefixes and two searches with a
//     facet, one warm-up pass, then 200 timed: p50 / p95 / max, by kind of search, and the matches they find.
// Prints figures, asserts nothing; deletes its brand at the end.
import pg from "pg";
import { poolConfigFromUrl, withDatabase } from "../../lib/db-url";
import { KNOWLEDGE_LIMITS } from "../../lib/knowledge/messages";
import { parseKnowledgeQuery } from "../../lib/knowledge/query";
import { migrate } from "../../scripts/lib/migrate";

const STUDIES = 20;
const PRODUCTS = 10;
const RESPONDENTS = 1_000;
const SEARCHES = 200;

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(n < 10 ? 2 : 1)} ms`);
const n0 = (n: number) => n.toLocaleString("en-US");
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// ------------------------------------------------------------------------------------------------------ vocabulary

const NEGATIVE = [
  "Too expensive for what it is", "The price is too high for a basic piece", "Too warm for summer", "Feels too heavy for spring",
  "The fabric feels cheap and thin", "Runs small in the shoulders", "Sleeves are too long", "The colour looks washed out",
  "The zipper feels flimsy", "Not waterproof enough for real rain", "The cropped fit looks odd on me", "Scratchy wool, itchy at the neck",
  "Pockets are too shallow", "The hood does not stay up in the wind", "Looks dated compared to last season", "Would only buy it on sale",
];
const NEGATIVE_MORE = [
  "I would pay maybe half.", "Shoppers like me want something lighter.", "Please offer a petite size.", "The outerwear range needs better trims.",
  "Make it in a darker navy.", "I returned a similar jacket for this reason.", "", "Quality should match the price.",
];
const POSITIVE = [
  "Love the olive colour", "Great value for the price", "Perfect for cold mornings", "The relaxed fit is really comfortable",
  "Soft merino, warm without the bulk", "Nice outerwear piece for layering", "The recycled nylon feels premium", "Light enough for summer evenings",
  "Pockets are deep and useful", "The hood is well designed", "Looks modern and clean", "Washes well and keeps its shape",
  "The cropped fit works with high-waisted jeans", "Colour is exactly as pictured", "Fair price for the quality", "Would wear it every day",
];
const POSITIVE_MORE = [
  "Would buy it in navy too.", "My partner liked it as well.", "", "Better than what I own now.",
  "Ideal for travel.", "Please keep it in the line.", "Great for commuting by bike.", "Reminds me of a classic parka.",
];
const TAIL = ["", "", "Bought one for a hiking trip.", "Checked it in store first.", "", "Saw it on social media.", "Size M.", "Size L."];
const TAKEAWAYS = [
  "<p>Shoppers disliked the <strong>price</strong> of the heavier parkas &amp; asked for a lighter option.</p>",
  "<p>The olive colourway outperformed neon in every market.</p>",
  "<ul><li>Too warm for summer wear</li><li>Strong for fall layering</li></ul>",
  "<p>The cropped fit split opinion: younger shoppers liked it, others found it odd.</p>",
  "<p>Merino pieces scored well on softness but some found the wool itchy at the neck.</p>",
  "<p>Waterproofing is the first thing outerwear shoppers check.</p>",
  "<p>Pockets and hoods drive the comments on utility pieces.</p>",
  "<p>Value for money, not the absolute price, explains most low ratings.</p>",
];
const DECISIONS = ["Drop the neon colourway", "Move the parka to a lighter shell", "Keep the relaxed fit", "Re-price the knitwear", "Add a petite range"];
const SNIPS: [string, string][] = [
  ["Price sensitivity on outerwear", "Shoppers call the parkas too expensive for what they are."],
  ["Colour winners", "Olive and navy lead; washed-out tones trail."],
  ["Fit feedback", "Sleeves run long and shoulders small on the slim pieces."],
  ["Summer weight", "Heavier pieces read as too warm for summer."],
];
const COMMENTS = [
  "Agree, we should test a lighter outer shell next season.", "Can we check the price ladder against last year?", "The cropped fit did better with under-25s.",
  "Let's bring this to the line review.", "Itchy wool came up again in the knitwear comments.",
];

/** The searches, each with the kind it stands for (a natural question, a phrase, a minus term, a prefix, a facet). */
const QUERIES: { kind: string; input: Record<string, string> }[] = [
  { kind: "natural question", input: { q: "what did shoppers dislike about price" } },
  { kind: "natural question", input: { q: "too warm for summer" } },
  { kind: "natural question", input: { q: "why did people return jackets" } },
  { kind: "natural question", input: { q: "what do customers love about the hood" } },
  { kind: "natural question", input: { q: "comfortable relaxed fit for commuting" } },
  { kind: "natural question", input: { q: "which products were in the bottom of the line review" } },
  { kind: "natural question", input: { q: "key takeaways on pricing decisions and estimated ROI" } },
  { kind: "natural question", input: { q: "is the fabric quality good enough" } },
  { kind: "quoted phrase", input: { q: '"too expensive"' } },
  { kind: "quoted phrase", input: { q: '"cropped fit" parka' } },
  { kind: "quoted phrase", input: { q: '"washed out" colour' } },
  { kind: "quoted phrase", input: { q: '"not waterproof" rain' } },
  { kind: "minus term", input: { q: "parka -wool" } },
  { kind: "minus term", input: { q: "fit -cropped" } },
  { kind: "minus term", input: { q: "price -sale" } },
  { kind: "one-word prefix", input: { q: "outer" } },
  { kind: "one-word prefix", input: { q: "colo" } },
  { kind: "one-word prefix", input: { q: "pocket" } },
  { kind: "one-word prefix", input: { q: "navy" } },
  { kind: "with a facet", input: { q: "price", kind: "answer" } },
  { kind: "with a facet", input: { q: "warm winter coat", season: "fall" } },
];

// ------------------------------------------------------------------------------------------------------ fixture

interface TWorld {
  brandId: string;
  userId: string;
}

/** Deletes the bench brand: answers first (one statement per table), then the brand (its studies, products, snips,
 *  index and reader's membership go with it) and the reader. */
async function dropWorld(db: pg.Client, world: TWorld): Promise<void> {
  const t0 = performance.now();
  const surveys = (await db.query<{ id: string }>(`SELECT id FROM "Survey" WHERE brand_id = $1`, [world.brandId])).rows.map((r) => r.id);
  for (const table of ["RatingAnswer", "FollowUpAnswer", "Respondent"]) await db.query(`DELETE FROM "${table}" WHERE survey_id = ANY($1)`, [surveys]);
  await db.query(`DELETE FROM "Brand" WHERE id = $1`, [world.brandId]);
  await db.query(`DELETE FROM "User" WHERE id = $1`, [world.userId]);
  console.log(`${"clean-up (bench brand deleted)".padEnd(52)} ${ms(performance.now() - t0)}`);
}

async function seedWorld(db: pg.Client, tag: string): Promise<TWorld & { counts: Record<string, number> }> {
  const counts: Record<string, number> = {};
  await db.query("BEGIN");
  try {
    await db.query("SELECT setseed(0.2718)");
    // The rows are consistent by construction: a superuser loads them without the foreign-key and rating-vector
    // triggers (the vectors are built below, as the triggers would); anyone else loads them with the checks.
    await db.query("SAVEPOINT replica");
    await db.query("SET LOCAL session_replication_role = replica").catch(() => db.query("ROLLBACK TO SAVEPOINT replica"));
    const brand = await db.query<{ id: string }>(`INSERT INTO "Brand" (name, slug, features) VALUES ($1, $2, '{"enableKnowledgeBase": true}') RETURNING id`, [
      `Bench knowledge ${tag}`,
      `bench-knowledge-${tag}`,
    ]);
    const brandId = brand.rows[0]!.id;
    // The reader: a knowledge-base-only member with knowledge_base read (what the page's home user holds).
    const user = await db.query<{ id: string }>(`INSERT INTO "User" (email, first_name, last_name, role_kb_user) VALUES ($1, 'Bench', 'Reader', true) RETURNING id`, [
      `bench-knowledge-${tag}@bench.invalid`,
    ]);
    const userId = user.rows[0]!.id;
    await db.query(`INSERT INTO "BrandMembership" (user_id, brand_id) VALUES ($1, $2)`, [userId, brandId]);
    await db.query(`INSERT INTO "BrandPermission" (user_id, brand_id, entity, action) VALUES ($1, $2, 'knowledge_base', 'read')`, [userId, brandId]);

    await db.query(`INSERT INTO "BrandCategory" (brand_id, name) SELECT $1, unnest(ARRAY['Outerwear', 'Knitwear', 'Tops'])`, [brandId]);
    const type = await db.query<{ id: string }>(`SELECT id FROM "DecisionPointType" ORDER BY sort_order, name LIMIT 1`);
    if (type.rows[0]) await db.query(`INSERT INTO "DecisionPoint" (brand_id, type_id, title) VALUES ($1, $2, 'Line review'), ($1, $2, 'Final adoption')`, [brandId, type.rows[0].id]);
    // One assortment per study: five seasons, four years (2022–2025), three categories.
    await db.query(
      `INSERT INTO "Assortment" (brand_id, year, season, brand_category_id, name)
       SELECT $1, 2022 + (g - 1) / 5, (ARRAY['resort', 'spring', 'summer', 'fall', 'holiday'])[1 + (g - 1) % 5]::"Season",
              (ARRAY(SELECT id FROM "BrandCategory" WHERE brand_id = $1 ORDER BY name))[1 + g % 3], 'Bench line ' || g
       FROM generate_series(1, ${STUDIES}) g`,
      [brandId],
    );
    // Products: the study's 10, named and described from the vocabulary (the catalogue's entries).
    await db.query(
      `INSERT INTO "Product" (brand_id, name, price, style_number, description, colors, materials, fit, categories)
       SELECT $1, c || ' ' || m || ' ' || n || ' ' || g, 40 + (g * 37) % 200, 'KB-' || g,
              '<p>A ' || lower(f) || ' ' || lower(n) || ' in ' || lower(m) || ', for ' || (ARRAY['cold mornings', 'city commutes', 'summer evenings', 'rainy weekends'])[1 + g % 4] || '.</p>',
              c, m, f, ARRAY[(ARRAY['Outerwear', 'Knitwear', 'Tops'])[1 + g % 3]]
       FROM (SELECT g, (ARRAY['Olive', 'Navy', 'Sand', 'Charcoal', 'Orange', 'Neon yellow'])[1 + g % 6] AS c,
                    (ARRAY['Merino wool', 'Recycled nylon', 'Organic cotton', 'Acrylic'])[1 + (g / 6) % 4] AS m,
                    (ARRAY['Parka', 'Rain Jacket', 'Puffer Vest', 'Field Coat', 'Crew Sweater', 'Cardigan', 'Henley', 'Overshirt'])[1 + (g * 7) % 8] AS n,
                    (ARRAY['Relaxed', 'Regular', 'Slim', 'Cropped'])[1 + (g / 3) % 4] AS f
             FROM generate_series(1, ${STUDIES * PRODUCTS}) g) x`,
      [brandId],
    );
    await db.query(
      `INSERT INTO "ProductAssortment" (product_id, assortment_id)
       SELECT p.id, a.id FROM "Product" p JOIN "Assortment" a ON a.brand_id = p.brand_id AND a.name = 'Bench line ' || (1 + (substr(p.style_number, 4)::int - 1) / ${PRODUCTS})
       WHERE p.brand_id = $1`,
      [brandId],
    );
    // Studies: Closed one a month, the newest last; most are line reviews.
    await db.query(
      `INSERT INTO "Survey" (brand_id, short_id, assortment_id, title, type, status, decision_point_id, limit_number, date_published, date_start, date_closed)
       SELECT $1, 'bench-kb-' || $2::text || '-' || g, a.id,
              initcap(a.season::text) || ' ' || a.year || ' ' || lower(bc.name) || ' line review',
              (CASE WHEN g % 4 = 0 THEN 'concept' ELSE 'line_review' END)::"SurveyType", 'Closed',
              (ARRAY(SELECT id FROM "DecisionPoint" WHERE brand_id = $1 ORDER BY title))[1 + g % 2], ${PRODUCTS},
              now() - make_interval(days => (${STUDIES} - g) * 30 + 21), now() - make_interval(days => (${STUDIES} - g) * 30 + 21),
              now() - make_interval(days => (${STUDIES} - g) * 30)
       FROM generate_series(1, ${STUDIES}) g JOIN "Assortment" a ON a.brand_id = $1 AND a.name = 'Bench line ' || g LEFT JOIN "BrandCategory" bc ON bc.id = a.brand_category_id`,
      [brandId, tag],
    );
    await db.query(
      `INSERT INTO "SurveyProduct" (survey_id, product_id, "order")
       SELECT s.id, pa.product_id, row_number() OVER (PARTITION BY s.id ORDER BY pa.product_id) - 1
       FROM "Survey" s JOIN "ProductAssortment" pa ON pa.assortment_id = s.assortment_id WHERE s.brand_id = $1`,
      [brandId],
    );
    await db.query(`INSERT INTO "Question" (survey_id, product_id) SELECT sp.survey_id, sp.product_id FROM "SurveyProduct" sp JOIN "Survey" s ON s.id = sp.survey_id WHERE s.brand_id = $1`, [
      brandId,
    ]);
    await db.query(
      `INSERT INTO "FollowUp" (question_id, "order", type, positive_title, negative_title)
       SELECT q.id, 0, 'text', 'What do you like about it?', 'What would you change?' FROM "Question" q JOIN "Survey" s ON s.id = q.survey_id WHERE s.brand_id = $1`,
      [brandId],
    );
    // Respondents: per study the first 1,000 counted, then 1% previews (completed), then 5% unfinished.
    const previews = RESPONDENTS / 100;
    const total = RESPONDENTS + previews + RESPONDENTS / 20;
    const respondents = await db.query(
      `INSERT INTO "Respondent" (survey_id, status, is_preview, language, device, started_at, completed_at, processed_at)
       SELECT s.id, (CASE WHEN g <= ${RESPONDENTS + previews} THEN 'completed' ELSE 'started' END)::"RespondentStatus", g > ${RESPONDENTS} AND g <= ${RESPONDENTS + previews},
              'en', CASE WHEN random() < 0.64 THEN 'mobile' ELSE 'desktop' END, at - interval '6 minutes',
              CASE WHEN g <= ${RESPONDENTS + previews} THEN at END, CASE WHEN g <= ${RESPONDENTS + previews} THEN at + interval '1 minute' END
       FROM "Survey" s CROSS JOIN generate_series(1, ${total}) g CROSS JOIN LATERAL (SELECT s.date_closed - make_interval(mins => g * 29) AS at) t
       WHERE s.brand_id = $1`,
      [brandId],
    );
    counts.respondents = respondents.rowCount ?? 0;
    // Ratings: every completed respondent rates the study's 10 products, unfinished ones the first 3: a product's appeal
    // (from its id) plus noise.
    const ratings = await db.query(
      `INSERT INTO "RatingAnswer" (survey_id, product_id, respondent_id, question_id, rating, created_at)
       SELECT r.survey_id, q.product_id, r.id, q.id,
              greatest(1, least(5, round(2 + (hashtext(q.product_id) & 7) * 0.3 + (random() - 0.5) * 2.8)))::smallint, coalesce(r.completed_at, r.started_at)
       FROM "Respondent" r JOIN "Survey" s ON s.id = r.survey_id JOIN "Question" q ON q.survey_id = r.survey_id
       JOIN "SurveyProduct" sp ON sp.survey_id = q.survey_id AND sp.product_id = q.product_id
       WHERE s.brand_id = $1 AND (r.status = 'completed' OR sp."order" < 3)`,
      [brandId],
    );
    counts.ratings = ratings.rowCount ?? 0;
    // Free-text follow-ups, after about a third of the ratings: a sentence of the side's vocabulary, maybe a second
    // one and a tail, each picked by the rating's hash.
    const answers = await db.query(
      `INSERT INTO "FollowUpAnswer" (survey_id, product_id, respondent_id, question_id, follow_up_id, side, text_value, created_at)
       SELECT a.survey_id, a.product_id, a.respondent_id, a.question_id, f.id, side::"FollowUpSide",
              btrim(CASE WHEN side = 'positive' THEN ($2::text[])[1 + (h & 15)] || '. ' || ($3::text[])[1 + ((h >> 4) & 7)]
                         ELSE ($4::text[])[1 + (h & 15)] || '. ' || ($5::text[])[1 + ((h >> 4) & 7)] END || ' ' || ($6::text[])[1 + ((h >> 7) & 7)]),
              a.created_at
       FROM (SELECT a.*, hashtext(a.id || 'kb') AS h, CASE WHEN a.rating >= 4 THEN 'positive' ELSE 'negative' END AS side
             FROM "RatingAnswer" a JOIN "Survey" s ON s.id = a.survey_id WHERE s.brand_id = $1) a
       JOIN "FollowUp" f ON f.question_id = a.question_id
       WHERE (hashtext(a.id || 'follow') & 7) < 3`,
      [brandId, POSITIVE, POSITIVE_MORE, NEGATIVE, NEGATIVE_MORE, TAIL],
    );
    counts.answers = answers.rowCount ?? 0;
    // Key takeaways (rich text; on the study's first five products), an impact per study, snips and their comments.
    const takeaways = await db.query(
      `INSERT INTO "KeyLearning" (survey_id, question_id, learning, decision, estimated_roi, "order", date_modified)
       SELECT s.id, q.id, ($2::text[])[1 + (hashtext(s.id::text || sp."order") & 7)], ($3::text[])[1 + (hashtext(s.id::text || 'd' || sp."order") & 3)],
              CASE WHEN sp."order" % 2 = 0 THEN '$' || (20 + sp."order" * 15) || 'k' ELSE '' END, sp."order", s.date_closed + interval '2 days'
       FROM "Survey" s JOIN "SurveyProduct" sp ON sp.survey_id = s.id JOIN "Question" q ON q.survey_id = s.id AND q.product_id = sp.product_id
       WHERE s.brand_id = $1 AND sp."order" < 5`,
      [brandId, TAKEAWAYS, DECISIONS],
    );
    counts.takeaways = takeaways.rowCount ?? 0;
    await db.query(
      `UPDATE "Survey" s SET impact = jsonb_build_object(
         'insight', 'Outerwear shoppers weigh price against warmth; ' || lower(($2::text[])[1 + (hashtext(s.id) & 3)]) || '.',
         'learnings', 'Lighter shells and deeper pockets came up in most comments.',
         'decisions', ($2::text[])[1 + (hashtext(s.id || 'i') & 3)], 'estimated_roi', '$' || (50 + (hashtext(s.id) & 127)) || 'k')
       WHERE s.brand_id = $1`,
      [brandId, DECISIONS],
    );
    const snips = await db.query(
      `INSERT INTO "Snip" (brand_id, survey_id, assortment_id, creator_id, title, key_insight, date_modified)
       SELECT $1, s.id, s.assortment_id, $2, ($3::text[])[1 + ((hashtext(s.id) & 3) + k) % 4], ($4::text[])[1 + ((hashtext(s.id) & 3) + k) % 4], s.date_closed + make_interval(days => k)
       FROM "Survey" s CROSS JOIN generate_series(1, 3) k WHERE s.brand_id = $1`,
      [brandId, userId, SNIPS.map((s) => s[0]), SNIPS.map((s) => `<p>${s[1]}</p>`)],
    );
    counts.snips = snips.rowCount ?? 0;
    const comments = await db.query(
      `INSERT INTO "Comment" (snip_id, author_id, content, date_created)
       SELECT sn.id, $2, ($3::text[])[1 + ((hashtext(sn.id) & 3) + k) % ${COMMENTS.length}], sn.date_modified + make_interval(hours => k)
       FROM "Snip" sn CROSS JOIN generate_series(1, 2) k WHERE sn.brand_id = $1`,
      [brandId, userId, COMMENTS],
    );
    counts.comments = comments.rowCount ?? 0;
    // Replica mode skips the rating-vector triggers: build the slots and vectors as they would (with statistics first,
    // or the refresh is planned for empty tables).
    await db.query(`ANALYZE "Respondent", "RatingAnswer", "FollowUpAnswer", "Survey", "Question", "FollowUp"`);
    await db.query(
      `SELECT rating_slots_ensure(array_agg(a.survey_id), array_agg(a.product_id))
       FROM (SELECT DISTINCT a.survey_id, a.product_id FROM "RatingAnswer" a JOIN "Survey" s ON s.id = a.survey_id WHERE s.brand_id = $1) a`,
      [brandId],
    );
    await db.query(`SELECT rating_vectors_refresh(ARRAY(SELECT r.id FROM "Respondent" r JOIN "Survey" s ON s.id = r.survey_id WHERE s.brand_id = $1))`, [brandId]);
    await db.query("COMMIT");
    return { brandId, userId, counts };
  } catch (err) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw err;
  }
}

// ------------------------------------------------------------------------------------------------------ the bench

export async function benchKnowledge(databaseUrl: string): Promise<void> {
  process.env.DATABASE_URL ??= databaseUrl;
  const { loadActor } = await import("../../server/access/actor");
  const { authorize } = await import("../../server/access/authorize");
  const { reindexKnowledgeJob } = await import("../../server/knowledge/reindex");
  const { searchKnowledge } = await import("../../server/knowledge/search");
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  const tag = `kb-${Date.now().toString(36)}`;
  let world: TWorld | null = null;
  try {
    const t0 = performance.now();
    const seeded = await seedWorld(db, tag);
    world = seeded;
    await db.query(`VACUUM ANALYZE "Respondent", "RatingAnswer", "FollowUpAnswer"`);
    const c = seeded.counts;
    const distinct = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT fa.survey_id, fa.product_id, lower(fa.text_value) FROM "FollowUpAnswer" fa
         JOIN "Respondent" r ON r.id = fa.respondent_id JOIN "Survey" s ON s.id = fa.survey_id
         WHERE s.brand_id = $1 AND r.status = 'completed' AND NOT r.is_preview) x`,
      [seeded.brandId],
    );
    console.log(
      `${`seed ${STUDIES} Closed studies × ${PRODUCTS} products (SQL)`.padEnd(52)} ${ms(performance.now() - t0)}   ` +
        `(${n0(STUDIES * RESPONDENTS)} counted respondents of ${n0(c.respondents!)}, ${n0(c.ratings!)} ratings, ${n0(c.answers!)} free-text answers ` +
        `(${n0(distinct.rows[0]!.n)} distinct per product, counted), ${c.takeaways} takeaways, ${c.snips} snips, ${c.comments} comments)`,
    );

    // The full reindex, as the knowledge.reindex job runs it.
    const t1 = performance.now();
    const entries = await reindexKnowledgeJob(seeded.brandId);
    const firstMs = performance.now() - t1;
    if (entries === null) throw new Error("benchKnowledge: the brand was not indexed (knowledge base off?)");
    const kinds = await db.query<{ kind: string; n: number }>(`SELECT kind, count(*)::int AS n FROM "KnowledgeEntry" WHERE brand_id = $1 GROUP BY kind ORDER BY count(*) DESC`, [
      seeded.brandId,
    ]);
    console.log(
      `${"reindex the brand, first build (job's function)".padEnd(52)} ${ms(firstMs)}   ${n0(entries)} entries (${kinds.rows.map((k) => `${k.kind} ${n0(k.n)}`).join(", ")}; ` +
        `answers capped at ${n0(KNOWLEDGE_LIMITS.answers)})`,
    );
    const again: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await reindexKnowledgeJob(seeded.brandId);
      again.push(performance.now() - t);
    }
    console.log(`${"reindex again, nothing changed (median of 3)".padEnd(52)} ${ms(pct(again, 50))}   max ${ms(Math.max(...again))}`);
    // What autovacuum does within a minute of the rebuild: the planner's statistics of the new index.
    await db.query(`ANALYZE "KnowledgeEntry"`);

    // Searches through the service the REST route calls, as a knowledge-base-only reader.
    const actor = await loadActor(seeded.userId);
    if (!actor) throw new Error("benchKnowledge: the bench reader did not load");
    const access = await authorize(actor, { brand: seeded.brandId, permission: "knowledge_base.read" });
    for (const q of QUERIES) await searchKnowledge(access, q.input);
    const times: number[] = [];
    const byKind = new Map<string, number[]>();
    const matched = new Map<string, number>();
    let slowest = { ms: 0, q: "" };
    for (let i = 0; i < SEARCHES; i++) {
      const q = QUERIES[i % QUERIES.length]!;
      const t = performance.now();
      const res = await searchKnowledge(access, q.input);
      const took = performance.now() - t;
      times.push(took);
      byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), took]);
      matched.set(JSON.stringify(q.input), res.total);
      if (took > slowest.ms) slowest = { ms: took, q: JSON.stringify(q.input) };
    }
    const totals = [...matched.values()];
    console.log(
      `${`search, ${SEARCHES} searches (${QUERIES.length} distinct, sequential)`.padEnd(52)} p50 ${ms(pct(times, 50))}   p95 ${ms(pct(times, 95))}   max ${ms(Math.max(...times))}   ` +
        `(matches per search: median ${n0(pct(totals, 50))}, max ${n0(Math.max(...totals))}, of ${n0(entries)})`,
    );
    for (const [kind, xs] of byKind) {
      const examples = QUERIES.filter((q) => q.kind === kind);
      const m = examples.map((q) => matched.get(JSON.stringify(q.input)) ?? 0);
      console.log(`${`  ${kind} (${examples.length})`.padEnd(52)} p50 ${ms(pct(xs, 50))}   p95 ${ms(pct(xs, 95))}   max ${ms(Math.max(...xs))}   matches ${m.map(n0).join(" / ")}`);
    }
    const slow = JSON.parse(slowest.q) as Record<string, string>;
    console.log(`${"  slowest search".padEnd(52)} ${ms(slowest.ms)}   ${JSON.stringify(slow)} → ${parseKnowledgeQuery(slow.q ?? "").tsquery}`);
  } finally {
    if (world) await dropWorld(db, world).catch((err: unknown) => console.error("benchKnowledge: clean-up failed", err));
    await db.end();
  }
}

const OWN_DATABASE = "bench_knowledge";

/** BENCH_ONLY=knowledge: the bench on its own database (dropped, created, migrated and given the reference data here). */
export async function benchKnowledgeOwnDatabase(serverUrl: string): Promise<void> {
  const admin = new pg.Client(poolConfigFromUrl(withDatabase(serverUrl, "postgres")));
  await admin.connect();
  const url = withDatabase(serverUrl, OWN_DATABASE);
  try {
    const t0 = performance.now();
    await admin.query(`DROP DATABASE IF EXISTS ${OWN_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${OWN_DATABASE}`);
    migrate(url);
    const { seedReference } = await import("../../prisma/seed/reference");
    const { createPrisma } = await import("../../server/db");
    const prisma = createPrisma(url, 2);
    await seedReference(prisma);
    await prisma.$disconnect();
    console.log(`${"database, migrations and reference data".padEnd(52)} ${ms(performance.now() - t0)}`);
    process.env.DATABASE_URL = url;
    await benchKnowledge(url);
    const { prisma: shared } = await import("../../server/db");
    await shared.$disconnect();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${OWN_DATABASE} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
