import "server-only";
// GET …/knowledge_base/collections – the brand's collections, most recently changed first (knowledge_base read).
import { type TCollection } from "@/lib/knowledge/collections";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { SELECT, wire } from "./shared";

export async function listCollections(access: TBrandAccess): Promise<TCollection[]> {
  const rows = await prisma.knowledgeCollection.findMany({ where: { brand_id: access.brandId }, select: SELECT, orderBy: [{ date_modified: "desc" }, { id: "asc" }] });
  return rows.map(wire);
}
