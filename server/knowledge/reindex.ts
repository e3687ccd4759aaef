import "server-only";
// Rebuilds one brand's knowledge index (P14 items 1 and 3; the knowledge.reindex job runs it, server/knowledge/
// jobs.ts): every searchable piece of the brand's knowledge becomes one KnowledgeEntry with its facets — key
// takeaways and study impacts (reports not cancelled), respondents' free-text answers (P15 item 9: counted
// respondents — completed, never a preview — of studies whose report is not cancelled; identical answers about one
// product once; the newest KNOWLEDGE_LIMITS.answers), snips and their comments, a summary of each Closed study (its
// top and bottom products by sentiment score, named without the scores: docs/decisions.md P15 · Knowledge base), and
// the catalogue's products. Archived studies, templates and deleted products stay out. All in SQL, one transaction: a
// search sees the old index or the new one, never half of either; an entry whose source remains keeps its id. The texts become plain text (rich-text HTML of
// takeaways, impacts, snips and comments loses its tags, keeps its line breaks, decodes its entities) and lose control
// characters (the highlight markers are control characters).
import { sentimentScore, sentimentScoreVersion } from "@/lib/results/definitions";
import { KNOWLEDGE_INDEX_TEXT, KNOWLEDGE_LIMITS } from "@/lib/knowledge/messages";
import { parseFeatures } from "@/lib/schemas/brand";
import { prisma } from "../db";
import { Prisma } from "../generated/prisma/client";
import { benchmarkCounts } from "../results/benchmark-norm";
import { COUNTED } from "../results/respondent-filter";

/** Products named in a study summary at each end. */
const SUMMARY_ENDS = 3;

// eslint-disable-next-line no-control-regex -- removing control characters is the point (the highlight markers are some)
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();

/** The studies' context every study-derived entry carries: title and the facets. */
const STUDY_CONTEXT = (brandId: string) => Prisma.sql`
  SELECT s.id, s.title, s.type::text AS study_type, s.assortment_id, s.status::text AS status, s.impact,
         s.learnings_cancelled_at, coalesce(s.date_closed, s.date_modified) AS study_date,
         bc.name AS category, a.season::text AS season, a.year, dp.title AS decision_point
  FROM "Survey" s
  LEFT JOIN "Assortment" a ON a.id = s.assortment_id
  LEFT JOIN "BrandCategory" bc ON bc.id = a.brand_category_id
  LEFT JOIN "DecisionPoint" dp ON dp.id = s.decision_point_id
  WHERE s.brand_id = ${brandId} AND NOT s.archived AND NOT s.internal_template AND s.temp_type IS DISTINCT FROM 'template'`;

const CTRL = Prisma.sql`'[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]'`;
/** Tags that end a line of rich text (a paragraph, a list item, a line break, a heading, a block). */
const BLOCK_END = Prisma.sql`'<\\s*(br\\s*/?|/\\s*(p|li|div|h[1-6]|tr|blockquote|ul|ol))\\s*>'`;
const TAG = Prisma.sql`'</?[A-Za-z!][^>]*>'`;
const ENTITIES: [string, string][] = [["&nbsp;", " "], ["&lt;", "<"], ["&gt;", ">"], ["&quot;", '"'], ["&#39;", "'"], ["&#x27;", "'"], ["&apos;", "'"], ["&amp;", "&"]];
/** Rich text (HTML) as plain text: block ends become line breaks, other tags a space, entities are decoded (&amp;
 *  last), runs of spaces and blank lines shrink. Plain text passes unchanged but for its spacing. */
function plain(expr: Prisma.Sql): Prisma.Sql {
  let out = Prisma.sql`regexp_replace(regexp_replace(${expr}, ${BLOCK_END}, chr(10), 'gi'), ${TAG}, ' ', 'g')`;
  for (const [entity, char] of ENTITIES) out = Prisma.sql`replace(${out}, ${entity}, ${char})`;
  return Prisma.sql`regexp_replace(regexp_replace(${out}, '[ \\t\\r]+', ' ', 'g'), ' ?\\n[\\s]*', chr(10), 'g')`;
}
const txt = (expr: Prisma.Sql) => Prisma.sql`btrim(${plain(Prisma.sql`regexp_replace(coalesce(${expr}, ''), ${CTRL}, '', 'g')`)}, ' ' || chr(10))`;

