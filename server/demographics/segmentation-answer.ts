import "server-only";
// The answer of every study-scoped segmentation call and of getSurvey's segmentation fields: the study's questions
// in order, its profiles, the audience weighting switch and the study-level notes (spec 2 §5).
import { segmentationNotes } from "@/lib/demographics/library";
import type { TSurveySegmentation } from "@/lib/demographics/wire";
import type { Tx } from "../db";
import { loadSurveySegmentation } from "../builder/load-builder";

export async function loadSegmentationAnswer(db: Tx, surveyId: string): Promise<TSurveySegmentation> {
  const [segmentation, survey] = await Promise.all([
    loadSurveySegmentation(db, surveyId),
    db.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { has_audience_weighting: true } }),
  ]);
  const whole = { ...segmentation, has_audience_weighting: survey.has_audience_weighting };
  return { survey_id: surveyId, ...whole, ...segmentationNotes(whole) };
}
