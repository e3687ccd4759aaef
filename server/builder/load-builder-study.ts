import "server-only";
// The study as the wizard reads it (spec 2 §3 "Study", "Question"; GET /brand/{b}/survey/{s}?view=wizard and the
// answer of every wizard write): the P3 study plus every wizard field, and one question per product in the
// study's product order, with the product (name, images in order, colours, price, deleted) and its sales plan.
import { QUESTION_MSG } from "@/lib/study-rules/messages";
import { salesPlanPercents } from "@/lib/builder/sales-plan";
import { ALTERNATE_QUESTIONS, HIDE_PRODUCT_FLAGS, SETTINGS_FLAGS, type TAlternateQuestion, type TIntro, type TBuilderImage, type TBuilderQuestion, type TBuilderStudy } from "@/lib/builder/study";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { loadBrandSurvey, studyNotFound } from "../studies/get-survey";
import { publicBaseUrl } from "../study-groups/group-links";
import { emptyQuestionFields, loadBuilderStudyFields, loadQuestionFields } from "./load-builder";

/** The live link respondents open (same public origin rule as the grouped-study links). */
export const studyLiveLink = (shortId: string, base: string = publicBaseUrl()): string => `${base}/s/${encodeURIComponent(shortId)}`;

/**
 * spec 2 §2 Sales plan step: each product's whole percent of the total, by the step's own rule (largest remainder, so
 * they add up to 100; docs/decisions.md P10 "Sales-plan percentages"); all 0 when the total is 0.
 */
export const allocationPcts = (values: readonly (number | null)[]): number[] => salesPlanPercents(values);

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const strOrNull = (v: unknown): string | null => (typeof v === "string" ? v : null);

function toIntro(v: unknown): TIntro | null {
  if (!v || typeof v !== "object") return null;
  const o = obj(v);
  const video = obj(o.video);
  const types = ["video", "image", "photo", "youtube", "vimeo"] as const;
  return {
    type: types.find((t) => t === o.type) ?? null,
    title: str(o.title),
    text: str(o.text),
    button_text: str(o.button_text),
    images: (Array.isArray(o.images) ? o.images : []).map((i) => {
      const im = obj(i);
      return { original: str(im.original), desktop: str(im.desktop), mobile: str(im.mobile) };
    }),
    video: { vimeo_id: strOrNull(video.vimeo_id), youtube_id: strOrNull(video.youtube_id) },
  };
}

function toWelcome(v: unknown): TBuilderStudy["welcome"] {
  const o = obj(v);
  const keys = ["mobile", "desktop", "original", "css_position", "css_size"] as const;
  return Object.fromEntries(keys.filter((k) => typeof o[k] === "string").map((k) => [k, o[k]]));
}

const toConfig = (v: unknown): Record<string, boolean> =>
  Object.fromEntries(Object.entries(obj(v)).filter(([, b]) => typeof b === "boolean")) as Record<string, boolean>;

/**
 * The wizard study `surveyId` of the caller's brand (404 when not the brand's), templates included: the answer of a
 * write the caller was allowed to make. `templates: false` answers a template to non-admins as an unknown id.
 * Needs what the calling service needs (survey read or write).
 */
