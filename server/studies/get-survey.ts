// getBrandSurvey / getSurvey and REST GET /brand/{id}/survey/{s}: one full study of the brand (the summary plus
// purpose, decision, currency, language, products, assortment id, versions). Another brand's study is a 404.
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyWire } from "@/lib/studies/wire";

export type { TSurveyWire };
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { AppError } from "../errors";
import { loadSurveySummaries } from "./summary";

export const studyNotFound = () => new AppError("not_found", STUDY_MSG.studyNotFound);

/** The study `surveyId` of `brandId` as the wire shape, without access checks (callers check first). */
export async function loadBrandSurvey(brandId: string, surveyId: string, db: Tx = prisma): Promise<TSurveyWire> {
  if (!isId(surveyId)) throw studyNotFound();
  const row = await db.survey.findFirst({
    where: { id: surveyId, brand_id: brandId },
    select: {
      purpose: true,
      insight_other: true,
      decision_id: true,
      currency: true,
      language: true,
      assortment_id: true,
      app_version: true,
      stat_significance_count: true,
      products: { select: { product_id: true }, orderBy: [{ order: "asc" }, { product_id: "asc" }] },
    },
  });
  if (!row) throw studyNotFound();
  const [summary] = await loadSurveySummaries([surveyId], db);
  if (!summary) throw studyNotFound();
  return { ...summary, ...row, products: row.products.map((p) => p.product_id) };
}

/** Needs survey read in the brand. */
export async function getBrandSurvey(actor: Actor, brandId: string, surveyId: string, db: Tx = prisma): Promise<TSurveyWire> {
  await requireBrand(actor, brandId, { entity: "survey", action: "read", db });
  return loadBrandSurvey(brandId, surveyId, db);
}
