// The results page (spec 3 §2 "Results page"; P11): a message when the study cannot show results, the unfinished
// view for a Draft, or the results — header with the respondent count, the filters panel, the eight tabs as links
// (each a bookmarkable address) and the chosen tab. Server component; interactive parts are client islands. Data from
// server/pages/results-page.ts.
import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import { buttonClass } from "@/components/ui/button";
import { RESULTS_PAGE } from "@/lib/messages";
import { hasFilters, RESULTS_TAB_LABELS, resultsSearch } from "@/lib/results/page";
import { filterChips } from "@/lib/results/filter-chips";
import { RESULTS_PRINT } from "@/lib/results/print";
import { Printer } from "lucide-react";
import type { TResultsLink, TResultsPageData } from "@/lib/results/tab-data";
import type { TSubmissionStats } from "@/lib/results/respondent-reports";
import { viewTabs, type TResultsView } from "@/lib/results/view";
import { FiltersPanel } from "./filters-panel";
import { AutoPrint, PrintNowButton } from "./print-button";
import { ResultsTabPanel } from "./results-tab-panel";
import { ShareButtons } from "./share/share-buttons";
import { ExportResults } from "./export/export-results";
import { TabStrip } from "./tab-strip";

function Links({ links }: { links: readonly TResultsLink[] }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {links.map((l, i) => (
        <Link key={l.href} href={l.href} className={buttonClass(i === 0 ? "secondary" : "ghost", "sm")}>
          {l.label}
        </Link>
      ))}
    </div>
  );
}

