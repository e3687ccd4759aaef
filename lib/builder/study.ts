// The study as the wizard reads and saves it (spec 2 §3 "Study", "Question"; §7 "get study" / "save study").
// Shared by the server (GET /brand/{b}/survey/{s}?view=wizard, PUT /admin/brand/{b}/survey/{s}) and the wizard UI.
import { DEFAULT_PRODUCTS_PER_RESPONDENT } from "@/lib/survey/rules";
import { z } from "zod";
import { SURVEY_PURPOSES } from "../studies/messages";
import { BUILDER_MSG } from "./messages";
import type { TSurveyWire } from "../studies/wire";
import { ZBuilderSave, type TBuilderQuestionFields, type TBuilderStudyFields } from "./builder-wire";

export const BUILDER_STEPS = ["start", "products", "sales-plan", "detail-questions", "customers", "international", "prep-to-send"] as const;
export type TBuilderStep = (typeof BUILDER_STEPS)[number];

/** "Who is the study sent to" (spec 2 §2 Start step): value → the question respondents are asked. */
export const ALTERNATE_QUESTIONS = {
  "Your customers": "Would you consider buying this item?",
  "Parents purchasing for their children": "Would you consider buying this item for your child?",
  "Store associates": "Would your customers consider buying this item?",
} as const;
export type TAlternateQuestion = keyof typeof ALTERNATE_QUESTIONS;
export const DEFAULT_ALTERNATE_QUESTION: TAlternateQuestion = "Your customers";

import { TEXT_LIMITS } from "./limits";
export { TEXT_LIMITS };

export const SETTINGS_FLAGS = [
  "limit_equals_stat_significance", "disable_panel_quota_automation", "disable_panel_clone_automation",
  "show_privacy_disclaimer_for_crm", "show_brand_name_in_privacy_disclaimer", "auto_populate_demo",
  "disable_recommendation", "disable_tier", "disable_makerscore",
] as const;
export type TSettingsFlag = (typeof SETTINGS_FLAGS)[number];
export const HIDE_PRODUCT_FLAGS = [
  "hide_all_product_names", "hide_all_product_pricing", "hide_all_product_colors", "hide_all_product_fit",
  "hide_all_product_materials", "hide_all_product_features", "hide_all_product_description",
] as const;
export type THideProductFlag = (typeof HIDE_PRODUCT_FLAGS)[number];

export interface TBuilderImage { original: string; desktop: string; mobile: string }
export interface TIntro {
  type: "video" | "image" | "photo" | "youtube" | "vimeo" | null;
  title: string;
  text: string;
  button_text: string;
  images: TBuilderImage[];
  video: { vimeo_id: string | null; youtube_id: string | null };
}

/** One product of the study with its question (spec 2 §3 "Question"); order is the study's product order. */
export interface TBuilderQuestion extends TBuilderQuestionFields {
  _id: string;
  product: string;
  full_product: { name: string; images: TBuilderImage[]; colors: string | null; price: number | null; deleted: boolean };
  order: number;
  text: string;
  star_low: string;
  star_high: string;
  msrp_initial: number | null;
  merchantAllocationValue: number | null;
  merchantAllocationPct: number;
  disabled: boolean;
}

/** GET /api/v1/brand/{b}/survey/{s} for the wizard: the full study. */
export interface TBuilderStudy extends Omit<TSurveyWire, "audiences">, TBuilderStudyFields {
  temp_type: string | null;
  config: Record<string, boolean>;
  alternate_question: TAlternateQuestion | null;
  random: boolean;
  limit: { active: boolean; number: number };
  respondent_limit: number | null;
  welcome: { mobile?: string; desktop?: string; original?: string; css_position?: string; css_size?: string };
  welcome_header: string | null;
  welcome_message: string | null;
  welcome_button_text: string | null;
  exit_header: string | null;
  exit_message: string | null;
  exit_button_text: string | null;
  thank_you: { button_url: string | null; css_position: string | null };
  style: { header_logo: string | null };
  intro: TIntro | null;
  redirect_link: string | null;
  redirect_link_closed: string | null;
  url_param: string | null;
  notifications: { due_date: { active: boolean } };
  panel_type: string | null;
  panel_cost: number;
  settings: Record<TSettingsFlag, boolean>;
  hide: Record<THideProductFlag, boolean>;
  demo: boolean;
  owned_by: { _id: string; email: string; first_name: string; last_name: string } | null;
  questions: TBuilderQuestion[];
  merchantAllocationTotal: number;
  /** The live link respondents open. */
  live_link: string;
  /** Country codes whose translation is needed (SurveyCountry.translation_needed); the server always sends it. */
  countries_translations_needed?: string[];
  /** Products whose source text changed after their translation (only computed when a country needs one). */
  products_out_of_sync_translations?: string[];
}

