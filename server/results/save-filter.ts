import "server-only";
// Saves a results filter on a study (P9 item 2; spec 3 "Results filters"): POST /api/v1/brand/{b}/survey/{s}/filter
// {name, filters}. The filter is checked against the study exactly as every report checks it (respondent-filter.ts)
// and kept in that parsed form; it must narrow the respondents. The name is trimmed, 1–80 characters, unique in the
// study (case-insensitive: 409); at most 50 per study (400). The count and the insert run in one transaction under a
// per-study advisory lock, so two saves cannot both take the 50th place. Needs survey.read (no share viewers).
import { MAX_SAVED_FILTERS, SAVED_FILTER_MSG, ZSavedFilterInput, type TSavedFilter } from "@/lib/results/saved-filters";
import type { Prisma } from "../generated/prisma/client";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { conflict, invalid } from "../errors";
import { invalidFromZod } from "../http/problem";
import { loadVisibleStudy } from "../studies/load-study";
import { savedFilterSelect, savedFilterWire } from "./list-saved-filters";
import { respondentFilter } from "./respondent-filter";

export async function saveFilter(access: TBrandAccess, surveyId: string, rawInput: unknown): Promise<TSavedFilter> {
  const parsed = ZSavedFilterInput.safeParse(rawInput ?? {});
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  const { name } = parsed.data;
  const study = await loadVisibleStudy(access, surveyId);
  const filter = await respondentFilter(parsed.data.filters, study);
  if (!filter.narrows) throw invalid(SAVED_FILTER_MSG.empty, [{ name: "filters", reason: SAVED_FILTER_MSG.empty }]);
  const row = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`saved-filter:${study.id}`}))`;
    const existing = await tx.savedFilter.findMany({ where: { survey_id: study.id }, select: { name: true } });
    if (existing.length >= MAX_SAVED_FILTERS) throw invalid(SAVED_FILTER_MSG.tooMany, [{ name: "name", reason: SAVED_FILTER_MSG.tooMany }]);
    if (existing.some((e) => e.name.toLowerCase() === name.toLowerCase())) throw conflict(SAVED_FILTER_MSG.duplicateName(name));
    return tx.savedFilter.create({
      data: { brand_id: study.brand_id, survey_id: study.id, creator_id: access.actor.id, name, filters: filter.filters as Prisma.InputJsonObject },
      select: savedFilterSelect,
    });
  });
  return savedFilterWire(row, access);
}
