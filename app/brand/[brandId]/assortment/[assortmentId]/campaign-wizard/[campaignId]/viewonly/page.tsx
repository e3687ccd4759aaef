// /brand/{brandId}/assortment/{assortmentId}/campaign-wizard/{campaignId}/viewonly – the wizard, read-only (spec 2 §2).
import { BuilderPage } from "@/components/builder/builder-page";
import type { TSearchParams } from "@/lib/builder/page";
import { loadBuilderPage } from "@/server/pages/builder-page";

export const metadata = { title: "Study Builder" };

export default async function CampaignBuilderViewOnlyPage(props: {
  params: Promise<{ brandId: string; assortmentId: string; campaignId: string }>;
  searchParams: Promise<TSearchParams>;
}) {
  const { brandId, assortmentId, campaignId } = await props.params;
  return <BuilderPage {...await loadBuilderPage({ brandId, assortmentId: assortmentId, campaignId, viewOnly: true, search: await props.searchParams })} />;
}
