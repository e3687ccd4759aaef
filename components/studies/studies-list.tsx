"use client";
// The studies list (spec 3 §2 "Studies list", "Study card action menu" display rules, §3, §6, §8, §9): server pages
// of 20 sorted newest first, sortable headers, debounced search (the server reads "id:" and bare hex ids), the
// filter panel kept in local storage under "filters v2", create buttons, row selection for "Group Studies" and
// each row's action menu. Used on /brand/{b}/tests and on an assortment's tests and line-reviews tabs.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import Link from "next/link";
import { StatusBadge } from "./status-badge";
import { useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { INPUT_DEBOUNCE_MS } from "@/lib/constants";
import {
  EMPTY_FILTERS,
  filterScope,
  readStoredFilters,
  toSurveyListFilters,
  writeStoredFilters,
  type TFilterState,
} from "@/lib/studies/filters";
import { formatStudyDate, orMissing, relativeAge, showAddProducts, STUDIES_PAGE_SIZE, studyTitle } from "@/lib/studies/format";
import {
  ariaSort,
  DEFAULT_STUDY_SORT,
  studyAssortmentLabel,
  studyEditHref,
  studyListNoun,
  studyPageCount,
  studyResultsHref,
  studySearchArgument,
  toSurveySort,
} from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyAccess, TSurveySummary } from "@/lib/studies/wire";
import { useDebounced } from "@/components/ui/use-debounced";
import { Pager } from "../shell/pager";
import { CreateStudyButtons } from "./create-study-buttons";
import { GroupedStudiesModal } from "./grouped-studies-modal";
import { StudiesFilters } from "./studies-filters";
import { fetchStudyFilters, fetchStudyPage, studyKeys } from "./studies-api";
import { StudyActionsMenu } from "./study-actions-menu";

export const STUDIES_LIST_TEXT = {
  title: "Studies",
  lineReviews: "Line Reviews",
  groupStudies: "Group Studies",
  template: "Template",
  total: (n: number) => (n === 1 ? "1 study" : `${n} studies`),
  selected: (n: number) => `${n} selected`,
  selectAll: "Select all studies on this page",
  selectRow: (title: string) => `Select ${title}`,
  actions: "Actions",
  columns: {
    title: "Title",
    status: "Status",
    assortment: "Assortment",
    decisionPoint: "Decision Point",
    respondents: "Respondents",
    dueDate: "Due Date",
    created: "Created",
  },
} as const;

interface Props {
  brandId: string;
  /** An assortment's tab: only its studies, and no assortment filter. */
  assortmentId?: string;
  /** A study type the tab is about (line_review on the line-reviews tab). */
  type?: string;
  access: TStudyAccess;
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, rowPaginationFeature });
const helper = createColumnHelper<typeof features, TSurveySummary>();
const EMPTY_ROWS: TSurveySummary[] = [];
const FETCH_ERROR_TOAST = "studies-fetch-error";

