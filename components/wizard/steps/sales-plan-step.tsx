"use client";
// The wizard's Sales plan step (spec 2 §2 "Sales plan step", §5 "Sales plan amount numeric, minimum 0"): a table of
// the study's products with an amount each, its percent of the total (Math.round(value / total × 100)) and the total
// with the brand's currency symbol (default $). Valid amounts go through update({ products }) with sales_plan set; a
// non-numeric or negative amount is refused inline and never sent.
import { useId, useMemo, useState } from "react";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { truncate } from "@/lib/products/format";
import { WIZARD_MSG } from "@/lib/wizard/messages";
import { currentSaveList } from "@/lib/wizard/products";
import { amountInputText, formatAmount, parseAmount, salesPlanPercent, salesPlanTotal } from "@/lib/wizard/sales-plan";
import { useWizard } from "../wizard-context";

export function SalesPlanStep() {
  const { study, draft, readOnly, access, update } = useWizard();
  const symbol = access.currencySymbol || "$";
  const list = useMemo(() => currentSaveList(study, draft.products), [study, draft.products]);
  const names = useMemo(() => new Map(study.questions.map((q) => [q.product, q.full_product.name])), [study.questions]);
  /** What the user typed, per product, while it is being edited (refused text stays here and is never saved). */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const total = salesPlanTotal(list.map((p) => p.sales_plan));
  const captionId = useId();

  function onChange(productId: string, text: string) {
    setTyped((t) => ({ ...t, [productId]: text }));
    const parsed = parseAmount(text);
    if (!parsed.ok || readOnly) return;
    update({ products: list.map((p) => (p.product === productId ? { ...p, sales_plan: parsed.value } : p)) });
  }

  if (list.length === 0) {
    return <p className="rounded border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{WIZARD_MSG.salesPlanEmpty}</p>;
  }

  return (
    <div className="overflow-x-auto">
      <table className="w-full max-w-3xl border-collapse text-sm" aria-describedby={captionId}>
        <caption id={captionId} className="sr-only">
          {WIZARD_MSG.salesPlanAmount}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              {WIZARD_MSG.salesPlanProduct}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {WIZARD_MSG.salesPlanAmount}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {WIZARD_MSG.salesPlanPercent}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((p) => {
            const name = names.get(p.product) ?? "";
            const text = typed[p.product] ?? amountInputText(p.sales_plan);
            const parsed = parseAmount(text);
            const errorId = `sales-plan-error-${p.product}`;
            return (
              <tr key={p.product} className="border-b border-slate-100 align-top" data-testid="sales-plan-row" data-product-id={p.product}>
                <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-900" title={name}>
                  {truncate(name, PRODUCT_LIMITS.cardTitle)}
                </th>
                <td className="py-2 pr-4">
                  <div className="flex items-center gap-1">
                    <span aria-hidden className="text-slate-500">
                      {symbol}
                    </span>
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={WIZARD_MSG.salesPlanAmountLabel(name)}
                      aria-invalid={!parsed.ok}
                      aria-describedby={!parsed.ok ? errorId : undefined}
                      value={text}
                      disabled={readOnly}
                      onChange={(e) => onChange(p.product, e.target.value)}
                      className={`w-36 rounded border px-2 py-1.5 text-right tabular-nums focus:outline-none focus:ring-2 focus:ring-blue-600 disabled:bg-slate-50 ${
                        parsed.ok ? "border-slate-300" : "border-red-600"
                      }`}
                    />
                  </div>
                  {!parsed.ok && (
                    <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
                      {parsed.error}
                    </p>
                  )}
                </td>
                <td className="py-2 text-right tabular-nums text-slate-700" data-testid="sales-plan-percent">
                  {salesPlanPercent(p.sales_plan, total)}%
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <th scope="row" className="py-2 pr-4 text-left">
              {WIZARD_MSG.salesPlanTotal}
            </th>
            <td className="py-2 pr-4 tabular-nums" data-testid="sales-plan-total">
              {formatAmount(total, symbol)}
            </td>
            <td className="py-2 text-right tabular-nums">{total > 0 ? "100%" : "0%"}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
