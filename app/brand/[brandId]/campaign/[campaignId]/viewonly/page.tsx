// /brand/{brandId}/campaign/{campaignId}/viewonly – the study as built, read-only (spec 3 §2): the wizard's view-only
// mode, on the study's own assortment (the loader follows the study's assortment).
import { BuilderPage } from "@/components/builder/builder-page";
import type { TSearchParams } from "@/lib/builder/page";
import { loadBuilderPage } from "@/server/pages/builder-page";

export const metadata = { title: "Study Builder" };

export default async function CampaignViewOnlyPage(props: { params: Promise<{ brandId: string; campaignId: string }>; searchParams: Promise<TSearchParams> }) {
  const { brandId, campaignId } = await props.params;
  return <BuilderPage {...await loadBuilderPage({ brandId, assortmentId: null, campaignId, viewOnly: true, search: await props.searchParams })} />;
}