function Stats({ stats }: { stats: TSubmissionStats }) {
  const t = RESULTS_PAGE.stats;
  return (
    <section aria-labelledby="results-stats-title" data-testid="submission-stats" className="rounded-panel border border-line bg-white px-4 py-2 text-sm print:hidden">
      <div className="flex flex-wrap gap-x-6 gap-y-1">
      <h2 id="results-stats-title" className="text-muted">{t.title}</h2>
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        {([["raw", t.raw], ["processed", t.processed], ["waiting", t.waiting]] as const).map(([k, label]) => (
          <div key={k} className="flex gap-1">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`stats-${k}`}>{stats[k].toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      </div>
    </section>
  );
}

function Heading({ title, status, eyebrow }: { title: string | null; status?: string; eyebrow?: string }) {
  return (
    <div className="min-w-0">
      <p className="text-sm text-muted">{eyebrow ?? RESULTS_PAGE.heading}</p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="results-title" className="text-2xl font-semibold break-words">{title ?? RESULTS_PAGE.heading}</h1>
        {status && <StatusBadge status={status} />}
      </div>
    </div>
  );
}

function TabNav({ view }: { view: TResultsView }) {
  const q = view.query;
  return (
    <nav aria-label={RESULTS_PAGE.tabsLabel} className="min-w-0 border-b border-line print:hidden">
      <TabStrip>
        <ul className="flex min-w-max gap-1">
          {viewTabs(view).map((tab) => {
            const on = tab === q.tab;
            return (
              <li key={tab}>
                <Link
                  href={view.basePath + resultsSearch({ tab, filters: q.filters, viewAsUser: q.viewAsUser, salesPlan: tab === "line-efficiency-graph" && q.salesPlan, share: q.share })}
                  aria-current={on ? "page" : undefined}
                  data-testid={`results-tab-${tab}`}
                  className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${on ? "border-primary font-semibold text-primary-strong" : "border-transparent text-muted hover:text-ink"}`}
                >
                  {RESULTS_TAB_LABELS[tab]}
                </Link>
              </li>
            );
          })}
        </ul>
      </TabStrip>
    </nav>
  );
}

/** The filters in force, stated once at the top of the print view. */
function PrintFilters({ view }: { view: TResultsView }) {
  const chips = filterChips(view.query.filters, view.definitions);
  return (
    <section aria-labelledby="print-filters" data-testid="print-filters" className="text-sm">
      <h2 id="print-filters" className="font-semibold">{RESULTS_PRINT.filtersTitle}</h2>
      <p className="text-muted">{chips.length ? chips.map((c) => c.label).join("; ") : RESULTS_PRINT.noFilters}</p>
    </section>
  );
}

/** The print view of the page as it is (filters and tab kept). */
function printHref(view: TResultsView): string {
  const q = resultsSearch(view.query);
  return `${view.basePath}${q ? `${q}&` : "?"}print=all`;
}

export function ResultsPage({ data }: { data: TResultsPageData }) {
  if (data.kind === "message") {
    return (
      <section aria-labelledby="results-title" className="flex max-w-3xl flex-col gap-4">
        <Heading title={data.title} />
        <p role="status" data-testid="results-message" className="rounded-panel border border-line bg-white p-6 text-ink">{data.message}</p>
        {data.back && <Links links={[data.back]} />}
      </section>
    );
  }
  if (data.kind === "unfinished") {
    return (
      <section aria-labelledby="results-title" className="flex max-w-3xl flex-col gap-4">
        <Heading title={data.title} status={data.status} />
        <div role="status" data-testid="results-unfinished" className="rounded-panel border border-dashed border-line-strong bg-white p-6">
          <h2 className="font-semibold">{RESULTS_PAGE.unfinishedTitle}</h2>
          <p className="mt-1 text-muted">{RESULTS_PAGE.unfinished(data.status)}</p>
        </div>
        {data.stats && <Stats stats={data.stats} />}
        <Links links={data.links} />
      </section>
    );
  }
  const { view } = data;
  const filtered = view.respondents !== view.totalRespondents;
  return (
    <section aria-labelledby="results-title" className="flex min-w-0 flex-col gap-4" data-testid="results-page">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Heading title={view.title} status={view.status} />
        <div className="flex flex-wrap items-center gap-2">
          {!data.printAll && (
            <Link href={printHref(view)} aria-label={RESULTS_PRINT.buttonLabel} className={`${buttonClass("secondary", "sm")} inline-flex items-center gap-1.5 print:hidden`}>
              <Printer aria-hidden className="size-4" />
              {RESULTS_PRINT.button}
            </Link>
          )}
          {!view.query.share && <ShareButtons brandId={view.brandId} surveyId={view.studyId} scope="results" share={data.share} size="sm" />}
          {!view.query.share && !data.printAll && (
            <ExportResults brandId={view.brandId} surveyId={view.studyId} filters={view.query.filters} respondents={view.respondents} filtered={hasFilters(view.query.filters)} />
          )}
          <Links links={data.links} />
        </div>
      </div>
      {view.query.viewAsUser && (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-panel border border-primary-line bg-primary-muted px-4 py-2 text-sm text-primary-ink print:hidden">
          {RESULTS_PAGE.viewingAsUser}
          <Link className="underline" href={view.basePath + resultsSearch({ ...view.query, viewAsUser: false })}>{RESULTS_PAGE.viewAsAdmin}</Link>
        </p>
      )}
      {view.query.notices.length > 0 && (
        <div role="alert" data-testid="results-notices" className="rounded-panel border border-attention-line bg-attention-muted px-4 py-2 text-sm text-attention-ink">
          <p className="font-semibold">{RESULTS_PAGE.notices}</p>
          <ul className="list-disc pl-5">
            {view.query.notices.map((n) => <li key={n}>{n}</li>)}
          </ul>
        </div>
      )}
      {data.stats && <Stats stats={data.stats} />}
      <p className="text-sm text-muted" aria-live="polite" data-testid="results-respondents">
        {RESULTS_PAGE.respondents(view.respondents, filtered ? view.totalRespondents : null)}
      </p>
      {data.printAll ? (
        <>
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-panel border border-line bg-sunken px-4 py-2 text-sm print:hidden">
            {RESULTS_PRINT.banner}
            <PrintNowButton />
            <Link className="underline" href={view.basePath + resultsSearch(view.query)}>{RESULTS_PRINT.back}</Link>
          </div>
          <AutoPrint />
          <PrintFilters view={view} />
          {data.printAll.map((tab, i) => (
            <section key={tab.tab} aria-labelledby={`print-${tab.tab}`} data-testid={`results-panel-${tab.tab}`} className={`min-w-0 ${i > 0 ? "break-before-page" : ""}`}>
              <h2 id={`print-${tab.tab}`} className="mb-3 border-b border-line pb-1 text-xl font-semibold">{RESULTS_TAB_LABELS[tab.tab]}</h2>
              <ResultsTabPanel view={{ ...view, query: { ...view.query, tab: tab.tab } }} tab={tab} />
            </section>
          ))}
        </>
      ) : (
        <>
          <FiltersPanel view={view} />
          <TabNav view={view} />
          <div data-testid={`results-panel-${data.tab.tab}`} className="min-w-0">
            <ResultsTabPanel view={view} tab={data.tab} />
          </div>
        </>
      )}
    </section>
  );
}
