import "server-only";
// PATCH …/knowledge_base/collections/{id} {date_modified, name?, description?, order?} – edit or reorder a collection
// (knowledge_base write), checked against the version it was read with, in one transaction.
import { ZCollectionUpdate, type TCollectionDetail } from "@/lib/knowledge/collections";
import { KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { conflict, invalid } from "../../errors";
import { parseInput } from "../../http/problem";
import { taken, getCollection, lockFresh } from "./shared";

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
