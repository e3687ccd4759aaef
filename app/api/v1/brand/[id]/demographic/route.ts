// POST /api/v1/brand/{id}/demographic – a new segmentation question in the brand's library (spec 2 §7; survey
// write; every §5 rule checked by the service, whose 400 names the rule's text) → 201 { results: Demographic }.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { createBrandDemographic } from "@/server/demographics/create-brand-demographic";

export const POST = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string() }),
  // The body is checked by the service (ZDemographicData and the rules) so the rules answer with their own texts.
  body: z.unknown(),
  status: 201,
  handler: ({ access, body }) => createBrandDemographic(access, body),
});
