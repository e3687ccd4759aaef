import "server-only";
// Input of the studies list (spec 3 §2 "Studies list", contract getBrandSurveys / getAssortmentSurveys): zod
// schemas and the pure rules the SQL is built from (sort keys, the status order). No database here.
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import { PRICE_FLOOR } from "@/lib/studies/filters";
import { SEASON_ORDER } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import { STATUS_META, STUDY_STATUSES, type TStudyStatus } from "@/lib/studies/status";
import { SURVEY_SORT_IDS, type TSurveySort } from "@/lib/studies/wire";

export const ZId = z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." });
const ids = z.array(ZId).max(1_000);
const words = (values: readonly string[]) => z.array(z.enum(values as [string, ...string[]])).max(50);

export const AUDIENCE_TYPES = ["panel", "crm", "social"] as const;
export const SURVEY_GENDERS = ["all", "male", "female", "other"] as const;

export const ZSurveyListFilters = z
  .object({
    assortment_ids: ids.nullish(),
    brand_category: ids.nullish(),
    season: words(SEASON_ORDER).nullish(),
    year: z.array(z.number().int().min(1900).max(3000)).max(100).nullish(),
    decision_point: ids.nullish(),
    gender: words(SURVEY_GENDERS).nullish(),
    status: words(STUDY_STATUSES).nullish(),
    audiences: words(AUDIENCE_TYPES).nullish(),
    // Study types (the assortment's line-reviews tab sends ["line_review"]).
    type: z.array(z.string().max(40)).max(20).nullish(),
    price: z
      .array(z.number().finite().min(PRICE_FLOOR, { message: STUDY_MSG.priceNegative }))
      .length(2, { message: "Must be [min, max]." })
      .refine(([min, max]) => (min ?? 0) <= (max ?? 0), { message: "min must not exceed max." })
      .nullish(),
  })
  .strict();
export type TSurveyListFiltersInput = z.output<typeof ZSurveyListFilters>;

export const ZSurveySort = z.object({ id: z.enum(SURVEY_SORT_IDS), desc: z.boolean() });

export const ZSurveyListArgs = z.object({
  brand_id: z.string(),
  assortment_id: ZId.nullish(),
  page: z.number().int().min(1).max(100_000).nullish(),
  search: z.string().max(500).nullish(),
  filters: ZSurveyListFilters.nullish(),
  sort: ZSurveySort.nullish(),
});
export type TSurveyListArgs = z.output<typeof ZSurveyListArgs>;

export const DEFAULT_SURVEY_SORT: TSurveySort = { id: "date_created", desc: true };

/** Status sort keys: Draft 1, Active 2, Closed 3 (spec 3 §4 status order). */
export const statusOrder = (s: TStudyStatus): number => STATUS_META[s].order;

/** Offset of a 1-based page. */
export const pageOffset = (page: number, size: number): number => (Math.max(page, 1) - 1) * size;
