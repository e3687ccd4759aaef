// The line-efficiency tab (spec 3 §2 tab=line-efficiency-graph, show=sales-plan; P11 item 3; engine: P9 #5, #28):
// the data its loader (server/pages/results/line-efficiency.ts) hands over, the pure choices behind it (how many set
// sizes to search, which size is chosen when the address names none, the figures' formats) and every text it shows.
// Client-safe and pure. docs/decisions.md P11 (line efficiency).
import { FEATURE_FLAG_INFO } from "../../brands/feature-flags";
import { ADMIN_ONLY_SUFFIX } from "../../studies/menu";
import type { TLineEfficiencyReport, TSalesPlanReach } from "../line-efficiency";

/** The curve runs to this many products unless the study has fewer (or the address asks for a larger set). */
export const LINE_EFFICIENCY_DEFAULT_MAX_K = 8;

/** What the tab shows of the sales plan (spec 3 §6: the sales plan is admin-only, "(M/S Only)"). */
export type TSalesPlanView =
  /** Not asked for (no show=sales-plan). */
  | { state: "off" }
  /** Asked for by a viewer who is not an admin (or an admin viewing as a user). */
  | { state: "admin-only" }
  /** Asked for; the study has no product with a sales plan. */
  | { state: "none"; reason: string }
  | { state: "shown"; plan: TSalesPlanReach };

export type TLineEfficiencyData =
  /** The brand has no TURF (brand flag enableTurf). */
  | { kind: "turf-off" }
  /** Fewer than 2 products: there is no set to choose. */
  | { kind: "too-few-products"; products: number }
  /** Nobody rated a product, or nobody rated one at the threshold: there is no reach to show. */
  | { kind: "nobody-reached"; respondents: number; threshold: number }
  | {
      kind: "ready";
      report: TLineEfficiencyReport;
      /** The set size chosen (the address's `k`, else the elbow). */
      chosenK: number;
      /** The elbow of the curve (elbowK). */
      elbowK: number;
      /** Why the address's `k` was not used, in words; null when it was, or when none was given. */
      kNotice: string | null;
      salesPlan: TSalesPlanView;
    };

/**
 * The largest set size to search: every size up to min(products, 8), or up to a larger `k` the address asks for (as
 * long as the study has that many products), so a chosen size is always on the curve.
 */
export function lineEfficiencyMaxK(products: number, requestedK: number | null): number {
  const base = Math.min(products, LINE_EFFICIENCY_DEFAULT_MAX_K);
  return requestedK !== null && requestedK > base && requestedK <= products ? requestedK : base;
}

/** The address's `k` as a whole number, or null when absent or not one. */
export function parseSetSize(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,4}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * The elbow of the reach curve, the size after which another product adds comparatively little: the k farthest above
 * the straight line from the first point to the last, with reach and size both scaled to 0…1 (the "Kneedle" rule).
 * A curve with no point above that line (straight, or only two sizes) has no elbow: the largest size. Ties: the
 * smallest k (so a curve that stops growing picks the first size reaching the top).
 */
export function elbowK(sets: readonly { k: number; reach: number }[]): number {
  if (sets.length === 0) return 1;
  const first = sets[0]!;
  const last = sets[sets.length - 1]!;
  if (sets.length < 3) return last.k;
  const lo = Math.min(...sets.map((s) => s.reach));
  const hi = Math.max(...sets.map((s) => s.reach));
  if (hi === lo) return first.k;
  const xSpan = last.k - first.k;
  let best = last.k;
  let bestDistance = 0;
  for (const s of sets) {
    const x = (s.k - first.k) / xSpan;
    const y = (s.reach - lo) / (hi - lo);
    const yOnChord = (first.reach - lo) / (hi - lo) + x * ((last.reach - first.reach) / (hi - lo));
    const d = y - yOnChord;
    if (d > bestDistance + 1e-12) [best, bestDistance] = [s.k, d];
  }
  return best;
}

