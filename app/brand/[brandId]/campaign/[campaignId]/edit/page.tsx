// /brand/{brandId}/campaign/{campaignId}/edit – the studies list's edit link: into the wizard, keeping the query;
// `?step=review` (the list's publish link) opens the prep-to-send step.
import { redirect } from "next/navigation";
import { queryString, type TSearchParams } from "@/lib/builder/page";
import { toBuilderStep, builderPath } from "@/lib/builder/steps";

export default async function CampaignEditPage(props: { params: Promise<{ brandId: string; campaignId: string }>; searchParams: Promise<TSearchParams> }) {
  const { brandId, campaignId } = await props.params;
  const search = { ...(await props.searchParams) };
  const step = typeof search.step === "string" ? toBuilderStep(search.step) : null;
  if (step) search.step = step;
  redirect(builderPath(brandId, campaignId, null) + queryString(search));
}
