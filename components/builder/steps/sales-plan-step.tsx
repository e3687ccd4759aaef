"use client";
// The wizard's Sales plan step (spec 2 §2 "Sales plan step", §5 "Sales plan amount numeric, minimum 0"): a table of
// the study's products with an amount each, its percent of the total (largest-remainder rounding, so the rows add up
// to the total row's 100%; docs/decisions.md P10) and the total with the brand's currency symbol (default $). Valid
// amounts go through update({ products }) with sales_plan set; a non-numeric or negative amount is refused inline and
// never sent — while one is on screen the save indicator says the changes are not saved (never "All Changes Saved"),
// and leaving the step is held until it is fixed, so a refused value is never silently dropped.
import { useEffect, useId, useMemo, useState } from "react";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { truncate } from "@/lib/products/format";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { currentSaveList } from "@/lib/builder/products";
import { amountInputText, formatAmount, parseAmount, salesPlanPercents, salesPlanTotal, salesPlanTotalPercent } from "@/lib/builder/sales-plan";
import { useBuilder } from "../builder-context";

export function SalesPlanStep() {
  const { study, draft, readOnly, access, update, markInvalid, setValidator } = useBuilder();
  const symbol = access.currencySymbol || "$";
  const list = useMemo(() => currentSaveList(study, draft.products), [study, draft.products]);
  const names = useMemo(() => new Map(study.questions.map((q) => [q.product, q.full_product.name])), [study.questions]);
  /** What the user typed, per product, while it is being edited (refused text stays here and is never saved). */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const total = salesPlanTotal(list.map((p) => p.sales_plan));
  const percents = salesPlanPercents(list.map((p) => p.sales_plan));
  const captionId = useId();
  /** The products whose typed amount was refused (and so not saved). */
  const refused = list.filter((p) => typed[p.product] !== undefined && !parseAmount(typed[p.product]!).ok).map((p) => p.product);
  const anyRefused = refused.length > 0;

  useEffect(() => {
    markInvalid("sales-plan", anyRefused && !readOnly);
    return () => markInvalid("sales-plan", false);
  }, [anyRefused, readOnly, markInvalid]);

  // Leaving the step with a refused amount on screen would drop it: stay, and put the cursor on the first one.
  const firstRefused = refused[0];
  useEffect(() => {
    setValidator("sales-plan", () => {
      if (!firstRefused) return true;
      document.querySelector<HTMLInputElement>(`[data-testid="sales-plan-row"][data-product-id="${firstRefused}"] input`)?.focus();
      return false;
    });
    return () => setValidator("sales-plan", null);
  }, [firstRefused, setValidator]);

  function onChange(productId: string, text: string) {
    setTyped((t) => ({ ...t, [productId]: text }));
    const parsed = parseAmount(text);
    if (!parsed.ok || readOnly) return;
    update({ products: list.map((p) => (p.product === productId ? { ...p, sales_plan: parsed.value } : p)) });
  }

  if (list.length === 0) {
    return <p className="rounded border border-dashed border-line-strong p-6 text-center text-sm text-muted">{BUILDER_MSG.salesPlanEmpty}</p>;
  }

  return (
    // An editable grid with a total row (tfoot): plain table markup, not the kit's DataTable (a sortable listing).
    <div className="overflow-x-auto">
      <table className="w-full max-w-3xl border-collapse text-sm" aria-describedby={captionId}>
        <caption id={captionId} className="sr-only">
          {BUILDER_MSG.salesPlanAmount}
        </caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {BUILDER_MSG.salesPlanProduct}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {BUILDER_MSG.salesPlanAmount}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {BUILDER_MSG.salesPlanPercent}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((p, row) => {
            const name = names.get(p.product) ?? "";
            const text = typed[p.product] ?? amountInputText(p.sales_plan);
            const parsed = parseAmount(text);
            const errorId = `sales-plan-error-${p.product}`;
            return (
              <tr key={p.product} className="border-b border-line-soft align-top" data-testid="sales-plan-row" data-product-id={p.product}>
                <th scope="row" className="py-2 pr-4 text-left font-normal text-ink" title={name}>
                  {truncate(name, PRODUCT_LIMITS.cardTitle)}
                </th>
                <td className="py-2 pr-4">
                  <div className="flex items-center gap-1">
                    <span aria-hidden className="text-faint">
                      {symbol}
                    </span>
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={BUILDER_MSG.salesPlanAmountLabel(name)}
                      aria-invalid={!parsed.ok}
                      aria-describedby={!parsed.ok ? errorId : undefined}
                      value={text}
                      disabled={readOnly}
                      onChange={(e) => onChange(p.product, e.target.value)}
                      className={`w-36 rounded border px-2 py-1.5 text-right tabular-nums focus:outline-none focus:ring-2 focus:ring-focus disabled:bg-canvas ${
                        parsed.ok ? "border-line-strong" : "border-danger"
                      }`}
                    />
                  </div>
                  {!parsed.ok && (
                    <p id={errorId} role="alert" className="mt-1 text-xs text-danger">
                      {parsed.error}
                    </p>
                  )}
                </td>
                <td className="py-2 text-right tabular-nums text-subtle" data-testid="sales-plan-percent">
                  {percents[row]}%
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-ink">
            <th scope="row" className="py-2 pr-4 text-left">
              {BUILDER_MSG.salesPlanTotal}
            </th>
            <td className="py-2 pr-4 tabular-nums" data-testid="sales-plan-total">
              {formatAmount(total, symbol)}
            </td>
            <td className="py-2 text-right tabular-nums" data-testid="sales-plan-total-percent">
              {salesPlanTotalPercent(list.map((p) => p.sales_plan))}%
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
