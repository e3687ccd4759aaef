// GET /api/v1/brand/{id}/survey/{s} – one study of the brand (survey read); another brand's study, and a template to a
// non-admin, is a 404. Share viewers holding a results link may read their own study here (P8).
// ?view=wizard answers the study as the wizard reads it (TBuilderStudy, spec 2 §3, §7 "get study"): signed-in users
// only, so a share viewer gets 401 there.
import { z } from "zod";
import { requireUser, type TBrandAccess, type TViewAccess } from "@/server/access/authorize";
import { withApi } from "@/server/http/with-api";
import { getBrandSurvey } from "@/server/studies/get-survey";
import { getBuilderStudy } from "@/server/builder/load-builder-study";

/** A signed-in user's access (share viewers → 401): its principal is a user, so it is a TBrandAccess. */
function userAccess(access: TViewAccess): TBrandAccess {
  requireUser(access.principal);
  return access as TBrandAccess;
}

export const GET = withApi({
  permission: "survey.read",
  share: true,
  params: z.object({ id: z.string(), surveyId: z.string() }),
  query: z.object({ view: z.enum(["wizard"]).optional() }),
  handler: ({ access, params, query }) =>
    query.view === "wizard" ? getBuilderStudy(userAccess(access), params.surveyId) : getBrandSurvey(access, params.surveyId),
});
