import "server-only";
// getResultsState(brand_id, survey_id): what the results page shows for a study (lib/results/study-state.ts). An
// unknown id, another brand's study and a template for a non-admin all answer "no study" alike. Needs survey.read.
import { EXCLUDED_QUESTION_TYPES, resultsState, type TResultsState } from "@/lib/results/study-state";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError } from "../errors";
import { loadVisibleStudy } from "../studies/load-study";

export async function getResultsState(access: TViewAccess, surveyId: string): Promise<{ state: TResultsState; message: string | null }> {
  const study = await loadVisibleStudy(access, surveyId).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "not_found") return null;
    throw e;
  });
  if (!study) return resultsState(null);
  const [facts, questions] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: study.id }, select: { has_price_testing: true } }),
    prisma.question.count({ where: { survey_id: study.id, disabled: false, type: { notIn: [...EXCLUDED_QUESTION_TYPES] } } }),
  ]);
  return resultsState({ type: study.type, status: study.status, has_price_testing: facts.has_price_testing, questions });
}
