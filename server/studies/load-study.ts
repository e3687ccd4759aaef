import "server-only";
// Loading one study scoped to its brand, and the caller's rights on it, for the lifecycle services.
import { can, isAdmin } from "@/lib/permissions";
import { isId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyStatus, TTransitionActor } from "@/lib/studies/status";
import type { TBrandAccess, TViewAccess } from "../access/authorize";
import { AppError } from "../errors";
import { prisma, type Tx } from "../db";

export const studyNotFound = () => new AppError("not_found", STUDY_MSG.studyNotFound);

export interface TStudyHead {
  id: string;
  brand_id: string;
  status: TStudyStatus;
  type: string | null;
  version: string | null;
  internal_template: boolean;
  temp_type: string | null;
  assortment_id: string | null;
  /** Bumped by every status action and clear answers (server/results/results-cache.ts). */
  results_generation: number;
}

const headSelect = {
  id: true, brand_id: true, status: true, type: true, version: true, internal_template: true, temp_type: true, assortment_id: true,
  results_generation: true,
} as const;

/**
 * The study `surveyId` of the caller's brand; another brand's study or an unknown id → 404 "Study not found.".
 * Needs whatever the calling service needs (any permission on the brand).
 */
export async function loadBrandStudy(access: TViewAccess, surveyId: string, db: Tx = prisma): Promise<TStudyHead> {
  if (!isId(surveyId)) throw studyNotFound();
  const row = await db.survey.findFirst({ where: access.where({ id: surveyId }), select: headSelect });
  if (!row) throw studyNotFound();
  return row;
}

/** Internal templates and template-type studies count as templates (spec 3 §2, §6). */
export const isTemplateStudy = (s: Pick<TStudyHead, "internal_template" | "temp_type">): boolean =>
  s.internal_template || s.temp_type === "template";

/**
 * Templates are for admins (spec 3 §2 "Non-admins do not see internal templates or template-type studies"): the lists
 * leave them out (list-surveys.ts#scopeSql), and a read by id answers anyone else exactly as an unknown id would.
 */
export function requireVisibleStudy(access: TViewAccess, s: Pick<TStudyHead, "internal_template" | "temp_type">): void {
  const admin = access.actor !== null && isAdmin(access.actor);
  if (!admin && isTemplateStudy(s)) throw studyNotFound();
}

/** loadBrandStudy for a read: a template is a 404 to non-admins. Needs what the calling read needs. */
export async function loadVisibleStudy(access: TViewAccess, surveyId: string, db: Tx = prisma): Promise<TStudyHead> {
  const study = await loadBrandStudy(access, surveyId, db);
  requireVisibleStudy(access, study);
  return study;
}

export function transitionActor(access: TBrandAccess): TTransitionActor {
  return { isAdmin: access.actor.is_admin, canWriteSurvey: can(access.actor, access.brandId, "survey", "write") };
}
