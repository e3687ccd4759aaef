// Results filters (spec 3 "Results filters": country, consumer_profiles, demographics with answers, audience_types,
// languages, summed_values {start_range, end_range}, regions, segmentation_profile), as every report receives them.
// Semantics (docs/decisions.md P9 #6): the options of one filter are alternatives (OR); different filters must all
// hold (AND); an absent or empty filter selects everyone. The server checks the ids against the study and brand
// (server/results/respondent-filter.ts); this schema checks the shape.
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import type { TFilterDefinition } from "@/lib/studies/wire";

/** At most this many options in one filter (and demographic questions in one filter). */
export const MAX_FILTER_OPTIONS = 100;

/** At most this many filter sets in one significanceByFilterSets call (docs/decisions.md P9 #36). */
export const MAX_SIGNIFICANCE_SETS = 12;

export const RESULTS_FILTER_MSG = {
  setCount: `Give between 1 and ${MAX_SIGNIFICANCE_SETS} filter sets.`,
  tooMany: `A filter can hold at most ${MAX_FILTER_OPTIONS} options.`,
  notAnId: "Must be a 24-character lowercase hexadecimal id.",
  reversedRange: "start_range must not be greater than end_range.",
  unknownOption: (filter: string, value: string) => `${filter}: "${value}" is not an option of this study.`,
  unknownAnswer: (question: string, value: string) => `demographics: "${value}" is not an answer of the question "${question}".`,
} as const;

const ZId = z.string().regex(ID_PATTERN, { message: RESULTS_FILTER_MSG.notAnId });
const options = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_FILTER_OPTIONS, { message: RESULTS_FILTER_MSG.tooMany });

export const AUDIENCE_TYPES = ["crm", "social", "panel"] as const;

/** The filter types, in the order the results screen lists them (spec 3 "Results filters"). */
export const RESULTS_FILTER_TYPES = ["country", "consumer_profiles", "demographics", "audience_types", "languages", "summed_values", "regions", "segmentation_profile"] as const;
export type TResultsFilterType = (typeof RESULTS_FILTER_TYPES)[number];

/** Filter names as the results screen shows them ("Point-based range": spec 3 §2 snip view). */
export const RESULTS_FILTER_NAMES: Record<Exclude<TResultsFilterType, "demographics">, string> = {
  country: "Country",
  consumer_profiles: "Consumer profile",
  audience_types: "Audience type",
  languages: "Language",
  summed_values: "Point-based range",
  regions: "Region",
  segmentation_profile: "Segmentation profile",
};

/** Audience types as shown (spec 3: crm, social, panel). */
export const AUDIENCE_TYPE_NAMES: Record<(typeof AUDIENCE_TYPES)[number], string> = { crm: "CRM", social: "Social", panel: "Panel" };

/**
 * One filter a study's results offer (spec 3 §3 "Filter"). The accessor is the filter's key in TResultsFilters, or
 * `demographics.<question id>` for a demographic question; a range offers [lowest, highest] of the respondents' values.
 */
export type TResultsFilterDefinition = TFilterDefinition;

export const ZResultsFilters = z
  .object({
    /** Country ids. */
    country: options(ZId).optional(),
    consumer_profiles: options(ZId).optional(),
    /** Per demographic question, the answers that qualify (as the question offers them). */
    demographics: options(z.object({ demographic_id: ZId, answers: options(z.string().min(1).max(500)).min(1) }).strict()).optional(),
    audience_types: options(z.enum(AUDIENCE_TYPES)).optional(),
    /** Language codes as respondents took the study in them. */
    languages: options(z.string().min(1).max(20)).optional(),
    summed_values: z
      .object({ start_range: z.number().finite(), end_range: z.number().finite() })
      .strict()
      .refine((r) => r.start_range <= r.end_range, { message: RESULTS_FILTER_MSG.reversedRange, path: ["start_range"] })
      .optional(),
    regions: options(z.string().min(1).max(200)).optional(),
    segmentation_profile: options(ZId).optional(),
  })
  .strict();

export type TResultsFilters = z.infer<typeof ZResultsFilters>;
