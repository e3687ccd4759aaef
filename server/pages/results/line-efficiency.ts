import "server-only";
// The line-efficiency tab's data (spec 3 §2 tab=line-efficiency-graph, show=sales-plan; P9 #28): nothing to search
// without the brand's TURF flag or with fewer than 2 products; otherwise reportLineEfficiency under the page's filters
// for set sizes 1…min(products, 8) (further when the address's `k` asks), the chosen size (`k`, else the elbow), and
// the sales plan beside the best set of its size for admins only (spec 3 §6 "(M/S Only)").
import { LINE_EFFICIENCY_MSG } from "@/lib/results/line-efficiency";
import { chooseSetSize, elbowK, lineEfficiencyMaxK, parseSetSize, type TLineEfficiencyData, type TSalesPlanView } from "@/lib/results/tabs/line-efficiency";
import { reportLineEfficiency } from "../../results/line-efficiency";
import type { TResultsLoadContext } from "./context";

export async function loadLineEfficiency(ctx: TResultsLoadContext): Promise<TLineEfficiencyData> {
  const { view } = ctx;
  if (!view.can.turf) return { kind: "turf-off" };
  const products = view.products.length;
  if (products < 2) return { kind: "too-few-products", products };

  const maxK = lineEfficiencyMaxK(products, parseSetSize(view.query.params.k));
  // The sales plan is asked for only for an admin: a user's request is answered with a notice, not with the figures.
  const withPlan = view.query.salesPlan && view.can.admin;
  const report = await reportLineEfficiency(ctx.access, view.studyId, view.query.filters, { max_k: maxK, ...(withPlan ? { show: "sales-plan" } : {}) });
  const best = report.sets.reduce((m, s) => Math.max(m, s.reach), 0);
  if (report.respondents === 0 || best === 0) return { kind: "nobody-reached", respondents: report.respondents, threshold: report.threshold };

  const elbow = elbowK(report.sets);
  const { k, notice } = chooseSetSize(view.query.params.k, report.sets.length, elbow);
  const salesPlan: TSalesPlanView = !view.query.salesPlan
    ? { state: "off" }
    : !view.can.admin
      ? { state: "admin-only" }
      : report.sales_plan
        ? { state: "shown", plan: report.sales_plan }
        : { state: "none", reason: report.sales_plan_reason ?? LINE_EFFICIENCY_MSG.noSalesPlan };
  return { kind: "ready", report, chosenK: k, elbowK: elbow, kNotice: notice, salesPlan };
}