const ZUrl = z.string().trim().max(2000);
const ZText = (max: number) => z.string().max(max, { message: `At most ${max} characters.` });
const ZImage = z.object({ original: ZUrl, desktop: ZUrl, mobile: ZUrl }).strict();

/**
 * PUT /admin/brand/{b}/survey/{s}: what the wizard saves. Strict: unknown fields are refused (400). Every field but
 * date_modified is optional; omitted fields stay as they are. Admin-only fields (settings, internal_template,
 * demo, owned_by, panel_type, panel_cost, limit) are refused (403) for non-admins when they would change.
 */
export const ZStudySave = z
  .object({
    date_modified: z.iso.datetime({ offset: true }),
    title: ZText(TEXT_LIMITS.title).trim(),
    due_date: z.iso.datetime({ offset: true, message: BUILDER_MSG.notADate }).nullable(),
    alternate_question: z.enum(Object.keys(ALTERNATE_QUESTIONS) as [TAlternateQuestion, ...TAlternateQuestion[]]).nullable(),
    purpose: z.array(z.enum(SURVEY_PURPOSES)).max(SURVEY_PURPOSES.length),
    insight_other: ZText(10_000).nullable(),
    decision_point: z.string().regex(/^[0-9a-f]{24}$/).nullable(),
    decision: z.string().regex(/^[0-9a-f]{24}$/).nullable(),
    type: z.string().max(40).nullable(),
    temp_type: z.string().max(40).nullable(),
    config: z.record(z.string().max(60), z.boolean()),
    /** The study's products in order; products left out are removed (their questions are kept for re-adding). */
    products: z
      .array(
        z.object({
          product: z.string().regex(/^[0-9a-f]{24}$/),
          sales_plan: z.number().min(0, { message: BUILDER_MSG.salesPlanAmountMin }).nullable().optional(),
          msrp_initial: z.number().min(0).nullable().optional(),
          disabled: z.boolean().optional(),
        }).strict(),
      )
      .max(1000),
    random: z.boolean(),
    limit: z.object({ active: z.boolean(), number: z.number().int().positive({ message: BUILDER_MSG.productLimitInvalid }).max(DEFAULT_PRODUCTS_PER_RESPONDENT, { message: BUILDER_MSG.productLimitTooHigh }) }).strict(),
    respondent_limit: z.number().int().positive().nullable(),
    welcome: z.object({ mobile: ZUrl, desktop: ZUrl, original: ZUrl, css_position: ZText(40), css_size: ZText(40) }).partial().strict(),
    welcome_header: ZText(TEXT_LIMITS.welcomeHeader).nullable(),
    welcome_message: ZText(TEXT_LIMITS.welcomeMessage).nullable(),
    welcome_button_text: ZText(TEXT_LIMITS.welcomeButton).nullable(),
    exit_header: ZText(TEXT_LIMITS.exitHeader).nullable(),
    exit_message: ZText(TEXT_LIMITS.exitMessage).nullable(),
    exit_button_text: ZText(TEXT_LIMITS.exitButton).nullable(),
    thank_you: z.object({ button_url: ZUrl.nullable(), css_position: ZText(40).nullable() }).partial().strict(),
    style: z.object({ header_logo: ZUrl.nullable() }).strict(),
    intro: z
      .object({
        type: z.enum(["video", "image", "photo", "youtube", "vimeo"]).nullable(),
        title: ZText(TEXT_LIMITS.introTitle),
        text: ZText(TEXT_LIMITS.introMessage),
        button_text: ZText(TEXT_LIMITS.introButton),
        images: z.array(ZImage).max(4),
        video: z.object({ vimeo_id: ZText(TEXT_LIMITS.videoId).nullable(), youtube_id: ZText(TEXT_LIMITS.videoId).nullable() }).strict(),
      })
      .strict()
      .nullable(),
    redirect_link: ZUrl.nullable(),
    redirect_link_closed: ZUrl.nullable(),
    url_param: ZText(200).nullable(),
    notifications: z.object({ due_date: z.object({ active: z.boolean() }).strict() }).strict(),
    stat_significance_count: z.number().int().min(0).nullable(),
    panel_type: ZText(60).nullable(),
    panel_cost: z.number().int({ message: "Panel cost must be a whole number." }).min(0),
    settings: z.object(Object.fromEntries(SETTINGS_FLAGS.map((f) => [f, z.boolean()]))).partial().strict(),
    hide: z.object(Object.fromEntries(HIDE_PRODUCT_FLAGS.map((f) => [f, z.boolean()]))).partial().strict(),
    internal_template: z.boolean(),
    demo: z.boolean(),
    owned_by: z.string().regex(/^[0-9a-f]{24}$/).nullable(),
    ...ZBuilderSave,
  })
  .partial()
  .required({ date_modified: true })
  .strict();
export type TStudySave = z.output<typeof ZStudySave>;

/** The save's answer (spec 2 §7): the saved study, whose date_modified the next save must carry. */
export type TStudySaveResult = TBuilderStudy;
