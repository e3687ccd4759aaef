import "server-only";
// A stored grouped study → the wire TSurveyGroup, members as study summaries (sorted by order) plus its links.
import type { TGroupLogic } from "@/lib/studies/messages";
import type { TSurveyGroup } from "@/lib/studies/wire";
import type { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import { loadSurveySummaries } from "../studies/summary";
import { groupLinks } from "./group-links";

export const GROUP_SELECT = {
  id: true,
  name: true,
  short_id: true,
  status: true,
  logic: true,
  surveys: { select: { survey_id: true, order: true, limit: true }, orderBy: [{ order: "asc" }, { survey_id: "asc" }] },
} satisfies Prisma.SurveyGroupSelect;
export type TGroupRow = Prisma.SurveyGroupGetPayload<{ select: typeof GROUP_SELECT }>;

/** Many groups with one summaries load for all their members. */
export async function serializeGroups(rows: TGroupRow[], db: Tx = prisma): Promise<TSurveyGroup[]> {
  const ids = [...new Set(rows.flatMap((g) => g.surveys.map((m) => m.survey_id)))];
  const summaries = new Map((await loadSurveySummaries(ids, db)).map((s) => [s._id, s]));
  return rows.map((g) => {
    const members = g.surveys.flatMap((m) => {
      const survey = summaries.get(m.survey_id);
      return survey ? [{ survey, limit: m.limit, order: m.order }] : [];
    });
    return {
      _id: g.id,
      name: g.name,
      short_id: g.short_id,
      status: g.status,
      logic: g.logic as TGroupLogic,
      surveys: members,
      links: groupLinks(g.short_id, members.map((m) => m.survey)),
    };
  });
}
