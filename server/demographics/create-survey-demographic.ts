import "server-only";
// createSurveyDemographicQuestion (spec 2 §7): a new brand-library question, added last to the study with its
// outer fields (required, randomize_options). Survey write, Draft study; every §5 rule checked first; one transaction.
import type { TSurveySegmentation } from "@/lib/demographics/wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { checkDemographicBody } from "./question-body";
import { lockDraftStudy } from "./study-access";
import { loadSegmentationAnswer } from "./segmentation-answer";

/** Needs survey.write. */
export async function createSurveyDemographic(access: TBrandAccess, surveyId: string, rawData: unknown): Promise<TSurveySegmentation> {
  const body = checkDemographicBody(access.actor, rawData);
  return prisma.$transaction(async (tx) => {
    await lockDraftStudy(tx, access, surveyId);
    const question = await tx.demographicQuestion.create({
      data: { ...body.columns, brand_id: access.brandId, audience_weighting: body.data.audience_weighting },
      select: { id: true },
    });
    const last = await tx.surveyDemographic.aggregate({ where: { survey_id: surveyId }, _max: { order: true } });
    await tx.surveyDemographic.create({
      data: {
        survey_id: surveyId,
        demographic_id: question.id,
        order: (last._max.order ?? -1) + 1,
        required: body.required,
        randomize_options: body.randomize_options,
      },
    });
    return loadSegmentationAnswer(tx, surveyId);
  });
}
