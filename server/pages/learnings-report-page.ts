import "server-only";
// The learnings and impact report's data (spec 3 §2 route /learnings/{brandId}/{surveyId}, "needs brand-level access";
// P13 item 1): the brand's name, the study's title, its impact and key takeaways. Needs key_learning.read on the
// brand; another brand's study or an unknown id is the page's 404.
import type { TLearningsReport } from "@/lib/learnings/report";
import { studyTitle } from "@/lib/studies/format";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError } from "../errors";
import { learningsAndImpact } from "../results/learnings-and-impact";

export async function loadLearningsReport(access: TBrandAccess, surveyId: string, can: { readResults: boolean; write: boolean }): Promise<TLearningsReport | null> {
  try {
    const data = await learningsAndImpact(withPermission(access, "key_learning.read"), surveyId);
    const survey = await prisma.survey.findUniqueOrThrow({ where: { id: data.survey_id }, select: { title: true } });
    return {
      ...data,
      brandId: access.brandId,
      brandName: access.brand.name,
      studyTitle: studyTitle(survey.title),
      resultsPath: can.readResults ? `/brand/${access.brandId}/campaign/${data.survey_id}/results?tab=learnings-impact` : null,
      canWrite: can.write,
    };
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return null;
    throw e;
  }
}
