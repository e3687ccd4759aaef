"use client";
// The studies list's table (spec 3 §2 "Studies list", "Study card action menu" display rules) on the kit's DataTable:
// server-sorted headers, a selection checkbox per row and for the page (survey writers only), the title linking to
// the results, "Add Products" in place of the status when a study still needs products, and each row's action menu.
// The selection reaches the checkboxes through a context, so the columns stay the same objects while it changes
// (new column objects would remount every cell and lose the focused checkbox).
import Link from "next/link";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DataTable, dataTableColumns, type SortingState, type TDataTableColumn } from "@/components/ui/data-table";
import { formatStudyDate, orMissing, relativeAge, showAddProducts, studyTitle } from "@/lib/studies/format";
import { studyAssortmentLabel, studyEditHref, studyResultsHref } from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyAccess, TSurveySummary } from "@/lib/studies/wire";
import { StatusBadge } from "@/components/ui/status-badge";
import { STUDIES_LIST_TEXT } from "./studies-list-text";
import { StudyActionsMenu } from "./study-actions-menu";
import type { TStudySelection } from "./use-studies-list";

const SelectionContext = createContext<TStudySelection | null>(null);
const useSelection = () => useContext(SelectionContext);

function SelectPageBox() {
  const selection = useSelection();
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      aria-label={STUDIES_LIST_TEXT.selectAll}
      checked={selection.allOnPage}
      ref={(el) => {
        if (el) el.indeterminate = selection.someOnPage;
      }}
      onChange={(e) => selection.togglePage(e.target.checked)}
    />
  );
}

function SelectRowBox({ study }: { study: TSurveySummary }) {
  const selection = useSelection();
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      aria-label={STUDIES_LIST_TEXT.selectRow(studyTitle(study.title))}
      checked={selection.isSelected(study._id)}
      onChange={(e) => selection.toggle(study, e.target.checked)}
    />
  );
}

const col = dataTableColumns<TSurveySummary>();

function studyColumns(brandId: string, access: TStudyAccess, onChanged: () => void): TDataTableColumn<TSurveySummary>[] {
  const select = col.display({ id: "select", enableSorting: false, header: () => <SelectPageBox />, cell: ({ row }) => <SelectRowBox study={row.original} /> });
  return [
    ...(access.canWriteSurvey ? [select] : []),
    col.accessor("title", {
      header: STUDIES_LIST_TEXT.columns.title,
      cell: ({ row }) => {
        const s = row.original;
        return (
          <span className="flex flex-wrap items-center gap-2">
            <Link href={studyResultsHref(brandId, s, access.features)} className="font-medium text-primary-strong hover:underline">
              {studyTitle(s.title)}
            </Link>
            {s.internal_template && (
              <span data-testid="template-tag" className="rounded bg-tag-muted px-1.5 py-0.5 text-xs text-tag-ink">
                {STUDIES_LIST_TEXT.template}
              </span>
            )}
          </span>
        );
      },
    }),
    col.accessor("status", {
      header: STUDIES_LIST_TEXT.columns.status,
      cell: ({ row }) => {
        const s = row.original;
        if (showAddProducts({ productCount: s.product_count, dueDate: s.due_date, status: s.status }, access.canWriteSurvey)) {
          return (
            <Link href={studyEditHref(brandId, s._id)} className="whitespace-nowrap rounded bg-primary px-2 py-1 text-xs text-white">
              {STUDY_MSG.addProducts}
            </Link>
          );
        }
        return <StatusBadge status={s.status} />;
      },
    }),
    col.display({
      id: "assortment",
      enableSorting: false,
      header: STUDIES_LIST_TEXT.columns.assortment,
      cell: ({ row }) => studyAssortmentLabel(row.original.assortment),
    }),
    col.display({
      id: "decision_point",
      enableSorting: false,
      header: STUDIES_LIST_TEXT.columns.decisionPoint,
      cell: ({ row }) => orMissing(row.original.decision_point?.title),
    }),
    col.accessor("respondent_count", {
      header: STUDIES_LIST_TEXT.columns.respondents,
      sortDescFirst: true,
      cell: ({ row }) => orMissing(row.original.respondent_count),
    }),
    col.accessor("due_date", {
      header: STUDIES_LIST_TEXT.columns.dueDate,
      cell: ({ row }) => formatStudyDate(row.original.due_date),
    }),
    col.accessor("date_created", {
      header: STUDIES_LIST_TEXT.columns.created,
      sortDescFirst: true,
      cell: ({ row }) => (
        <time dateTime={row.original.date_created} title={formatStudyDate(row.original.date_created)}>
          {relativeAge(row.original.date_created)}
        </time>
      ),
    }),
    col.display({
      id: "actions",
      enableSorting: false,
      header: () => <span className="sr-only">{STUDIES_LIST_TEXT.actions}</span>,
      cell: ({ row }) => <StudyActionsMenu brandId={brandId} study={row.original} access={access} onChanged={onChanged} />,
    }),
  ];
}

interface Props {
  brandId: string;
  access: TStudyAccess;
  /** The table's name (and its scrolling box's). */
  label: string;
  rows: readonly TSurveySummary[];
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  selection: TStudySelection;
  onChanged: () => void;
  busy: boolean;
  /** The status shown in place of the rows: loading, failed, or none found. */
  empty: ReactNode;
}

export function StudiesTable({ brandId, access, label, rows, sorting, onSortingChange, selection, onChanged, busy, empty }: Props) {
  const columns = useMemo(() => studyColumns(brandId, access, onChanged), [brandId, access, onChanged]);
  return (
    <SelectionContext.Provider value={access.canWriteSurvey ? selection : null}>
      <DataTable
        columns={columns}
        data={rows}
        label={label}
        getRowId={(s) => s._id}
        empty={<span role="status">{empty}</span>}
        busy={busy}
        manualSorting
        sorting={sorting}
        onSortingChange={onSortingChange}
        rowTestId="study-row"
        rowAttributes={(s) => ({ "data-study-id": s._id })}
      />
    </SelectionContext.Provider>
  );
}
