import "server-only";
// The study builder's part of the wizard study (docs/contracts/p5-builder.md): per-question follow-ups, intros,
// display settings and prices; the question template; countries with translation state and exchange rates;
// respondent limits; audiences; the latest translation run. Read inside the caller's transaction when given.
import type { TBuilderQuestionFields, TBuilderStudyFields, TQuestionDisplayFlag, TWireFollowUp, TWireIntro, TWireQuestionTemplate } from "@/lib/builder/builder-wire";
import { QUESTION_DISPLAY_FLAGS } from "@/lib/builder/builder-wire";
export { emptyQuestionFields } from "@/lib/builder/builder-wire";
import { INTRO_TYPES } from "@/lib/study-rules/intro-media";
import type { TAudienceType, TPanelProvider } from "@/lib/study-rules/audiences";
import type { DemographicQuestion, FollowUp, Question, SegmentationProfile, SurveyTranslationRun } from "../generated/prisma/client";
import type { TWireDemographic, TWireSegmentationProfile, TWireSurveyDemographic, TWireTranslationRun } from "@/lib/builder/builder-wire";
import { prisma, type Tx } from "../db";

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const strOrNull = (v: unknown): string | null => (typeof v === "string" ? v : null);
const images = (v: unknown) =>
  (Array.isArray(v) ? v : []).map((i) => {
    const im = obj(i);
    return { original: str(im.original), desktop: str(im.desktop), mobile: str(im.mobile) };
  });

/** A stored intro JSON as the wire intro (null when absent). */
export function toWireIntro(v: unknown): TWireIntro | null {
  if (!v || typeof v !== "object") return null;
  const o = obj(v);
  const video = obj(o.video);
  return {
    type: INTRO_TYPES.find((t) => t === o.type) ?? null,
    title: str(o.title),
    text: str(o.text),
    button_text: str(o.button_text),
    images: images(o.images),
    video: { vimeo_id: strOrNull(video.vimeo_id), youtube_id: strOrNull(video.youtube_id) },
  };
}

export function toWireFollowUp(f: FollowUp): TWireFollowUp {
  const media = f.media ? obj(f.media) : null;
  return {
    _id: f.id,
    type: f.type,
    standard_why: f.standard_why,
    fire_positive: f.fire_positive,
    fire_negative: f.fire_negative,
    positive_title: f.positive_title,
    negative_title: f.negative_title,
    positive: { options: f.positive_options, min_label: f.positive_min_label, max_label: f.positive_max_label },
    negative: { options: f.negative_options, min_label: f.negative_min_label, max_label: f.negative_max_label },
    disable_option_randomization: f.disable_option_randomization,
    media: media ? { media_type: strOrNull(media.media_type), images: images(media.images) } : null,
  };
}

const prices = (v: unknown): Record<string, number> =>
  Object.fromEntries(Object.entries(obj(v)).filter(([, p]) => typeof p === "number" && Number.isFinite(p))) as Record<string, number>;

/** The P5 fields of each question, keyed by product id. */
export async function loadQuestionFields(
  db: Tx,
  surveyId: string,
  questions: readonly Question[],
  conversions: ReadonlyMap<string, unknown>,
): Promise<Map<string, TBuilderQuestionFields>> {
  const followUps = questions.length
    ? await db.followUp.findMany({ where: { question_id: { in: questions.map((q) => q.id) } }, orderBy: [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }] })
    : [];
  const byQuestion = new Map<string, FollowUp[]>();
  for (const f of followUps) byQuestion.set(f.question_id, [...(byQuestion.get(f.question_id) ?? []), f]);
  const out = new Map<string, TBuilderQuestionFields>();
  for (const q of questions) {
    if (!q.product_id) continue;
    out.set(q.product_id, {
      intro: toWireIntro(q.intro),
      follow_up: (byQuestion.get(q.id) ?? []).map(toWireFollowUp),
      followup_manual_ordering: q.followup_manual_ordering,
      settings: Object.fromEntries(QUESTION_DISPLAY_FLAGS.map((f) => [f, q[f]])) as Record<TQuestionDisplayFlag, boolean>,
      additional_price_conversions: prices(conversions.get(q.product_id)),
    });
  }
  void surveyId;
  return out;
}

async function loadTemplate(db: Tx, surveyId: string): Promise<TWireQuestionTemplate | null> {
  const q = await db.question.findFirst({ where: { survey_id: surveyId, product_id: null } });
  if (!q) return null;
  const followUps = await db.followUp.findMany({ where: { question_id: q.id }, orderBy: [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }] });
  return {
    _id: q.id,
    text: q.text,
    star_low: q.star_low,
    star_high: q.star_high,
    intro: toWireIntro(q.intro),
    follow_up: followUps.map(toWireFollowUp),
    followup_manual_ordering: q.followup_manual_ordering,
  };
}

const numbers = (v: unknown): boolean[] => (Array.isArray(v) ? v.map((b) => b === true) : []);

