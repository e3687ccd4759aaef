// DELETE …/survey/{s}/delete (spec 3 §7): removes the study and everything that hangs off it (products,
// questions, audiences, respondents, answers, snips, share links, group memberships) in one transaction,
// through the schema's cascades. Needs survey write; allowed in every status (lib/studies/status.ts).
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { prisma } from "../db";
import { loadBrandStudy, studyNotFound } from "./load-study";
import { assertTransition } from "./transition-study";

export async function deleteStudy(actor: Actor, input: { brandId: string; surveyId: string }): Promise<{ _id: string }> {
  await requireBrand(actor, input.brandId);
  const study = await loadBrandStudy(input.brandId, input.surveyId);
  await assertTransition(actor, input.brandId, study, "delete");
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.survey.deleteMany({ where: { id: study.id, brand_id: input.brandId } });
    if (count === 0) throw studyNotFound(); // deleted meanwhile
  });
  return { _id: study.id };
}
