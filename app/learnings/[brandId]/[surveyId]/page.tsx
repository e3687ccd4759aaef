// /learnings/{brandId}/{surveyId} – a study's learnings and impact report (spec 3 §2: needs brand-level access; toolbar
// with print and copy of a shareable link; report pages hold 4 takeaways, 2 per row). Data from
// server/pages/learnings-report-page.ts; key_learning.read on the brand.
import { notFound } from "next/navigation";
import { LearningsReport } from "@/components/results/learnings/learnings-report";
import { LEARNINGS_UI } from "@/lib/learnings/messages";
import { permits } from "@/lib/permissions";
import { guardBrandPage } from "@/server/access/page-guard";
import { loadLearningsReport } from "@/server/pages/learnings-report-page";

export const metadata = { title: LEARNINGS_UI.reportTitle };

export default async function LearningsReportPage({ params }: { params: Promise<{ brandId: string; surveyId: string }> }) {
  const { brandId, surveyId } = await params;
  const { access, actor } = await guardBrandPage(brandId, { permission: "key_learning.read" });
  const report = await loadLearningsReport(access, surveyId, { readResults: permits(actor, brandId, "survey.read"), write: permits(actor, brandId, "key_learning.write") });
  if (!report) notFound();
  return <LearningsReport report={report} />;
}
