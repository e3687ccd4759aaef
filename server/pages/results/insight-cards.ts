import "server-only";
// The insight cards tab's data (P11 item 3): the results summary under the page's filters (its sentiment report and
// head-to-head matrix, read in one call), turned into finding cards and one card per product by the pure rules of
// lib/results/insights.ts and lib/results/tabs/insight-cards.ts.
import { buildInsightCards, type TInsightCardsData } from "@/lib/results/tabs/insight-cards";
import { resultsSummary } from "../../results/results-summary";
import type { TResultsLoadContext } from "./context";

export async function loadInsightCards({ access, view }: TResultsLoadContext): Promise<TInsightCardsData> {
  const summary = await resultsSummary(access, view.studyId, view.query.filters);
  return buildInsightCards({
    report: summary.sentiment,
    headToHead: summary.head_to_head,
    products: view.products,
    filters: view.query.filters,
    definitions: view.definitions,
  });
}
