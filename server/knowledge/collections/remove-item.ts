import "server-only";
// DELETE …/collections/{id}/items/{itemId} – take an entry out of a collection.
import { type TCollectionDetail } from "@/lib/knowledge/collections";
import { KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { AppError } from "../../errors";
import { getCollection, notFound } from "./shared";

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
