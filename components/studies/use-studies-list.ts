"use client";
// The studies list's state and data (spec 3 §2 "Studies list", §8, §9): the search text (debounced; the server
// reads "id:" and bare hex ids), the filters (restored from local storage "filters v2" after mount and saved on
// change), the server sort (newest first), the page (back to the first on any change), the rows of the page and the
// selection for "Group Studies", which spans pages (the chosen studies are kept by id with their rows).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { SortingState } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { useDebounced } from "@/components/ui/use-debounced";
import { INPUT_DEBOUNCE_MS } from "@/lib/constants";
import { EMPTY_FILTERS, filterScope, readStoredFilters, toSurveyListFilters, writeStoredFilters, type TFilterState } from "@/lib/studies/filters";
import { DEFAULT_STUDY_SORT, studyPageCount, studySearchArgument, toSurveySort } from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveySummary } from "@/lib/studies/wire";
import { fetchStudyFilters, fetchStudyPage, studyKeys } from "./studies-api";

export interface TStudiesListScope {
  brandId: string;
  /** An assortment's tab: only its studies, and no assortment filter. */
  assortmentId?: string;
  /** A study type the tab is about (line_review on the line-reviews tab). */
  type?: string;
}

/** The selection of studies to group: kept across pages, with the rows it was made from. */
export interface TStudySelection {
  studies: TSurveySummary[];
  isSelected: (id: string) => boolean;
  toggle: (study: TSurveySummary, on: boolean) => void;
  /** Every row of this page is selected (false on an empty page). */
  allOnPage: boolean;
  /** Some, not all, rows of this page are selected. */
  someOnPage: boolean;
  togglePage: (on: boolean) => void;
  clear: () => void;
}

const EMPTY_ROWS: TSurveySummary[] = [];
const FETCH_ERROR_TOAST = "studies-fetch-error";

export function useStudiesList({ brandId, assortmentId, type }: TStudiesListScope) {
  const scope = filterScope(brandId, assortmentId, type);
  // The route fixes the assortment of an assortment tab; that filter is neither offered nor sent there.
  const hidden = useMemo(() => (assortmentId ? ["assortment_ids"] : []), [assortmentId]);

  const [searchText, setSearchText] = useState("");
  const [filters, setFiltersState] = useState<TFilterState>(EMPTY_FILTERS);
  const [restored, setRestored] = useState(false);
  const [sorting, setSortingState] = useState<SortingState>([DEFAULT_STUDY_SORT]);
  const [pageIndex, setPageIndex] = useState(0);

  useEffect(() => {
    // Local storage exists only in the browser, so the saved filters are read once the page has mounted.
    setFiltersState(readStoredFilters(safeStorage(), scope));
    setRestored(true);
  }, [scope]);

  const toFirstPage = () => setPageIndex(0);
  const setFilters = (next: TFilterState) => {
    setFiltersState(next);
    writeStoredFilters(safeStorage(), scope, next);
    toFirstPage();
  };
  const onSearch = (text: string) => {
    setSearchText(text);
    toFirstPage();
  };
  const setSorting = (next: SortingState) => {
    setSortingState(next);
    toFirstPage();
  };

  const search = studySearchArgument(useDebounced(searchText, INPUT_DEBOUNCE_MS));
  const args = {
    brandId,
    assortmentId,
    type,
    page: pageIndex + 1,
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
  const rows = list.data?.surveys ?? EMPTY_ROWS;
  const total = list.data?.total ?? 0;

  return {
    hidden,
    searchText,
    onSearch,
    filters,
    setFilters,
    definitions: definitions.data ?? [],
    sorting,
    setSorting,
    page: pageIndex + 1,
    pageCount: studyPageCount(total),
    setPage: (page: number) => setPageIndex(page - 1),
    /** Set once the first page has arrived. */
    loaded: list.data !== undefined,
    failed: list.isError,
    fetching: list.isFetching,
    rows,
    total,
    onChanged,
    selection: useStudySelection(rows),
  };
}

export function useStudySelection(rows: TSurveySummary[]): TStudySelection {
  const [selected, setSelected] = useState<Record<string, TSurveySummary>>({});
  const toggle = useCallback((study: TSurveySummary, on: boolean) => {
    setSelected((prev) => {
      if (on === study._id in prev) return prev;
      const next = { ...prev };
      if (on) next[study._id] = study;
      else delete next[study._id];
      return next;
    });
  }, []);
  const togglePage = (on: boolean) =>
    setSelected((prev) => {
      const next = { ...prev };
      for (const row of rows) {
        if (on) next[row._id] = prev[row._id] ?? row;
        else delete next[row._id];
      }
      return next;
    });
  const onPage = rows.filter((r) => r._id in selected).length;
  return {
    studies: Object.values(selected),
    isSelected: (id) => id in selected,
    toggle,
    allOnPage: rows.length > 0 && onPage === rows.length,
    someOnPage: onPage > 0 && onPage < rows.length,
    togglePage,
    clear: () => setSelected({}),
  };
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
