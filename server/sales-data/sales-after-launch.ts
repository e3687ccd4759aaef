import "server-only";
// Sales against sentiment (P13): a study's imported sales figures beside each product's sentiment score (P9's
// sentiment report), with Spearman's ρ and its 95% interval (lib/sales-data/sell-through.ts). salesAfterLaunch is the
// learnings report's "after launch" section's source; the results page's stack-rank tab uses studySalesFigures with
// the report it has already computed under the page's filters. Needs survey.read (share viewers: their own study) or
// the learnings report's key_learning.read.
import { DEFAULT_CURRENCY_SYMBOL } from "@/lib/constants";
import type { TSentimentReport } from "@/lib/results/reports";
import { salesAgainstSentiment, type TSalesFigures } from "@/lib/sales-data/sell-through";
import type { TSalesAfterLaunch, TSalesImportState } from "@/lib/sales-data/types";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { sentimentScoreReport } from "../results/sentiment-report";
import { loadVisibleStudy } from "../studies/load-study";
import { salesImportState } from "./import-state";
import { isSalesStudy } from "./sales-study";

export interface TStudySales {
  imported: TSalesImportState;
  figures: TSalesFigures[];
  /** The brand's currency symbol (its default country's), for the revenue. */
  currency_symbol: string;
}

/** The study's sales figures, or null when it is no line review or has none imported. */
export async function studySalesFigures(access: TViewAccess, surveyId: string): Promise<TStudySales | null> {
  const study = await loadVisibleStudy(access, surveyId);
  if (!isSalesStudy(study)) return null;
  const imported = await salesImportState(surveyId);
  if (!imported) return null;
  const [rows, brand] = await Promise.all([
    prisma.salesData.findMany({ where: { survey_id: surveyId }, select: { product_id: true, units: true, revenue: true } }),
    prisma.brand.findUnique({ where: { id: access.brandId }, select: { default_country: { select: { currency_symbol: true } } } }),
  ]);
  return {
    imported,
    figures: rows.map((r) => ({ product_id: r.product_id, units: r.units, revenue: r.revenue.toNumber() })),
    currency_symbol: brand?.default_country?.currency_symbol || DEFAULT_CURRENCY_SYMBOL,
  };
}

/** The pairing of a sentiment report (any filters) with the figures, products named as `products` name them. */
export function salesForReport(
  sales: TStudySales,
  report: Pick<TSentimentReport, "products">,
  products: readonly { product_id: string; name: string; style_number: string | null }[],
): TSalesAfterLaunch {
  const score = new Map(report.products.map((p) => [p.product_id, p.score]));
  const rows = products.map((p) => ({ product_id: p.product_id, name: p.name, style_number: p.style_number, score: score.get(p.product_id) ?? null }));
  return { ...salesAgainstSentiment(rows, sales.figures, sales.imported), currency_symbol: sales.currency_symbol };
}

/**
 * For the learnings report's "after launch" section: every product's unfiltered sentiment score against its
 * sell-through, with n (products with both), ρ and its 95% CI (null below 4 products), or null without sales data.
 */
export async function salesAfterLaunch(access: TViewAccess, surveyId: string): Promise<TSalesAfterLaunch | null> {
  const sales = await studySalesFigures(access, surveyId);
  if (!sales) return null;
  const report = await sentimentScoreReport(access, surveyId, undefined);
  const names = await prisma.product.findMany({ where: { id: { in: report.products.map((p) => p.product_id) } }, select: { id: true, name: true, style_number: true } });
  const byId = new Map(names.map((p) => [p.id, p]));
  const products = report.products.map((p) => ({ product_id: p.product_id, name: byId.get(p.product_id)?.name ?? "", style_number: byId.get(p.product_id)?.style_number ?? null }));
  return salesForReport(sales, report, products);
}
