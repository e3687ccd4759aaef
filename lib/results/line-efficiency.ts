// Line efficiency (TURF; spec 3 §2 tab=line-efficiency-graph, P9 item 5): what a caller may ask and what it gets back,
// and every text of the report. The search is lib/results/turf.ts; the server builds the bitsets in SQL and searches
// in a worker thread (server/results/line-efficiency.ts). The filter is the results filter of every report
// (lib/results/filters.ts), validated by the service against the study. Decisions: docs/decisions.md P9 (TURF).
import { z } from "zod";
import type { TTurfSet } from "./turf";

/** The star from which a rating counts as "reached" unless the caller chooses: 4 = top-2-box (4 or 5 stars). */
export const DEFAULT_REACH_THRESHOLD = 4;

export const LINE_EFFICIENCY_SHOW = ["sales-plan"] as const;

export const LINE_EFFICIENCY_MSG = {
  turfOff: "Line efficiency (TURF) is not enabled for this brand.",
  maxK: "must be a whole number of at least 1.",
  maxKTooLarge: (k: number, products: number) => `max_k: ${k} is more than the ${products} products of this study.`,
  threshold: "must be a whole number of stars from 1 to 5.",
  show: 'must be "sales-plan" when given.',
  noSalesPlan: "This study has no sales plan: none of its products has a sales plan value above 0.",
} as const;

/** The report's options (the filter aside): GraphQL arguments and the REST body alike. */
export const ZLineEfficiencyOptions = z
  .object({
    /** The largest set size to search (1 … the study's products); default: every size up to the number of products. */
    max_k: z.number({ error: LINE_EFFICIENCY_MSG.maxK }).int({ error: LINE_EFFICIENCY_MSG.maxK }).min(1, { error: LINE_EFFICIENCY_MSG.maxK }).optional(),
    /** A respondent is reached by a product they rated at least this many stars. */
    threshold: z
      .number({ error: LINE_EFFICIENCY_MSG.threshold })
      .int({ error: LINE_EFFICIENCY_MSG.threshold })
      .min(1, { error: LINE_EFFICIENCY_MSG.threshold })
      .max(5, { error: LINE_EFFICIENCY_MSG.threshold })
      .default(DEFAULT_REACH_THRESHOLD),
    /** "sales-plan": also the reach of the study's sales plan against the best set of the same size. */
    show: z.enum(LINE_EFFICIENCY_SHOW, { error: LINE_EFFICIENCY_MSG.show }).optional(),
  })
  .strict();

export type TLineEfficiencyOptions = z.output<typeof ZLineEfficiencyOptions>;

/** POST …/report/line-efficiency: the options plus the results filter (checked by the service, after the study). */
export const ZLineEfficiencyBody = ZLineEfficiencyOptions.extend({ filter: z.unknown().optional() }).strict();

/** A best set of k products (lib/results/turf.ts#TTurfSet), with product ids in the study's order. */
export type TLineEfficiencySet = Omit<TTurfSet, "products"> & {
  /** Product ids of the best set of k products, in the study's order. */
  products: string[];
};

export interface TLineEfficiencySingle {
  product_id: string;
  /** Respondents this product reaches on its own. */
  reach: number;
  reach_share: number;
}

export interface TSalesPlanReach {
  /** Products of the study with a sales plan value above 0, in the study's order. */
  products: string[];
  k: number;
  reach: number;
  reach_share: number;
  frequency: number;
  /** The best set of the same size (the plan itself when a greedy search found nothing better). */
  best_products: string[];
  best_reach: number;
  /** Whether best_reach is proven optimal (exhaustive search). */
  best_exact: boolean;
  /** best_reach − reach: respondents the plan leaves unreached that the best set of its size reaches (≥ 0). */
  gap: number;
}

export interface TLineEfficiencyReport {
  /** Counted respondents the filter selects who rated at least one product of the study (the reach denominator). */
  respondents: number;
  threshold: number;
  sets: TLineEfficiencySet[];
  /** Each product's own reach, in the study's order. */
  singles: TLineEfficiencySingle[];
  /** Only with show = "sales-plan": the plan's reach, or null when the study has none (sales_plan_reason says why). */
  sales_plan?: TSalesPlanReach | null;
  sales_plan_reason?: string | null;
}
