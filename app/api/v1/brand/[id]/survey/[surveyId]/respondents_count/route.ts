// GET /api/v1/brand/{id}/survey/{s}/respondents_count – {results: {count}}: the study's non-preview respondents,
// fetched before publishing (spec 2 §4 "Publish flow"). Survey read.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { respondentsCount } from "@/server/builder/respondents-count";

export const GET = withApi({
  permission: "survey.read",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  handler: ({ access, params }) => respondentsCount(access, params.surveyId),
});
