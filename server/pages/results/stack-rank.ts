import "server-only";
// The stack rank tab's data (P11 item 3): the sentiment report under the page's filters, ranked, with the products'
// names and images; with a filter active, significanceByFilters marks each product the filtered respondents rate
// significantly higher or lower than everyone else (docs/decisions.md P9 #1–#3).
import { hasFilters } from "@/lib/results/page";
import { buildStackRank, type TStackRankData } from "@/lib/results/tabs/stack-rank";
import { sentimentScoreReport } from "../../results/sentiment-report";
import { significanceByFilters } from "../../results/significance-by-filters";
import { salesForReport, studySalesFigures } from "../../sales-data/sales-after-launch";
import type { TResultsLoadContext } from "./context";

export async function loadStackRank({ access, view }: TResultsLoadContext): Promise<TStackRankData> {
  const { filters } = view.query;
  const [report, comparisons, sales] = await Promise.all([
    sentimentScoreReport(access, view.studyId, filters),
    hasFilters(filters) ? significanceByFilters(access, view.studyId, filters) : null,
    studySalesFigures(access, view.studyId),
  ]);
  return { ...buildStackRank(report, view.products, comparisons), sales: sales && salesForReport(sales, report, view.products) };
}
