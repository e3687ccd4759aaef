// POST /api/v1/brand/{id}/survey/{surveyId}/duplicate {full} | {include: ["products"]} – copies the study as a
// Draft, with its products only when full or included; legacy studies → 409 (spec 3 §4, §7).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { duplicateStudy } from "@/server/studies/duplicate-study";

/** Exactly one of the two forms; unknown include values are refused. */
const ZDuplicateBody = z.union([
  z.object({ full: z.boolean() }).strict(),
  z.object({ include: z.array(z.enum(["products"])) }).strict(),
]);

export const POST = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: ZDuplicateBody,
  status: 201,
  handler: ({ access, params, body }) =>
    duplicateStudy(access, {
      surveyId: params.surveyId,
      withProducts: "full" in body ? body.full : body.include.includes("products"),
    }),
});
