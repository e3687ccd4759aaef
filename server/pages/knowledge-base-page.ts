import "server-only";
// The knowledge base's pages (P14 item 1; spec 1 §2 "/brand/{brandId}/knowledge-base … when enableKnowledgeBase is
// on", the home of knowledge-base-only users): the guard (knowledge_base read and the feature), the search of the
// address (a refused one is said, never a 500), the brand's collections, and where each hit opens — its source for
// a viewer who may open it (learnings report, results, snip, product), else the read-only entry view, which is all a
// knowledge-base-only user ever reaches. A brand never indexed is indexed on the spot (the job keeps it current).
import { notFound } from "next/navigation";
import { isId } from "@/lib/ids";
import { knowledgeEntryPath, type THitLinks, type TKnowledgeBasePage, type TKnowledgeCollectionPage, type TKnowledgeEntryPage } from "@/lib/knowledge/page";
import { searchInput, ZKnowledgeSearch, type TKnowledgeHit, type TKnowledgeResults } from "@/lib/knowledge/search";
import { KNOWLEDGE_FACETS, type TKnowledgeKind } from "@/lib/knowledge/messages";
import { isKbOnly, permits } from "@/lib/permissions";
import { resultsSearch } from "@/lib/results/page";
import { routes } from "@/lib/routes";
import type { TBrandFeatures } from "@/lib/schemas/brand";
import type { Actor } from "../access/actor";
import type { TBrandAccess } from "../access/authorize";
import { guardBrandPage } from "../access/page-guard";
import { prisma } from "../db";
import { AppError } from "../errors";
import { listCollections } from "../knowledge/collections/list";
import { getCollection } from "../knowledge/collections/shared";
import { reindexKnowledge } from "../knowledge/reindex";
import { searchKnowledge } from "../knowledge/search";

type THitLike = Pick<TKnowledgeHit, "id" | "kind" | "source_id" | "survey_id" | "assortment_id" | "snip_id"> & { product_id?: string | null };

/** Where an entry opens for this viewer. */
export function sourceHref(actor: Actor, brandId: string, features: TBrandFeatures, e: THitLike): string | null {
  if (isKbOnly(actor)) return null;
  const may = (p: Parameters<typeof permits>[2]) => permits(actor, brandId, p);
  switch (e.kind as TKnowledgeKind) {
    case "takeaway":
    case "impact":
      return e.survey_id && may("key_learning.read") ? routes.learningsReport(brandId, e.survey_id) : null;
    case "study":
      return e.survey_id && may("survey.read") ? routes.results(brandId, e.survey_id) : null;
    case "answer":
      // The study's deep dive on the product, where its respondents' answers are listed.
      return e.survey_id && may("survey.read")
        ? routes.results(brandId, e.survey_id, resultsSearch({ tab: "deep-dive", params: e.product_id ? { product: e.product_id } : undefined }))
        : null;
    case "snip":
    case "comment":
      return e.snip_id && e.assortment_id && features.enableSnapShare && may("survey.read")
        ? routes.snip(brandId, e.assortment_id, e.snip_id, e.kind === "comment" ? e.source_id : undefined)
        : null;
    case "product":
      return may("product.read") ? `${routes.products(brandId)}/${e.source_id}` : null;
  }
}

function linksOf(actor: Actor, brandId: string, features: TBrandFeatures, entries: THitLike[]): THitLinks {
  return Object.fromEntries(entries.map((e) => [e.id, sourceHref(actor, brandId, features, e) ?? knowledgeEntryPath(brandId, e.id)]));
}

const guard = (brandId: string) => guardBrandPage(brandId, { permission: "knowledge_base.read", feature: "enableKnowledgeBase", screen: "knowledge_base" });

async function ensureIndexed(access: TBrandAccess): Promise<void> {
  const state = await prisma.knowledgeIndexState.findUnique({ where: { brand_id: access.brandId }, select: { brand_id: true } });
  if (!state) await reindexKnowledge(access.brandId);
}

const EMPTY: TKnowledgeResults = {
  hits: [], total: 0, notices: [], indexed_at: null, library_size: 0,
  facets: Object.fromEntries(KNOWLEDGE_FACETS.map((f) => [f, []])) as unknown as TKnowledgeResults["facets"],
};

export async function loadKnowledgeBasePage(brandId: string, params: Record<string, string | string[] | undefined>): Promise<TKnowledgeBasePage> {
  const { actor, brand, access } = await guard(brandId);
  await ensureIndexed(access);
  const input = searchInput(params);
  const parsed = ZKnowledgeSearch.safeParse(input);
  let results = EMPTY;
  let error: string | null = null;
  try {
    results = await searchKnowledge(access, input);
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== "invalid") throw e;
    // The page says lib's sentence itself (the API's detail names the field: "Q: …").
    error = (!parsed.success && parsed.error.issues[0]?.message) || e.message;
    results = { ...(await searchKnowledge(access, {})), hits: [], total: 0 };
  }
  return {
    brandId,
    brandName: brand.name,
    search: parsed.success ? parsed.data : { q: typeof input.q === "string" ? input.q.slice(0, 200) : "" },
    error,
    results,
    links: linksOf(actor, brandId, brand.features, results.hits),
    collections: await listCollections(access),
    canWrite: permits(actor, brandId, "knowledge_base.write"),
  };
}

export async function loadKnowledgeEntryPage(brandId: string, entryId: string): Promise<TKnowledgeEntryPage> {
  const { actor, brand, access } = await guard(brandId);
  const e = isId(entryId) ? await prisma.knowledgeEntry.findFirst({ where: { id: entryId, brand_id: access.brandId } }) : null;
  if (!e) notFound();
  const [study, product] = await Promise.all([
    e.survey_id ? prisma.survey.findFirst({ where: { id: e.survey_id, brand_id: access.brandId }, select: { title: true } }) : null,
    e.product_id && e.kind !== "product" ? prisma.product.findFirst({ where: { id: e.product_id, brand_id: access.brandId }, select: { name: true } }) : null,
  ]);
  return {
    brandId,
    entry: {
      id: e.id, kind: e.kind as TKnowledgeKind, source_id: e.source_id, title: e.title, body: e.body, category: e.category, season: e.season, year: e.year,
      decision_point: e.decision_point, study_type: e.study_type, date: e.date.toISOString(), study_title: e.kind === "study" ? null : (study?.title || null),
      product_name: product?.name || null,
    },
    sourceHref: sourceHref(actor, brandId, brand.features, { ...e, kind: e.kind as TKnowledgeKind }),
    collections: await listCollections(access),
    canWrite: permits(actor, brandId, "knowledge_base.write"),
  };
}

export async function loadKnowledgeCollectionPage(brandId: string, collectionId: string): Promise<TKnowledgeCollectionPage> {
  const { actor, brand, access } = await guard(brandId);
  let collection;
  try {
    collection = await getCollection(access, collectionId);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
  const entries = collection.items.flatMap((i) => (i.entry ? [{ ...i.entry, kind: i.kind, source_id: i.source_id }] : []));
  return { brandId, collection, links: linksOf(actor, brandId, brand.features, entries), canWrite: permits(actor, brandId, "knowledge_base.write") };
}
