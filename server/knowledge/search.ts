import "server-only";
// GET …/knowledge_base/search (P14 item 1; P15 item 9): one search over the brand's knowledge index — PostgreSQL
// full-text search on the generated tsvector (GIN index) with the query lib/knowledge/query.ts reads (ANY of the
// words, prefix terms, quoted phrases, excluded words), ranked (ts_rank: more of the words, and title matches —
// weight A — above body matches — weight B), newest first among equals, with highlighted title and snippet
// (ts_headline), each hit with its study's and product's names, narrowed by the facets; the facet counts of what
// matches. Without a text, the latest entries. Never another brand's entry: every statement is scoped to the caller's
// brand, whatever the facets say. Needs knowledge_base.read.
import { KNOWLEDGE_FACETS, KNOWLEDGE_LIMITS, KNOWLEDGE_MSG, type TKnowledgeFacet, type TKnowledgeKind } from "@/lib/knowledge/messages";
import {
  MARK_END, MARK_START, ZKnowledgeSearch, type TKnowledgeFacetCount, type TKnowledgeHit, type TKnowledgeResults, type TKnowledgeSearch,
} from "@/lib/knowledge/search";
import { parseKnowledgeQuery } from "@/lib/knowledge/query";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { Prisma } from "../generated/prisma/client";
import { parseInput } from "../http/problem";

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;

/** The WHERE of a search: brand, text and facets. */
function conditions(brandId: string, s: TKnowledgeSearch, tsq: string | null): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`e.brand_id = ${brandId}`];
  if (tsq) parts.push(Prisma.sql`e.search @@ to_tsquery('english', ${tsq})`);
  if (s.kind) parts.push(Prisma.sql`e.kind = ${s.kind}`);
  if (s.category) parts.push(Prisma.sql`e.category = ${s.category}`);
  if (s.season) parts.push(Prisma.sql`e.season = ${s.season}`);
  if (s.year !== undefined) parts.push(Prisma.sql`e.year = ${s.year}`);
  if (s.decision_point) parts.push(Prisma.sql`e.decision_point = ${s.decision_point}`);
  if (s.study_type) parts.push(Prisma.sql`e.study_type = ${s.study_type}`);
  if (s.from) parts.push(Prisma.sql`e.date >= ${s.from}::date`);
  if (s.to) parts.push(Prisma.sql`e.date < ${s.to}::date + 1`);
  return Prisma.join(parts, " AND ");
}

type THitRow = Omit<TKnowledgeHit, "date" | "kind"> & { kind: string; date: Date };
type TFacetRow = { facet: TKnowledgeFacet; value: string; count: number };

export async function searchKnowledge(access: TBrandAccess, raw: unknown): Promise<TKnowledgeResults> {
  const s = parseInput(ZKnowledgeSearch, raw ?? {}, "query");
  const brandId = access.brandId;
  const notices: string[] = [];
  const query = parseKnowledgeQuery(s.q);
  if (query.dropped) notices.push(KNOWLEDGE_MSG.tooManyTerms);
  if (!query.include.length && query.common.length) notices.push(KNOWLEDGE_MSG.onlyCommonWords);
  const tsq = query.tsquery;
  const state = await prisma.knowledgeIndexState.findUnique({ where: { brand_id: brandId }, select: { indexed_at: true, entries: true } });
  const base = { notices, indexed_at: state?.indexed_at.toISOString() ?? null, library_size: state?.entries ?? 0 };
  const empty = Object.fromEntries(KNOWLEDGE_FACETS.map((f) => [f, []])) as unknown as Record<TKnowledgeFacet, TKnowledgeFacetCount[]>;
  // Words were given but none is left to look for (only common words): nothing can match.
  if (s.q.trim() && !tsq) return { ...base, hits: [], total: 0, facets: empty };

  const where = conditions(brandId, s, tsq);
  const q = tsq ? Prisma.sql`to_tsquery('english', ${tsq})` : null;
  const rank = q ? Prisma.sql`ts_rank(e.search, ${q})` : Prisma.sql`0`;
  const title = q ? Prisma.sql`ts_headline('english', e.title, ${q}, ${TITLE_HEADLINE})` : Prisma.sql`e.title`;
  // A body that fits a snippet is shown whole (fragments would drop its first words); a longer one as its best fragments.
  const snippet = q
    ? Prisma.sql`CASE WHEN length(e.body) <= ${KNOWLEDGE_LIMITS.snippet} THEN ts_headline('english', e.body, ${q}, ${TITLE_HEADLINE}) ELSE ts_headline('english', e.body, ${q}, ${HEADLINE}) END`
    : Prisma.sql`left(e.body, ${KNOWLEDGE_LIMITS.snippet})`;
  const [hits, facets] = await Promise.all([
    prisma.$queryRaw<THitRow[]>`
      SELECT e.id, e.kind, e.source_id, e.survey_id, e.assortment_id, e.snip_id, e.product_id, ${title} AS title, ${snippet} AS snippet,
             e.category, e.season, e.year, e.decision_point, e.study_type, e.date, ${rank}::float8 AS rank,
             CASE WHEN e.kind <> 'study' THEN nullif(sv.title, '') END AS study_title, CASE WHEN e.kind <> 'product' THEN pr.name END AS product_name
      FROM "KnowledgeEntry" e
      LEFT JOIN "Survey" sv ON sv.id = e.survey_id AND sv.brand_id = e.brand_id
      LEFT JOIN "Product" pr ON pr.id = e.product_id AND pr.brand_id = e.brand_id
      WHERE ${where}
      ORDER BY rank DESC, e.date DESC, e.id LIMIT ${KNOWLEDGE_LIMITS.hits}`,
    prisma.$queryRaw<TFacetRow[]>`
      SELECT CASE WHEN GROUPING(e.kind) = 0 THEN 'kind' WHEN GROUPING(e.category) = 0 THEN 'category' WHEN GROUPING(e.season) = 0 THEN 'season'
                  WHEN GROUPING(e.year) = 0 THEN 'year' WHEN GROUPING(e.decision_point) = 0 THEN 'decision_point' ELSE 'study_type' END AS facet,
             coalesce(e.kind, e.category, e.season, e.year::text, e.decision_point, e.study_type) AS value, count(*)::int AS count
      FROM "KnowledgeEntry" e WHERE ${where}
      GROUP BY GROUPING SETS ((e.kind), (e.category), (e.season), (e.year), (e.decision_point), (e.study_type))`,
  ]);
  const out = Object.fromEntries(KNOWLEDGE_FACETS.map((f) => [f, [] as TKnowledgeFacetCount[]])) as Record<TKnowledgeFacet, TKnowledgeFacetCount[]>;
  for (const f of facets) if (f.value !== null) out[f.facet].push({ value: f.value, count: f.count });
  for (const f of KNOWLEDGE_FACETS) out[f].sort((a, b) => (f === "year" ? Number(b.value) - Number(a.value) : b.count - a.count || a.value.localeCompare(b.value)));
  const total = out.kind.reduce((n, k) => n + k.count, 0);
  return {
    ...base,
    total,
    facets: out,
    hits: hits.map((h) => ({ ...h, kind: h.kind as TKnowledgeKind, date: h.date.toISOString(), rank: Number(h.rank) })),
  };
}
