import "server-only";
// The "Import Sales Data" page's server side (P13; spec 3 §6 menu item): the brand guard with survey write (the menu
// item and the import need it), the study's title and type (only line_review studies take sales data — others get a
// clear message), how many products it has, and what sales data it holds now. Another brand's study or an unknown
// id → the results page, which says so.
import { redirect } from "next/navigation";
import { DEFAULT_CURRENCY_SYMBOL } from "@/lib/constants";
import { isId } from "@/lib/ids";
import { SALES_STUDY_TYPE } from "@/lib/sales-data/limits";
import type { TSalesImportState } from "@/lib/sales-data/types";
import { guardBrandPage } from "../access/page-guard";
import { prisma } from "../db";
import { salesImportState } from "../sales-data/import-state";
import { requireVisibleStudy } from "../studies/load-study";

export interface TSalesDataPage {
  title: string;
  lineReview: boolean;
  products: number;
  state: TSalesImportState | null;
  /** The brand's currency symbol (its default country's), for the revenue. */
  currencySymbol: string;
}

export async function loadSalesDataPage(brandId: string, studyId: string): Promise<TSalesDataPage> {
  const { access } = await guardBrandPage(brandId, { permission: "survey.write" });
  const brand = await prisma.brand.findUnique({ where: { id: access.brandId }, select: { default_country: { select: { currency_symbol: true } } } });
  const study = isId(studyId)
    ? await prisma.survey.findFirst({
        where: access.where({ id: studyId }),
        select: { title: true, type: true, internal_template: true, temp_type: true, _count: { select: { products: true } } },
      })
    : null;
  const visible = study && (() => {
    try {
      requireVisibleStudy(access, study);
      return true;
    } catch {
      return false;
    }
  })();
  if (!study || !visible) redirect(`/brand/${brandId}/campaign/${studyId}/results`);
  const lineReview = study.type === SALES_STUDY_TYPE;
  return {
    title: study.title || "(untitled)",
    lineReview,
    products: study._count.products,
    state: lineReview ? await salesImportState(studyId) : null,
    currencySymbol: brand?.default_country?.currency_symbol || DEFAULT_CURRENCY_SYMBOL,
  };
}
