// /brand/{brandId}/campaign/{campaignId}/results – a study's results (spec 3 §2). Until P11 builds the results
// screens, a page that says what will be here and leads back (docs/decisions.md P10 #18); `tab`, `show` and `view`
// are accepted and ignored for now.
import { ResultsComing } from "@/components/studies/results-coming";
import { RESULTS_PAGE } from "@/lib/messages";
import { loadResultsPage } from "@/server/pages/results-page";

export const metadata = { title: RESULTS_PAGE.heading };

export default async function CampaignResultsPage({ params }: { params: Promise<{ brandId: string; campaignId: string }> }) {
  const { brandId, campaignId } = await params;
  return <ResultsComing {...await loadResultsPage(brandId, campaignId)} />;
}
