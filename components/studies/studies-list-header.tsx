"use client";
// The studies list's head (spec 3 §2 "Studies list"): the page title with the number of studies found, and the
// toolbar: "Group Studies" (survey writers; enabled once studies are selected, with how many) and the create buttons.
import { Button } from "@/components/ui/button";
import type { TStudyAccess } from "@/lib/studies/wire";
import { CreateStudyButtons } from "./create-study-buttons";
import { STUDIES_LIST_TEXT } from "./studies-list-text";

interface Props {
  /** The h1's id: the section is named by it. */
  headingId: string;
  heading: string;
  /** Undefined until the first page has arrived. */
  total: number | undefined;
  selectedCount: number;
  onGroup: () => void;
  brandId: string;
  assortmentId?: string;
  access: TStudyAccess;
}

export function StudiesListHeader({ headingId, heading, total, selectedCount, onGroup, brandId, assortmentId, access }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 id={headingId} className="text-2xl font-semibold">
          {heading}
        </h1>
        <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="studies-total">
          {total === undefined ? "" : STUDIES_LIST_TEXT.total(total)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {access.canWriteSurvey && (
          <Button onClick={onGroup} disabled={selectedCount === 0} className="bg-white">
            {STUDIES_LIST_TEXT.groupStudies}
            {selectedCount > 0 && <span className="ml-1 text-muted">({STUDIES_LIST_TEXT.selected(selectedCount)})</span>}
          </Button>
        )}
        <CreateStudyButtons brandId={brandId} assortmentId={assortmentId} access={access} />
      </div>
    </div>
  );
}
