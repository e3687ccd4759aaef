// /brand/{brandId}/campaign/{campaignId} – redirects to ./results, keeping the query (spec 3 §2).
import { redirect } from "next/navigation";
import { queryString, type TSearchParams } from "@/lib/builder/page";

export default async function CampaignPage(props: { params: Promise<{ brandId: string; campaignId: string }>; searchParams: Promise<TSearchParams> }) {
  const { brandId, campaignId } = await props.params;
  redirect(`/brand/${brandId}/campaign/${campaignId}/results${queryString(await props.searchParams)}`);
}
