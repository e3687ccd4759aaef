// reportRespondentsCount(brand_id, survey_id, filters) (spec 3 §7): the counted respondents (completed, not previews)
// the filters select. Needs survey.read.
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";

export async function reportRespondentsCount(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<number> {
  const { study, filter } = await filteredStudy(access, surveyId, rawFilters);
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "Respondent" r WHERE r.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})`;
  return row?.n ?? 0;
}
