import "server-only";
// PUT /api/v1/brand/{b}/demographic/{id} (spec 2 §7): edits a question of the brand's library, shared by every
// study using it. Refused: audience weighting (§5), not editable, used by a study that is no longer a Draft (its
// answers were given to the stored question: 409, our decision), a pointable question a profile sums turned
// non-pointable. Pointable forces required in the Draft studies asking it; their profiles' ranges are recomputed.
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireDemographic } from "@/lib/builder/builder-wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict } from "../errors";
import { toWireDemographic } from "../builder/load-builder";
import { checkDemographicBody } from "./question-body";
import { lockBrandQuestion } from "./brand-question";
import { refuseEdit } from "./update-survey-demographic";
import { recomputeProfilesUsing } from "./profile-ranges";

/** Needs survey.write. */
export async function updateBrandDemographic(access: TBrandAccess, demographicId: string, rawBody: unknown): Promise<TWireDemographic> {
  const body = checkDemographicBody(access.actor, rawBody, "body");
  return prisma.$transaction(async (tx) => {
    const stored = await lockBrandQuestion(tx, access, demographicId);
    await refuseEdit(tx, stored, body);
    const published = await tx.surveyDemographic.count({ where: { demographic_id: stored.id, survey: { status: { not: "Draft" } } } });
    if (published > 0) throw conflict(DEMOGRAPHIC_MSG.usedByPublishedStudy);
    const updated = await tx.demographicQuestion.update({
      where: { id: stored.id },
      data: { ...body.columns, ...(access.actor.is_admin ? { audience_weighting: body.data.audience_weighting } : {}) },
    });
    if (updated.pointable) await tx.surveyDemographic.updateMany({ where: { demographic_id: stored.id }, data: { required: true } });
    else await tx.surveyDemographic.updateMany({ where: { demographic_id: stored.id }, data: { part_of_point_range: false } });
    await recomputeProfilesUsing(tx, stored.id);
    return toWireDemographic(updated);
  });
}
