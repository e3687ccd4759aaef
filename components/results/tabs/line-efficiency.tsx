// The line-efficiency tab (spec 3 §2 tab=line-efficiency-graph, show=sales-plan; P11 item 3): the reach curve by set
// size with its table, the chosen size's set, and for admins the sales plan beside the best set of its size. Without
// the brand's TURF flag, a panel says what the analysis would show; with too few products or nobody reached, an empty
// state says why. Server component; data from server/pages/results/line-efficiency.ts.
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { resultsSearch } from "@/lib/results/page";
import { LINE_EFFICIENCY_TAB as T, type TLineEfficiencyData } from "@/lib/results/tabs/line-efficiency";
import type { TResultsView } from "@/lib/results/view";
import { ChosenSet } from "../line-efficiency/chosen-set";
import { ReachCurve, ReachCurveLegend } from "../line-efficiency/reach-curve";
import { ReachTable } from "../line-efficiency/reach-table";
import { SalesPlanPanel } from "../line-efficiency/sales-plan";
import { SetSizePicker } from "../line-efficiency/set-size-picker";
import { MetricTerms } from "../metric-info";

function TurfOff() {
  return (
    <section aria-labelledby="line-efficiency-off-title" data-testid="turf-off" className="flex max-w-3xl flex-col gap-3 rounded-panel border border-line bg-white p-6">
      <h2 id="line-efficiency-off-title" className="text-lg font-semibold">{T.turfOffTitle}</h2>
      <p className="text-subtle">{T.turfOffText}</p>
      <h3 className="font-semibold">{T.turfOffWhatTitle}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-subtle">
        {T.turfOffWhat.map((line) => <li key={line}>{line}</li>)}
      </ul>
      <p className="text-sm text-muted">{T.turfOffHow}</p>
    </section>
  );
}

export function LineEfficiencyTab({ view, data }: { view: TResultsView; data: TLineEfficiencyData }) {
  if (data.kind === "turf-off") return <TurfOff />;
  if (data.kind === "too-few-products") return <EmptyState testId="line-efficiency-empty" title={T.tooFewTitle} text={T.tooFewText(data.products)} />;
  if (data.kind === "nobody-reached") return <EmptyState testId="line-efficiency-empty" title={T.nobodyTitle} text={T.nobodyText(data.respondents, data.threshold)} />;

  const { report, chosenK, elbowK, salesPlan } = data;
  const chosen = report.sets.find((s) => s.k === chosenK) ?? report.sets[report.sets.length - 1]!;
  const plan = salesPlan.state === "shown" ? salesPlan.plan : null;
  const toggle = view.can.admin
    ? {
        href: view.basePath + resultsSearch({ ...view.query, salesPlan: !view.query.salesPlan }),
        label: view.query.salesPlan ? T.hideSalesPlan : T.showSalesPlan,
      }
    : null;

  return (
    <section aria-labelledby="line-efficiency-title" data-testid="line-efficiency" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-3xl">
          <h2 id="line-efficiency-title" className="text-xl font-semibold">{T.title}</h2>
          <p className="mt-1 text-sm text-subtle">{T.intro}</p>
          <p className="mt-1 text-sm font-medium text-ink" data-testid="line-efficiency-base">{T.base(report.respondents, report.threshold)}</p>
          <div className="mt-2">
            <MetricTerms ids={["reach", "frequency"]} />
          </div>
        </div>
        {toggle && (
          <Link href={toggle.href} className={`${buttonClass("secondary", "sm")} print:hidden`} data-testid="sales-plan-toggle">
            {toggle.label}
          </Link>
        )}
      </div>

      {data.kNotice && (
        <p role="status" className="rounded-panel border border-attention-line bg-attention-muted px-4 py-2 text-sm text-attention-ink">{data.kNotice}</p>
      )}
      {salesPlan.state === "admin-only" && (
        <p role="status" data-testid="sales-plan-admin-only" className="rounded-panel border border-line bg-canvas px-4 py-2 text-sm text-subtle">{T.salesPlanAdminOnly}</p>
      )}
      {salesPlan.state === "none" && (
        <p role="status" data-testid="sales-plan-none" className="rounded-panel border border-line bg-canvas px-4 py-2 text-sm text-subtle">{salesPlan.reason}</p>
      )}

      <SetSizePicker view={view} sizes={report.sets.length} chosenK={chosen.k} elbowK={elbowK} />

      <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="flex min-w-0 flex-col gap-2 rounded-panel border border-line bg-white p-4 break-inside-avoid">
          <figcaption className="font-semibold">{T.chartTitle}</figcaption>
          {/* One chart drawn twice: wide from 640 px (and on paper), narrow on phones, so its text stays legible. */}
          <ReachCurve sets={report.sets} base={report.respondents} chosenK={chosen.k} plan={plan} size="wide" className="hidden sm:block print:block" />
          <ReachCurve sets={report.sets} base={report.respondents} chosenK={chosen.k} plan={plan} size="narrow" className="sm:hidden print:hidden" />
          <ReachCurveLegend approximate={report.sets.some((s) => !s.exact)} plan={plan !== null} />
        </figure>
        <ChosenSet set={chosen} report={report} products={view.products} elbow={chosen.k === elbowK} />
      </div>

      {plan && <SalesPlanPanel plan={plan} base={report.respondents} products={view.products} />}

      <ReachTable report={report} products={view.products} chosenK={chosen.k} />
    </section>
  );
}
