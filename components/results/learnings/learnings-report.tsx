// The learnings and impact report (spec 3 §2; P13 item 1): the brand and study, the toolbar (print, copy link), the
// study's impact, then the key takeaways on report pages of 4, 2 per row — each page starts a new sheet when
// printed, and no takeaway is split across sheets; then, with imported sales data, the "after launch" section. Server component; data from server/pages/learnings-report-page.ts.
import Link from "next/link";
import { LEARNINGS_UI as T, TAKEAWAYS_PER_PAGE } from "@/lib/learnings/messages";
import { LEARNINGS_TAB, learningsEmpty } from "@/lib/results/tabs/learnings-impact";
import { SHARE_UI } from "@/lib/shares/messages";
import { reportPages, type TLearningsReport } from "@/lib/learnings/report";
import { SalesVsSentiment } from "../sales-vs-sentiment";
import { ImpactSummary } from "./impact-summary";
import { CancelReportButton } from "./report-cancel";
import { ReportToolbar } from "./report-toolbar";
import { TakeawayCard } from "./takeaway-card";

/** `shared`: opened from a share link — no dashboard links, no link sharing. */
export function LearningsReport({ report, shared = false }: { report: TLearningsReport; shared?: boolean }) {
  const pages = reportPages(report.key_takeaways);
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 print:max-w-none print:p-0" data-testid="learnings-report">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div className="min-w-0">
          <p className="text-sm text-muted">{shared ? SHARE_UI.sharedBy(report.brandName) : report.brandName}</p>
          <h1 className="text-2xl font-semibold break-words text-ink">{T.reportTitle}</h1>
          <p className="mt-1 text-lg break-words text-subtle" data-testid="learnings-report-study">{report.studyTitle}</p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <div className="flex flex-wrap justify-end gap-2">
            {!report.cancelled_at && <ReportToolbar brandId={report.brandId} surveyId={report.survey_id} share={report.share} shared={shared} />}
            {!shared && report.canWrite && <CancelReportButton brandId={report.brandId} surveyId={report.survey_id} cancelled={report.cancelled_at !== null} />}
          </div>
          {!shared && report.resultsPath && (
            <Link href={report.resultsPath} className="text-sm text-primary-strong underline hover:text-primary-ink print:hidden">
              {T.backToResults}
            </Link>
          )}
        </div>
      </header>
      {report.cancelled_at ? (
        <section className="rounded-panel border border-dashed border-line-strong bg-white p-6 text-center" role="status" data-testid="learnings-report-cancelled">
          <h2 className="text-lg font-semibold text-ink">{T.cancelledTitle}</h2>
          <p className="mt-1 text-sm text-subtle">{T.cancelledText}</p>
        </section>
      ) : learningsEmpty(report) ? (
        <p className="rounded-panel border border-dashed border-line-strong bg-white p-6 text-center text-muted" role="status">
          {LEARNINGS_TAB.emptyTitle}
        </p>
      ) : (
        <>
          <ImpactSummary impact={report.impact} level={2} />
          <section aria-labelledby="report-takeaways" className="flex flex-col gap-6">
            <h2 id="report-takeaways" className="text-lg font-semibold">
              {LEARNINGS_TAB.takeawaysTitle} <span className="text-sm font-normal text-muted">{LEARNINGS_TAB.takeawaysCount(report.key_takeaways.length)}</span>
            </h2>
            {pages.map((page, p) => (
              <section
                key={p}
                aria-label={T.page(p + 1, pages.length)}
                data-testid="learnings-report-page"
                className={`flex flex-col gap-3 ${p < pages.length - 1 ? "break-after-page" : ""}`}
              >
                <p className="text-xs text-muted print:hidden">{T.page(p + 1, pages.length)}</p>
                <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2" start={p * TAKEAWAYS_PER_PAGE + 1}>
                  {page.map((k, i) => (
                    <li key={k.id} className="min-w-0">
                      <TakeawayCard takeaway={k} index={p * TAKEAWAYS_PER_PAGE + i + 1} level={3} />
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </section>
        </>
      )}
      {!report.cancelled_at && report.afterLaunch && (
        <section aria-labelledby="report-after-launch" className="flex flex-col gap-3 break-before-page" data-testid="learnings-after-launch">
          <div>
            <h2 id="report-after-launch" className="text-lg font-semibold">{T.afterLaunch}</h2>
            <p className="text-sm text-subtle">{T.afterLaunchText}</p>
          </div>
          <SalesVsSentiment data={report.afterLaunch} />
        </section>
      )}
    </main>
  );
}
