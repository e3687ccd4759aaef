// GET /api/v1/brand/{id}/survey/{s}/filters – the filters saved on the study (P9 item 2), oldest first. Survey read
// (signed-in users only).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listSavedFilters } from "@/server/results/list-saved-filters";

export const GET = withApi({
  permission: "results.read",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  handler: ({ access, params }) => listSavedFilters(access, params.surveyId),
});
