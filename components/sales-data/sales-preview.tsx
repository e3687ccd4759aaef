// The sales file's preview (P13, P2's preview pattern): a summary, the products without a row, ignored columns, and
// every row with its product, figures, validity badge and issues. Error rows are listed first so none hides below
// hundreds of good ones.
import { ValidityBadge } from "@/components/ui/validity-badge";
import { formatPrice } from "@/lib/products/format";
import { SALES_PAGE as T } from "@/lib/sales-data/messages";
import type { TSalesPreview } from "@/lib/sales-data/types";

const fmt = (n: number | null, digits = 0) =>
  n === null ? "—" : n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function SalesPreview({ preview, currencySymbol }: { preview: TSalesPreview; currencySymbol: string }) {
  const rows = [...preview.rows].sort((a, b) => (a.validity === b.validity ? a.row - b.row : a.validity === "error" ? -1 : 1));
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="sales-preview">
      <p className="text-sm font-medium" data-testid="sales-preview-summary">
        {T.previewSummary(preview.rows.length, preview.errors, preview.products, preview.missing.length)}
      </p>
      {preview.missing.length > 0 && <p className="text-sm text-subtle">{T.missingProducts(preview.missing.map((m) => m.name))}</p>}
      {preview.ignored_columns.length > 0 && <p className="text-sm text-subtle">{T.ignoredColumns(preview.ignored_columns)}</p>}
      <div className="max-h-[32rem] overflow-auto rounded-panel border border-line">
        <table className="w-full border-collapse text-sm">
          <thead className="sticky top-0 bg-canvas">
            <tr className="border-b border-line text-left">
              <th scope="col" className="px-2 py-2">{T.columns.row}</th>
              <th scope="col" className="px-2 py-2">{T.columns.product}</th>
              <th scope="col" className="px-2 py-2">{T.columns.validity}</th>
              <th scope="col" className="px-2 py-2">{T.columns.issues}</th>
              <th scope="col" className="px-2 py-2 text-right">{T.columns.units}</th>
              <th scope="col" className="px-2 py-2 text-right">{T.columns.revenue}</th>
              <th scope="col" className="px-2 py-2">{T.columns.key}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.row} className="border-b border-line-soft align-top" data-testid="sales-preview-row" data-validity={r.validity}>
                <td className="px-2 py-1.5 tabular-nums">{r.row}</td>
                <th scope="row" className="min-w-32 px-2 py-1.5 text-left font-medium">{r.product_name ?? "—"}</th>
                <td className="px-2 py-1.5"><ValidityBadge validity={r.validity} /></td>
                <td className="min-w-48 px-2 py-1.5 text-subtle">{r.issues.join(" ")}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{fmt(r.units)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{r.revenue === null ? "—" : formatPrice(r.revenue, currencySymbol)}</td>
                <td className="px-2 py-1.5 whitespace-nowrap text-subtle">{r.key ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
