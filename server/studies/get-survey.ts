import "server-only";
// getBrandSurvey / getSurvey and REST GET /brand/{id}/survey/{s}: one full study of the brand (the summary plus
// purpose, decision, currency, language, products, assortment id, versions). Another brand's study is a 404, and so
// is a template to a non-admin (load-study.ts#requireVisibleStudy). Share viewers read their own study here.
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyWire } from "@/lib/studies/wire";

export type { TSurveyWire };
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import type { TViewAccess } from "../access/authorize";
import { AppError } from "../errors";
import { requireVisibleStudy } from "./load-study";
import { loadSurveySummaries } from "./summary";

export const studyNotFound = () => new AppError("not_found", STUDY_MSG.studyNotFound);

/**
 * The study `surveyId` of the caller's brand as the wire shape, templates included: the answer of a write the caller
 * was allowed to make. Reads go through getBrandSurvey. Needs what the calling service needs.
 */
export async function loadBrandSurvey(access: TViewAccess, surveyId: string, db: Tx = prisma, opts: { templates?: boolean } = {}): Promise<TSurveyWire> {
  if (!isId(surveyId)) throw studyNotFound();
  const row = await db.survey.findFirst({
    where: access.where({ id: surveyId }),
    select: {
      purpose: true,
      insight_other: true,
      decision_id: true,
      currency: true,
      language: true,
      assortment_id: true,
      app_version: true,
      stat_significance_count: true,
      internal_template: true,
      temp_type: true,
      products: { select: { product_id: true }, orderBy: [{ order: "asc" }, { product_id: "asc" }] },
    },
  });
  if (!row) throw studyNotFound();
  const { internal_template, temp_type, ...fields } = row;
  if (opts.templates === false) requireVisibleStudy(access, { internal_template, temp_type });
  const [summary] = await loadSurveySummaries([surveyId], db);
  if (!summary) throw studyNotFound();
  return { ...summary, ...fields, products: fields.products.map((p) => p.product_id) };
}

/** Needs survey.read (a share viewer's results token included). A template is a 404 to non-admins. */
export async function getBrandSurvey(access: TViewAccess, surveyId: string, db: Tx = prisma): Promise<TSurveyWire> {
  return loadBrandSurvey(access, surveyId, db, { templates: false });
}
