// Sentiment against sell-through (pure; P13, docs/decisions.md P13 "Sales-data import"). Sell-through here is a
// product's share of the units sold by the study's products with sales data: we import no units received, so the
// retail sell-through rate (sold ÷ received) cannot be computed, and a share keeps products of different launch sizes
// comparable on one axis. Spearman's ρ is a rank statistic, so it is the same for the share and for raw units.
import { rankCorrelation } from "./correlation";
import type { TSalesAfterLaunch, TSalesImportState, TSalesSentimentRow } from "./types";

export interface TSalesFigures {
  product_id: string;
  units: number;
  revenue: number;
}

export interface TProductLike {
  product_id: string;
  name: string;
  style_number: string | null;
  score: number | null;
}

/** Rows in the study's product order; ρ over the products with both a score and sales figures. */
export function salesAgainstSentiment(
  products: readonly TProductLike[],
  sales: readonly TSalesFigures[],
  imported: TSalesImportState,
): TSalesAfterLaunch {
  const byProduct = new Map(sales.map((s) => [s.product_id, s]));
  const totalUnits = sales.reduce((sum, s) => sum + s.units, 0);
  const rows: TSalesSentimentRow[] = products.map((p) => {
    const s = byProduct.get(p.product_id);
    return {
      product_id: p.product_id,
      name: p.name,
      style_number: p.style_number,
      score: p.score,
      units: s?.units ?? null,
      revenue: s?.revenue ?? null,
      sell_through: s && totalUnits > 0 ? s.units / totalUnits : s ? 0 : null,
    };
  });
  const both = rows.filter((r) => r.score !== null && r.sell_through !== null);
  const correlation = rankCorrelation(
    both.map((r) => r.score!),
    both.map((r) => r.sell_through!),
  );
  return { ...correlation, rows, total_units: totalUnits, imported };
}