export function StudiesList({ brandId, assortmentId, type, access }: Props) {
  const scope = filterScope(brandId, assortmentId, type);
  // The route fixes the assortment of an assortment tab; that filter is neither offered nor sent there.
  const hidden = useMemo(() => (assortmentId ? ["assortment_ids"] : []), [assortmentId]);

  // --- state: search, filters (restored from "filters v2" after mount), sort, page, selection ---------------
  const [searchText, setSearchText] = useState("");
  const [filters, setFiltersState] = useState<TFilterState>(EMPTY_FILTERS);
  const [restored, setRestored] = useState(false);
  const [sorting, setSortingState] = useState<SortingState>([DEFAULT_STUDY_SORT]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: STUDIES_PAGE_SIZE });
  const [selected, setSelected] = useState<Record<string, TSurveySummary>>({});
  const [grouping, setGrouping] = useState(false);

  useEffect(() => {
    // Local storage exists only in the browser, so the saved filters are read once the page has mounted.
    setFiltersState(readStoredFilters(safeStorage(), scope));
    setRestored(true);
  }, [scope]);

  const toFirstPage = useCallback(() => setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 })), []);
  const setFilters = (next: TFilterState) => {
    setFiltersState(next);
    writeStoredFilters(safeStorage(), scope, next);
    toFirstPage();
  };
  const onSearch = (text: string) => {
    setSearchText(text);
    toFirstPage();
  };
  const setSorting = (u: Updater<SortingState>) => {
    setSortingState((s) => (typeof u === "function" ? u(s) : u));
    toFirstPage();
  };

  // --- data ---------------------------------------------------------------------------------------------------
  const search = studySearchArgument(useDebounced(searchText, INPUT_DEBOUNCE_MS));
  const args = {
    brandId,
    assortmentId,
    type,
    page: pagination.pageIndex + 1,
    search,
    filters: toSurveyListFilters(filters, hidden),
    sort: toSurveySort(sorting),
  };
  const list = useQuery({
    queryKey: studyKeys.page(args),
    queryFn: () => fetchStudyPage(args),
    enabled: restored,
    placeholderData: keepPreviousData,
  });
  const definitions = useQuery({ queryKey: studyKeys.filters(brandId, assortmentId), queryFn: () => fetchStudyFilters(brandId, assortmentId) });
  useEffect(() => {
    if (list.isError || definitions.isError) toast.error(STUDY_MSG.fetchStudies, { id: FETCH_ERROR_TOAST });
  }, [list.isError, definitions.isError]);

  const { refetch } = list;
  const onChanged = useCallback(() => void refetch(), [refetch]);
  const total = list.data?.total ?? 0;
  const pageCount = studyPageCount(total);

  // --- table --------------------------------------------------------------------------------------------------
  const columns = useMemo(
    () =>
      helper.columns([
        ...(access.canWriteSurvey
          ? [
              helper.display({
                id: "select",
                enableSorting: false,
                header: ({ table }) => (
                  <input
                    type="checkbox"
                    aria-label={STUDIES_LIST_TEXT.selectAll}
                    checked={table.getIsAllPageRowsSelected()}
                    ref={(el) => {
                      if (el) el.indeterminate = !table.getIsAllPageRowsSelected() && table.getIsSomePageRowsSelected();
                    }}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                  />
                ),
                cell: ({ row }) => (
                  <input
                    type="checkbox"
                    aria-label={STUDIES_LIST_TEXT.selectRow(studyTitle(row.original.title))}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                ),
              }),
            ]
          : []),
        helper.accessor("title", {
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
        helper.accessor("status", {
          header: STUDIES_LIST_TEXT.columns.status,
          cell: ({ row }) => {
            const s = row.original;
            if (showAddProducts({ productCount: s.product_count, dueDate: s.due_date, status: s.status }, access.canWriteSurvey)) {
              return (
                <Link href={studyEditHref(brandId, s._id)} className="rounded bg-primary px-2 py-1 text-xs text-white">
                  {STUDY_MSG.addProducts}
                </Link>
              );
            }
            return <StatusBadge status={s.status} />;
          },
        }),
        helper.display({
          id: "assortment",
          enableSorting: false,
          header: STUDIES_LIST_TEXT.columns.assortment,
          cell: ({ row }) => studyAssortmentLabel(row.original.assortment),
        }),
        helper.display({
          id: "decision_point",
          enableSorting: false,
          header: STUDIES_LIST_TEXT.columns.decisionPoint,
          cell: ({ row }) => orMissing(row.original.decision_point?.title),
        }),
        helper.accessor("respondent_count", {
          header: STUDIES_LIST_TEXT.columns.respondents,
          sortDescFirst: true,
          cell: ({ row }) => orMissing(row.original.respondent_count),
        }),
        helper.accessor("due_date", {
          header: STUDIES_LIST_TEXT.columns.dueDate,
          cell: ({ row }) => formatStudyDate(row.original.due_date),
        }),
        helper.accessor("date_created", {
          header: STUDIES_LIST_TEXT.columns.created,
          sortDescFirst: true,
          cell: ({ row }) => (
            <time dateTime={row.original.date_created} title={formatStudyDate(row.original.date_created)}>
              {relativeAge(row.original.date_created)}
            </time>
          ),
        }),
        helper.display({
          id: "actions",
          enableSorting: false,
          header: () => <span className="sr-only">{STUDIES_LIST_TEXT.actions}</span>,
          cell: ({ row }) => <StudyActionsMenu brandId={brandId} study={row.original} access={access} onChanged={onChanged} />,
        }),
      ]),
    [access, brandId, onChanged],
  );

  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries(Object.keys(selected).map((id) => [id, true])), [selected]);
  const rows = list.data?.surveys ?? EMPTY_ROWS;
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (s) => s._id,
    state: { sorting, pagination, rowSelection },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    // Selection spans pages: the chosen studies are kept by id with their rows, for the grouping modal.
    onRowSelectionChange: (u) => {
      const next = typeof u === "function" ? u(rowSelection) : u;
      setSelected((prev) => {
        const out: Record<string, TSurveySummary> = {};
        for (const [id, on] of Object.entries(next)) {
          const study = prev[id] ?? rows.find((r) => r._id === id);
          if (on && study) out[id] = study;
        }
        return out;
      });
    },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: access.canWriteSurvey,
  });
  const selectedStudies = Object.values(selected);
  const noun = studyListNoun(type);
  const heading = type === "line_review" ? STUDIES_LIST_TEXT.lineReviews : STUDIES_LIST_TEXT.title;
  const columnCount = table.getAllLeafColumns().length;

  return (
    <section aria-labelledby="studies-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="studies-title" className="text-2xl font-semibold">
            {heading}
          </h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="studies-total">
            {list.data ? STUDIES_LIST_TEXT.total(total) : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {access.canWriteSurvey && (
            <button
              type="button"
              onClick={() => setGrouping(true)}
              disabled={selectedStudies.length === 0}
              className="rounded border border-line-strong bg-white px-4 py-2 text-sm disabled:opacity-50"
            >
              {STUDIES_LIST_TEXT.groupStudies}
              {selectedStudies.length > 0 && <span className="ml-1 text-muted">({STUDIES_LIST_TEXT.selected(selectedStudies.length)})</span>}
            </button>
          )}
          <CreateStudyButtons brandId={brandId} assortmentId={assortmentId} access={access} />
        </div>
      </div>

      <StudiesFilters
        search={searchText}
        onSearch={onSearch}
        definitions={definitions.data ?? []}
        hidden={hidden}
        state={filters}
        onChange={setFilters}
      />

      <div className="overflow-x-auto rounded-lg border border-line bg-white">
        <table className="w-full text-left text-sm" aria-labelledby="studies-title" aria-busy={list.isFetching}>
          <thead className="bg-canvas text-xs uppercase text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
                  return (
                    <th key={header.id} scope="col" className="px-3 py-2 font-medium" aria-sort={canSort ? ariaSort(sorted) : undefined}>
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
            {!list.data ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-6 text-center">
                  <span role="status">{list.isError ? STUDY_MSG.fetchStudies : STUDY_MSG.loading}</span>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-6 text-center">
                  <span role="status">{STUDY_MSG.noneFound(noun)}</span>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-testid="study-row" data-study-id={row.id} className="border-t border-line-soft">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-middle">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <Pager page={pagination.pageIndex + 1} pageCount={pageCount} onPage={(p) => table.setPageIndex(p - 1)} testId="studies-page" />

      {access.canWriteSurvey && (
        <GroupedStudiesModal
          brandId={brandId}
          studies={selectedStudies}
          open={grouping}
          onOpenChange={setGrouping}
          onSaved={() => setSelected({})}
        />
      )}
    </section>
  );
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