/** The set size to show: the address's `k` when on the curve, else the elbow, with a notice saying why. */
export function chooseSetSize(raw: string | undefined, sizes: number, elbow: number): { k: number; notice: string | null } {
  if (raw === undefined || raw === "") return { k: elbow, notice: null };
  const k = parseSetSize(raw);
  if (k === null || k < 1 || k > sizes) return { k: elbow, notice: LINE_EFFICIENCY_TAB.badK(raw, sizes, elbow) };
  return { k, notice: null };
}

const count = (n: number) => n.toLocaleString("en-US");
/** A share (0…1) as a percent with one decimal: 0.8125 → "81.3%". */
export const formatReachShare = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
/** Frequency with two decimals: 15/14 → "1.07". */
export const formatFrequency = (f: number) => f.toFixed(2);
/** An increment in respondents, signed: 5 → "+5". */
export const formatIncrement = (n: number) => `${n > 0 ? "+" : ""}${count(n)}`;
/** "13 (81.3%)". */
export const formatReach = (reach: number, base: number) => `${count(reach)} (${formatReachShare(base > 0 ? reach / base : 0)})`;

/** "rated it 4 or 5 stars" and so on: who a product reaches at a threshold. */
export function thresholdWords(threshold: number, what = "it"): string {
  if (threshold >= 5) return `rated ${what} 5 stars`;
  if (threshold === 4) return `rated ${what} 4 or 5 stars`;
  if (threshold <= 1) return `rated ${what} at all`;
  return `rated ${what} ${threshold} stars or more`;
}

const SALES_PLAN = `Sales plan${ADMIN_ONLY_SUFFIX}`;

