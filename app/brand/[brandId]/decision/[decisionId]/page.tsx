// /brand/{brandId}/decision/{decisionId} – the decision view (spec 3 §2): the decision, its assortment and the
// studies that inform it.
import { notFound } from "next/navigation";
import { guardBrandPage } from "@/server/access/page-guard";
import { getDecision } from "@/server/assortments/get-decision";
import { AppError } from "@/server/errors";
import { DecisionView } from "@/components/studies/decision-view";

export const metadata = { title: "Decision" };

export default async function DecisionPage({ params }: { params: Promise<{ brandId: string; decisionId: string }> }) {
  const { brandId, decisionId } = await params;
  const { access, brand } = await guardBrandPage(brandId, { permission: "survey.read" });
  try {
    // getDecision also asks assortment.read of the same access; without it the decision is not found here.
    const view = await getDecision(access, decisionId);
    return <DecisionView brandId={brandId} view={view} features={brand.features} />;
  } catch (e) {
    if (e instanceof AppError && (e.code === "not_found" || e.code === "forbidden")) notFound();
    throw e;
  }
}
