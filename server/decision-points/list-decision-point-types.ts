import "server-only";
// decisionPointTypes: the platform's decision-point types (spec 3 §3 "DecisionPoint"), title = name,
// order = sort_order, in that order. Any signed-in user may list them (platform reference data).
import type { TDecisionPointType } from "@/lib/studies/wire";
import { prisma, type Tx } from "../db";

/** Needs a signed-in user. */
export async function decisionPointTypes(db: Tx = prisma): Promise<TDecisionPointType[]> {
  const rows = await db.decisionPointType.findMany({ orderBy: [{ sort_order: "asc" }, { name: "asc" }] });
  return rows.map((t) => ({ _id: t.id, title: t.name, order: t.sort_order }));
}
