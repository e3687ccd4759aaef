// Wire shapes of the study builder, part 2 (docs/contracts/p5-builder.md): per-product questions with follow-ups
// and intros, the global question template, countries with prices, exchange rates and translation state, and the
// audience rows. Shared by the server (load and save) and the wizard UI; the zod schemas are the save's body parts.
import { z } from "zod";
import { FOLLOW_UP_TITLE_MAX, FOLLOW_UP_TYPES, type TFollowUpType } from "../study-rules/follow-ups";
import { MAX_ANSWERS } from "../study-rules/answer-chips";
import { AUDIENCE_TYPES, PANEL_PROVIDERS, type TAudienceType, type TPanelProvider } from "../study-rules/audiences";
import { INTRO_TYPES } from "../study-rules/intro-media";
import { ANSWER_MSG } from "../study-rules/messages";

const ZId = z.string().regex(/^[0-9a-f]{24}$/, { message: "Must be a 24-character hexadecimal id." });
const ZText = (max: number) => z.string().max(max, { message: `At most ${max} characters.` });
const ZUrl = z.string().trim().max(2000);
const ZImage = z.object({ original: ZUrl, desktop: ZUrl, mobile: ZUrl }).strict();
/** A country code as stored on Country.code (two or three letters; compared case-insensitively). */
export const ZCountryCode = z.string().trim().regex(/^[A-Za-z]{2,3}$/, { message: "Must be a country code." });

/** settings.disable_product_* of a question (spec 2 §3 "Question"): what the respondent sees of the product. */
export const QUESTION_DISPLAY_FLAGS = [
  "disable_product_title", "disable_product_pricing", "disable_product_colors", "disable_product_fit",
  "disable_product_materials", "disable_product_features", "disable_product_description",
] as const;
export type TQuestionDisplayFlag = (typeof QUESTION_DISPLAY_FLAGS)[number];

/** Intro of a question or of the study (spec 2 §3 "Intro"). */
export const ZIntro = z
  .object({
    type: z.enum(INTRO_TYPES).nullable(),
    title: ZText(80),
    text: ZText(200),
    button_text: ZText(20),
    images: z.array(ZImage).max(4, { message: "At most 4 intro images." }),
    video: z.object({ vimeo_id: ZText(20).nullable(), youtube_id: ZText(20).nullable() }).strict(),
  })
  .strict();

const ZOption = z.string().trim().min(1, { message: "An answer cannot be empty." }).max(200);
const ZSide = z
  .object({
    options: z.array(ZOption).max(MAX_ANSWERS, { message: ANSWER_MSG.full }),
    min_label: ZText(40).nullable(),
    max_label: ZText(40).nullable(),
  })
  .strict();

/** One follow-up (spec 2 §3 "Follow-up"); `_id` absent for a new one. */
export const ZFollowUp = z
  .object({
    _id: ZId.optional(),
    type: z.enum(FOLLOW_UP_TYPES),
    standard_why: z.boolean().default(false),
    fire_positive: z.boolean(),
    fire_negative: z.boolean(),
    positive_title: ZText(FOLLOW_UP_TITLE_MAX),
    negative_title: ZText(FOLLOW_UP_TITLE_MAX),
    positive: ZSide,
    negative: ZSide,
    disable_option_randomization: z.boolean().default(false),
    media: z.object({ media_type: z.string().max(40).nullable(), images: z.array(ZImage).max(25) }).strict().nullable().default(null),
  })
  .strict();
export type TWireFollowUpInput = z.input<typeof ZFollowUp>;

export interface TWireFollowUp {
  _id: string;
  type: TFollowUpType;
  standard_why: boolean;
  fire_positive: boolean;
  fire_negative: boolean;
  positive_title: string;
  negative_title: string;
  positive: { options: string[]; min_label: string | null; max_label: string | null };
  negative: { options: string[]; min_label: string | null; max_label: string | null };
  disable_option_randomization: boolean;
  media: { media_type: string | null; images: { original: string; desktop: string; mobile: string }[] } | null;
}

const ZQuestionCore = {
  text: ZText(150),
  star_low: ZText(40),
  star_high: ZText(40),
  intro: ZIntro.nullable(),
  follow_up: z.array(ZFollowUp).max(20),
  followup_manual_ordering: z.boolean(),
};

/**
 * questions[] of the save: per product, the fields given replace the stored ones (omitted fields stay). The
 * follow_up list, when given, replaces the question's follow-ups in order (ids kept for existing ones, so their
 * answers stay linked). The product must be in the study (after this save's products change, if any).
 */
export const ZQuestionSave = z
  .object({
    product: ZId,
    ...ZQuestionCore,
    settings: z.object(Object.fromEntries(QUESTION_DISPLAY_FLAGS.map((f) => [f, z.boolean()]))).partial().strict(),
    /** { <country code>: price } — the price per country (spec 2 §3 additional_price_conversions). */
    additional_price_conversions: z.record(ZCountryCode, z.number().min(0).finite()),
    disabled: z.boolean(),
  })
  .partial()
  .required({ product: true })
  .strict();

/** question_template of the save: the global question applied by "copy to all products". */
export const ZQuestionTemplateSave = z.object(ZQuestionCore).partial().strict();

/** audiences[] of the save: replaces the study's audience rows (each country keeps at least one row). */
export const ZAudienceSave = z
  .object({
    country: ZCountryCode,
    audience_type: z.enum(AUDIENCE_TYPES),
    consumer_profile: ZId.nullable(),
    panel_provider: z.enum(PANEL_PROVIDERS).nullable(),
    redirect_links: z
      .object({ complete: ZUrl.nullable(), terminate: ZUrl.nullable(), quota_full: ZUrl.nullable() })
      .partial()
      .strict()
      .default({}),
  })
  .strict();

