// /brand/{brandId}/campaign/{campaignId}/results – a study's results (spec 3 §2: tab=, show=sales-plan, ?share= for a
// link's viewer; ours: view=user and the filters in the address). app/brand/[brandId]/results-route.tsx.
import { RESULTS_PAGE } from "@/lib/messages";
import type { TSearchParams } from "@/lib/results/page";
import { ResultsRoute } from "../../../results-route";

export const metadata = { title: RESULTS_PAGE.heading };

export default async function CampaignResultsPage(props: { params: Promise<{ brandId: string; campaignId: string }>; searchParams: Promise<TSearchParams> }) {
  const { brandId, campaignId } = await props.params;
  return <ResultsRoute brandId={brandId} studyId={campaignId} search={await props.searchParams} base="campaign" />;
}
