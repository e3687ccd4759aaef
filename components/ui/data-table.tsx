"use client";
// A table of rows (TanStack Table): sortable headers (a button per sortable column, aria-sort on its header), an
// empty state spanning the row, an optional sticky first column, and horizontal scrolling inside its own box (a
// focusable, labelled region, so keyboard users can scroll it too) so a wide table never widens the page.
// Sorting runs here on the rows given, or on the server (`manualSorting` + `sorting` / `onSortingChange`); a first
// click sorts text A–Z and numbers and dates highest first (TanStack's default; `sortDescFirst` per column changes it).
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useState, type MouseEvent, type ReactNode } from "react";

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
});
export type TDataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column list type: each column keeps its value type.
export type TDataTableColumn<TRow extends RowData> = ColumnDef<TDataTableFeatures, TRow, any>;
export type { SortingState };

/** The column helper for a DataTable of TRow. */
export const dataTableColumns = <TRow extends RowData>() => createColumnHelper<TDataTableFeatures, TRow>();

/** The header's aria-sort for a column's sort direction. */
export function ariaSortOf(sorted: false | "asc" | "desc"): "ascending" | "descending" | "none" {
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
}

const stickyCell = "sticky left-0 z-raised bg-inherit shadow-[1px_0_0_0_var(--color-line)]";
/** The sticky header cell paints the head's colour: its row has no background to inherit (scrolled titles showed through). */
const stickyHeadCell = stickyCell.replace("bg-inherit", "bg-canvas");

export interface TDataTableProps<TRow extends RowData> {
  columns: TDataTableColumn<TRow>[];
  data: readonly TRow[];
  /** The table's accessible name (also names its scroll region). */
  label: string;
  getRowId?: (row: TRow, index: number) => string;
  /** Shown in one full-width row when there are no rows. */
  empty: ReactNode;
  /** Rows are loading: aria-busy on the table. */
  busy?: boolean;
  initialSorting?: SortingState;
  /** Server-side sorting: the caller keeps the state and sorts the rows. */
  manualSorting?: boolean;
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  stickyFirstColumn?: boolean;
  /** The index of the column that stays in view instead of the first (e.g. a name after a logo column). */
  stickyColumn?: number;
  /** A click on a row (links and buttons inside it are the caller's to skip); the row shows it is clickable. */
  onRowClick?: (row: TRow, event: MouseEvent<HTMLTableRowElement>) => void;
  /** data-testid of each body row, and extra attributes per row. */
  rowTestId?: string;
  rowAttributes?: (row: TRow) => Record<`data-${string}`, string>;
  className?: string;
}

export function DataTable<TRow extends RowData>(props: TDataTableProps<TRow>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>(props.initialSorting ?? []);
  const sorting = props.sorting ?? ownSorting;
  const setSorting = (u: Updater<SortingState>) => {
    const next = typeof u === "function" ? u(sorting) : u;
    if (props.onSortingChange) props.onSortingChange(next);
    if (props.sorting === undefined) setOwnSorting(next);
  };
  const table = useTable({
    features: dataTableFeatures,
    columns: props.columns,
    data: props.data as TRow[],
    getRowId: props.getRowId,
    state: { sorting },
    onSortingChange: setSorting,
    manualSorting: props.manualSorting,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });
  const columnCount = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;
  const stickyIndex = props.stickyColumn ?? (props.stickyFirstColumn ? 0 : -1);
  const sticky = (index: number, head = false) => (index === stickyIndex ? ` ${head ? stickyHeadCell : stickyCell}` : "");
  const onRowClick = props.onRowClick;

  return (
    // relative: absolutely placed children (sr-only labels) stay inside the scrolling box instead of widening the page.
    <div role="region" aria-label={props.label} tabIndex={0} className={`relative overflow-x-auto rounded-panel border border-line bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${props.className ?? ""}`}>
      <table className="w-full text-left text-sm" aria-label={props.label} aria-busy={props.busy || undefined}>
        <thead className="bg-canvas text-xs uppercase text-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, i) => {
                const canSort = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
                return (
                  <th key={header.id} scope="col" className={`px-3 py-2 font-medium${sticky(i, true)}`} aria-sort={canSort ? ariaSortOf(sorted) : undefined}>
                    {header.isPlaceholder ? null : canSort ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 uppercase">
                        <table.FlexRender header={header} />
                        <Icon aria-hidden className="h-3 w-3" />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-3 py-6 text-center">
                {props.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                data-testid={props.rowTestId}
                {...props.rowAttributes?.(row.original)}
                onClick={onRowClick ? (e) => onRowClick(row.original, e) : undefined}
                className={`border-t border-line-soft bg-white${onRowClick ? " cursor-pointer hover:bg-canvas" : ""}`}
              >
                {row.getAllCells().map((cell, i) => (
                  <td key={cell.id} className={`px-3 py-2 align-middle${sticky(i)}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
