import "server-only";
// Line efficiency (TURF; spec 3 §2 tab=line-efficiency-graph, P9 item 5), the use case behind
// `reportLineEfficiency` and POST …/report/line-efficiency: for each set size k = 1…max_k, the set of the study's
// products that reaches the most respondents (reached = rated it ≥ threshold stars, default top-2-box), with reach,
// frequency and the incremental reach curve; with show = "sales-plan", the reach of the study's sales plan (products
// with sales_plan > 0) against the best set of the same size. Order of checks: options (400) → the study of the
// caller's brand, its filter (404 / 400) → the brand flag enableTurf (403) → max_k against the products (400). The
// bitsets come from one SQL statement (turf-bitsets.ts); the search runs in a worker thread (turf-worker.ts).
// Needs survey.read (share viewers: their own study). Decisions: docs/decisions.md P9 (TURF).
import {
  LINE_EFFICIENCY_MSG,
  ZLineEfficiencyOptions,
  type TLineEfficiencyReport,
  type TSalesPlanReach,
} from "@/lib/results/line-efficiency";
import { RESULTS_STATE_MSG } from "@/lib/results/study-state";
import { parseFeatures } from "@/lib/schemas/brand";
import type { TViewAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";
import { forbidden, invalid } from "../errors";
import { invalidFromZod } from "../http/problem";
import { filteredStudy } from "./filtered-study";
import { cachedResults } from "./results-cache";
import type { TRespondentFilter } from "./respondent-filter";
import { turfBitsets } from "./turf-bitsets";
import { runTurfSearch } from "./turf-worker";

export interface TLineEfficiencyInput {
  surveyId: string;
  /** The study's products in its order (filteredStudy: investment_review products left out). */
  products: string[];
  filter: TRespondentFilter;
  threshold: number;
  maxK: number;
  /** Indexes into `products` of the sales plan; undefined when not asked (show ≠ "sales-plan"). */
  plan?: number[];
}

/** Milliseconds spent in the SQL and in the worker's search (the bench reads them). */
export interface TLineEfficiencyTimings {
  sql_ms: number;
  search_ms: number;
}

/** Bitsets in SQL, search in the worker, ids and shares on the way out. */
export async function computeLineEfficiency(input: TLineEfficiencyInput, db: Tx = prisma, timings?: TLineEfficiencyTimings): Promise<TLineEfficiencyReport> {
  const { products, threshold, maxK, plan } = input;
  const t0 = performance.now();
  const { respondents, sets } = await turfBitsets(input.surveyId, products, input.filter, threshold, db);
  const t1 = performance.now();
  const result = await runTurfSearch({ sets, respondents, maxK, plan: plan?.length ? plan : null });
  if (timings) Object.assign(timings, { sql_ms: t1 - t0, search_ms: performance.now() - t1 });
  const share = (n: number) => (respondents > 0 ? n / respondents : 0);
  const ids = (indexes: readonly number[]) => indexes.map((i) => products[i]!);
  const report: TLineEfficiencyReport = {
    respondents,
    threshold,
    sets: result.sets.map((s) => ({ ...s, products: ids(s.products) })),
    singles: products.map((product_id, i) => ({ product_id, reach: result.singles[i]!, reach_share: share(result.singles[i]!) })),
  };
  if (plan === undefined) return report;
  if (!plan.length || !result.plan) return { ...report, sales_plan: null, sales_plan_reason: LINE_EFFICIENCY_MSG.noSalesPlan };
  const { reach, frequency, best } = result.plan;
  // A greedy search may find less than the plan itself; the plan is a set of its size, so the best is at least it.
  const planWins = reach > best.reach;
  const salesPlan: TSalesPlanReach = {
    products: ids(plan),
    k: plan.length,
    reach,
    reach_share: share(reach),
    frequency,
    best_products: planWins ? ids(plan) : ids(best.products),
    best_reach: planWins ? reach : best.reach,
    best_exact: !planWins && best.exact,
    gap: planWins ? 0 : best.reach - reach,
  };
  return { ...report, sales_plan: salesPlan, sales_plan_reason: null };
}

/** The sales plan: indexes into `products` of the study's products with a sales plan value above 0, in study order. */
async function salesPlanOf(surveyId: string, products: readonly string[]): Promise<number[]> {
  const rows = await prisma.surveyProduct.findMany({ where: { survey_id: surveyId, sales_plan: { gt: 0 } }, select: { product_id: true } });
  const inPlan = new Set(rows.map((r) => r.product_id));
  return products.flatMap((id, i) => (inPlan.has(id) ? [i] : []));
}

export async function reportLineEfficiency(access: TViewAccess, surveyId: string, rawFilter: unknown, rawOptions: unknown): Promise<TLineEfficiencyReport> {
  const parsed = ZLineEfficiencyOptions.safeParse(rawOptions ?? {});
  if (!parsed.success) throw invalidFromZod(parsed.error, "line-efficiency options");
  const options = parsed.data;
  const { study, filter, products } = await filteredStudy(access, surveyId, rawFilter);
  if (!parseFeatures(access.brand.features).enableTurf) throw forbidden(LINE_EFFICIENCY_MSG.turfOff);
  if (products.length === 0) throw invalid(RESULTS_STATE_MSG.noProducts, [{ name: "survey_id", reason: RESULTS_STATE_MSG.noProducts }]);
  const maxK = options.max_k ?? products.length;
  if (maxK > products.length) {
    const reason = LINE_EFFICIENCY_MSG.maxKTooLarge(maxK, products.length);
    throw invalid(reason, [{ name: "max_k", reason }]);
  }
  const plan = options.show === "sales-plan" ? await salesPlanOf(study.id, products) : undefined;
  // A Closed study's answer is kept (results-cache.ts); the sales plan is read live and is part of the key.
  return cachedResults({ study, filter }, "line-efficiency", () => computeLineEfficiency({ surveyId: study.id, products, filter, threshold: options.threshold, maxK, plan }), { threshold: options.threshold, maxK, plan: plan ?? null });
}
