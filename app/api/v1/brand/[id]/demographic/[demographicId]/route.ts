// PUT /api/v1/brand/{id}/demographic/{demographicId} – edits a question of the brand's library (spec 2 §7);
// DELETE – the delete of a brand demographic (archived when a study asks it; refused while a profile sums it).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { updateBrandDemographic } from "@/server/demographics/update-brand-demographic";
import { deleteBrandDemographic } from "@/server/demographics/delete-brand-demographic";

const params = z.object({ id: z.string(), demographicId: z.string() });

export const PUT = withApi({
  permission: "survey.write",
  params,
  // Checked by the service (ZDemographicData and the §5 rules).
  body: z.unknown(),
  handler: ({ access, params: p, body }) => updateBrandDemographic(access, p.demographicId, body),
});

export const DELETE = withApi({
  permission: "survey.write",
  params,
  handler: ({ access, params: p }) => deleteBrandDemographic(access, p.demographicId),
});
