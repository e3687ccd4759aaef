import "server-only";
// The study a sales-data call is about: the caller's brand's study (a template only for admins), which must be a line
// review (spec 3 §6: the import is offered only for line_review studies) — any other type is a 400 saying so — and
// its products, the keys a sales row may name.
import { SALES_STUDY_TYPE } from "@/lib/sales-data/limits";
import { SALES_MSG } from "@/lib/sales-data/messages";
import type { TSalesProductKey } from "@/lib/sales-data/rows";
import type { TViewAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";
import { invalid } from "../errors";
import { loadVisibleStudy, type TStudyHead } from "../studies/load-study";

export const isSalesStudy = (s: Pick<TStudyHead, "type">) => s.type === SALES_STUDY_TYPE;

export async function loadSalesStudy(access: TViewAccess, surveyId: string, db: Tx = prisma): Promise<TStudyHead> {
  const study = await loadVisibleStudy(access, surveyId, db);
  if (!isSalesStudy(study)) throw invalid(SALES_MSG.notLineReview);
  return study;
}

/** The study's products in the study's order, with what a row may name them by. */
export async function salesProductKeys(surveyId: string, db: Tx = prisma): Promise<TSalesProductKey[]> {
  const rows = await db.surveyProduct.findMany({
    where: { survey_id: surveyId },
    orderBy: [{ order: "asc" }, { product_id: "asc" }],
    select: { product: { select: { id: true, product_id: true, style_number: true, name: true } } },
  });
  return rows.map((r) => r.product);
}
