// DELETE /api/v1/brand/{id}/survey/{s}/filter/{filterId} – deletes a saved filter (spec 3 §7). Survey read to call;
// the service lets only the filter's creator or someone with survey write delete it.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { deleteSavedFilter } from "@/server/results/delete-saved-filter";

export const DELETE = withApi({
  permission: "results.read",
  params: z.object({ id: z.string(), surveyId: z.string(), filterId: z.string() }),
  handler: ({ access, params }) => deleteSavedFilter(access, params.surveyId, params.filterId),
});
