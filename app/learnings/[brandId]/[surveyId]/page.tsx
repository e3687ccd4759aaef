// /learnings/{brandId}/{surveyId} – a study's learnings and impact report (spec 3 §2: needs brand-level access; toolbar
// with print and copy of a shareable link; report pages hold 4 takeaways, 2 per row). With ?share= it is the shared
// report (spec 3 §1 "viewed without login"): the e-mail gate first (skipped with ?pdfutility), read-only, or the clear
// page of a link that is not valid, "Oops, we had an error. Please Reload" when loading failed. Data from
// server/pages/learnings-report-page.ts.
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { LearningsReport } from "@/components/results/learnings/learnings-report";
import { ShareGate } from "@/components/results/share/share-gate";
import { ShareLinkInvalid } from "@/components/results/share/share-link-invalid";
import { ShareLoadFailed } from "@/components/results/share/share-load-failed";
import { LEARNINGS_UI } from "@/lib/learnings/messages";
import { permits } from "@/lib/permissions";
import { shareSeenCookie } from "@/lib/shares/address";
import { guardBrandPage } from "@/server/access/page-guard";
import { loadLearningsReport, loadSharedLearningsReport } from "@/server/pages/learnings-report-page";

export const metadata = { title: LEARNINGS_UI.reportTitle };

interface Props {
  params: Promise<{ brandId: string; surveyId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LearningsReportPage({ params, searchParams }: Props) {
  const { brandId, surveyId } = await params;
  const search = await searchParams;
  const token = first(search.share);
  if (token !== undefined) {
    const shared = await loadSharedLearningsReport(token, brandId, surveyId);
    if (shared.kind === "invalid") return <ShareLinkInvalid />;
    if (shared.kind === "failed") return <ShareLoadFailed />;
    // ?pdfutility, or this browser passed the link's gate a moment ago (the view is counted once).
    const skip = search.pdfutility !== undefined || (await cookies()).has(shareSeenCookie(shared.tokenId));
    return (
      <ShareGate token={shared.token} brandId={brandId} surveyId={surveyId} skip={skip} learnings report={{ brandName: shared.report.brandName, studyTitle: shared.report.studyTitle, scope: "learnings" }}>
        <LearningsReport report={shared.report} shared />
      </ShareGate>
    );
  }
  const { access, actor } = await guardBrandPage(brandId, { permission: "key_learning.read" });
  const report = await loadLearningsReport(access, surveyId, {
    readResults: permits(actor, brandId, "survey.read"),
    write: permits(actor, brandId, "key_learning.write"),
    share: { read: permits(actor, brandId, "share_token.read"), write: permits(actor, brandId, "share_token.write") },
  });
  if (!report) notFound();
  return <LearningsReport report={report} />;
}
