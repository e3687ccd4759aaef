import "server-only";
// What the knowledge base's collection calls share (P14 item 1; docs/decisions.md P14 #5): the wire form of a
// collection, its 404, the name-taken test, and reading a collection with its items and their entries.
import type { TCollection, TCollectionDetail } from "@/lib/knowledge/collections";
import { KNOWLEDGE_MSG, type TKnowledgeKind } from "@/lib/knowledge/messages";
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../../access/authorize";
import { prisma, type Tx } from "../../db";
import { AppError, conflict } from "../../errors";

export const notFound = () => new AppError("not_found", KNOWLEDGE_MSG.collectionNotFound);

export type TRow = { id: string; name: string; description: string; date_created: Date; date_modified: Date; _count: { items: number } };
export const SELECT = { id: true, name: true, description: true, date_created: true, date_modified: true, _count: { select: { items: true } } } as const;
export const wire = (c: TRow): TCollection => ({
  id: c.id,
  name: c.name,
  description: c.description,
  date_created: c.date_created.toISOString(),
  date_modified: c.date_modified.toISOString(),
  item_count: c._count.items,
});

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
        select: { id: true, kind: true, source_id: true, title: true, body: true, survey_id: true, snip_id: true, assortment_id: true, product_id: true, date: true },
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
        entry: e ? { id: e.id, title: e.title, body: e.body, survey_id: e.survey_id, snip_id: e.snip_id, assortment_id: e.assortment_id, product_id: e.product_id, date: e.date.toISOString() } : null,
      };
    }),
  };
}

/** Locks the collection for this transaction and checks the caller read its latest version. */
export async function lockFresh(tx: Tx, access: TBrandAccess, collectionId: string, stamp: string): Promise<void> {
  if (!isId(collectionId)) throw notFound();
  const [row] = await tx.$queryRaw<{ date_modified: Date }[]>`
    SELECT date_modified FROM "KnowledgeCollection" WHERE id = ${collectionId} AND brand_id = ${access.brandId} FOR UPDATE`;
  if (!row) throw notFound();
  if (row.date_modified.getTime() !== Date.parse(stamp)) throw conflict(KNOWLEDGE_MSG.stale);
}


/** A unique-constraint refusal (the brand has a collection of that name). */
export const taken = (e: unknown) => typeof e === "object" && e !== null && "code" in e && (e as { code?: string }).code === "P2002";
