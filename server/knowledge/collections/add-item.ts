import "server-only";
// POST …/collections/{id}/items {kind, source_id} – add an entry of the brand's index to the end of a collection.
import { ZCollectionItemAdd, type TCollectionDetail } from "@/lib/knowledge/collections";
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { AppError, conflict, invalid } from "../../errors";
import { parseInput } from "../../http/problem";
import { getCollection, notFound } from "./shared";

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
