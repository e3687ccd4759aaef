import "server-only";
// Knowledge-base collections (P14 item 1): list and read them (knowledge_base.read), create, edit, order, delete and
// fill them (knowledge_base.write). Always of the caller's brand: another brand's collection is a 404, and an entry
// is added only if the brand's index holds it. Items point at their source (kind + id), so rebuilding the index keeps
// them; an item whose source is gone shows as such. Writes that name a collection check the date_modified it was
// read with (409 when someone changed it meanwhile) and run in one transaction.
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MSG, type TKnowledgeKind } from "@/lib/knowledge/messages";
import { ZCollectionCreate, ZCollectionItemAdd, ZCollectionUpdate, type TCollection, type TCollectionDetail } from "@/lib/knowledge/collections";
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";
import { AppError, conflict, invalid } from "../errors";
import { parseInput } from "../http/problem";

const notFound = () => new AppError("not_found", KNOWLEDGE_MSG.collectionNotFound);

type TRow = { id: string; name: string; description: string; date_created: Date; date_modified: Date; _count: { items: number } };
const SELECT = { id: true, name: true, description: true, date_created: true, date_modified: true, _count: { select: { items: true } } } as const;
const wire = (c: TRow): TCollection => ({
  id: c.id,
  name: c.name,
  description: c.description,
  date_created: c.date_created.toISOString(),
  date_modified: c.date_modified.toISOString(),
  item_count: c._count.items,
});

export async function listCollections(access: TBrandAccess): Promise<TCollection[]> {
  const rows = await prisma.knowledgeCollection.findMany({ where: { brand_id: access.brandId }, select: SELECT, orderBy: [{ date_modified: "desc" }, { id: "asc" }] });
  return rows.map(wire);
}

export async function getCollection(access: TBrandAccess, collectionId: string, db: Tx = prisma): Promise<TCollectionDetail> {
  if (!isId(collectionId)) throw notFound();
  const c = await db.knowledgeCollection.findFirst({
    where: { id: collectionId, brand_id: access.brandId },
    select: { ...SELECT, items: { select: { id: true, kind: true, source_id: true, order: true }, orderBy: [{ order: "asc" }, { id: "asc" }] } },
  });
  if (!c) throw notFound();
  const entries = c.items.length
    ? await db.knowledgeEntry.findMany({
        where: { brand_id: access.brandId, OR: c.items.map((i) => ({ kind: i.kind, source_id: i.source_id })) },
        select: { id: true, kind: true, source_id: true, title: true, body: true, survey_id: true, snip_id: true, assortment_id: true, date: true },
      })
    : [];
  const byKey = new Map(entries.map((e) => [`${e.kind}:${e.source_id}`, e]));
  return {
    ...wire(c),
    items: c.items.map((i) => {
      const e = byKey.get(`${i.kind}:${i.source_id}`);
      return {
        id: i.id,
        kind: i.kind as TKnowledgeKind,
        source_id: i.source_id,
        order: i.order,
        entry: e ? { id: e.id, title: e.title, body: e.body, survey_id: e.survey_id, snip_id: e.snip_id, assortment_id: e.assortment_id, date: e.date.toISOString() } : null,
      };
    }),
  };
}

const taken = (e: unknown) => typeof e === "object" && e !== null && "code" in e && (e as { code?: string }).code === "P2002";

export async function createCollection(access: TBrandAccess, raw: unknown): Promise<TCollection> {
  const input = parseInput(ZCollectionCreate, raw ?? {}, "body");
  if ((await prisma.knowledgeCollection.count({ where: { brand_id: access.brandId } })) >= KNOWLEDGE_LIMITS.collections) throw invalid(KNOWLEDGE_MSG.tooManyCollections);
  try {
    const c = await prisma.knowledgeCollection.create({
      data: { brand_id: access.brandId, name: input.name, description: input.description, created_by_id: access.actor.id },
      select: SELECT,
    });
    return wire(c);
  } catch (e) {
    if (taken(e)) throw conflict(KNOWLEDGE_MSG.nameTaken);
    throw e;
  }
}

