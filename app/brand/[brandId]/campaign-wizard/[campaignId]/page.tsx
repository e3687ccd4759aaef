// /brand/{brandId}/campaign-wizard/{campaignId} – redirects to the assortment form of the wizard route; a study
// without an assortment is built here (spec 2 §2: the assortment id is optional in the route).
import { WizardPage } from "@/components/wizard/wizard-page";
import type { TSearchParams } from "@/lib/wizard/page";
import { loadWizardPage } from "@/server/pages/wizard-page";

export const metadata = { title: "Study Builder" };

export default async function CampaignWizardNoAssortmentPage(props: {
  params: Promise<{ brandId: string; campaignId: string }>;
  searchParams: Promise<TSearchParams>;
}) {
  const { brandId, campaignId } = await props.params;
  return <WizardPage {...await loadWizardPage({ brandId, assortmentId: null, campaignId, viewOnly: false, search: await props.searchParams })} />;
}
