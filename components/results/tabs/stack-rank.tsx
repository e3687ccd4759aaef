// The stack rank tab (spec 3 §2 `tab=stack-rank`; P11 item 3): the formula and benchmark in words, what the
// significance markers compare, the score chart against the benchmark's quartiles, and the products ranked by score
// with their figures. Server component; data from server/pages/results/stack-rank.ts.
import { EmptyState } from "@/components/ui/empty-state";
import { canFilter, CLAIM_TEXT, isSmallBase, MIN_BASE_SIZE } from "@/lib/results/claims";
import type { TMetricId } from "@/lib/results/metric-definitions";
import { hasFilters } from "@/lib/results/page";
import { benchmarkSentence, STACK_RANK, type TStackRankData } from "@/lib/results/tabs/stack-rank";
import type { TResultsView } from "@/lib/results/view";
import { snipContext } from "@/lib/snips/create-form";
import { MetricInfo, MetricTerms } from "../metric-info";
import { SalesVsSentiment } from "../sales-vs-sentiment";
import { ProductRow } from "../stack-rank/product-row";
import { ScoreChart } from "../stack-rank/score-chart";
import { StarKey } from "../stack-rank/star-bar";

/** Rows whose images load at once; further down they load as they near the screen. */
const EAGER_IMAGES = 8;

export function StackRankTab({ view, data }: { view: TResultsView; data: TStackRankData }) {
  const T = STACK_RANK;
  const anyRated = data.rows.some((r) => r.score !== null);
  const filtered = hasFilters(view.query.filters);
  const snip = snipContext(view);
  const terms: TMetricId[] = [
    "score",
    "percentile",
    "position",
    "top-two-box",
    ...(data.rows.some((r) => r.tier) ? (["tier"] as const) : []),
    ...(data.rows.some((r) => r.makerscore !== null) ? (["makerscore"] as const) : []),
  ];
  const smallBase = data.rows.filter((r) => isSmallBase(r.count));
  return (
    <section aria-labelledby="stack-rank-title" className="flex min-w-0 flex-col gap-4" data-testid="stack-rank">
      <header className="flex flex-col gap-1">
        <h2 id="stack-rank-title" className="text-lg font-semibold">{T.title}</h2>
        <p className="text-sm text-muted">
          {T.intro} {T.version(data.version, data.version_source)}
        </p>
        <p className="text-sm text-subtle" data-testid="stack-rank-benchmark" data-scope={data.benchmark.scope}>
          {benchmarkSentence(data.benchmark)}
        </p>
        <MetricTerms ids={terms} />
      </header>

      <section aria-labelledby="stack-rank-sig-title" data-testid="stack-rank-significance" className="rounded-panel border border-line bg-white px-4 py-3 text-sm">
        <h3 id="stack-rank-sig-title" className="flex items-center gap-1.5 font-semibold">
          {T.sigTitle} <MetricInfo id="significance" />
        </h3>
        {data.significance ? (
          <>
            <p className="mt-1 text-ink-soft" data-testid="stack-rank-sig-summary">{T.sigSummary(data.significance, data.rows.length)}</p>
            <p className="mt-1 text-muted">{T.sigMethod}</p>
          </>
        ) : (
          <p className="mt-1 text-muted" data-testid="stack-rank-sig-none">{canFilter(view.definitions) ? T.sigNoFilter : CLAIM_TEXT.noFiltersToTest}</p>
        )}
      </section>

      {!anyRated ? (
        <EmptyState title={filtered ? T.emptyFiltered : T.empty} testId="stack-rank-empty" />
      ) : (
        <div className="flex min-w-0 flex-col gap-2">
          <ScoreChart rows={data.rows} benchmark={data.benchmark} />
          {smallBase.length > 0 && (
            <p className="text-sm text-notice-ink" data-testid="score-chart-small-base">
              {smallBase.length === data.rows.filter((r) => r.count > 0).length
                ? CLAIM_TEXT.smallBaseChartAll(Math.max(...smallBase.map((r) => r.count)), MIN_BASE_SIZE)
                : CLAIM_TEXT.smallBaseChart(smallBase.map((r) => `${r.name || "—"} (n = ${r.count})`), MIN_BASE_SIZE)}
            </p>
          )}
        </div>
      )}

      {data.rows.length > 0 && (
        <div className="flex flex-col gap-2">
          {anyRated && <StarKey />}
          <ol className="flex flex-col gap-2" aria-label={T.listLabel} data-testid="stack-rank-list">
            {data.rows.map((row, i) => (
              <ProductRow key={row.product_id} row={row} eager={i < EAGER_IMAGES} snip={snip} />
            ))}
          </ol>
        </div>
      )}

      {data.sales && <SalesVsSentiment data={data.sales} />}
    </section>
  );
}
