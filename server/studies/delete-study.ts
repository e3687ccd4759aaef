import "server-only";
// DELETE …/survey/{s}/delete (spec 3 §7): removes the study and everything that hangs off it (products,
// questions, audiences, respondents, answers, snips, share links, group memberships) in one transaction,
// through the schema's cascades. Needs survey write; allowed in every status (lib/studies/status.ts).
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadBrandStudy, studyNotFound } from "./load-study";
import { assertTransition } from "./transition-study";

/** Needs brand.member: the transition table asks survey write (and admin for templates) of the caller. */
export async function deleteStudy(access: TBrandAccess, input: { surveyId: string }): Promise<{ _id: string }> {
  const study = await loadBrandStudy(access, input.surveyId);
  assertTransition(access, study, "delete");
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.survey.deleteMany({ where: access.where({ id: study.id }) });
    if (count === 0) throw studyNotFound(); // deleted meanwhile
  });
  return { _id: study.id };
}
