import "server-only";
// The question a per-question report is about (spec 3 §7 "POST .../report/question/{q}/choice", ".../leadlist"): the
// study and its filter (filtered-study.ts), then the question, which must be one of that study's and rated in results.
// An unknown id, another study's question or the question of a product no longer in the study → 404; a question of an
// excluded type (investment_review, spec 3 §2) → 400 saying so. Needs what the calling report needs.
import { EXCLUDED_QUESTION_TYPES } from "@/lib/results/study-state";
import { RESPONDENT_REPORT_MSG } from "@/lib/results/respondent-reports";
import { isId } from "@/lib/ids";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError, invalid } from "../errors";
import { filteredStudy, type TFilteredStudy } from "./filtered-study";

export interface TReportQuestion extends TFilteredStudy {
  question: { id: string; product_id: string | null };
}

const questionNotFound = () => new AppError("not_found", RESPONDENT_REPORT_MSG.questionNotFound);

export async function reportQuestion(access: TViewAccess, surveyId: string, questionId: string, rawFilter: unknown): Promise<TReportQuestion> {
  const base = await filteredStudy(access, surveyId, rawFilter);
  const row = isId(questionId)
    ? await prisma.question.findFirst({ where: { id: questionId, survey_id: base.study.id }, select: { id: true, product_id: true, type: true } })
    : null;
  if (!row) throw questionNotFound();
  if (EXCLUDED_QUESTION_TYPES.includes(row.type)) throw invalid(RESPONDENT_REPORT_MSG.excludedQuestion, [{ name: "questionId", reason: RESPONDENT_REPORT_MSG.excludedQuestion }]);
  if (row.product_id !== null && !base.products.includes(row.product_id)) throw questionNotFound();
  return { ...base, question: { id: row.id, product_id: row.product_id } };
}
