// /brand/{brandId}/campaign/{campaignId}/sales-data – the studies menu's "Import Sales Data" (spec 3 §2, line_review
// studies). Until P13 builds the import, a page that says what it will do and leads to the results and back, so the
// menu item is no dead end (docs/decisions.md P11 #9). Another brand's or an unknown study: the results page's text.
import { ComingPage } from "@/components/ui/coming-page";
import { SALES_DATA_PAGE } from "@/lib/messages";
import { routes } from "@/lib/routes";
import { loadSalesDataPage } from "@/server/pages/sales-data-page";

export const metadata = { title: SALES_DATA_PAGE.eyebrow };

export default async function SalesDataPage({ params }: { params: Promise<{ brandId: string; campaignId: string }> }) {
  const { brandId, campaignId } = await params;
  const { title } = await loadSalesDataPage(brandId, campaignId);
  return (
    <ComingPage
      id="sales-data"
      eyebrow={SALES_DATA_PAGE.eyebrow}
      title={title}
      lead={SALES_DATA_PAGE.lead}
      notYet={SALES_DATA_PAGE.notYet}
      whatTitle={SALES_DATA_PAGE.whatTitle}
      what={SALES_DATA_PAGE.what}
      whenTitle={SALES_DATA_PAGE.whenTitle}
      when={SALES_DATA_PAGE.when}
      links={[
        { href: `/brand/${brandId}/campaign/${campaignId}/results`, label: SALES_DATA_PAGE.results },
        { href: routes.tests(brandId), label: SALES_DATA_PAGE.studies },
      ]}
    />
  );
}
