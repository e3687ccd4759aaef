// Horizontal share bars of the Customers tab (demographic answers, segmentation profiles, browsers, devices): one row
// per name with its share and count written beside the name (colour never carries the figure alone) and a visx bar
// on a 0–100% track beneath, so long names wrap instead of squeezing the bar on a phone. The rows form one image for
// assistive technology (role="img" with every figure in its label); the same figures sit in a table behind a
// disclosure. Server component: no client JavaScript, prints as drawn.
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { NO_DATA, SERIES } from "@/lib/results/chart-palette";
import { CUSTOMERS_TEXT, formatShare, type TCustomersShare } from "@/lib/results/tabs/customers";

export function ShareBars(props: {
  /** The chart's name (its aria-label starts with it; the table's caption). */
  title: string;
  rows: readonly TCustomersShare[];
  /** Header of the name column of the table. */
  nameHeader: string;
  /** Header of the share column of the table. */
  shareHeader?: string;
  testId: string;
  colour?: string;
}) {
  const x = scaleLinear<number>({ domain: [0, 100], range: [0, 100], clamp: true });
  const colour = props.colour ?? SERIES[0];
  const summary = CUSTOMERS_TEXT.chartSummary(props.title, props.rows.map((r) => CUSTOMERS_TEXT.bar(r.name, r.count, r.percentage)));
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={props.testId}>
      <div role="img" aria-label={summary} className="flex flex-col gap-2">
        {props.rows.map((r) => (
          <div key={r.name} data-testid="share-bar" data-name={r.name} className="flex flex-col gap-0.5 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words text-ink-soft">{r.name}</span>
              <span className="shrink-0 tabular-nums text-ink">
                <span className="font-semibold" data-testid="share">{formatShare(r.percentage)}</span>{" "}
                <span className="text-muted" data-testid="count">({CUSTOMERS_TEXT.count(r.count)})</span>
              </span>
            </div>
            <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="block h-2.5 w-full" aria-hidden focusable="false">
              <rect x={0} y={0} width={100} height={4} fill={NO_DATA} rx={1} />
              <Bar x={0} y={0} width={x(r.percentage)} height={4} fill={colour} rx={1} />
            </svg>
          </div>
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded text-primary-strong underline focus:outline-none focus-visible:ring-2 focus-visible:ring-focus print:hidden">
          {CUSTOMERS_TEXT.tableToggle}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm" data-testid={`${props.testId}-table`}>
            <caption className="sr-only">{props.title}</caption>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">{props.nameHeader}</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">{CUSTOMERS_TEXT.respondents}</th>
                <th scope="col" className="py-1 text-right font-medium">{props.shareHeader ?? CUSTOMERS_TEXT.share}</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((r) => (
                <tr key={r.name} className="border-b border-line">
                  <th scope="row" className="py-1 pr-3 text-left font-normal break-words">{r.name}</th>
                  <td className="py-1 pr-3 text-right tabular-nums">{CUSTOMERS_TEXT.count(r.count)}</td>
                  <td className="py-1 text-right tabular-nums">{formatShare(r.percentage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
