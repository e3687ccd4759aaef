// /brand/{brandId}/assortment/{assortmentId}/campaign-wizard/{campaignId}/viewonly – the wizard, read-only (spec 2 §2).
import { WizardPage } from "@/components/wizard/wizard-page";
import type { TSearchParams } from "@/lib/wizard/page";
import { loadWizardPage } from "@/server/pages/wizard-page";

export const metadata = { title: "Study Builder" };

export default async function CampaignWizardViewOnlyPage(props: {
  params: Promise<{ brandId: string; assortmentId: string; campaignId: string }>;
  searchParams: Promise<TSearchParams>;
}) {
  const { brandId, assortmentId, campaignId } = await props.params;
  return <WizardPage {...await loadWizardPage({ brandId, assortmentId: assortmentId, campaignId, viewOnly: true, search: await props.searchParams })} />;
}
