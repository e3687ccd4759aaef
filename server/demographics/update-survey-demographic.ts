import "server-only";
// updateSurveyDemographicShared (spec 2 §7): edits a question of the study and its outer fields there. Refused:
// a question not in the study (404), one used for audience weighting (§5, 409), one marked not editable (409), a
// pointable question a segmentation profile sums turned non-pointable (400). The edit is shared by every study using a
// brand question; a platform default, or a question a non-Draft study uses, is copied instead (copy-on-write, our
// decision): the copy replaces it in this study (same place, profiles re-pointed) and answers stay with the original.
import { editDemographicProblem } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TSurveySegmentation } from "@/lib/demographics/wire";
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { AppError, conflict, invalid } from "../errors";
import { checkDemographicBody, type TCheckedDemographic } from "./question-body";
import { lockDraftStudy } from "./study-access";
import { loadSegmentationAnswer } from "./segmentation-answer";
import { rangeOf, recomputeProfilesUsing } from "./profile-ranges";

export const demographicNotFound = () => new AppError("not_found", DEMOGRAPHIC_MSG.notFound);

/** The stored question's own refusals, shared with the brand-library edit. */
export async function refuseEdit(
  tx: Tx,
  stored: { id: string; editable: boolean; audience_weighting: boolean; pointable: boolean },
  body: TCheckedDemographic,
): Promise<void> {
  const weighting = editDemographicProblem(stored);
  if (weighting) throw conflict(weighting);
  if (!stored.editable) throw conflict(DEMOGRAPHIC_MSG.notEditable);
  if (stored.pointable && !body.columns.pointable) {
    const summed = await tx.segmentationProfile.count({ where: { questions: { has: stored.id } } });
    if (summed > 0) throw invalid(DEMOGRAPHIC_MSG.profileQuestionNotPointable, [{ name: "data.pointable", reason: DEMOGRAPHIC_MSG.profileQuestionNotPointable }]);
  }
}

/** Needs survey.write. */
export async function updateSurveyDemographic(access: TBrandAccess, surveyId: string, demographicId: string, rawData: unknown): Promise<TSurveySegmentation> {
  const body = checkDemographicBody(access.actor, rawData);
  return prisma.$transaction(async (tx) => {
    await lockDraftStudy(tx, access, surveyId);
    if (!isId(demographicId)) throw demographicNotFound();
    const row = await tx.surveyDemographic.findUnique({
      where: { survey_id_demographic_id: { survey_id: surveyId, demographic_id: demographicId } },
      include: { demographic: true },
    });
    if (!row) throw demographicNotFound();
    const stored = row.demographic;
    await refuseEdit(tx, stored, body);
    const outer = { required: body.required, randomize_options: body.randomize_options };
    const usedElsewhere = await tx.surveyDemographic.count({ where: { demographic_id: stored.id, survey: { status: { not: "Draft" } } } });
    if (stored.brand_id === null || usedElsewhere > 0) {
      const copy = await tx.demographicQuestion.create({
        data: { ...body.columns, brand_id: access.brandId, audience_weighting: body.data.audience_weighting },
        select: { id: true },
      });
      await tx.surveyDemographic.delete({ where: { survey_id_demographic_id: { survey_id: surveyId, demographic_id: stored.id } } });
      await tx.surveyDemographic.create({
        data: { survey_id: surveyId, demographic_id: copy.id, order: row.order, disabled: row.disabled, part_of_point_range: row.part_of_point_range && body.columns.pointable, ...outer },
      });
      const profiles = await tx.segmentationProfile.findMany({ where: { survey_id: surveyId, questions: { has: stored.id } }, select: { id: true, questions: true } });
      for (const p of profiles) {
        const questions = p.questions.map((q) => (q === stored.id ? copy.id : q));
        const r = await rangeOf(tx, questions);
        await tx.segmentationProfile.update({ where: { id: p.id }, data: { questions, start_range: r.start_range, end_range: r.end_range } });
      }
    } else {
      await tx.demographicQuestion.update({
        where: { id: stored.id },
        data: { ...body.columns, ...(access.actor.is_admin ? { audience_weighting: body.data.audience_weighting } : {}) },
      });
      await tx.surveyDemographic.update({
        where: { survey_id_demographic_id: { survey_id: surveyId, demographic_id: stored.id } },
        data: { ...outer, part_of_point_range: row.part_of_point_range && body.columns.pointable },
      });
      // A pointable shared question is required wherever a Draft study asks it (§5: pointable forces required).
      if (body.columns.pointable) {
        await tx.surveyDemographic.updateMany({ where: { demographic_id: stored.id, survey: { status: "Draft" } }, data: { required: true } });
      }
      await recomputeProfilesUsing(tx, stored.id);
    }
    return loadSegmentationAnswer(tx, surveyId);
  });
}