/** A stored demographic question as the wire question. */
export function toWireDemographic(d: DemographicQuestion): TWireDemographic {
  return {
    _id: d.id,
    legacy_id: d.legacy_id,
    brand: d.brand_id,
    type: d.type,
    title: d.title,
    dashboard_title: d.dashboard_title,
    options: d.options,
    images: (Array.isArray(d.images) ? d.images : []).map((i) => {
      const o = obj(i);
      return { label: str(o.label), original: str(o.original), mobile: str(o.mobile), desktop: str(o.desktop) };
    }),
    pointable: d.pointable,
    point_values: d.point_values,
    country_options: Object.fromEntries(Object.entries(obj(d.country_options)).map(([k, v]) => [k, numbers(v)])),
    show_as_dropdown: d.show_as_dropdown,
    editable: d.editable,
    is_default: d.is_default,
    audience_weighting: d.audience_weighting,
    special_input_type: d.special_input_type,
    brand_default_question: d.brand_default_question,
    enabled_by_default: d.enabled_by_default,
    add_to_new_tests: d.add_to_new_tests,
  };
}

export const toWireSegmentationProfile = (p: SegmentationProfile): TWireSegmentationProfile => ({
  _id: p.id,
  profile_name: p.profile_name,
  avatar: p.avatar,
  color: p.color,
  questions: p.questions,
  summed_values: { start_range: p.start_range, end_range: p.end_range },
});

/** A study's demographics in order and its segmentation profiles (also served by GraphQL getSurvey). */
export async function loadSurveySegmentation(
  db: Tx,
  surveyId: string,
): Promise<{ demographics: TWireSurveyDemographic[]; segmentation_profiles: TWireSegmentationProfile[] }> {
  const [rows, profiles] = await Promise.all([
    db.surveyDemographic.findMany({ where: { survey_id: surveyId }, include: { demographic: true }, orderBy: [{ order: "asc" }, { demographic_id: "asc" }] }),
    db.segmentationProfile.findMany({ where: { survey_id: surveyId }, orderBy: [{ order: "asc" }, { id: "asc" }] }),
  ]);
  return {
    demographics: rows.map((r) => ({
      demographic: toWireDemographic(r.demographic),
      order: r.order,
      required: r.required,
      randomize_options: r.randomize_options,
      disabled: r.disabled,
      enabled_by_default: r.demographic.enabled_by_default,
      add_to_new_tests: r.demographic.add_to_new_tests,
      part_of_point_range: r.part_of_point_range,
    })),
    segmentation_profiles: profiles.map(toWireSegmentationProfile),
  };
}

export const toWireRun = (run: SurveyTranslationRun): TWireTranslationRun => ({
  _id: run.id,
  status: run.status,
  countries: run.countries,
  total: run.total,
  done: run.done,
  error: run.error,
  date_started: run.date_started.toISOString(),
  date_finished: run.date_finished?.toISOString() ?? null,
});

/** The study-level P5 fields. */
export async function loadBuilderStudyFields(db: Tx = prisma, brandId: string, surveyId: string): Promise<TBuilderStudyFields> {
  const [brand, countries, audiences, run, template, segmentation] = await Promise.all([
    db.brand.findUnique({ where: { id: brandId }, select: { default_country: { select: { code: true } } } }),
    db.surveyCountry.findMany({ where: { survey_id: surveyId }, include: { country: true }, orderBy: [{ order: "asc" }, { country_id: "asc" }] }),
    db.audience.findMany({
      where: { survey_id: surveyId },
      include: { country: { select: { code: true } }, panel_provider: { select: { name: true } } },
      orderBy: [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }],
    }),
    db.surveyTranslationRun.findFirst({ where: { survey_id: surveyId }, orderBy: [{ date_started: "desc" }, { id: "desc" }] }),
    loadTemplate(db, surveyId),
    loadSurveySegmentation(db, surveyId),
  ]);
  return {
    ...segmentation,
    question_template: template,
    default_country: brand?.default_country?.code ?? null,
    study_countries: countries.map((sc) => ({
      code: sc.country.code,
      country_name: sc.country.country_name,
      region: sc.country.region,
      flag_image_link: sc.country.flag_image_link,
      population: sc.country.population === null ? null : Number(sc.country.population),
      currency_code: sc.country.currency_code,
      currency_symbol: sc.country.currency_symbol,
      gdp_in_usd: sc.country.gdp_in_usd,
      gdp_per_capita_in_usd: sc.country.gdp_per_capita_in_usd,
      languages: sc.country.languages,
      translating: sc.translating,
      translation_needed: sc.translation_needed,
      translated_at: sc.translated_at?.toISOString() ?? null,
    })),
    countries_translating: countries.filter((c) => c.translating).map((c) => c.country.code),
    exchange_rates: Object.fromEntries(countries.filter((c) => c.exchange_rate !== null).map((c) => [c.country.code, c.exchange_rate!])),
    respondent_limits: Object.fromEntries(countries.map((c) => [c.country.code, { limit: c.respondent_limit, match_stat_sig: c.match_stat_sig }])),
    audiences: audiences.map((a) => ({
      _id: a.id,
      country: a.country.code,
      audience_type: a.audience_type as TAudienceType,
      consumer_profile: a.consumer_profile_id,
      panel_provider: (a.panel_provider?.name ?? null) as TPanelProvider | null,
      redirect_links: { complete: a.redirect_complete, terminate: a.redirect_terminate, quota_full: a.redirect_quota_full },
    })),
    translation_run: run ? toWireRun(run) : null,
  };
}
