// Every results report starts here: the study of the caller's brand (a template only for admins) and its filter,
// parsed, checked against the study and compiled (respondent-filter.ts). Needs what the calling report needs.
import { EXCLUDED_QUESTION_TYPES } from "@/lib/results/study-state";
import type { TViewAccess } from "../access/authorize";
import type { TStudyHead } from "../studies/load-study";
import { loadVisibleStudy } from "../studies/load-study";
import { prisma } from "../db";
import { respondentFilter, type TRespondentFilter } from "./respondent-filter";

export interface TFilteredStudy {
  study: TStudyHead;
  filter: TRespondentFilter;
  /** The study's products in their order, without those asked by an excluded question type (investment_review). */
  products: string[];
}

export async function filteredStudy(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<TFilteredStudy> {
  const study = await loadVisibleStudy(access, surveyId);
  const [filter, products, excluded] = await Promise.all([
    respondentFilter(rawFilters, study),
    prisma.surveyProduct.findMany({ where: { survey_id: study.id }, select: { product_id: true }, orderBy: [{ order: "asc" }, { product_id: "asc" }] }),
    prisma.question.findMany({ where: { survey_id: study.id, type: { in: [...EXCLUDED_QUESTION_TYPES] } }, select: { product_id: true } }),
  ]);
  const skip = new Set(excluded.map((q) => q.product_id));
  return { study, filter, products: products.map((p) => p.product_id).filter((id) => !skip.has(id)) };
}