/** A Closed study's summary: its best and worst products by sentiment score (the brand's score version). */
async function studySummaries(brandId: string): Promise<Map<string, string>> {
  const [brand, counts] = await Promise.all([
    prisma.brand.findUniqueOrThrow({ where: { id: brandId }, select: { sentiment_score_model_version: true } }),
    benchmarkCounts(brandId),
  ]);
  const version = sentimentScoreVersion(brand.sentiment_score_model_version);
  const scored = new Map<string, { product_id: string; score: number }[]>();
  for (const c of counts) {
    const score = sentimentScore(c.stars, version);
    if (score === null) continue;
    const list = scored.get(c.survey_id) ?? [];
    list.push({ product_id: c.product_id, score });
    scored.set(c.survey_id, list);
  }
  const ids = [...new Set([...scored.values()].flat().map((p) => p.product_id))];
  const names = new Map((await prisma.product.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((p) => [p.id, p.name]));
  const out = new Map<string, string>();
  for (const [surveyId, list] of scored) {
    list.sort((a, b) => b.score - a.score);
    // Named in score order, without the scores: the index holds no study score (docs/decisions.md P15 · Knowledge base).
    const named = (p: { product_id: string; score: number }) => names.get(p.product_id) ?? KNOWLEDGE_INDEX_TEXT.aProductCapital;
    const top = list.slice(0, SUMMARY_ENDS);
    const bottom = list.slice(Math.max(SUMMARY_ENDS, list.length - SUMMARY_ENDS)).reverse();
    const parts = [`Top products: ${top.map(named).join(", ")}.`];
    if (bottom.length) parts.push(`Bottom products: ${bottom.map(named).join(", ")}.`);
    parts.push(`${list.length} product${list.length === 1 ? "" : "s"} rated.`);
    out.set(surveyId, clean(parts.join(" ")));
  }
  return out;
}

/** The job's run: rebuilds the index of a brand with the knowledge base (others, or a brand gone, are skipped). */
export async function reindexKnowledgeJob(brandId: string): Promise<number | null> {
  const brand = await prisma.brand.findUnique({ where: { id: brandId }, select: { features: true } });
  if (!brand || !parseFeatures(brand.features).enableKnowledgeBase) return null;
  return reindexKnowledge(brandId);
}

/** Rebuilds the brand's index; answers the number of entries. */
export async function reindexKnowledge(brandId: string): Promise<number> {
  const summaries = await studySummaries(brandId);
  const summaryRows = [...summaries].map(([survey_id, body]) => ({ survey_id, body }));
  return prisma.$transaction(
    async (tx) => {
      // One rebuild of a brand at a time (the job, and a first visit that finds no index): the second waits.
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext('knowledge:' || ${brandId}))::text`;
      // The new index is built aside, then merged: an entry whose source is still there keeps its id (the read-only
      // entry's address a knowledge-base-only user follows survives a rebuild), the others go.
      await tx.$executeRaw`CREATE TEMP TABLE knowledge_rebuild (LIKE "KnowledgeEntry" INCLUDING DEFAULTS) ON COMMIT DROP`;
      // Key takeaways, of reports not cancelled.
      await tx.$executeRaw`
        WITH st AS (${STUDY_CONTEXT(brandId)})
        INSERT INTO knowledge_rebuild (brand_id, kind, source_id, survey_id, assortment_id, product_id, title, body, category, season, year, decision_point, study_type, date)
        SELECT ${brandId}, 'takeaway', k.id, st.id, st.assortment_id, p.id,
               left(${txt(Prisma.sql`nullif(k.learning, '')`)}, 500),
               ${txt(Prisma.sql`concat_ws(' · ', nullif(k.decision, ''), CASE WHEN k.estimated_roi <> '' THEN 'Estimated ROI: ' || k.estimated_roi END, p.name, nullif(st.title, ''))`)},
               st.category, st.season, st.year, st.decision_point, st.study_type, k.date_modified
        FROM "KeyLearning" k JOIN st ON st.id = k.survey_id
        LEFT JOIN "Question" q ON q.id = k.question_id LEFT JOIN "Product" p ON p.id = q.product_id
        WHERE st.learnings_cancelled_at IS NULL AND (k.learning <> '' OR k.decision <> '')`;
      // Respondents' free-text answers (any follow-up's text, as the deep dive lists them): counted respondents of
      // studies whose report is not cancelled; one entry per study, product and text (the first answer's id), the
      // newest KNOWLEDGE_LIMITS.answers of them.
      await tx.$executeRaw`
        WITH st AS (${STUDY_CONTEXT(brandId)}),
        texts AS (
          SELECT fa.id, fa.survey_id, fa.product_id, ${txt(Prisma.sql`fa.text_value`)} AS body,
                 CASE WHEN fa.side = 'positive' THEN f.positive_title ELSE f.negative_title END AS question,
                 coalesce(r.completed_at, fa.created_at) AS at
          FROM "FollowUpAnswer" fa
          JOIN st ON st.id = fa.survey_id
          JOIN "Respondent" r ON r.id = fa.respondent_id
          JOIN "FollowUp" f ON f.id = fa.follow_up_id
          WHERE st.learnings_cancelled_at IS NULL AND ${COUNTED} AND btrim(coalesce(fa.text_value, '')) <> ''
        ),
        answers AS (
          SELECT min(t.id) AS id, t.survey_id, t.product_id, min(t.body) AS body, min(t.question) AS question, max(t.at) AS at
          FROM texts t WHERE t.body <> ''
          GROUP BY t.survey_id, t.product_id, lower(t.body)
          ORDER BY max(t.at) DESC, min(t.id) DESC
          LIMIT ${KNOWLEDGE_LIMITS.answers}
        )
        INSERT INTO knowledge_rebuild (brand_id, kind, source_id, survey_id, assortment_id, product_id, title, body, category, season, year, decision_point, study_type, date)
        SELECT ${brandId}, 'answer', an.id, st.id, st.assortment_id, an.product_id,
               -- A respondent's answer is titled by its product alone (its kind says it is a comment): a fixed phrase in every
               -- title ("What a shopper said about …") would make its words match every comment.
               ${txt(Prisma.sql`coalesce(nullif(p.name, ''), ${KNOWLEDGE_INDEX_TEXT.aProduct})`)},
               concat_ws(' · ', an.body, ${txt(Prisma.sql`nullif(an.question, '')`)}),
               st.category, st.season, st.year, st.decision_point, st.study_type, an.at
        FROM answers an JOIN st ON st.id = an.survey_id LEFT JOIN "Product" p ON p.id = an.product_id`;
      // Study impacts with anything recorded.
      await tx.$executeRaw`
        WITH st AS (${STUDY_CONTEXT(brandId)})
        INSERT INTO knowledge_rebuild (brand_id, kind, source_id, survey_id, assortment_id, title, body, category, season, year, decision_point, study_type, date)
        SELECT ${brandId}, 'impact', st.id, st.id, st.assortment_id, ${txt(Prisma.sql`'Impact of ' || coalesce(nullif(st.title, ''), 'a study')`)},
               ${txt(Prisma.sql`concat_ws(' · ', nullif(st.impact->>'insight', ''), nullif(st.impact->>'learnings', ''), nullif(st.impact->>'decisions', ''),
                 CASE WHEN coalesce(st.impact->>'estimated_roi', '') <> '' THEN 'Estimated ROI: ' || (st.impact->>'estimated_roi') END)`)},
               st.category, st.season, st.year, st.decision_point, st.study_type, st.study_date
        FROM st
        WHERE st.learnings_cancelled_at IS NULL
          AND concat(st.impact->>'insight', st.impact->>'learnings', st.impact->>'decisions', st.impact->>'estimated_roi') <> ''`;
      // Snips and their comments.
      await tx.$executeRaw`
        WITH st AS (${STUDY_CONTEXT(brandId)})
        INSERT INTO knowledge_rebuild (brand_id, kind, source_id, survey_id, assortment_id, snip_id, title, body, category, season, year, decision_point, study_type, date)
        SELECT ${brandId}, 'snip', sn.id, st.id, coalesce(sn.assortment_id, st.assortment_id), sn.id, ${txt(Prisma.sql`coalesce(nullif(sn.title, ''), 'Snip')`)},
               ${txt(Prisma.sql`concat_ws(' · ', nullif(sn.key_insight, ''), nullif(st.title, ''))`)},
               st.category, st.season, st.year, st.decision_point, st.study_type, sn.date_modified
        FROM "Snip" sn JOIN st ON st.id = sn.survey_id WHERE sn.brand_id = ${brandId}`;
      await tx.$executeRaw`
        WITH st AS (${STUDY_CONTEXT(brandId)})
        INSERT INTO knowledge_rebuild (brand_id, kind, source_id, survey_id, assortment_id, snip_id, title, body, category, season, year, decision_point, study_type, date)
        SELECT ${brandId}, 'comment', c.id, st.id, coalesce(sn.assortment_id, st.assortment_id), sn.id, ${txt(Prisma.sql`'Comment on ' || coalesce(nullif(sn.title, ''), 'a snip')`)},
               ${txt(Prisma.sql`c.content`)}, st.category, st.season, st.year, st.decision_point, st.study_type, coalesce(c.content_updated, c.date_created)
        FROM "Comment" c JOIN "Snip" sn ON sn.id = c.snip_id JOIN st ON st.id = sn.survey_id
        WHERE sn.brand_id = ${brandId} AND c.content <> ''`;
      // Products of the catalogue, with their latest assortment's facets.
      await tx.$executeRaw`
        INSERT INTO knowledge_rebuild (brand_id, kind, source_id, assortment_id, title, body, category, season, year, date)
        SELECT ${brandId}, 'product', p.id, la.id, ${txt(Prisma.sql`p.name`)},
               ${txt(Prisma.sql`concat_ws(' · ', nullif(p.style_number, ''), nullif(p.description, ''), nullif(array_to_string(p.categories, ', '), ''), nullif(p.colors, ''), nullif(p.materials, ''), nullif(p.fit, ''), nullif(p.features, ''))`)},
               la.category, la.season, la.year, p.date_modified
        FROM "Product" p
        LEFT JOIN LATERAL (
          SELECT a.id, a.season::text AS season, a.year, bc.name AS category
          FROM "ProductAssortment" pa JOIN "Assortment" a ON a.id = pa.assortment_id LEFT JOIN "BrandCategory" bc ON bc.id = a.brand_category_id
          WHERE pa.product_id = p.id ORDER BY a.year DESC, a.date_created DESC LIMIT 1
        ) la ON true
        WHERE p.brand_id = ${brandId} AND NOT p.deleted`;
      // Closed studies' summaries (computed above from the benchmark counts).
      if (summaryRows.length) {
        await tx.$executeRaw`
          WITH st AS (${STUDY_CONTEXT(brandId)}), sm AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(summaryRows)}::jsonb) AS x(survey_id text, body text))
          INSERT INTO knowledge_rebuild (brand_id, kind, source_id, survey_id, assortment_id, title, body, category, season, year, decision_point, study_type, date)
          SELECT ${brandId}, 'study', st.id, st.id, st.assortment_id, ${txt(Prisma.sql`coalesce(nullif(st.title, ''), '(untitled)')`)}, sm.body,
                 st.category, st.season, st.year, st.decision_point, st.study_type, st.study_date
          FROM sm JOIN st ON st.id = sm.survey_id WHERE st.status = 'Closed'`;
      }
      await tx.$executeRaw`
        DELETE FROM "KnowledgeEntry" e WHERE e.brand_id = ${brandId}
          AND NOT EXISTS (SELECT 1 FROM knowledge_rebuild n WHERE n.kind = e.kind AND n.source_id = e.source_id)`;
      await tx.$executeRaw`
        INSERT INTO "KnowledgeEntry" AS e (brand_id, kind, source_id, survey_id, assortment_id, snip_id, product_id, title, body, category, season, year, decision_point, study_type, date)
        SELECT brand_id, kind, source_id, survey_id, assortment_id, snip_id, product_id, title, body, category, season, year, decision_point, study_type, date
        FROM knowledge_rebuild
        ON CONFLICT (brand_id, kind, source_id) DO UPDATE SET
          survey_id = EXCLUDED.survey_id, assortment_id = EXCLUDED.assortment_id, snip_id = EXCLUDED.snip_id, product_id = EXCLUDED.product_id,
          title = EXCLUDED.title, body = EXCLUDED.body, category = EXCLUDED.category, season = EXCLUDED.season, year = EXCLUDED.year,
          decision_point = EXCLUDED.decision_point, study_type = EXCLUDED.study_type, date = EXCLUDED.date
        WHERE (e.survey_id, e.assortment_id, e.snip_id, e.product_id, e.title, e.body, e.category, e.season, e.year, e.decision_point, e.study_type, e.date)
          IS DISTINCT FROM (EXCLUDED.survey_id, EXCLUDED.assortment_id, EXCLUDED.snip_id, EXCLUDED.product_id, EXCLUDED.title, EXCLUDED.body,
                            EXCLUDED.category, EXCLUDED.season, EXCLUDED.year, EXCLUDED.decision_point, EXCLUDED.study_type, EXCLUDED.date)`;
      const [{ n }] = await tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "KnowledgeEntry" WHERE brand_id = ${brandId}`;
      await tx.knowledgeIndexState.upsert({ where: { brand_id: brandId }, create: { brand_id: brandId, indexed_at: new Date(), entries: n }, update: { indexed_at: new Date(), entries: n } });
      return n;
    },
    { timeout: 60_000 },
  );
}
