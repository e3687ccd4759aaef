import "server-only";
// The learnings & impact tab's data (spec 3 §2 "Learnings and impact report"; P9 #30): the study's impact and key
// takeaways through learningsAndImpact, read with key_learning.read, asked for only when the viewer holds it (else
// the tab says learnings are not shared with them: no error, the other tabs stay open).
import type { TLearningsImpactData } from "@/lib/results/tabs/learnings-impact";
import { withPermission } from "../../access/authorize";
import { learningsAndImpact } from "../../results/learnings-and-impact";
import type { TResultsLoadContext } from "./context";

export async function loadLearningsImpact(ctx: TResultsLoadContext): Promise<TLearningsImpactData> {
  if (!ctx.view.can.readLearnings || !ctx.access.actor) return { kind: "no-access" };
  const { impact, key_takeaways } = await learningsAndImpact(withPermission(ctx.access, "key_learning.read"), ctx.view.studyId);
  return { kind: "ready", impact, key_takeaways };
}