/** The save body's P5 parts (merged into ZStudySave). */
export const ZBuilderSave = {
  questions: z.array(ZQuestionSave).max(1000),
  question_template: ZQuestionTemplateSave,
  /** The study's countries in order (codes); the brand's default country is kept first when present. */
  countries: z.array(ZCountryCode).max(300),
  audiences: z.array(ZAudienceSave).max(1000),
} as const;

export interface TWireIntro {
  type: (typeof INTRO_TYPES)[number] | null;
  title: string;
  text: string;
  button_text: string;
  images: { original: string; desktop: string; mobile: string }[];
  video: { vimeo_id: string | null; youtube_id: string | null };
}

/** The global question (spec 2 §3 question_template). */
export interface TWireQuestionTemplate {
  _id: string;
  text: string;
  star_low: string;
  star_high: string;
  intro: TWireIntro | null;
  follow_up: TWireFollowUp[];
  followup_manual_ordering: boolean;
}

/** A study country with what the international step shows (spec 2 §3 "Country"). */
export interface TWireStudyCountry {
  code: string;
  country_name: string;
  region: string;
  flag_image_link: string | null;
  population: number | null;
  currency_code: string;
  currency_symbol: string;
  gdp_in_usd: number | null;
  gdp_per_capita_in_usd: number | null;
  languages: string[];
  translating: boolean;
  translation_needed: boolean;
  translated_at: string | null;
}

export interface TWireAudience {
  _id: string;
  country: string;
  audience_type: TAudienceType;
  consumer_profile: string | null;
  panel_provider: TPanelProvider | null;
  redirect_links: { complete: string | null; terminate: string | null; quota_full: string | null };
}

/** The latest translation run (null: never translated). */
export interface TWireTranslationRun {
  _id: string;
  status: "running" | "done" | "failed" | "cancelled";
  countries: string[];
  total: number;
  done: number;
  error: string | null;
  date_started: string;
  date_finished: string | null;
}

/** A demographic (segmentation) question (spec 2 §3 "Demographic question" `demographic`). */
export interface TWireDemographic {
  _id: string;
  /** The platform default's numeric id (2, 3 and 6 are excluded for international studies); null for brand questions. */
  legacy_id: number | null;
  /** null: a platform default question. */
  brand: string | null;
  type: "choice" | "multi" | "image" | "text";
  title: string;
  dashboard_title: string | null;
  options: string[];
  images: { label: string; original: string; mobile: string; desktop: string }[];
  pointable: boolean;
  point_values: number[];
  country_options: Record<string, boolean[]>;
  show_as_dropdown: boolean;
  editable: boolean;
  is_default: boolean;
  audience_weighting: boolean;
  special_input_type: string | null;
  brand_default_question: boolean;
  enabled_by_default: boolean;
  add_to_new_tests: boolean;
}

/** demographics[] of a study: the question and the per-study outer fields. */
export interface TWireSurveyDemographic {
  demographic: TWireDemographic;
  order: number;
  required: boolean;
  randomize_options: boolean;
  disabled: boolean;
  enabled_by_default: boolean;
  add_to_new_tests: boolean;
  part_of_point_range: boolean;
}

/** segmentation_profiles[] of a study (spec 2 §3 "Segmentation profile"). */
export interface TWireSegmentationProfile {
  _id: string;
  profile_name: string;
  avatar: string | null;
  color: string | null;
  questions: string[];
  summed_values: { start_range: number | null; end_range: number | null };
}

/** Fields the wizard study carries for P5 (merged into TBuilderStudy). */
export interface TBuilderStudyFields {
  question_template: TWireQuestionTemplate | null;
  /** The brand's default country code (the source language's country; its price is locked). */
  default_country: string | null;
  study_countries: TWireStudyCountry[];
  countries_translating: string[];
  /** { <country code>: units per study currency } stored on the study when a country is added. */
  exchange_rates: Record<string, number>;
  respondent_limits: Record<string, { limit: number | null; match_stat_sig: boolean }>;
  audiences: TWireAudience[];
  translation_run: TWireTranslationRun | null;
  /** Read-only here: changed through GraphQL (spec 2 §7), never through the wizard save. */
  demographics: TWireSurveyDemographic[];
  segmentation_profiles: TWireSegmentationProfile[];
}

/** Per-question fields added for P5 (merged into TBuilderQuestion). */
export interface TBuilderQuestionFields {
  intro: TWireIntro | null;
  follow_up: TWireFollowUp[];
  followup_manual_ordering: boolean;
  settings: Record<TQuestionDisplayFlag, boolean>;
  additional_price_conversions: Record<string, number>;
}

/** The P5 question fields of a product without a stored question row. */
export const emptyQuestionFields = (): TBuilderQuestionFields => ({
  intro: null,
  follow_up: [],
  followup_manual_ordering: false,
  settings: Object.fromEntries(QUESTION_DISPLAY_FLAGS.map((f) => [f, false])) as Record<TQuestionDisplayFlag, boolean>,
  additional_price_conversions: {},
});

/** The P5 study fields of a study with no countries, audiences, template or translation yet. */
export const emptyBuilderStudyFields = (): TBuilderStudyFields => ({
  question_template: null,
  default_country: null,
  study_countries: [],
  countries_translating: [],
  exchange_rates: {},
  respondent_limits: {},
  audiences: [],
  translation_run: null,
  demographics: [],
  segmentation_profiles: [],
});
