// Loading one study scoped to its brand, and the actor's rights on it, for the lifecycle services.
import { can } from "@/lib/permissions";
import { isId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyStatus, TTransitionActor } from "@/lib/studies/status";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
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
}

const headSelect = {
  id: true, brand_id: true, status: true, type: true, version: true, internal_template: true, temp_type: true, assortment_id: true,
} as const;

/** The study `surveyId` of `brandId`; another brand's study or an unknown id → 404 "Study not found.". */
export async function loadBrandStudy(brandId: string, surveyId: string, db: Tx = prisma): Promise<TStudyHead> {
  if (!isId(surveyId)) throw studyNotFound();
  const row = await db.survey.findFirst({ where: { id: surveyId, brand_id: brandId }, select: headSelect });
  if (!row) throw studyNotFound();
  return row;
}

/** A study by id alone (v2 routes carry no brand): unknown, or of a brand the actor cannot see → 404. */
export async function loadStudyForActor(actor: Actor, surveyId: string, db: Tx = prisma): Promise<TStudyHead> {
  if (!isId(surveyId)) throw studyNotFound();
  const row = await db.survey.findUnique({ where: { id: surveyId }, select: headSelect });
  if (!row || (!actor.is_admin && !Object.prototype.hasOwnProperty.call(actor.brands, row.brand_id))) throw studyNotFound();
  return row;
}

/** Internal templates and template-type studies count as templates (spec 3 §2, §6). */
export const isTemplateStudy = (s: Pick<TStudyHead, "internal_template" | "temp_type">): boolean =>
  s.internal_template || s.temp_type === "template";

export function transitionActor(actor: Actor, brandId: string): TTransitionActor {
  return { isAdmin: actor.is_admin, canWriteSurvey: can(actor, brandId, "survey", "write") };
}

/** Membership, active brand and survey write on `brandId` (403 otherwise), with requireBrand's texts. */
export const requireSurveyWrite = (actor: Actor, brandId: string, db?: Tx) =>
  requireBrand(actor, brandId, { entity: "survey", action: "write", db });
