import "server-only";
// PUT /admin/brand/{b}/survey/{s}/publish {delete_answers} for the wizard (spec 2 §4 "Publish flow", §5 publish
// checks): the P3 transition (roles 403, status 409, delete_answers atomic) with the publish checks run on the
// server inside its transaction, the study row locked: any blocking failure → 409 "There are some issues with
// your study! You won't be able to publish yet." with invalid_params [{name: key, reason: message}], and nothing
// changes. Answers the published study as the wizard reads it.
import { blockingChecks, publishChecks } from "@/lib/builder/publish-checks";
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TBuilderStudy } from "@/lib/builder/study";
import type { TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { transitionStudy } from "../studies/transition-study";
import { loadBuilderStudy } from "./load-builder-study";

export const publishRefused = (failing: { key: string; message: string }[]) =>
  new AppError("conflict", BUILDER_MSG.publishIssues, failing.map((c) => ({ name: c.key, reason: c.message })));

/** Needs brand.member, like every transition: the transition table asks survey write of the caller. */
export async function publishStudy(access: TBrandAccess, surveyId: string, deleteAnswers: boolean): Promise<TBuilderStudy> {
  await transitionStudy(access, {
    surveyId,
    action: "publish",
    deleteAnswers,
    precheck: async (tx) => {
      const study = await loadBuilderStudy(access, surveyId, tx);
      const failing = blockingChecks(publishChecks(study, { isAdmin: access.actor.is_admin }));
      if (failing.length) throw publishRefused(failing);
    },
  });
  return loadBuilderStudy(access, surveyId);
}
