import "server-only";
// The decision view (spec 3 §2 /brand/{b}/decision/{decisionId}): one assortment decision {name, dates}, its
// assortment and the studies that inform it (Survey.decision_id), with the studies list's visibility rule.
// Needs assortment read and survey read; another brand's or an unknown decision is a 404.
import { isAdmin } from "@/lib/permissions";
import { isId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TDecisionView } from "@/lib/studies/wire";

export type { TDecisionView };
import { prisma, type Tx } from "../db";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { loadSurveySummaries } from "../studies/summary";
import { visibleSurveysWhere } from "./serialize";

/**
 * Needs assortment.read and survey.read. The page declares survey.read; the second right is asked of the same access
 * here (withPermission, no query), so either one missing is a 403 whatever the caller declared.
 */
export async function getDecision(access: TBrandAccess, decisionId: string, db: Tx = prisma): Promise<TDecisionView> {
  withPermission(access, "assortment.read");
  withPermission(access, "survey.read");
  const row = isId(decisionId)
    ? await db.assortmentDecision.findFirst({
        where: { id: decisionId, assortment: access.where() },
        select: {
          id: true, name: true, date_start: true, date_end: true,
          assortment: { select: { id: true, year: true, season: true, name: true } },
          surveys: { where: visibleSurveysWhere(isAdmin(access.actor)), select: { id: true }, orderBy: [{ date_created: "desc" }, { id: "desc" }] },
        },
      })
    : null;
  if (!row) throw new AppError("not_found", STUDY_MSG.decisionNotFound);
  return {
    decision: { _id: row.id, name: row.name, date_start: row.date_start?.toISOString() ?? null, date_end: row.date_end?.toISOString() ?? null },
    assortment: { _id: row.assortment.id, year: row.assortment.year, season: row.assortment.season, name: row.assortment.name },
    surveys: await loadSurveySummaries(row.surveys.map((s) => s.id), db),
  };
}
