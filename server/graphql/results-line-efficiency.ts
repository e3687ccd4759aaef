import "server-only";
// GraphQL: line efficiency (TURF; spec 3 §2 tab=line-efficiency-graph, P9 item 5), a thin adapter over
// server/results/line-efficiency.ts. Filters arrive as ResultsFilterInput; max_k, threshold and show are checked by
// the service (lib/results/line-efficiency.ts), which also needs the brand flag enableTurf.
import type { TLineEfficiencyReport, TLineEfficiencySet, TLineEfficiencySingle, TSalesPlanReach } from "@/lib/results/line-efficiency";
import { builder, viewField } from "./builder";
import { filtersArg, ResultsFilterInput } from "./results";
import { reportLineEfficiency } from "../results/line-efficiency";

const LineEfficiencySet = builder.objectRef<TLineEfficiencySet>("LineEfficiencySet").implement({
  description: "The set of k products that reaches the most respondents.",
  fields: (t) => ({
    k: t.exposeInt("k"),
    products: t.exposeIDList("products"),
    reach: t.exposeInt("reach"),
    reach_share: t.exposeFloat("reach_share"),
    frequency: t.exposeFloat("frequency"),
    increment: t.exposeInt("increment"),
    exact: t.exposeBoolean("exact"),
    upper_bound: t.exposeInt("upper_bound"),
  }),
});

const LineEfficiencySingle = builder.objectRef<TLineEfficiencySingle>("LineEfficiencySingle").implement({
  fields: (t) => ({ product_id: t.exposeID("product_id"), reach: t.exposeInt("reach"), reach_share: t.exposeFloat("reach_share") }),
});

const SalesPlanReach = builder.objectRef<TSalesPlanReach>("SalesPlanReach").implement({
  description: "The sales plan's products (sales_plan > 0) against the best set of the same size; gap = best_reach − reach.",
  fields: (t) => ({
    products: t.exposeIDList("products"),
    k: t.exposeInt("k"),
    reach: t.exposeInt("reach"),
    reach_share: t.exposeFloat("reach_share"),
    frequency: t.exposeFloat("frequency"),
    best_products: t.exposeIDList("best_products"),
    best_reach: t.exposeInt("best_reach"),
    best_exact: t.exposeBoolean("best_exact"),
    gap: t.exposeInt("gap"),
  }),
});

const LineEfficiencyReport = builder.objectRef<TLineEfficiencyReport>("LineEfficiencyReport").implement({
  fields: (t) => ({
    respondents: t.exposeInt("respondents"),
    threshold: t.exposeInt("threshold"),
    sets: t.field({ type: [LineEfficiencySet], resolve: (r) => r.sets }),
    singles: t.field({ type: [LineEfficiencySingle], resolve: (r) => r.singles }),
    sales_plan: t.field({ type: SalesPlanReach, nullable: true, resolve: (r) => r.sales_plan ?? null }),
    sales_plan_reason: t.string({ nullable: true, resolve: (r) => r.sales_plan_reason ?? null }),
  }),
});

builder.queryField("reportLineEfficiency", (t) =>
  viewField(t, {
    type: LineEfficiencyReport,
    description: "Line efficiency (TURF): the best set of products for each size k = 1…max_k (brand flag enableTurf).",
    args: {
      brand_id: t.arg.id({ required: true }),
      survey_id: t.arg.id({ required: true }),
      filters: t.arg({ type: ResultsFilterInput }),
      max_k: t.arg.int(),
      threshold: t.arg.int(),
      show: t.arg.string(),
    },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) =>
      reportLineEfficiency(access, String(args.survey_id), filtersArg(args.filters), {
        max_k: args.max_k ?? undefined,
        threshold: args.threshold ?? undefined,
        show: args.show ?? undefined,
      }),
  }),
);