export const LINE_EFFICIENCY_TAB = {
  title: "Line efficiency",
  intro:
    "Which products, together, reach the most respondents? For each number of products, the set that reaches the most of them (TURF: total unduplicated reach and frequency).",
  base: (respondents: number, threshold: number) =>
    `Base: ${count(respondents)} respondents who rated at least one product. A product reaches a respondent who ${thresholdWords(threshold)}.`,
  // The chart and its alternatives.
  chartTitle: "Reach by number of products",
  chartLabel: (points: { k: number; share: number; exact: boolean }[], chosen: number) =>
    `Line chart of reach by number of products: ${points
      .map((p) => `${p.k} ${p.k === 1 ? "product" : "products"} ${formatReachShare(p.share)}${p.exact ? "" : " (approximate)"}`)
      .join(", ")}. Chosen: ${chosen}.`,
  chartLabelPlan: (plan: TSalesPlanReach, base: number) =>
    ` Sales plan of ${plan.k} products: ${formatReachShare(base > 0 ? plan.reach / base : 0)}; best set of that size: ${formatReachShare(base > 0 ? plan.best_reach / base : 0)}.`,
  xAxis: "Number of products in the set",
  yAxis: "Reach (% of base)",
  legendLabel: "Chart key",
  legendExact: "Exact: the best set of this size",
  legendApproximate: "Approximate: the best set found; the dashed line runs up to the most any set of this size could reach",
  legendChosen: "Chosen size",
  legendPlan: "Sales plan",
  approximate: "approximate",
  chosenMark: "chosen",
  // The size picker.
  pickerLabel: "Number of products",
  pickerHint: "Choose a set size to list its products.",
  sizeLink: (k: number) => `${k}`,
  sizeLinkLabel: (k: number, elbow: boolean) => `Show the best set of ${k} ${k === 1 ? "product" : "products"}${elbow ? " (elbow of the curve)" : ""}`,
  elbow: "elbow",
  badK: (raw: string, sizes: number, elbow: number) =>
    `"k=${raw}" is not a set size from 1 to ${sizes}; showing ${elbow} (the elbow of the curve) instead.`,
  // The chosen set.
  setTitle: (k: number) => `Best set of ${k} ${k === 1 ? "product" : "products"}`,
  setElbow: "This is where the curve bends: each product beyond it adds comparatively little reach.",
  reach: "Reach",
  frequency: "Frequency",
  frequencyHint: "How many of the set's products reach a reached respondent, on average.",
  increment: "Increment",
  incrementHint: (k: number) => (k === 1 ? "Reach gained over no product." : `Reach gained over the best set of ${k - 1}.`),
  ownReach: "Reaches on its own",
  exactNote: "Exact: no other set of this size reaches more.",
  approximateNote: (upper: number, base: number) =>
    `Approximate: too many combinations to try them all, so this is the best set found. No set of this size reaches more than ${formatReach(upper, base)}.`,
  // The table alternative.
  tableCaption: "Reach of the best set of each size",
  tableToggle: "Show the figures as a table",
  col: { k: "Products", set: "Best set", reach: "Reach", share: "Reach %", increment: "Increment", frequency: "Frequency", search: "Search" },
  exact: "Exact",
  approximateUpTo: (upper: number, base: number) => `Approximate (at most ${formatReach(upper, base)})`,
  // The sales plan (admin only).
  salesPlanTitle: SALES_PLAN,
  showSalesPlan: "Show sales plan",
  hideSalesPlan: "Hide sales plan",
  salesPlanAdminOnly: "The sales plan is for admins (M/S Only): it is not shown here.",
  planReach: (plan: TSalesPlanReach, base: number) =>
    `The sales plan's ${plan.k} ${plan.k === 1 ? "product reaches" : "products reach"} ${formatReach(plan.reach, base)} respondents.`,
  bestReach: (plan: TSalesPlanReach, base: number) =>
    `The best set of ${plan.k} ${plan.k === 1 ? "product" : "products"} reaches ${formatReach(plan.best_reach, base)}${plan.best_exact ? "" : " (approximate: the best found)"}.`,
  gap: (plan: TSalesPlanReach, base: number) =>
    plan.gap === 0
      ? "Gap: none. The sales plan reaches as many respondents as the best set of its size."
      : `Gap: ${count(plan.gap)} respondents (${formatReachShare(base > 0 ? plan.gap / base : 0)} of the base) that the best set reaches and the plan does not.`,
  planLabel: "Reach",
  planFigures: { plan: "Sales plan reach", best: "Best set reach", gap: "Gap" },
  planProducts: "Products in the sales plan",
  bestProducts: (k: number) => `Products in the best set of ${k}`,
  inBoth: "in both",
  planPoint: "Sales plan",
  bestPoint: (k: number) => `Best ${k}`,
  // Empty states.
  turfOffTitle: "Line efficiency is not enabled for this brand",
  turfOffText: "Line efficiency (TURF: total unduplicated reach and frequency) analysis is not switched on for this brand.",
  turfOffWhatTitle: "What it would show",
  turfOffWhat: [
    "A reach curve: for each number of products, the share of respondents the best set of that size reaches (a product reaches a respondent who rated it 4 or 5 stars).",
    "The products of the best set of each size, with its reach, its frequency (how often a reached respondent is reached more than once) and the reach each added product gains.",
    "Where the curve bends: the point from which adding products adds little reach, so a line can be cut without losing customers.",
    "For admins, the study's sales plan beside the best set of the same size, and the gap between them.",
  ],
  turfOffHow: `An admin turns it on with the brand setting "${FEATURE_FLAG_INFO.enableTurf.label}".`,
  tooFewTitle: "Line efficiency needs at least 2 products",
  tooFewText: (n: number) =>
    `This study has ${n === 0 ? "no product" : "1 product"} with ratings, so there is no set of products to compare: reach by set size needs at least two.`,
  nobodyTitle: "Nobody reached yet",
  nobodyText: (respondents: number, threshold: number) =>
    respondents === 0
      ? "No respondent in this view has rated a product yet. Reach appears once respondents rate products; if filters are on, try fewer."
      : `None of the ${count(respondents)} respondents in this view ${thresholdWords(threshold, "a product")}, so no set of products reaches anyone.`,
} as const;
