import "server-only";
// PATCH /api/v2/surveys/{id} {archived} (spec 3 §4 "Archive applies to v2 studies"): only studies whose version
// is 2.x.y can be archived (or un-archived); others → 409. Needs survey write on the study's brand.
import { STUDY_MSG } from "@/lib/studies/messages";
import { isV2Version } from "@/lib/studies/status";
import type { TBrandAccess } from "../access/authorize";
import { conflict } from "../errors";
import { prisma } from "../db";
import { loadBrandStudy } from "./load-study";
import { historyChanged } from "../knowledge/jobs";

/** Needs survey.write (on the study's brand: the v2 route authorizes `{ survey: id }`). */
export async function archiveStudy(access: TBrandAccess, input: { surveyId: string; archived: boolean }): Promise<{ id: string; archived: boolean }> {
  const study = await loadBrandStudy(access, input.surveyId);
  if (!isV2Version(study.version)) throw conflict(STUDY_MSG.archiveV2Only);
  const row = await prisma.survey.update({
    where: { id: study.id },
    data: { archived: input.archived, date_modified: new Date() },
    select: { id: true, archived: true },
  });
  await historyChanged(access.brandId);
  return row;
}
