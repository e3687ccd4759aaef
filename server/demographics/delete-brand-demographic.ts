import "server-only";
// The delete of a brand demographic (spec 2 §7; REST DELETE /api/v1/brand/{b}/demographic/{id}). Survey write.
// Refused while any segmentation profile sums it (§5, 409). A question some study asks is archived (it leaves the
// library; studies keep it and answers stay linked), one no study asks is deleted (our decision).
import { deleteDemographicProblem } from "@/lib/study-rules/demographics";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict } from "../errors";
import { lockBrandQuestion } from "./brand-question";

/** Needs survey.write. */
export async function deleteBrandDemographic(access: TBrandAccess, demographicId: string): Promise<{ _id: string; archived: boolean; deleted: boolean }> {
  return prisma.$transaction(async (tx) => {
    const q = await lockBrandQuestion(tx, access, demographicId);
    const profiles = await tx.segmentationProfile.findMany({ where: { questions: { has: q.id } }, select: { questions: true } });
    const problem = deleteDemographicProblem(q.id, profiles);
    if (problem) throw conflict(problem);
    const asked = await tx.surveyDemographic.count({ where: { demographic_id: q.id } });
    if (asked > 0) {
      await tx.demographicQuestion.update({ where: { id: q.id }, data: { archived: true } });
      return { _id: q.id, archived: true, deleted: false };
    }
    await tx.demographicQuestion.delete({ where: { id: q.id } });
    return { _id: q.id, archived: false, deleted: true };
  });
}
