// The product board's pivot table: one column per primary group, one row per secondary group, product cards inside.
// A pivot grid (row headers, columns made from the data, a list of cards per cell), not a list of records: plain table
// markup, not the kit's DataTable.
import { RetryingImage } from "@/components/ui/retrying-image";
import { BOARD_LABELS, groupLabel, valueAt, type TBoard } from "@/lib/products/board";
import type { TBoardCardProduct } from "./board-data";

interface Props {
  board: TBoard<TBoardCardProduct>;
  xName: string | null;
  yName: string | null;
  presentation: string | null;
  presentationName: string | null;
  zoom: number;
  styles: boolean;
}

const CARD_PX = 128;

function Card({ p, presentation, presentationName, zoom, styles }: { p: TBoardCardProduct } & Omit<Props, "board" | "xName" | "yName">) {
  const image = p.images[0]?.mobile;
  const shown = presentation ? groupLabel(valueAt(p, presentation)) : null;
  return (
    <li className="flex flex-col gap-1 rounded border border-line bg-white p-1 text-xs" style={{ width: CARD_PX * zoom }} data-testid="board-card">
      {image ? (
        <RetryingImage src={image} alt="" className="aspect-square w-full rounded object-cover" loading="lazy" />
      ) : (
        <div className="aspect-square w-full rounded bg-sunken" aria-hidden />
      )}
      <span className="line-clamp-2 font-medium" title={p.name}>
        {p.name}
      </span>
      {presentation && (
        <span className="text-muted">
          <span className="sr-only">{presentationName}: </span>
          {shown ?? BOARD_LABELS.noValue}
        </span>
      )}
      {styles && p.children.length > 0 && <span className="text-subtle">+{p.children.length} variants</span>}
    </li>
  );
}

export function BoardTable({ board, xName, yName, ...card }: Props) {
  const label = (key: string | null, all: boolean) => (all ? BOARD_LABELS.all : (key ?? BOARD_LABELS.noValue));
  return (
    // The board scrolls sideways inside this box: keyboard users reach it (axe scrollable-region-focusable).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Products by ${xName ?? "—"} and ${yName ?? "—"}, scrollable`}>
      <table className="border-separate border-spacing-2" aria-label={`Products by ${xName ?? "—"} and ${yName ?? "—"}`}>
        <thead>
          <tr>
            <th scope="col" className="text-left text-xs font-semibold uppercase text-subtle">
              {yName && xName ? `${yName} \\ ${xName}` : (yName ?? xName ?? "")}
            </th>
            {board.columns.map((c) => (
              <th key={c.key ?? "\u0000none"} scope="col" className="min-w-32 rounded bg-sunken px-2 py-1 text-left text-sm font-semibold">
                {label(c.key, !xName)} <span className="font-normal text-subtle">({c.count})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((r) => (
            <tr key={r.key ?? "\u0000none"}>
              <th scope="row" className="rounded bg-sunken px-2 py-1 text-left align-top text-sm font-semibold">
                {label(r.key, !yName)} <span className="font-normal text-subtle">({r.count})</span>
              </th>
              {r.cells.map((cell, i) => (
                <td key={board.columns[i].key ?? "\u0000none"} className="rounded bg-canvas p-1 align-top">
                  <ul className="flex flex-wrap gap-2">
                    {cell.map((p) => (
                      <Card key={p._id} p={p} {...card} />
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
