// GET /api/v1/brand/{id}/survey/{surveyId}/sales_data – the study's sales against sentiment (P13): { n, rho, ci, rows,
// total_units, imported }, or null when it has no sales data (survey read; share viewers of the study's results too).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { salesAfterLaunch } from "@/server/sales-data/sales-after-launch";

export const GET = withApi({
  permission: "results.read",
  share: true,
  params: z.object({ id: z.string(), surveyId: z.string() }),
  handler: ({ access, params }) => salesAfterLaunch(access, params.surveyId),
});
