import "server-only";
// GET /brand/{b}/survey/{s}/respondents_count (spec 2 §4 "Publish flow": the response count fetched before the
// "Ready to Send?" dialog, deciding whether to offer deleting old responses): every non-preview respondent of the
// study, whatever its status, since publishing with delete_answers would remove them all. Survey read.
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { loadVisibleStudy } from "../studies/load-study";

/** Needs survey.read. A template is a 404 to non-admins. */
export async function respondentsCount(access: TBrandAccess, surveyId: string, db: Tx = prisma): Promise<{ count: number }> {
  await loadVisibleStudy(access, surveyId, db);
  const count = await db.respondent.count({ where: { survey_id: surveyId, is_preview: false } });
  return { count };
}
