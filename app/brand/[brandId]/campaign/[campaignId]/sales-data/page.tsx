// /brand/{brandId}/campaign/{campaignId}/sales-data – the studies menu's "Import Sales Data" (spec 3 §2, §6; P13):
// template, upload, preview and import of units and revenue per product for a line_review study; any other study type
// gets a message saying so. Another brand's or an unknown study: the results page's text (server/pages/sales-data-page.ts).
import Link from "next/link";
import { SalesImport } from "@/components/sales-data/sales-import";
import { buttonClass } from "@/components/ui/button";
import { routes } from "@/lib/routes";
import { SALES_PAGE as T } from "@/lib/sales-data/messages";
import { formatStudyDate } from "@/lib/studies/format";
import { loadSalesDataPage } from "@/server/pages/sales-data-page";

export const metadata = { title: T.eyebrow };

export default async function SalesDataPage({ params }: { params: Promise<{ brandId: string; campaignId: string }> }) {
  const { brandId, campaignId } = await params;
  const page = await loadSalesDataPage(brandId, campaignId);
  const resultsHref = `/brand/${brandId}/campaign/${campaignId}/results`;
  return (
    <section aria-labelledby="sales-data-title" className="flex max-w-5xl min-w-0 flex-col gap-6" data-testid="sales-data">
      <div>
        <p className="text-sm text-muted">{T.eyebrow}</p>
        <h1 id="sales-data-title" className="text-2xl font-semibold break-words">{page.title}</h1>
        <p className="mt-1 text-muted">{T.lead}</p>
      </div>
      {!page.lineReview ? (
        <p role="status" className="rounded-panel border border-dashed border-line-strong p-6 text-muted" data-testid="sales-data-not-line-review">
          {T.notLineReview}
        </p>
      ) : (
        <>
          <SalesImport
            brandId={brandId}
            surveyId={campaignId}
            resultsHref={`${resultsHref}#sales-vs-sentiment`}
            importedRows={page.state?.rows ?? null}
            stateText={page.state ? T.current(page.state.rows, formatStudyDate(page.state.date_modified), page.state.imported_by) : T.none}
            currencySymbol={page.currencySymbol}
          />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Link href={resultsHref} className={buttonClass(page.lineReview ? "secondary" : "primary")}>{T.backToResults}</Link>
        <Link href={routes.tests(brandId)} className={buttonClass("secondary")}>{T.backToStudies}</Link>
      </div>
    </section>
  );
}
