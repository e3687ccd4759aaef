import "server-only";
// Learnings and impact (spec 3 §2 "Learnings and impact report": "Key takeaways: learning, decision, estimated_roi and
// the question with product images"; §3 Survey impact {insight, learnings, decisions, estimated_roi}; §7
// learningsAndImpact(brand_id, survey_id); data for P13): the study's impact block and its key takeaways in their
// order, each with its question's product (id, name and first image). Needs key_learning.read; a share viewer holding
// a learnings link reads its own study's (lib/permissions.ts SHARE_SCOPE_PERMISSION).
import { impactOf, type TLearningsAndImpact } from "@/lib/results/respondent-reports";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadVisibleStudy } from "../studies/load-study";

export async function learningsAndImpact(access: TViewAccess, surveyId: string): Promise<TLearningsAndImpact> {
  const study = await loadVisibleStudy(access, surveyId);
  const [survey, learnings] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: study.id }, select: { impact: true } }),
    prisma.keyLearning.findMany({
      where: { survey_id: study.id },
      orderBy: [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }],
      select: {
        id: true, learning: true, decision: true, estimated_roi: true, order: true,
        question: {
          select: {
            id: true,
            product: { select: { id: true, name: true, images: { select: { desktop: true }, orderBy: [{ order: "asc" }, { id: "asc" }], take: 1 } } },
          },
        },
      },
    }),
  ]);
  return {
    survey_id: study.id,
    impact: impactOf(survey.impact),
    key_takeaways: learnings.map((k) => ({
      id: k.id,
      learning: k.learning,
      decision: k.decision,
      estimated_roi: k.estimated_roi,
      order: k.order,
      question: k.question
        ? {
            id: k.question.id,
            product: k.question.product ? { id: k.question.product.id, name: k.question.product.name, image: k.question.product.images[0]?.desktop ?? null } : null,
          }
        : null,
    })),
  };
}
