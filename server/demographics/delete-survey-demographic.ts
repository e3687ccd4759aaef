import "server-only";
// deleteSurveyDemographicQuestion (spec 2 §7): takes a question out of the study (the question stays in the brand
// library). Refused when one of the study's segmentation profiles sums it (§5 "Deleting a question in use for a
// consumer profile is blocked", 409). The remaining questions keep their order, renumbered from 0.
import { deleteDemographicProblem } from "@/lib/study-rules/demographics";
import type { TSurveySegmentation } from "@/lib/demographics/wire";
import { isId } from "@/lib/ids";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict } from "../errors";
import { lockDraftStudy } from "./study-access";
import { loadSegmentationAnswer } from "./segmentation-answer";
import { demographicNotFound } from "./update-survey-demographic";

/** Needs survey.write. */
export async function deleteSurveyDemographic(access: TBrandAccess, surveyId: string, demographicId: string): Promise<TSurveySegmentation> {
  return prisma.$transaction(async (tx) => {
    await lockDraftStudy(tx, access, surveyId);
    if (!isId(demographicId)) throw demographicNotFound();
    const row = await tx.surveyDemographic.findUnique({ where: { survey_id_demographic_id: { survey_id: surveyId, demographic_id: demographicId } } });
    if (!row) throw demographicNotFound();
    const profiles = await tx.segmentationProfile.findMany({ where: { survey_id: surveyId }, select: { questions: true } });
    const problem = deleteDemographicProblem(demographicId, profiles);
    if (problem) throw conflict(problem);
    await tx.surveyDemographic.delete({ where: { survey_id_demographic_id: { survey_id: surveyId, demographic_id: demographicId } } });
    const rest = await tx.surveyDemographic.findMany({ where: { survey_id: surveyId }, orderBy: [{ order: "asc" }, { demographic_id: "asc" }], select: { demographic_id: true, order: true } });
    for (const [order, r] of rest.entries()) {
      if (r.order !== order) await tx.surveyDemographic.update({ where: { survey_id_demographic_id: { survey_id: surveyId, demographic_id: r.demographic_id } }, data: { order } });
    }
    return loadSegmentationAnswer(tx, surveyId);
  });
}
