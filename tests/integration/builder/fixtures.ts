// Wizard fixtures: users of one brand, a publishable Draft study (products with images and a sales plan), route
// callers and a snapshot of everything a wizard write may touch (to prove refused writes change nothing).
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import type { SurveyStatus } from "@/server/generated/prisma/client";
import * as saveRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/route";
import * as additionalRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/additional_update/route";
import * as publishRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/publish/route";
import * as moveRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/move/route";
import * as getRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/route";
import * as countRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/respondents_count/route";
import * as dpRoute from "@/app/api/v1/brand/[id]/decision_point/route";
import type { TBuilderStudy } from "@/lib/builder/study";
import { call, createBrand, createUser } from "../support/factories";
import { createProduct } from "../support/product-factories";

export const IMG = { original: "https://cdn.example.com/o.png", desktop: "https://cdn.example.com/d.png", mobile: "https://cdn.example.com/m.png" };

export async function setup() {
  const brandId = (await createBrand()).id;
  const otherBrandId = (await createBrand()).id;
  const writerUser = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
  const reader = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
  const adminUser = await createUser({ is_admin: true });
  return { brandId, otherBrandId, writer: writerUser.token, writerId: writerUser.id, reader, admin: adminUser.token, adminId: adminUser.id };
}

export const liveProduct = (brandId: string, name?: string) => createProduct(brandId, { name, images: [IMG] });

/** A Draft study with `products` live products (one image each), sales plans 100, 200, … and a question each. */
export async function draftStudy(brandId: string, opts: { products?: number; status?: SurveyStatus; assortmentId?: string | null } = {}) {
  const id = newId();
  await prisma.survey.create({
    data: { id, short_id: id.slice(-12), brand_id: brandId, title: `Study ${id.slice(-5)}`, type: "early_stage", status: opts.status ?? "Draft", assortment_id: opts.assortmentId ?? null },
  });
  const productIds: string[] = [];
  for (let i = 0; i < (opts.products ?? 2); i++) {
    const p = await liveProduct(brandId, `P${i} ${id.slice(-4)}`);
    productIds.push(p.id);
    await prisma.surveyProduct.create({ data: { survey_id: id, product_id: p.id, order: i, sales_plan: 100 * (i + 1) } });
    const q = await prisma.question.create({ data: { survey_id: id, product_id: p.id, text: `Would you buy ${i}?` } });
    await prisma.followUp.create({ data: { question_id: q.id, positive_title: "Why?", positive_options: ["Colour", "Fit"] } });
  }
  return { id, productIds };
}

export const modified = async (surveyId: string) =>
  (await prisma.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { date_modified: true } })).date_modified.toISOString();

/** Everything a wizard write may touch, to compare before and after a refused write. */
export async function snapshot(surveyId: string) {
  const [survey, products, questions, countries, ratings, followUpAnswers, respondents] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: surveyId } }),
    prisma.surveyProduct.findMany({ where: { survey_id: surveyId }, orderBy: { order: "asc" } }),
    prisma.question.findMany({ where: { survey_id: surveyId }, orderBy: { id: "asc" } }),
    prisma.surveyCountry.findMany({ where: { survey_id: surveyId }, orderBy: { country_id: "asc" } }),
    prisma.ratingAnswer.count({ where: { survey_id: surveyId } }),
    prisma.followUpAnswer.count({ where: { survey_id: surveyId } }),
    prisma.respondent.count({ where: { survey_id: surveyId } }),
  ]);
  return { survey, products, questions, countries, ratings, followUpAnswers, respondents };
}

type Json = Record<string, unknown>;
export const api = (brandId: string) => ({
  save: (token: string, surveyId: string, json: Json | string) =>
    call(saveRoute.PUT, { method: "PUT", token, params: { id: brandId, surveyId }, ...(typeof json === "string" ? { rawBody: json } : { json }) }),
  additional: (token: string, surveyId: string, json: Json) => call(additionalRoute.PUT, { method: "PUT", token, params: { id: brandId, surveyId }, json }),
  publish: (token: string, surveyId: string, json: Json = {}) => call(publishRoute.PUT, { method: "PUT", token, params: { id: brandId, surveyId }, json }),
  move: (token: string, surveyId: string, json: Json) => call(moveRoute.PUT, { method: "PUT", token, params: { id: brandId, surveyId }, json }),
  get: (token: string, surveyId: string, view?: string) =>
    call(getRoute.GET, { token, params: { id: brandId, surveyId }, url: `http://localhost/api/v1/brand/${brandId}/survey/${surveyId}${view ? `?view=${view}` : ""}` }),
  count: (token: string, surveyId: string) => call(countRoute.GET, { token, params: { id: brandId, surveyId } }),
  decisionPoints: (token: string) => call(dpRoute.GET, { token, params: { id: brandId } }),
});

export const study = (res: { json: { results?: unknown } }) => res.json.results as TBuilderStudy;
