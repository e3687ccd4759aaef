// GET /api/v1/admin/brand/{id}/survey/{surveyId}/panel_surveys?status=&page_number= – the study's recorded panel
// surveys (spec 2 §6, §7 "admin panel surveys"), admins only; page_size 200, page_number 1 to 3.
import { z } from "zod";
import { ZPanelSurveysQuery } from "@/lib/audiences/panel-surveys";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import { withApi } from "@/server/http/with-api";
import { listPanelSurveys } from "@/server/panels/panel-surveys";

export const GET = withApi({
  permission: "brand.admin",
  denied: AUDIENCE_MSG.panelSurveysAdminOnly,
  params: z.object({ id: z.string(), surveyId: z.string() }),
  query: ZPanelSurveysQuery,
  handler: ({ access, params, query }) => listPanelSurveys(access, params.surveyId, query),
});
