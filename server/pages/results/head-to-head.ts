import "server-only";
// The head-to-head tab's data (P11 item 3): one resultsSummary call (docs/decisions.md P9 #37) gives the full matrix
// and the sentiment scores from the same ratings, under the page's filters; the matrix is ordered by score and the
// pair view takes the address's `a` and `b`, else the top two by score (lib/results/tabs/head-to-head.ts).
import { cellOf, choosePair, orderByScore, type THeadToHeadData } from "@/lib/results/tabs/head-to-head";
import { resultsSummary } from "../../results/results-summary";
import type { TResultsLoadContext } from "./context";

export async function loadHeadToHead(ctx: TResultsLoadContext): Promise<THeadToHeadData> {
  const { view } = ctx;
  const summary = await resultsSummary(ctx.access, view.studyId, view.query.filters);
  const scores: Record<string, number | null> = Object.fromEntries(summary.sentiment.products.map((p) => [p.product_id, p.score]));
  const order = orderByScore(summary.head_to_head.map((r) => r.product_id), scores);
  const rows = summary.head_to_head.map((r) => ({ product_id: r.product_id, against: r.against.map((c) => ({ ...c })) }));
  const chosen = choosePair(order, { a: view.query.params.a, b: view.query.params.b });
  return {
    order,
    scores,
    rows,
    pair: chosen && { a: chosen.a, b: chosen.b, cell: cellOf(rows, chosen.a, chosen.b) },
    notices: chosen?.notices ?? [],
  };
}