/** Locks the collection for this transaction and checks the caller read its latest version. */
async function lockFresh(tx: Tx, access: TBrandAccess, collectionId: string, stamp: string): Promise<void> {
  if (!isId(collectionId)) throw notFound();
  const [row] = await tx.$queryRaw<{ date_modified: Date }[]>`
    SELECT date_modified FROM "KnowledgeCollection" WHERE id = ${collectionId} AND brand_id = ${access.brandId} FOR UPDATE`;
  if (!row) throw notFound();
  if (row.date_modified.getTime() !== Date.parse(stamp)) throw conflict(KNOWLEDGE_MSG.stale);
}

export async function updateCollection(access: TBrandAccess, collectionId: string, raw: unknown): Promise<TCollectionDetail> {
  const input = parseInput(ZCollectionUpdate, raw ?? {}, "body");
  try {
    return await prisma.$transaction(async (tx) => {
      await lockFresh(tx, access, collectionId, input.date_modified);
      if (input.order) {
        const items = await tx.knowledgeCollectionItem.findMany({ where: { collection_id: collectionId }, select: { id: true } });
        const ids = new Set(items.map((i) => i.id));
        if (input.order.length !== ids.size || new Set(input.order).size !== ids.size || input.order.some((i) => !ids.has(i))) throw invalid(KNOWLEDGE_MSG.orderMismatch);
        for (const [order, id] of input.order.entries()) await tx.knowledgeCollectionItem.update({ where: { id }, data: { order } });
      }
      await tx.knowledgeCollection.update({
        where: { id: collectionId },
        data: { ...(input.name !== undefined ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}), date_modified: new Date() },
      });
      return getCollection(access, collectionId, tx);
    });
  } catch (e) {
    if (taken(e)) throw conflict(KNOWLEDGE_MSG.nameTaken);
    throw e;
  }
}

export async function deleteCollection(access: TBrandAccess, collectionId: string): Promise<{ deleted: true }> {
  if (!isId(collectionId)) throw notFound();
  const { count } = await prisma.knowledgeCollection.deleteMany({ where: { id: collectionId, brand_id: access.brandId } });
  if (!count) throw notFound();
  return { deleted: true };
}

export async function addCollectionItem(access: TBrandAccess, collectionId: string, raw: unknown): Promise<TCollectionDetail> {
  const input = parseInput(ZCollectionItemAdd, raw ?? {}, "body");
  return prisma.$transaction(async (tx) => {
    if (!isId(collectionId)) throw notFound();
    const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "KnowledgeCollection" WHERE id = ${collectionId} AND brand_id = ${access.brandId} FOR UPDATE`;
    if (!row) throw notFound();
    const entry = await tx.knowledgeEntry.findFirst({ where: { brand_id: access.brandId, kind: input.kind, source_id: input.source_id }, select: { id: true } });
    if (!entry) throw new AppError("not_found", KNOWLEDGE_MSG.entryNotFound);
    const agg = await tx.knowledgeCollectionItem.aggregate({ where: { collection_id: collectionId }, _count: true, _max: { order: true } });
    if (agg._count >= KNOWLEDGE_LIMITS.items) throw invalid(KNOWLEDGE_MSG.tooManyItems);
    const exists = await tx.knowledgeCollectionItem.findFirst({ where: { collection_id: collectionId, kind: input.kind, source_id: input.source_id }, select: { id: true } });
    if (exists) throw conflict(KNOWLEDGE_MSG.alreadyInCollection);
    await tx.knowledgeCollectionItem.create({ data: { collection_id: collectionId, kind: input.kind, source_id: input.source_id, order: (agg._max.order ?? -1) + 1 } });
    await tx.knowledgeCollection.update({ where: { id: collectionId }, data: { date_modified: new Date() } });
    return getCollection(access, collectionId, tx);
  });
}

export async function removeCollectionItem(access: TBrandAccess, collectionId: string, itemId: string): Promise<TCollectionDetail> {
  return prisma.$transaction(async (tx) => {
    if (!isId(collectionId) || !isId(itemId)) throw notFound();
    const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "KnowledgeCollection" WHERE id = ${collectionId} AND brand_id = ${access.brandId} FOR UPDATE`;
    if (!row) throw notFound();
    const { count } = await tx.knowledgeCollectionItem.deleteMany({ where: { id: itemId, collection_id: collectionId } });
    if (!count) throw new AppError("not_found", KNOWLEDGE_MSG.entryNotFound);
    await tx.knowledgeCollection.update({ where: { id: collectionId }, data: { date_modified: new Date() } });
    return getCollection(access, collectionId, tx);
  });
}
