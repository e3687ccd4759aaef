// PUT /api/v1/admin/brand/{id}/survey/{s} – the wizard's save (spec 2 §7 "save study"): body ZStudySave (strict;
// unknown fields → 400), Draft only (409), stale date_modified → 409, admin-only fields → 403, one transaction;
// answers the study as the wizard reads it. GraphQL updateSurvey keeps the narrower P3 update.
import { z } from "zod";
import { ZStudySave } from "@/lib/builder/study";
import { withApi } from "@/server/http/with-api";
import { saveStudy } from "@/server/builder/save-study";

export const PUT = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: ZStudySave,
  handler: ({ access, params, body }) => saveStudy(access, params.surveyId, body),
});
