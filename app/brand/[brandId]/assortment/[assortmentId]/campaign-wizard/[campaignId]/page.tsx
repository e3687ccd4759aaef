// /brand/{brandId}/assortment/{assortmentId}/campaign-wizard/{campaignId} – the study wizard (spec 2 §2).
import { WizardPage, type TSearchParams } from "@/components/wizard/wizard-page";

export const metadata = { title: "Study Builder" };

export default async function CampaignWizardPage(props: {
  params: Promise<{ brandId: string; assortmentId: string; campaignId: string }>;
  searchParams: Promise<TSearchParams>;
}) {
  const { brandId, assortmentId, campaignId } = await props.params;
  return <WizardPage brandId={brandId} assortmentId={assortmentId} campaignId={campaignId} viewOnly={false} search={await props.searchParams} />;
}
