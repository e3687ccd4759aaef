// The head-to-head matrix as a heat map (P11 item 3): a real table, so it is its own text alternative — a caption,
// product names as row and column headers (scope), and in each cell the row product's win share against the column
// product as a number, on a sequential fill (chart-palette) with the ink that stays readable on it. Each cell links to
// the pair view of its two products (keeping the filters); its title and accessible name give the base. Wide
// matrices scroll inside their own focusable box (positioned, so the screen-reader-only texts in its cells, which are
// absolutely placed, scroll and clip with it instead of widening the page). Server component.
import Link from "next/link";
import { RetryingImage } from "@/components/ui/retrying-image";
import { inkOn, NO_DATA, sequential } from "@/lib/results/chart-palette";
import { resultsSearch } from "@/lib/results/page";
import { cellOf, H2H_TEXT, pct, productsById, type THeadToHeadData } from "@/lib/results/tabs/head-to-head";
import type { TResultsView } from "@/lib/results/view";
import { truncate } from "@/lib/products/format";

const NAME_MAX = 28;
const LEGEND_STEPS = 7;

function ProductHead({ name, image, sub }: { name: string; image: string | null; sub?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {image ? (
        <RetryingImage src={image} alt="" className="h-8 w-8 shrink-0 rounded object-cover" loading="lazy" />
      ) : (
        <span aria-hidden className="h-8 w-8 shrink-0 rounded bg-sunken" />
      )}
      <span className="min-w-0 text-left">
        <span className="block font-medium break-words" title={name.length > NAME_MAX ? name : undefined}>
          {truncate(name, NAME_MAX)}
        </span>
        {sub && <span className="block text-xs font-normal text-muted">{sub}</span>}
      </span>
    </span>
  );
}

export function HeatMapLegend() {
  const steps = Array.from({ length: LEGEND_STEPS }, (_, i) => sequential((i + 0.5) / LEGEND_STEPS));
  return (
    <div className="flex items-center gap-2 text-xs text-muted" aria-hidden>
      <span>{H2H_TEXT.legend}</span>
      <span>{H2H_TEXT.legendLow}</span>
      <span className="flex overflow-hidden rounded border border-line">
        {steps.map((fill) => (
          <span key={fill} className="h-3 w-6" style={{ background: fill }} />
        ))}
      </span>
      <span>{H2H_TEXT.legendHigh}</span>
    </div>
  );
}

export function HeatMap({ view, data }: { view: TResultsView; data: THeadToHeadData }) {
  const byId = productsById(view.products);
  const name = (id: string) => byId.get(id)?.name || id;
  const pairHref = (a: string, b: string) => `${view.basePath}${resultsSearch({ ...view.query, params: { ...view.query.params, a, b } })}#h2h-pair`;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div
        role="region"
        aria-label={H2H_TEXT.scrollRegion}
        tabIndex={0}
        className="relative max-w-full overflow-x-auto rounded-panel border border-line bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <table className="border-separate border-spacing-0 text-sm" data-testid="h2h-matrix">
          <caption className="px-3 py-2 text-left text-sm text-muted">
            {/* Kept within a phone's width: the caption spans the whole (scrolling) table. */}
            <span className="block max-w-[calc(100vw-4rem)]">{H2H_TEXT.caption}</span>
          </caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-raised min-w-44 border-b border-line bg-white px-3 py-2 text-xs text-muted">{H2H_TEXT.corner}</td>
              {data.order.map((id) => (
                <th key={id} scope="col" className="min-w-24 max-w-36 border-b border-line px-2 py-2 align-bottom text-xs font-medium" data-testid="h2h-col">
                  <ProductHead name={name(id)} image={byId.get(id)?.image ?? null} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.order.map((rowId) => (
              <tr key={rowId} data-testid="h2h-row" data-product={rowId}>
                <th scope="row" className="sticky left-0 z-raised min-w-44 max-w-60 border-b border-line bg-white px-3 py-2 text-left text-sm font-normal">
                  <ProductHead name={name(rowId)} image={byId.get(rowId)?.image ?? null} sub={H2H_TEXT.score(data.scores[rowId] ?? null)} />
                </th>
                {data.order.map((colId) => {
                  if (colId === rowId) {
                    return (
                      <td key={colId} className="border-b border-line bg-sunken p-0 text-center text-muted">
                        <span aria-hidden>—</span>
                        <span className="sr-only">{H2H_TEXT.same}</span>
                      </td>
                    );
                  }
                  const cell = cellOf(data.rows, rowId, colId);
                  const fill = cell.base ? sequential(cell.win_share) : NO_DATA;
                  const chosen = data.pair?.a === rowId && data.pair.b === colId;
                  return (
                    <td key={colId} className="border-b border-line p-0" style={{ background: fill }} data-testid="h2h-cell" data-row={rowId} data-col={colId} data-base={cell.base}>
                      <Link
                        href={pairHref(rowId, colId)}
                        title={H2H_TEXT.cellTitle(name(rowId), name(colId), cell)}
                        aria-label={H2H_TEXT.cellLabel(name(rowId), name(colId), cell)}
                        aria-current={chosen ? "true" : undefined}
                        className={`block px-2 py-3 text-center text-sm font-semibold tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset ${chosen ? "outline-2 -outline-offset-4 outline-current" : ""}`}
                        style={{ color: inkOn(fill) }}
                      >
                        {cell.base ? pct(cell.win_share) : H2H_TEXT.noBaseShort}
                      </Link>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HeatMapLegend />
    </div>
  );
}
