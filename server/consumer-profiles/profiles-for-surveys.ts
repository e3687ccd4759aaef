import "server-only";
// GraphQL consumerProfiles(survey_ids, brand_id) (spec 1 §7): the consumer profiles the given studies of the brand
// send to (their audience rows), or, without survey_ids, all the brand's live profiles. Brand members only (not
// knowledge-base-only users); ids of
// other brands' studies match nothing. Archived profiles a study still uses are included (its audience names them).
import { isId } from "@/lib/ids";
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { invalid } from "../errors";
import { profileInclude, toWireProfile } from "./serialize";
import { listConsumerProfiles } from "./list-consumer-profiles";

export const MAX_SURVEY_IDS = 500;

/** Needs brand.member. */
export async function profilesForSurveys(access: TBrandAccess, surveyIds: readonly string[] | null): Promise<TConsumerProfile[]> {
  if (!surveyIds || surveyIds.length === 0) return listConsumerProfiles(access);
  const bad = surveyIds.findIndex((id) => !isId(id));
  if (bad >= 0 || surveyIds.length > MAX_SURVEY_IDS) {
    const reason = bad >= 0 ? "Must be a 24-character hexadecimal id." : `At most ${MAX_SURVEY_IDS} studies.`;
    throw invalid(reason, [{ name: bad >= 0 ? `survey_ids.${bad}` : "survey_ids", reason }]);
  }
  const rows = await prisma.consumerProfile.findMany({
    where: access.where({ audiences: { some: { survey_id: { in: [...surveyIds] }, survey: access.where() } } }),
    orderBy: [{ title: "asc" }, { id: "asc" }],
    include: profileInclude,
  });
  return rows.map(toWireProfile);
}
