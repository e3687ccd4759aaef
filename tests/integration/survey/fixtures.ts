// Live-survey fixtures: an Active study a respondent can take, with every part the journey touches — products with
// images and star questions, follow-ups of each type, segmentation questions (required, pointable, multi, text),
// countries with respondent limits, and audiences (CRM and a lucid panel with redirect links).
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import type { SurveyStatus } from "@/server/generated/prisma/client";
import { createBrand } from "../support/factories";
import { createProduct } from "../support/product-factories";

export const IMG = { original: "https://cdn.example.com/o.png", desktop: "https://cdn.example.com/d.png", mobile: "https://cdn.example.com/m.png" };
export const PANEL_COMPLETE = "https://panel.example.com/complete?s=1";
export const PANEL_TERMINATE = "https://panel.example.com/terminate";
export const PANEL_QUOTA = "https://panel.example.com/quota";

export interface TLiveStudyOptions {
  status?: SurveyStatus;
  /** Number of products (default 3). */
  products?: number;
  random?: boolean;
  limit?: { active: boolean; number: number };
  /** Survey.respondent_limit. */
  respondentLimit?: number | null;
  /** SurveyCountry.respondent_limit per country code. */
  countryLimits?: Record<string, number>;
  /** Country codes; the first is the default country (default ["US"]). */
  countries?: string[];
  limitEqualsStatSig?: boolean;
  /** Adds a required single-choice "What is your age?" (pointable), a multi and an optional text question. */
  segmentation?: boolean;
}

export async function liveStudy(opts: TLiveStudyOptions = {}) {
  const brand = await createBrand();
  const brandId = brand.id;
  const id = newId();
  const survey = await prisma.survey.create({
    data: {
      id,
      short_id: `live${id.slice(-10)}`,
      brand_id: brandId,
      title: `Live ${id.slice(-5)}`,
      type: "early_stage",
      status: opts.status ?? "Active",
      random: opts.random ?? false,
      limit_active: opts.limit?.active ?? false,
      limit_number: opts.limit?.number ?? 15,
      respondent_limit: opts.respondentLimit ?? null,
      limit_equals_stat_significance: opts.limitEqualsStatSig ?? false,
      welcome_header: "Hello there",
      welcome_message: "Rate a few products.",
      exit_header: "All done",
      exit_message: "Thanks a lot.",
      thank_you_button_url: "example.com/thanks",
      date_published: new Date(),
    },
  });
  const template = await prisma.question.create({ data: { survey_id: id, product_id: null } });
  const products: { id: string; questionId: string; choiceId: string; textId: string; multiId: string }[] = [];
  for (let i = 0; i < (opts.products ?? 3); i++) {
    const p = await createProduct(brandId, { name: `Product ${i} ${id.slice(-4)}`, images: [IMG] });
    await prisma.surveyProduct.create({ data: { survey_id: id, product_id: p.id, order: i } });
    const q = await prisma.question.create({ data: { survey_id: id, product_id: p.id, text: `Would you buy product ${i}?` } });
    const choice = await prisma.followUp.create({
      data: { question_id: q.id, order: 0, type: "choice", positive_title: "What do you like most?", positive_options: ["Colour", "Fit", "Price"], negative_title: "What would you change?", negative_options: ["Colour", "Fit", "Price"] },
    });
    const multi = await prisma.followUp.create({
      data: { question_id: q.id, order: 1, type: "multi", fire_negative: false, positive_title: "Where would you wear it?", positive_options: ["Work", "Weekend", "Sport"], negative_options: [] },
    });
    const text = await prisma.followUp.create({
      data: { question_id: q.id, order: 2, type: "text", positive_title: "Anything else?", negative_title: "Anything else?" },
    });
    products.push({ id: p.id, questionId: q.id, choiceId: choice.id, textId: text.id, multiId: multi.id });
  }
  const codes = opts.countries ?? ["US"];
  const countries = await prisma.country.findMany({ where: { code: { in: codes } }, select: { id: true, code: true } });
  const countryId = new Map(countries.map((c) => [c.code, c.id]));
  const lucid = await prisma.panelProvider.findUniqueOrThrow({ where: { name: "lucid" } });
  const audiences: Record<string, string> = {};
  for (const [order, code] of codes.entries()) {
    await prisma.surveyCountry.create({ data: { survey_id: id, country_id: countryId.get(code)!, order, respondent_limit: opts.countryLimits?.[code] ?? null } });
    const crm = await prisma.audience.create({ data: { survey_id: id, country_id: countryId.get(code)!, audience_type: "crm", order: order * 2 } });
    const panel = await prisma.audience.create({
      data: {
        survey_id: id, country_id: countryId.get(code)!, audience_type: "panel", order: order * 2 + 1, panel_provider_id: lucid.id,
        redirect_complete: PANEL_COMPLETE, redirect_terminate: PANEL_TERMINATE, redirect_quota_full: PANEL_QUOTA,
      },
    });
    audiences[`${code}:crm`] = crm.id;
    audiences[`${code}:panel`] = panel.id;
  }
  const segments: { age?: string; channels?: string; comment?: string } = {};
  if (opts.segmentation) {
    const age = await prisma.demographicQuestion.create({
      data: { brand_id: brandId, type: "choice", title: "What is your age?", options: ["18-24", "25-34", "35-44", "45+"], pointable: true, point_values: [1, 2, 3, 4] },
    });
    const channels = await prisma.demographicQuestion.create({ data: { brand_id: brandId, type: "multi", title: "Where do you shop?", options: ["Online", "Store", "Outlet"] } });
    const comment = await prisma.demographicQuestion.create({ data: { brand_id: brandId, type: "text", title: "Your favourite brand?" } });
    await prisma.surveyDemographic.createMany({
      data: [
        { survey_id: id, demographic_id: age.id, order: 0, required: true, part_of_point_range: true },
        { survey_id: id, demographic_id: channels.id, order: 1, required: false },
        { survey_id: id, demographic_id: comment.id, order: 2, required: false },
      ],
    });
    await prisma.segmentationProfile.createMany({
      data: [
        { survey_id: id, profile_name: "Young", questions: [age.id], start_range: 0, end_range: 2, order: 0 },
        { survey_id: id, profile_name: "Older", questions: [age.id], start_range: 3, end_range: 4, order: 1 },
      ],
    });
    Object.assign(segments, { age: age.id, channels: channels.id, comment: comment.id });
  }
  return { brandId, survey, templateId: template.id, products, audiences, segments };
}
