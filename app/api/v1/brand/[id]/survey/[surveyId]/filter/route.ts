// POST /api/v1/brand/{id}/survey/{s}/filter {name, filters} – saves a results filter on the study (P9 item 2) → 201
// { results: SavedFilter }. Survey read (signed-in users only); the filter is checked against the study as a report
// checks it.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { saveFilter } from "@/server/results/save-filter";

export const POST = withApi({
  permission: "results.read",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  // Checked by the service (lib/results/saved-filters.ts ZSavedFilterInput, then the filter against the study).
  body: z.unknown(),
  status: 201,
  handler: ({ access, params, body }) => saveFilter(access, params.surveyId, body),
});
