import "server-only";
// Learnings and impact (spec 3 §2 "Learnings and impact report": "Key takeaways: learning, decision, estimated_roi and
// the question with product images"; §3 Survey impact {insight, learnings, decisions, estimated_roi}; §7
// learningsAndImpact(brand_id, survey_id); data for P13): the study's impact block and its key takeaways in their
// order, each with its question's product (id, name and first image). Needs key_learning.read; a share viewer holding
// a learnings link reads its own study's (lib/permissions.ts SHARE_SCOPE_PERMISSION).
import { impactOf, type TLearningsAndImpact } from "@/lib/results/respondent-reports";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { serializeTakeaway, TAKEAWAY_ORDER, TAKEAWAY_SELECT } from "../learnings/takeaway";
import { loadVisibleStudy } from "../studies/load-study";

export async function learningsAndImpact(access: TViewAccess, surveyId: string): Promise<TLearningsAndImpact> {
  const study = await loadVisibleStudy(access, surveyId);
  const [survey, learnings] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: study.id }, select: { impact: true } }),
    prisma.keyLearning.findMany({ where: { survey_id: study.id }, orderBy: [...TAKEAWAY_ORDER], select: TAKEAWAY_SELECT }),
  ]);
  return { survey_id: study.id, impact: impactOf(survey.impact), key_takeaways: learnings.map(serializeTakeaway) };
}
