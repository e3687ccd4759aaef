// /brand/{brandId}/labs – MakerLabs (spec 1 §2: a sidebar entry for synthetic research, path not given). The sidebar
// links here when enableSyntheticResearch is on; until predictions are built (P14) the page says what MakerLabs will
// do, when it arrives and leads back, rather than leaving the link a 404 (docs/decisions.md P8 #21, P10). The sidebar
// does not prefetch it (lib/sidebar.ts), so no request for it fires on every page load.
import { ComingPage } from "@/components/ui/coming-page";
import { guardBrandPage } from "@/server/access/page-guard";
import { LABS_PAGE } from "@/lib/messages";
import { routes } from "@/lib/routes";

export const metadata = { title: "MakerLabs" };

export default async function LabsPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { brand } = await guardBrandPage(brandId, { permission: "knowledge_base.read", feature: "enableSyntheticResearch" });
  return (
    <ComingPage
      id="labs"
      title="MakerLabs"
      lead={LABS_PAGE.lead(brand.name)}
      notYet={LABS_PAGE.notYet}
      whatTitle={LABS_PAGE.whatTitle}
      what={LABS_PAGE.what(brand.name)}
      whenTitle={LABS_PAGE.whenTitle}
      when={LABS_PAGE.when}
      links={[
        { href: routes.timeline(brandId), label: LABS_PAGE.back },
        { href: routes.tests(brandId), label: LABS_PAGE.studies },
      ]}
    />
  );
}
