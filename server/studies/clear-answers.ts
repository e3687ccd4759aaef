import "server-only";
// Clearing a study's collected answers (spec 3 §4 "Clear answers removes collected answers"): its respondents
// and their rating, follow-up and segment answers; nothing else (the study, questions, products stay). The products'
// assignment counts (P6, least-shown first) restart at 0 with the respondents they counted.
import type { Tx } from "../db";

/** Runs inside the caller's transaction; answers how many respondents were removed. */
export async function deleteStudyAnswers(tx: Tx, surveyId: string): Promise<number> {
  // Answers first, explicitly, so nothing depends on cascade settings; all keyed by survey.
  await tx.ratingAnswer.deleteMany({ where: { survey_id: surveyId } });
  await tx.followUpAnswer.deleteMany({ where: { survey_id: surveyId } });
  await tx.segmentAnswer.deleteMany({ where: { survey_id: surveyId } });
  const { count } = await tx.respondent.deleteMany({ where: { survey_id: surveyId } });
  await tx.surveyProduct.updateMany({ where: { survey_id: surveyId, assigned_count: { not: 0 } }, data: { assigned_count: 0 } });
  // Cached results of the cleared answers are never served again (server/results/results-cache.ts).
  // Raw, so that date_modified (the study editors' concurrency token) is left alone.
  await tx.$executeRaw`UPDATE "Survey" SET results_generation = results_generation + 1 WHERE id = ${surveyId}`;
  return count;
}
