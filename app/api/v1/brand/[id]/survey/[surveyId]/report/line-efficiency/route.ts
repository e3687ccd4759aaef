// POST /api/v1/brand/{id}/survey/{s}/report/line-efficiency {filter, max_k, threshold, show} – line efficiency (TURF;
// spec 3 §2 tab=line-efficiency-graph, P9 item 5): the best set of products for each size k, its reach and frequency,
// and with show = "sales-plan" the sales plan against the best set of its size. Survey read, brand flag enableTurf;
// share viewers holding a results link may read their own study's.
import { z } from "zod";
import { ZLineEfficiencyBody } from "@/lib/results/line-efficiency";
import { withApi } from "@/server/http/with-api";
import { reportLineEfficiency } from "@/server/results/line-efficiency";

export const POST = withApi({
  permission: "results.read",
  share: true,
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: ZLineEfficiencyBody,
  handler: ({ access, params, body: { filter, ...options } }) => reportLineEfficiency(access, params.surveyId, filter, options),
});
