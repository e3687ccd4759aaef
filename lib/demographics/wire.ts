// Request bodies and answers of the segmentation calls (spec 2 §7: createSurveyDemographicQuestion,
// updateSurveyDemographicShared, deleteSurveyDemographicQuestion, updateSurvey {demographics, segmentation_profiles},
// REST POST/PUT /brand/{b}/demographic). zod checks the shapes; lib/study-rules/demographics.ts checks the rules.
import { z } from "zod";
import { DEMOGRAPHIC_TYPES } from "@/lib/study-rules/demographics";
import type { TWireDemographic, TWireSegmentationProfile, TWireSurveyDemographic } from "@/lib/builder/builder-wire";
import { ZCountryCode } from "@/lib/builder/builder-wire";

/** An uploaded image address: http(s) or a same-site path (never javascript: and the like); empty allowed. */
const ZImageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((u) => u === "" || /^https?:\/\//i.test(u) || (u.startsWith("/") && !u.startsWith("//")), { message: "Must be an http(s) or site address." });

/** Limits against abuse only (the rules' own limits, e.g. 25 images, answer with the rules' texts). */
export const DEMOGRAPHIC_INPUT_LIMITS = { options: 100, images: 100, title: 500, option: 500 } as const;

/** A point value as typed: a number, a string ("abc" reaches the rules and gets their text) or blank. */
export const ZPointValueInput = z.union([z.number(), z.string().max(50), z.null()]);

/** The question (and the study's outer required / randomize_options) of a create or an update. */
export const ZDemographicData = z
  .object({
    type: z.enum(DEMOGRAPHIC_TYPES),
    title: z.string().max(DEMOGRAPHIC_INPUT_LIMITS.title),
    dashboard_title: z.string().max(DEMOGRAPHIC_INPUT_LIMITS.title).nullish(),
    options: z.array(z.string().max(DEMOGRAPHIC_INPUT_LIMITS.option)).max(DEMOGRAPHIC_INPUT_LIMITS.options).default([]),
    images: z
      .array(
        z
          .object({
            label: z.string().max(DEMOGRAPHIC_INPUT_LIMITS.option),
            original: ZImageUrl.default(""),
            mobile: ZImageUrl.default(""),
            desktop: ZImageUrl.default(""),
          })
          .strict(),
      )
      .max(DEMOGRAPHIC_INPUT_LIMITS.images)
      .default([]),
    pointable: z.boolean().default(false),
    point_values: z.array(ZPointValueInput).max(DEMOGRAPHIC_INPUT_LIMITS.options).default([]),
    country_options: z
      .record(ZCountryCode, z.array(z.boolean()).max(DEMOGRAPHIC_INPUT_LIMITS.options))
      .refine((r) => Object.keys(r).length <= 300, { message: "Too many countries." })
      .default({}),
    show_as_dropdown: z.boolean().default(false),
    special_input_type: z.string().max(50).nullish(),
    audience_weighting: z.boolean().default(false),
    required: z.boolean().default(false),
    randomize_options: z.boolean().default(false),
  })
  .strict();
export type TDemographicData = z.output<typeof ZDemographicData>;
export type TDemographicDataInput = z.input<typeof ZDemographicData>;

const ZId = z.string().regex(/^[0-9a-f]{24}$/, { message: "Must be an id." });

/** One row of updateSurvey {demographics}: the list replaces the study's, in order. */
export const ZSurveyDemographicRow = z
  .object({
    demographic: ZId,
    required: z.boolean().default(false),
    randomize_options: z.boolean().default(false),
    disabled: z.boolean().default(false),
    part_of_point_range: z.boolean().default(false),
  })
  .strict();

/** One profile of updateSurvey {segmentation_profiles}: the list replaces the study's, in order; ranges are computed. */
export const ZSegmentationProfileRow = z
  .object({
    _id: ZId.nullish(),
    profile_name: z.string().max(100),
    avatar: z.string().trim().max(2000).nullish(),
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{3,8}$/, { message: "Must be a colour like #1d4ed8." })
      .nullish(),
    questions: z.array(ZId).max(100),
  })
  .strict();

export const ZSurveySegmentationUpdate = z
  .object({
    demographics: z.array(ZSurveyDemographicRow).max(200).optional(),
    segmentation_profiles: z.array(ZSegmentationProfileRow).max(50).optional(),
    has_audience_weighting: z.boolean().optional(),
  })
  .strict();
export type TSurveySegmentationUpdate = z.output<typeof ZSurveySegmentationUpdate>;
export type TSurveyDemographicRow = z.output<typeof ZSurveyDemographicRow>;
export type TSegmentationProfileRow = z.output<typeof ZSegmentationProfileRow>;

/** The answer of every study-scoped segmentation call: the study's questions and profiles as they now are. */
export interface TSurveySegmentation {
  survey_id: string;
  demographics: TWireSurveyDemographic[];
  segmentation_profiles: TWireSegmentationProfile[];
  has_audience_weighting: boolean;
  /** spec 2 §5 weighted-question warning, or null. */
  weighting_warning: string | null;
  /** spec 2 §5 guidance above 15 questions, or null. */
  question_guidance: string | null;
}

/** A profile of segmentationProfilesForBrand: which study it belongs to. */
export interface TBrandSegmentationProfile extends TWireSegmentationProfile {
  survey_id: string;
  survey_title: string;
}

export type { TWireDemographic };
