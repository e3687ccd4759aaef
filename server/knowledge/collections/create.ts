import "server-only";
// POST …/knowledge_base/collections {name, description?} – a new collection (knowledge_base write); a name the brand
// uses already is 409, at most KNOWLEDGE_LIMITS.collections.
import { ZCollectionCreate, type TCollection } from "@/lib/knowledge/collections";
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { conflict, invalid } from "../../errors";
import { parseInput } from "../../http/problem";
import { SELECT, wire, taken } from "./shared";

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
