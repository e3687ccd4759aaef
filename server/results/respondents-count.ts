import "server-only";
// reportRespondentsCount(brand_id, survey_id, filters) (spec 3 §7): the counted respondents (completed, not previews)
// the filters select. Needs survey.read.
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { filteredStudy, type TFilteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

/** The count for a study and filter already checked (kept for Closed studies). */
export function countRespondents(scope: Pick<TFilteredStudy, "study" | "filter">): Promise<number> {
  return cachedResults(scope, "respondents-count", async () => {
    const [row] = await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Respondent" r WHERE r.survey_id = ${scope.study.id} AND ${COUNTED} AND (${scope.filter.where})`;
    return row?.n ?? 0;
  });
}

export async function reportRespondentsCount(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<number> {
  return countRespondents(await filteredStudy(access, surveyId, rawFilters));
}
