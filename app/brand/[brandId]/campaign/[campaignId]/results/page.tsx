// /brand/{brandId}/campaign/{campaignId}/results – a study's results (spec 3 §2: tab=, show=sales-plan; ours: view=user
// and the filters in the address). Data from server/pages/results-page.ts.
import { ResultsPage } from "@/components/results/results-page";
import { RESULTS_PAGE } from "@/lib/messages";
import type { TSearchParams } from "@/lib/results/page";
import { loadResultsPage } from "@/server/pages/results-page";

export const metadata = { title: RESULTS_PAGE.heading };

export default async function CampaignResultsPage(props: { params: Promise<{ brandId: string; campaignId: string }>; searchParams: Promise<TSearchParams> }) {
  const { brandId, campaignId } = await props.params;
  return <ResultsPage data={await loadResultsPage(brandId, campaignId, await props.searchParams, "campaign")} />;
}
