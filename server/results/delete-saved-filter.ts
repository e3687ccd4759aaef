import "server-only";
// Deletes a saved filter (spec 3 §7 "DELETE /brand/{b}/survey/{s}/filter/{id}"; P9 item 2). The filter must be one of
// that study's, of the caller's brand: another study's or brand's filter, or an unknown id, is a 404 and nothing is
// deleted. Its creator may delete it, and so may anyone with survey write (admins included); others get a 403.
// Needs survey.read (no share viewers); the finer rule is checked here.
import { SAVED_FILTER_MSG } from "@/lib/results/saved-filters";
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError, forbidden } from "../errors";
import { loadVisibleStudy } from "../studies/load-study";
import { mayDeleteSavedFilter } from "./list-saved-filters";

const savedFilterNotFound = () => new AppError("not_found", SAVED_FILTER_MSG.notFound);

export async function deleteSavedFilter(access: TBrandAccess, surveyId: string, filterId: string): Promise<{ _id: string }> {
  const study = await loadVisibleStudy(access, surveyId);
  if (!isId(filterId)) throw savedFilterNotFound();
  const row = await prisma.savedFilter.findFirst({ where: access.where({ id: filterId, survey_id: study.id }), select: { id: true, creator_id: true } });
  if (!row) throw savedFilterNotFound();
  if (!mayDeleteSavedFilter(access, row.creator_id)) throw forbidden(SAVED_FILTER_MSG.cannotDelete);
  const { count } = await prisma.savedFilter.deleteMany({ where: { id: row.id, survey_id: study.id } });
  if (count === 0) throw savedFilterNotFound();
  return { _id: row.id };
}
