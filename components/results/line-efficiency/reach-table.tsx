// The line-efficiency figures as a table (the chart's text alternative, P11 item 4): one row per set size with its best
// set, reach, share of the base, increment, frequency and whether the search was exact (else the upper bound).
import type { TLineEfficiencyReport } from "@/lib/results/line-efficiency";
import { formatFrequency, formatIncrement, formatReachShare, LINE_EFFICIENCY_TAB as T } from "@/lib/results/tabs/line-efficiency";
import type { TResultsProduct } from "@/lib/results/view";
import { productOf } from "./product-thumb";

export function ReachTable({ report, products, chosenK }: { report: TLineEfficiencyReport; products: readonly TResultsProduct[]; chosenK: number }) {
  const base = report.respondents;
  const th = "px-3 py-2 text-left font-medium whitespace-nowrap text-subtle";
  const td = "px-3 py-2 align-top";
  const num = `${td} text-right tabular-nums whitespace-nowrap`;
  return (
    <div role="region" aria-labelledby="line-efficiency-table-caption" tabIndex={0} className="overflow-x-auto rounded-panel border border-line bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
      <table className="w-full min-w-[40rem] text-sm" data-testid="line-efficiency-table">
        <caption id="line-efficiency-table-caption" className="px-3 pt-3 pb-1 text-left font-semibold text-ink">{T.tableCaption}</caption>
        <thead className="bg-canvas">
          <tr>
            <th scope="col" className={`${th} text-right`}>{T.col.k}</th>
            <th scope="col" className={th}>{T.col.set}</th>
            <th scope="col" className={`${th} text-right`}>{T.col.reach}</th>
            <th scope="col" className={`${th} text-right`}>{T.col.share}</th>
            <th scope="col" className={`${th} text-right`}>{T.col.increment}</th>
            <th scope="col" className={`${th} text-right`}>{T.col.frequency}</th>
            <th scope="col" className={th}>{T.col.search}</th>
          </tr>
        </thead>
        <tbody>
          {report.sets.map((s) => {
            const chosen = s.k === chosenK;
            return (
              <tr key={s.k} data-testid={`reach-row-${s.k}`} aria-current={chosen ? "true" : undefined} className={`border-t border-line-soft ${chosen ? "bg-primary-soft font-medium" : ""}`}>
                <th scope="row" className={`${num} font-semibold`}>
                  {s.k}
                  {chosen && <span className="sr-only"> ({T.chosenMark})</span>}
                </th>
                <td className={td} data-cell="set" data-products={s.products.join(",")}>{s.products.map((id) => productOf(products, id).name).join(", ")}</td>
                <td className={num} data-cell="reach">{s.reach.toLocaleString("en-US")}</td>
                <td className={num} data-cell="share">{formatReachShare(base > 0 ? s.reach / base : 0)}</td>
                <td className={num} data-cell="increment">{formatIncrement(s.increment)}</td>
                <td className={num} data-cell="frequency">{formatFrequency(s.frequency)}</td>
                <td className={td} data-cell="search">{s.exact ? T.exact : T.approximateUpTo(s.upper_bound, base)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
