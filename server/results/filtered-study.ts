import "server-only";
// Every results report starts here: the study of the caller's brand (a template only for admins) and its filter,
// parsed, checked against the study and compiled (respondent-filter.ts). Needs what the calling report needs.
import { EXCLUDED_QUESTION_TYPES } from "@/lib/results/study-state";
import type { TViewAccess } from "../access/authorize";
import type { TStudyHead } from "../studies/load-study";
import { loadVisibleStudy } from "../studies/load-study";
import { isId } from "@/lib/ids";
import { prisma } from "../db";
import { respondentFilter, type TRespondentFilter } from "./respondent-filter";

export interface TFilteredStudy {
  study: TStudyHead;
  filter: TRespondentFilter;
  /** The study's products in their order, without those asked by an excluded question type (investment_review). */
  products: string[];
  /** The question asking each of `products` (same order; the first by id), null for a product without one. */
  questions: (string | null)[];
}

export async function filteredStudy(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<TFilteredStudy> {
  // The products are read beside the study (by the id asked for; nothing of them is used unless the study is
  // visible to the caller), saving a round trip on every report.
  const productsOf = (id: string) => prisma.$queryRaw<{ product_id: string; question_id: string | null }[]>`
      SELECT sp.product_id, (SELECT min(q.id) FROM "Question" q WHERE q.survey_id = sp.survey_id AND q.product_id = sp.product_id) AS question_id
      FROM "SurveyProduct" sp
      WHERE sp.survey_id = ${id}
        AND NOT EXISTS (SELECT 1 FROM "Question" q WHERE q.survey_id = sp.survey_id AND q.product_id = sp.product_id AND q.type::text = ANY(${[...EXCLUDED_QUESTION_TYPES]}::text[]))
      ORDER BY sp."order", sp.product_id`;
  const [study, products] = await Promise.all([loadVisibleStudy(access, surveyId), isId(surveyId) ? productsOf(surveyId) : Promise.resolve([])]);
  const filter = await respondentFilter(rawFilters, study);
  return { study, filter, products: products.map((p) => p.product_id), questions: products.map((p) => p.question_id) };
}
