import "server-only";
// Creating a study from an assortment (spec 3 §6 "Survey write access allows creating studies", §7):
// v1 POST /admin/brand/{b}/campaignSNT {assortment} and v2 POST /api/v2/surveys {brand_id, assortment_id}.
// Both make a Draft with a fresh short id, created and owned by the actor; the builder (spec 2) fills the rest.
// v2 also needs the brand's enableSurveyCreatorV2 feature and marks the study version "2.0.0".
import { isId, newId } from "@/lib/ids";
import { parseFeatures } from "@/lib/schemas/brand";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TBrandAccess } from "../access/authorize";
import { AppError, forbidden } from "../errors";
import { prisma } from "../db";
import { newShortId } from "./short-id";
import { addNewStudyDemographics } from "../demographics/new-study-demographics";

export const V2_STUDY_VERSION = "2.0.0";

/** Needs survey.write. */
export async function createStudy(access: TBrandAccess, input: { assortmentId: string; v2?: boolean }): Promise<{ _id: string; assortment: string }> {
  const actor = access.actor;
  if (input.v2 && !parseFeatures(access.brand.features).enableSurveyCreatorV2) throw forbidden(STUDY_MSG.v2CreatorDisabled);
  const assortment = isId(input.assortmentId)
    ? await prisma.assortment.findFirst({ where: access.where({ id: input.assortmentId }), select: { id: true } })
    : null;
  if (!assortment) throw new AppError("not_found", STUDY_MSG.assortmentNotFound);
  const survey = await prisma.$transaction(async (tx) => {
    const created = await tx.survey.create({
      data: {
        id: newId(),
        short_id: newShortId(),
        brand_id: access.brandId,
        assortment_id: assortment.id,
        status: "Draft",
        // The study type is picked in the builder's first step (spec 2), so a new study has none yet.
        type: null,
        created_by_id: actor.id,
        owned_by_id: actor.id,
        ...(input.v2 ? { version: V2_STUDY_VERSION } : {}),
      },
      select: { id: true },
    });
    await addNewStudyDemographics(tx, access.brandId, created.id);
    return created;
  });
  return { _id: survey.id, assortment: assortment.id };
}
