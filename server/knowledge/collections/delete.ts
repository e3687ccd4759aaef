import "server-only";
// DELETE …/knowledge_base/collections/{id} – remove a collection (its entries stay in the knowledge base).
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { notFound } from "./shared";

export async function deleteCollection(access: TBrandAccess, collectionId: string): Promise<{ deleted: true }> {
  if (!isId(collectionId)) throw notFound();
  const { count } = await prisma.knowledgeCollection.deleteMany({ where: { id: collectionId, brand_id: access.brandId } });
  if (!count) throw notFound();
  return { deleted: true };
}
