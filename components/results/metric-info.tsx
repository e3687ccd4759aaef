// What a figure means, beside the figure (P15 item 3): MetricInfo opens the definition of one metric
// (lib/results/metric-definitions.ts) in a popover; MetricTerms is a tab's row of its figures' terms, each opening its
// definition. The texts are the ones the in-app help lists (METRIC_DEFINITION_LIST).
import { InfoPopover } from "@/components/ui/info-popover";
import { METRIC_DEFINITIONS, METRIC_INFO_TEXT, type TMetricId } from "@/lib/results/metric-definitions";

function Definition({ id }: { id: TMetricId }) {
  const d = METRIC_DEFINITIONS[id];
  return (
    <>
      <p data-testid="metric-short">{d.short}</p>
      <p className="mt-2 text-muted" data-testid="metric-long">{d.long}</p>
    </>
  );
}

/** The "i" beside one figure's heading or column. */
export function MetricInfo({ id }: { id: TMetricId }) {
  const d = METRIC_DEFINITIONS[id];
  return (
    <InfoPopover ariaLabel={METRIC_INFO_TEXT.open(d.term)} title={d.term} testId={`metric-info-${id}`}>
      <Definition id={id} />
    </InfoPopover>
  );
}

/** A tab's terms in a row, each opening its definition. */
export function MetricTerms({ ids, testId = "metric-terms" }: { ids: readonly TMetricId[]; testId?: string }) {
  return (
    <div role="group" aria-label={METRIC_INFO_TEXT.termsGroup} className="flex flex-wrap items-center gap-2 text-sm" data-testid={testId}>
      <span className="text-muted">{METRIC_INFO_TEXT.termsLabel}</span>
      {ids.map((id) => {
        const d = METRIC_DEFINITIONS[id];
        return (
          <InfoPopover key={id} ariaLabel={METRIC_INFO_TEXT.open(d.term)} label={d.term} title={d.term} testId={`metric-term-${id}`}>
            <Definition id={id} />
          </InfoPopover>
        );
      })}
    </div>
  );
}
