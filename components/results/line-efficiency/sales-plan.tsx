// The sales plan beside the best set of its size (spec 3 §2 show=sales-plan; admin-only, "(M/S Only)", spec 3 §6): the
// plan's reach, the best set's and the gap, in figures and in words, and the two sets' products side by side with
// the products they share marked.
import { OVERLAY } from "@/lib/results/chart-palette";
import type { TSalesPlanReach } from "@/lib/results/line-efficiency";
import { formatReach, formatReachShare, LINE_EFFICIENCY_TAB as T } from "@/lib/results/tabs/line-efficiency";
import type { TResultsProduct } from "@/lib/results/view";
import { ProductThumb, productOf } from "./product-thumb";

function Products({ title, ids, other, products, testId }: { title: string; ids: readonly string[]; other: ReadonlySet<string>; products: readonly TResultsProduct[]; testId: string }) {
  return (
    <div className="min-w-0">
      <h4 className="mb-2 text-sm font-semibold text-ink">{title}</h4>
      <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2" data-testid={testId}>
        {ids.map((id) => (
          <li key={id} data-product-id={id}>
            <ProductThumb product={productOf(products, id)} size="sm">
              {other.has(id) && <p className="text-xs text-muted">{T.inBoth}</p>}
            </ProductThumb>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SalesPlanPanel({ plan, base, products }: { plan: TSalesPlanReach; base: number; products: readonly TResultsProduct[] }) {
  const inPlan = new Set(plan.products);
  const inBest = new Set(plan.best_products);
  const figures = [
    { key: "plan", label: T.planFigures.plan, value: formatReach(plan.reach, base) },
    { key: "best", label: T.planFigures.best, value: formatReach(plan.best_reach, base) },
    { key: "gap", label: T.planFigures.gap, value: `${plan.gap.toLocaleString("en-US")} (${formatReachShare(base > 0 ? plan.gap / base : 0)})` },
  ];
  return (
    <section aria-labelledby="sales-plan-title" data-testid="sales-plan" className="flex min-w-0 flex-col gap-3 rounded-panel border-2 border-notice-line bg-white p-4 break-inside-avoid">
      <h3 id="sales-plan-title" className="flex items-center gap-2 text-lg font-semibold">
        <svg aria-hidden viewBox="0 0 16 16" className="h-4 w-4">
          <rect x={3} y={3} width={10} height={10} transform="rotate(45 8 8)" fill={OVERLAY} />
        </svg>
        {T.salesPlanTitle}
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.key} className="rounded-control bg-canvas px-3 py-2">
            <dt className="text-xs text-muted">{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`plan-${f.key}`}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1 text-sm text-subtle" data-testid="sales-plan-text">
        <p>{T.planReach(plan, base)}</p>
        <p>{T.bestReach(plan, base)}</p>
        <p className="font-medium text-ink">{T.gap(plan, base)}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Products title={T.planProducts} ids={plan.products} other={inBest} products={products} testId="sales-plan-products" />
        <Products title={T.bestProducts(plan.k)} ids={plan.best_products} other={inPlan} products={products} testId="sales-plan-best-products" />
      </div>
    </section>
  );
}
