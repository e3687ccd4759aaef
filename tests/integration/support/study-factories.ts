// Factories for the studies area: a study with every kind of dependant (countries, audiences, segmentation,
// products with questions and follow-ups), respondents with answers, and row counts of every study table.
// Each helper is exported by name; others may append theirs below.
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import type { AudienceType, SurveyStatus, SurveyType } from "@/server/generated/prisma/client";
import { createProduct } from "./product-factories";

export interface TStudyOptions {
  status?: SurveyStatus;
  type?: SurveyType | null;
  title?: string;
  version?: string | null;
  internal_template?: boolean;
  temp_type?: string | null;
  assortmentId?: string | null;
  /** How many products (each with a star question and one follow-up); default 0. */
  products?: number;
  /** Audiences as [country code, type]; their countries become the study's countries. */
  audiences?: [string, AudienceType][];
  /** Adds one segmentation question and one segmentation profile. */
  segmentation?: boolean;
  dates?: Partial<Record<"date_published" | "date_closed" | "date_reopened" | "due_date", Date>>;
}

/** A study of the brand with the dependants asked for, plus the global question (product_id null). */
export async function createStudyWith(brandId: string, opts: TStudyOptions = {}) {
  const id = newId();
  const survey = await prisma.survey.create({
    data: {
      id,
      short_id: id.slice(-12),
      brand_id: brandId,
      assortment_id: opts.assortmentId ?? null,
      title: opts.title ?? `Study ${id.slice(-5)}`,
      type: opts.type === undefined ? "early_stage" : opts.type,
      status: opts.status ?? "Draft",
      version: opts.version ?? null,
      internal_template: opts.internal_template ?? false,
      temp_type: opts.temp_type ?? null,
      config: { product_question: true },
      welcome: { desktop: "w.png" },
      limit_active: true,
      limit_number: 12,
      disable_tier: true,
      ...opts.dates,
    },
  });
  await prisma.question.create({ data: { survey_id: id, product_id: null, text: "Global question" } });
  const productIds: string[] = [];
  for (let i = 0; i < (opts.products ?? 0); i++) {
    const product = await createProduct(brandId, { name: `P${i} ${id.slice(-4)}` });
    productIds.push(product.id);
    await prisma.surveyProduct.create({ data: { survey_id: id, product_id: product.id, order: i, sales_plan: 100 + i } });
    const q = await prisma.question.create({ data: { survey_id: id, product_id: product.id, text: `Would you buy ${i}?` } });
    await prisma.followUp.create({ data: { question_id: q.id, positive_title: "Why?", positive_options: ["Colour", "Fit"] } });
  }
  const codes = [...new Set((opts.audiences ?? []).map(([code]) => code))];
  const countries = await prisma.country.findMany({ where: { code: { in: codes } }, select: { id: true, code: true } });
  const countryId = new Map(countries.map((c) => [c.code, c.id]));
  for (const [order, code] of codes.entries()) {
    await prisma.surveyCountry.create({ data: { survey_id: id, country_id: countryId.get(code)!, order } });
  }
  for (const [order, [code, audience_type]] of (opts.audiences ?? []).entries()) {
    await prisma.audience.create({ data: { survey_id: id, country_id: countryId.get(code)!, audience_type, order } });
  }
  if (opts.segmentation) {
    const dq = await prisma.demographicQuestion.create({ data: { brand_id: brandId, title: "Age", options: ["<30", "30+"], pointable: true, point_values: [1, 2] } });
    await prisma.surveyDemographic.create({ data: { survey_id: id, demographic_id: dq.id, order: 0, required: true } });
    await prisma.segmentationProfile.create({ data: { survey_id: id, profile_name: "Young", questions: [dq.id], start_range: 0, end_range: 1 } });
  }
  return { ...survey, productIds };
}

/** `n` completed respondents, each with a rating and a follow-up answer per product and a segment answer. */
export async function addRespondents(surveyId: string, n = 2) {
  const questions = await prisma.question.findMany({ where: { survey_id: surveyId, product_id: { not: null } }, include: { follow_ups: true } });
  const demographics = await prisma.surveyDemographic.findMany({ where: { survey_id: surveyId } });
  for (let i = 0; i < n; i++) {
    const respondent = await prisma.respondent.create({ data: { id: newId(), survey_id: surveyId, status: "completed", completed_at: new Date() } });
    for (const q of questions) {
      await prisma.ratingAnswer.create({ data: { survey_id: surveyId, product_id: q.product_id!, respondent_id: respondent.id, question_id: q.id, rating: 4 } });
      for (const f of q.follow_ups) {
        await prisma.followUpAnswer.create({
          data: { survey_id: surveyId, product_id: q.product_id!, respondent_id: respondent.id, question_id: q.id, follow_up_id: f.id, side: "positive", values: ["Fit"] },
        });
      }
    }
    for (const d of demographics) {
      await prisma.segmentAnswer.create({ data: { survey_id: surveyId, respondent_id: respondent.id, demographic_id: d.demographic_id, values: ["<30"] } });
    }
  }
}

/** Row counts of every table holding a study's data, for one study (or all studies when surveyId is omitted). */
export async function studyRowCounts(surveyId?: string) {
  const s = surveyId ? { survey_id: surveyId } : {};
  const [survey, products, questions, followUps, countries, audiences, demographics, profiles, respondents, ratings, followUpAnswers, segmentAnswers, groupMembers] =
    await Promise.all([
      prisma.survey.count({ where: surveyId ? { id: surveyId } : {} }),
      prisma.surveyProduct.count({ where: s }),
      prisma.question.count({ where: s }),
      prisma.followUp.count({ where: surveyId ? { question: { survey_id: surveyId } } : {} }),
      prisma.surveyCountry.count({ where: s }),
      prisma.audience.count({ where: s }),
      prisma.surveyDemographic.count({ where: s }),
      prisma.segmentationProfile.count({ where: s }),
      prisma.respondent.count({ where: s }),
      prisma.ratingAnswer.count({ where: s }),
      prisma.followUpAnswer.count({ where: s }),
      prisma.segmentAnswer.count({ where: s }),
      prisma.surveyGroupMember.count({ where: s }),
    ]);
  return { survey, products, questions, followUps, countries, audiences, demographics, profiles, respondents, ratings, followUpAnswers, segmentAnswers, groupMembers };
}
