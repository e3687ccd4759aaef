// PUT /api/v1/admin/brand/{id}/survey/{s}/move {assortment, include_products} – moves a Draft study to another
// assortment of the brand (spec 2 §4); excluding products removes them, their questions and answers atomically.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { moveStudy, ZMoveStudy } from "@/server/builder/move-study";

export const PUT = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: ZMoveStudy,
  handler: ({ access, params, body }) => moveStudy(access, params.surveyId, body),
});
