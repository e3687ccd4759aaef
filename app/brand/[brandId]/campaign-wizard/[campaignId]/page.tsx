// /brand/{brandId}/campaign-wizard/{campaignId} – redirects to the assortment form of the wizard route; a study
// without an assortment is built here (spec 2 §2: the assortment id is optional in the route).
import { BuilderPage } from "@/components/builder/builder-page";
import type { TSearchParams } from "@/lib/builder/page";
import { loadBuilderPage } from "@/server/pages/builder-page";

export const metadata = { title: "Study Builder" };

export default async function CampaignBuilderNoAssortmentPage(props: {
  params: Promise<{ brandId: string; campaignId: string }>;
  searchParams: Promise<TSearchParams>;
}) {
  const { brandId, campaignId } = await props.params;
  return <BuilderPage {...await loadBuilderPage({ brandId, assortmentId: null, campaignId, viewOnly: false, search: await props.searchParams })} />;
}