export async function loadBuilderStudy(access: TBrandAccess, surveyId: string, db: Tx = prisma, opts: { templates?: boolean } = {}): Promise<TBuilderStudy> {
  const base = await loadBrandSurvey(access, surveyId, db, opts);
  const row = await db.survey.findFirst({
    where: access.where({ id: surveyId }),
    include: {
      owned_by: { select: { id: true, email: true, first_name: true, last_name: true } },
      products: {
        orderBy: [{ order: "asc" }, { product_id: "asc" }],
        include: {
          product: {
            select: {
              name: true, colors: true, price: true, deleted: true, date_modified: true,
              images: { select: { original: true, desktop: true, mobile: true }, orderBy: [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }] },
              translations: { select: { language: true, date_modified: true } },
            },
          },
        },
      },
      countries: { select: { translation_needed: true, translating: true, country: { select: { code: true, languages: true } } }, orderBy: [{ order: "asc" }, { country_id: "asc" }] },
    },
  });
  if (!row) throw studyNotFound();
  const productIds = row.products.map((p) => p.product_id);
  const questions = productIds.length
    ? await db.question.findMany({ where: { survey_id: surveyId, product_id: { in: productIds } } })
    : [];
  const byProduct = new Map(questions.map((q) => [q.product_id, q]));
  const extras = await loadQuestionFields(db, surveyId, questions, new Map(row.products.map((p) => [p.product_id, p.additional_price_conversions])));
  const builder = await loadBuilderStudyFields(db, access.brandId, surveyId);
  const total = row.products.reduce((sum, p) => sum + (p.sales_plan ?? 0), 0);
  const percents = allocationPcts(row.products.map((p) => p.sales_plan));

  const builderQuestions: TBuilderQuestion[] = row.products.map((sp, order) => {
    const q = byProduct.get(sp.product_id);
    const images: TBuilderImage[] = sp.product.images;
    return {
      _id: q?.id ?? "",
      product: sp.product_id,
      full_product: { name: sp.product.name, images, colors: sp.product.colors, price: sp.product.price, deleted: sp.product.deleted },
      order,
      text: q?.text ?? ALTERNATE_QUESTIONS["Your customers"],
      star_low: q?.star_low ?? QUESTION_MSG.defaultStarLow,
      star_high: q?.star_high ?? QUESTION_MSG.defaultStarHigh,
      msrp_initial: sp.msrp_initial,
      merchantAllocationValue: sp.sales_plan,
      merchantAllocationPct: percents[order] ?? 0,
      disabled: q?.disabled ?? false,
      ...(extras.get(sp.product_id) ?? emptyQuestionFields()),
    };
  });

  // Translations: countries flagged as needing one, and products whose text changed after their translation into a
  // language of a study country other than the study's own (computed only when the study has such countries).
  const needed = row.countries.filter((c) => c.translation_needed).map((c) => c.country.code);
  const languages = new Set(row.countries.flatMap((c) => c.country.languages).filter((l) => l !== row.language));
  const outOfSync = languages.size
    ? row.products
        .filter((sp) => sp.product.translations.some((t) => languages.has(t.language) && t.date_modified < sp.product.date_modified))
        .map((sp) => sp.product_id)
    : [];

  const alt = row.alternate_question;
  return {
    ...base,
    ...builder,
    temp_type: row.temp_type,
    config: toConfig(row.config),
    alternate_question: alt && alt in ALTERNATE_QUESTIONS ? (alt as TAlternateQuestion) : null,
    random: row.random,
    limit: { active: row.limit_active, number: row.limit_number },
    respondent_limit: row.respondent_limit,
    welcome: toWelcome(row.welcome),
    welcome_header: row.welcome_header,
    welcome_message: row.welcome_message,
    welcome_button_text: row.welcome_button_text,
    exit_header: row.exit_header,
    exit_message: row.exit_message,
    exit_button_text: row.exit_button_text,
    thank_you: { button_url: row.thank_you_button_url, css_position: row.thank_you_css_position },
    style: { header_logo: row.style_header_logo },
    intro: toIntro(row.intro),
    redirect_link: row.redirect_link,
    redirect_link_closed: row.redirect_link_closed,
    url_param: row.url_param,
    notifications: { due_date: { active: row.notify_due_date } },
    panel_type: row.panel_type,
    panel_cost: row.panel_cost,
    settings: Object.fromEntries(SETTINGS_FLAGS.map((f) => [f, row[f]])) as TBuilderStudy["settings"],
    hide: Object.fromEntries(HIDE_PRODUCT_FLAGS.map((f) => [f, row[f]])) as TBuilderStudy["hide"],
    demo: row.demo,
    owned_by: row.owned_by
      ? { _id: row.owned_by.id, email: row.owned_by.email, first_name: row.owned_by.first_name, last_name: row.owned_by.last_name }
      : null,
    questions: builderQuestions,
    merchantAllocationTotal: total,
    live_link: studyLiveLink(row.short_id),
    countries_translations_needed: needed,
    products_out_of_sync_translations: outOfSync,
  };
}

/** GET /brand/{b}/survey/{s}?view=wizard. Needs survey.read; a template is a 404 to non-admins. */
export async function getBuilderStudy(access: TBrandAccess, surveyId: string, db: Tx = prisma): Promise<TBuilderStudy> {
  return loadBuilderStudy(access, surveyId, db, { templates: false });
}
