import "server-only";
// GET /api/v1/admin/brand/{b}/survey/{s}/panel_surveys (spec 2 §6 "panel survey details" admin only; §7 "admin
// panel surveys": status live/complete/pending/archived, page_size 200, order_by id, page_number up to 3): the
// PanelSurveyRecord rows recorded for the study. Admins only (403 otherwise, view-as-user included); another
// brand's or an unknown study → 404.
import { PANEL_SURVEY_PAGE_SIZE, type TPanelSurveyStatus, type TWirePanelSurveyPage } from "@/lib/audiences/panel-surveys";
import { isId } from "@/lib/ids";
import { isAdmin } from "@/lib/permissions";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { forbidden } from "../errors";
import { studyNotFound } from "../studies/get-survey";

/** Needs brand.admin; an admin viewing as a user is refused too. */
export async function listPanelSurveys(
  access: TBrandAccess,
  surveyId: string,
  query: { status?: TPanelSurveyStatus; page_number: number },
): Promise<TWirePanelSurveyPage> {
  if (!isAdmin(access.actor)) throw forbidden(AUDIENCE_MSG.panelSurveysAdminOnly);
  if (!isId(surveyId)) throw studyNotFound();
  const survey = await prisma.survey.findFirst({ where: access.where({ id: surveyId }), select: { id: true } });
  if (!survey) throw studyNotFound();
  const where = { survey_id: surveyId, ...(query.status ? { status: query.status } : {}) };
  const [total, rows] = await Promise.all([
    prisma.panelSurveyRecord.count({ where }),
    prisma.panelSurveyRecord.findMany({
      where,
      orderBy: [{ external_id: "asc" }, { provider: "asc" }],
      skip: (query.page_number - 1) * PANEL_SURVEY_PAGE_SIZE,
      take: PANEL_SURVEY_PAGE_SIZE,
    }),
  ]);
  return {
    page_number: query.page_number,
    page_size: PANEL_SURVEY_PAGE_SIZE,
    total,
    records: rows.map((r) => ({
      _id: r.id,
      id: r.external_id,
      provider: r.provider,
      locale: r.locale,
      status: r.status,
      total_completes: r.total_completes,
      total_screens: r.total_screens,
      survey_cpi_usd: r.survey_cpi_usd,
      first_complete_date: r.first_complete_date?.toISOString() ?? null,
      last_complete_date: r.last_complete_date?.toISOString() ?? null,
      name: r.name,
    })),
  };
}
