import "server-only";
// Saved filters of a study (P9 item 2; spec 3 "Results filters"): GET /api/v1/brand/{b}/survey/{s}/filters lists the
// filters the brand's users saved on the study, oldest first, with who saved each and whether the caller may delete
// it. Also the one wire form of a saved filter, used by save-filter.ts. Needs survey.read (no share viewers).
import { can } from "@/lib/permissions";
import type { TResultsFilters } from "@/lib/results/filters";
import type { TSavedFilter } from "@/lib/results/saved-filters";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadVisibleStudy } from "../studies/load-study";

export const savedFilterSelect = {
  id: true, survey_id: true, name: true, filters: true, creator_id: true, date_created: true,
  creator: { select: { id: true, first_name: true, last_name: true } },
} as const;

interface TSavedFilterRow {
  id: string;
  survey_id: string;
  name: string;
  filters: unknown;
  creator_id: string | null;
  date_created: Date;
  creator: { id: string; first_name: string; last_name: string } | null;
}

/** Its creator, or anyone who may edit the brand's studies (admins included), may delete a saved filter. */
export const mayDeleteSavedFilter = (access: TBrandAccess, creatorId: string | null): boolean =>
  (creatorId !== null && creatorId === access.actor.id) || can(access.actor, access.brandId, "survey", "write");

export function savedFilterWire(row: TSavedFilterRow, access: TBrandAccess): TSavedFilter {
  return {
    _id: row.id,
    survey_id: row.survey_id,
    name: row.name,
    // Stored only after respondentFilter() accepted it (save-filter.ts): the parsed filter shape.
    filters: row.filters as TResultsFilters,
    creator: row.creator ? { _id: row.creator.id, first_name: row.creator.first_name, last_name: row.creator.last_name } : null,
    date_created: row.date_created.toISOString(),
    can_delete: mayDeleteSavedFilter(access, row.creator_id),
  };
}

export async function listSavedFilters(access: TBrandAccess, surveyId: string): Promise<TSavedFilter[]> {
  const study = await loadVisibleStudy(access, surveyId);
  const rows = await prisma.savedFilter.findMany({
    where: access.where({ survey_id: study.id }),
    orderBy: [{ date_created: "asc" }, { id: "asc" }],
    select: savedFilterSelect,
  });
  return rows.map((r) => savedFilterWire(r, access));
}
