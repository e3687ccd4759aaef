import "server-only";
// updateSurveyImpact(brand_id, survey_id, impact) (P13 item 1; spec 3 §3 Survey impact {insight, learnings, decisions,
// estimated_roi}): the fields sent replace the stored ones; a field left out keeps its text, an empty one clears it.
// Needs key_learning.write.
import { ZImpactInput } from "@/lib/learnings/wire";
import { impactOf, type TImpact } from "@/lib/results/respondent-reports";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { parseInput } from "../http/problem";
import { lockStudy } from "./shared";
import { knowledgeChanged } from "../knowledge/jobs";

export async function updateImpact(access: TBrandAccess, surveyId: string, raw: unknown): Promise<TImpact> {
  withPermission(access, "key_learning.write");
  const input = parseInput(ZImpactInput, raw ?? {}, "impact");
  const out = await prisma.$transaction(async (tx) => {
    const study = await lockStudy(tx, access, surveyId);
    const stored = await tx.survey.findUniqueOrThrow({ where: { id: study.id }, select: { impact: true } });
    const next = { ...impactOf(stored.impact) };
    for (const key of ["insight", "learnings", "decisions", "estimated_roi"] as const) {
      const v = input[key];
      if (v !== undefined) next[key] = v === null || v === "" ? null : v;
    }
    await tx.survey.update({ where: { id: study.id }, data: { impact: next } });
    return next;
  });
  await knowledgeChanged(access.brandId);
  return out;
}
