"use client";
// The studies list (spec 3 §2 "Studies list", "Study card action menu" display rules, §3, §6, §8, §9): server pages
// of 20 sorted newest first, sortable headers, debounced search (the server reads "id:" and bare hex ids), the
// filter panel kept in local storage under "filters v2", create buttons, row selection for "Group Studies" and
// each row's action menu. Used on /brand/{b}/tests and on an assortment's tests and line-reviews tabs.
// The state and data live in use-studies-list.ts, the head in studies-list-header.tsx, the rows in studies-table.tsx.
import { useState } from "react";
import { studyListNoun } from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyAccess } from "@/lib/studies/wire";
import { Pager } from "../shell/pager";
import { GroupedStudiesModal } from "./grouped-studies-modal";
import { StudiesFilters } from "./studies-filters";
import { StudiesListHeader } from "./studies-list-header";
import { STUDIES_LIST_TEXT } from "./studies-list-text";
import { StudiesTable } from "./studies-table";
import { useStudiesList, type TStudiesListScope } from "./use-studies-list";

export { STUDIES_LIST_TEXT };

interface Props extends TStudiesListScope {
  access: TStudyAccess;
}

export function StudiesList({ brandId, assortmentId, type, access }: Props) {
  const list = useStudiesList({ brandId, assortmentId, type });
  const [grouping, setGrouping] = useState(false);
  const heading = type === "line_review" ? STUDIES_LIST_TEXT.lineReviews : STUDIES_LIST_TEXT.title;
  const status = !list.loaded ? (list.failed ? STUDY_MSG.fetchStudies : STUDY_MSG.loading) : STUDY_MSG.noneFound(studyListNoun(type));

  return (
    // min-w-0: a wide table scrolls in its own box instead of widening the page on a phone.
    <section aria-labelledby="studies-title" className="flex min-w-0 flex-col gap-5">
      <StudiesListHeader
        headingId="studies-title"
        heading={heading}
        total={list.loaded ? list.total : undefined}
        selectedCount={list.selection.studies.length}
        onGroup={() => setGrouping(true)}
        brandId={brandId}
        assortmentId={assortmentId}
        access={access}
      />

      <StudiesFilters
        search={list.searchText}
        onSearch={list.onSearch}
        definitions={list.definitions}
        hidden={list.hidden}
        state={list.filters}
        onChange={list.setFilters}
      />

      <StudiesTable
        brandId={brandId}
        access={access}
        label={STUDIES_LIST_TEXT.table(heading)}
        rows={list.rows}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        selection={list.selection}
        onChanged={list.onChanged}
        busy={list.fetching}
        empty={status}
      />

      <Pager page={list.page} pageCount={list.pageCount} onPage={list.setPage} testId="studies-page" />

      {access.canWriteSurvey && (
        <GroupedStudiesModal
          brandId={brandId}
          studies={list.selection.studies}
          open={grouping}
          onOpenChange={setGrouping}
          onSaved={list.selection.clear}
        />
      )}
    </section>
  );
}
