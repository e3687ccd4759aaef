// The chosen set of the line-efficiency tab: its reach, frequency and increment, whether the search was exact (or how
// far from exact it may be), and its products with their images and their reach on their own.
import type { TLineEfficiencyReport, TLineEfficiencySet } from "@/lib/results/line-efficiency";
import { formatFrequency, formatIncrement, formatReach, LINE_EFFICIENCY_TAB as T } from "@/lib/results/tabs/line-efficiency";
import type { TResultsProduct } from "@/lib/results/view";
import { ProductThumb, productOf } from "./product-thumb";

export function ChosenSet({ set, report, products, elbow }: { set: TLineEfficiencySet; report: TLineEfficiencyReport; products: readonly TResultsProduct[]; elbow: boolean }) {
  const base = report.respondents;
  const single = new Map(report.singles.map((s) => [s.product_id, s.reach]));
  const figures = [
    { key: "reach", label: T.reach, value: formatReach(set.reach, base), hint: null },
    { key: "frequency", label: T.frequency, value: formatFrequency(set.frequency), hint: T.frequencyHint },
    { key: "increment", label: T.increment, value: formatIncrement(set.increment), hint: T.incrementHint(set.k) },
  ];
  return (
    <section aria-labelledby="line-efficiency-set-title" data-testid="line-efficiency-set" className="flex min-w-0 flex-col gap-3 rounded-panel border border-line bg-white p-4 break-inside-avoid">
      <h3 id="line-efficiency-set-title" className="text-lg font-semibold">{T.setTitle(set.k)}</h3>
      {elbow && <p className="text-sm text-subtle">{T.setElbow}</p>}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
        {figures.map((f) => (
          <div key={f.key} className="rounded-control bg-canvas px-3 py-2">
            <dt className="text-xs text-muted">{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`set-${f.key}`}>{f.value}</dd>
            {f.hint && <dd className="text-xs text-muted">{f.hint}</dd>}
          </div>
        ))}
      </dl>
      <p className="text-sm text-subtle" data-testid="set-search">{set.exact ? T.exactNote : T.approximateNote(set.upper_bound, base)}</p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={T.setTitle(set.k)}>
        {set.products.map((id) => (
          <li key={id} data-testid="set-product" className="min-w-0">
            <ProductThumb product={productOf(products, id)}>
              <p className="text-xs text-subtle">
                {T.ownReach}: <span className="tabular-nums">{formatReach(single.get(id) ?? 0, base)}</span>
              </p>
            </ProductThumb>
          </li>
        ))}
      </ul>
    </section>
  );
}
