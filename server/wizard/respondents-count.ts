// GET /brand/{b}/survey/{s}/respondents_count (spec 2 §4 "Publish flow": the response count fetched before the
// "Ready to Send?" dialog, deciding whether to offer deleting old responses): every non-preview respondent of the
// study, whatever its status, since publishing with delete_answers would remove them all. Survey read.
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { studyNotFound } from "../studies/get-survey";

export async function respondentsCount(actor: Actor, brandId: string, surveyId: string, db: Tx = prisma): Promise<{ count: number }> {
  await requireBrand(actor, brandId, { entity: "survey", action: "read", db });
  if (!isId(surveyId)) throw studyNotFound();
  const study = await db.survey.findFirst({ where: { id: surveyId, brand_id: brandId }, select: { id: true } });
  if (!study) throw studyNotFound();
  const count = await db.respondent.count({ where: { survey_id: surveyId, is_preview: false } });
  return { count };
}
